// Jest in ESM mode (MikroORM 7 and openid-client 6 are ESM only): run with NODE_OPTIONS=--experimental-vm-modules.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
      },
    },
    module: { type: 'es6' },
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@site/common$': '<rootDir>/common/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  rootDir: import.meta.dirname,
};

export default {
  // Three times the cores: many integration tests spend seconds waiting (a retry interval, a worker's
  // polling interval, a queued job's turn), so two workers on two cores leave the CPU idle (~220 s); four
  // finish in ~125 s, six in ~113 s (measured 2026-11-25, 1292 tests).
  maxWorkers: 6,
  // A worker gets 5 s, not jest's 500 ms, to exit once the run is over: six workers with the heaps of
  // their embedded databases end at once on two cores, and one of them regularly needed more than 500 ms
  // ("A worker process has failed to exit gracefully"), with no handle left open at its last file's
  // teardown (checked with process.getActiveResourcesInfo(), 2026-12-03) and none with 5 s. A real
  // leak (a handle that never closes) still reaches the 5 s and gets the same message.
  workerGracefulExitTimeout: 5000,
  // An embedded PostgreSQL starts cold in a few seconds per test file, more while the other workers are busy.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'common',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/common/src/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/src/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.test.tsx', '<rootDir>/web/src/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      transform: {
        '^.+\\.tsx?$': swc(true),
        '\\.graphql$': '<rootDir>/web/src/test/raw-text-transform.cjs',
      },
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '\\.(css|woff2?)$': '<rootDir>/web/src/test/style-stub.ts',
        // Vite's `?raw`: the file's text (office-status/server-time.ts sends its .graphql document as written).
        '^(.+\\.graphql)\\?raw$': '$1',
      },
    },
  ],
};
