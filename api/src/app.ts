import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import pg from 'pg';
import express from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { pinoHttp } from 'pino-http';
import { WebSocketServer } from 'ws';
import type { Language } from '@site/common';
import type { Context as WsContext } from 'graphql-ws';
import type { Config } from './config.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded.js';
import { initOrm } from './db/orm.js';
import { contactRouter } from './features/contact/contact.rest.js';
import { MailQueue } from './features/mail/mail.queue.js';
import { fileTransport, smtpTransport } from './features/mail/mail.transport.js';
import { newsletterRouter } from './features/newsletter/newsletter.rest.js';
import { qrCodeRouter } from './features/qr-code/qr-code.rest.js';
import type { GraphQLContext } from './graphql/context.js';
import { formatGraphQLError } from './graphql/errors.js';
import { buildAppSchema } from './graphql/schema.js';
import { healthRouter } from './http/health.js';
import { apiNotFound, restErrorHandler } from './http/rest-errors.js';
import { webHandler } from './http/web.js';
import { requestLanguage } from './language.js';
import { createLogger, type Logger } from './logger.js';
import { createServices, type Services } from './services.js';

/** A JSON body larger than this is refused with 413 before any handler runs. */
export const JSON_BODY_LIMIT = '32kb';
/** How long in-flight requests get to finish on shutdown before connections are cut. */
const DRAIN_GRACE_MS = 7000;

const graphqlLanguage = new AsyncLocalStorage<Language>();

function wsLanguage(
  ctx: WsContext<Record<string, unknown> | undefined, { request: import('node:http').IncomingMessage }>,
): Language {
  return requestLanguage(ctx.connectionParams?.language, ctx.extra.request.headers);
}

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

/** Builds the whole server (database, GraphQL over HTTP and WebSocket, REST, web pages); does not listen. */
export async function createApp(config: Config, log: Logger = createLogger(config)): Promise<App> {
  const embedded: EmbeddedDatabase | undefined = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase(path.join(config.dataDir, 'pg'));
  if (embedded) log.info({ url: embedded.url }, 'embedded PostgreSQL (PGlite) serving on loopback');
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  let orm: MikroORM;
  try {
    orm = await initOrm(databaseUrl, log);
  } catch (error) {
    await embedded?.close();
    throw error;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, application_name: 'site-infra' });
  pool.on('error', (error) => log.warn({ err: error }, 'infrastructure pool error'));
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(path.join(config.dataDir, 'mail'), config.mailFrom, log);
  const mail = await MailQueue.start(databaseUrl, transport, log, { pollingIntervalSeconds: config.mailPollSeconds });
  const services = createServices(config, { orm, mail, pool, log });
  const schema = await buildAppSchema();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => /^\/(healthz|readyz|assets\/)/.test(req.url ?? '') },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(healthRouter(orm));

  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const wsServer = new WebSocketServer({ server, path: '/graphql', maxPayload: 64 * 1024 });
  const wsCleanup = useServer<Record<string, unknown>>(
    {
      schema,
      context: (ctx): GraphQLContext => ({
        em: orm.em.fork(),
        services,
        language: wsLanguage(ctx),
        ip: ctx.extra.request.socket.remoteAddress ?? '',
        log,
      }),
      // The same masking as over HTTP: no internals reach a subscriber.
      onNext: (ctx, _id, _payload, _args, result) =>
        result.errors
          ? {
              ...result,
              errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error, wsLanguage(ctx), log)),
            }
          : undefined,
      onError: (ctx, _id, _payload, errors) =>
        errors.map((error) => formatGraphQLError(error.toJSON(), error, wsLanguage(ctx), log)),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    // main.ts owns the signals and closes everything in order; Apollo must not race it.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.nodeEnv === 'development',
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: DRAIN_GRACE_MS }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              for (const client of wsServer.clients) client.close(1001, 'Server shutting down');
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
    formatError: (formatted, error) => formatGraphQLError(formatted, error, graphqlLanguage.getStore() ?? 'en', log),
  });
  await apollo.start();

  const compress = compression({ threshold: 1024 });
  app.use(
    '/graphql',
    compress,
    express.json({ limit: JSON_BODY_LIMIT }),
    // formatError has no access to the context: the request's language travels in async local storage.
    (req, _res, next) => {
      const variables = req.body?.variables;
      graphqlLanguage.run(requestLanguage(variables?.language ?? variables?.input?.language, req.headers), next);
    },
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        em: orm.em.fork(),
        services,
        language: graphqlLanguage.getStore() ?? 'en',
        ip: req.ip ?? '',
        log: req.log,
        user: req.user,
      }),
    }),
  );

  const api = express.Router();
  api.use(compress, express.json({ limit: JSON_BODY_LIMIT }));
  api.use(contactRouter(services.contact));
  api.use(newsletterRouter(services.newsletter));
  api.use(apiNotFound);
  app.use('/api', api, restErrorHandler);

  app.use(qrCodeRouter(config.publicUrl));
  app.use(webHandler(config.webDistDir, config.publicUrl, log));
  app.use(restErrorHandler);

  let closing: Promise<void> | undefined;
  return {
    server,
    orm,
    services,
    log,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    close() {
      closing ??= (async () => {
        if (server.listening) await apollo.stop();
        else {
          wsServer.close();
          await wsCleanup.dispose();
        }
        await mail.stop();
        transport.close();
        await pool.end();
        await orm.close(true);
        await embedded?.close();
      })();
      return closing;
    },
  };
}
