import type { Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import { Disposers } from './disposers.js';
import type { Feature, FeatureContext, StartedFeature } from './feature.js';
import { FEATURES } from './features.js';
import { buildGraphQL } from './graphql/server.js';
import { createHttpServer, mountHttp } from './http/server.js';
import { startInfrastructure, type Infrastructure } from './infrastructure.js';
import { createLogger, type Logger } from './logger.js';

export interface App {
  server: Server;
  orm: MikroORM;
  log: Logger;
  infrastructure: Infrastructure;
  /** The exports of a started feature (tests reach a service this way). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  use<Exports>(feature: Feature<any, Exports>): Exports;
  /** Starts listening; resolves with the bound port (0 picks a free one). */
  listen(port: number, host?: string): Promise<number>;
  /** Graceful stop: no new connections, in-flight requests finish, sockets, ORM and database close. */
  close(): Promise<void>;
}

/** A feature as it runs: its definition and what its `start` returned. */
export interface RunningFeature {
  feature: Feature;
  started: StartedFeature;
}

/**
 * Builds the whole server without listening, in four steps: infrastructure (database, pools, job
 * queue, Redis, events), the features of features.ts in their order, GraphQL (schema, Apollo,
 * WebSocket), HTTP (REST facade, web pages, errors). Each step adds what it opened to one disposer
 * stack; close() runs it in reverse, and a step that fails closes what the earlier ones opened.
 */
export async function createApp(config: Config, log: Logger = createLogger(config)): Promise<App> {
  const disposers = new Disposers(log);
  try {
    const infrastructure = await startInfrastructure(config, log, disposers);
    const running = await startFeatures(config, infrastructure, disposers);
    const { app, server } = createHttpServer(config, log);
    const { router: graphql, execute } = await buildGraphQL(
      { config, log, infrastructure, features: running, server, trust: app.get('trust proxy fn') },
      disposers,
    );
    const pages = mountHttp(app, { config, log, infrastructure, features: running, graphql, execute }, disposers);
    for (const { started } of running) await started.afterStart?.();
    pages.warm();
    const exportsOf = new Map(running.map(({ feature, started }) => [feature, started.exports]));
    return {
      server,
      orm: infrastructure.orm,
      log,
      infrastructure,
      use: (feature) => {
        if (!exportsOf.has(feature)) throw new Error(`feature ${feature.name} is not in FEATURES`);
        return exportsOf.get(feature) as never;
      },
      listen: (port, host) => listen(server, port, host),
      close: () => disposers.close(),
    };
  } catch (error) {
    await disposers.close().catch(() => undefined); // each failure was logged; the start-up error is the one to see
    throw error;
  }
}

/** Starts each feature in the order of FEATURES, each with what it may use. */
async function startFeatures(
  config: Config,
  infrastructure: Infrastructure,
  disposers: Disposers,
): Promise<RunningFeature[]> {
  const running: RunningFeature[] = [];
  const exportsOf = new Map<Feature, unknown>();
  for (const feature of FEATURES as readonly Feature[]) {
    const context: FeatureContext<unknown> = {
      ...infrastructure,
      config,
      settings: config.sections[feature.name],
      use: (used) => {
        if (!exportsOf.has(used))
          throw new Error(`feature ${feature.name} uses ${used.name}, which must come before it in features.ts`);
        return exportsOf.get(used) as never;
      },
      onStop: (name, close) => disposers.add(`${feature.name}: ${name}`, close),
    };
    const started = await feature.start(context);
    exportsOf.set(feature, started.exports);
    running.push({ feature, started });
  }
  return running;
}

function listen(server: Server, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
