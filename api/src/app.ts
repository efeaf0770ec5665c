import type { Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import { Disposers } from './disposers.js';
import { buildGraphQL } from './graphql/server.js';
import { createHttpServer, mountHttp } from './http/server.js';
import { startInfrastructure } from './infrastructure.js';
import { createLogger, type Logger } from './logger.js';
import type { Services } from './services.js';

export interface App {
  server: Server;
  orm: MikroORM;
  services: Services;
  log: Logger;
  /** Starts listening; resolves with the bound port (0 picks a free one). */
  listen(port: number, host?: string): Promise<number>;
  /** Graceful stop: no new connections, in-flight requests finish, sockets, ORM and database close. */
  close(): Promise<void>;
}

/**
 * Builds the whole server without listening, in three steps: infrastructure (database, pools, mail,
 * Redis, services, sign-in), GraphQL (schema, Apollo, WebSocket), HTTP (REST facade, web pages,
 * errors). Each step adds what it opened to one disposer stack; close() runs it in reverse, and a
 * step that fails closes what the earlier ones opened.
 */
export async function createApp(config: Config, log: Logger = createLogger(config)): Promise<App> {
  const disposers = new Disposers(log);
  try {
    const infrastructure = await startInfrastructure(config, log, disposers);
    const { app, server } = createHttpServer(config, log);
    const graphql = await buildGraphQL(
      { config, log, infrastructure, server, trust: app.get('trust proxy fn') },
      disposers,
    );
    await mountHttp(app, { config, log, infrastructure, graphql });
    return {
      server,
      orm: infrastructure.orm,
      services: infrastructure.services,
      log,
      listen: (port, host) => listen(server, port, host),
      close: () => disposers.close(),
    };
  } catch (error) {
    await disposers.close().catch(() => undefined); // each failure was logged; the start-up error is the one to see
    throw error;
  }
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
