// The two instances of e2e/cluster-server.mjs (one database on TEST_DATABASE_URL's server), on the
// ports after the default and the payments servers.
const port = Number(process.env.E2E_PORT ?? 4173);

export const clusterPorts = [port + 2, port + 3] as const;
export const clusterURLs = clusterPorts.map((each) => `http://127.0.0.1:${each}`) as [string, string];
/** Set in CI (.ci/run): without a PostgreSQL server there is no second instance to run. */
export const clusterAvailable = Boolean(process.env.TEST_DATABASE_URL);
