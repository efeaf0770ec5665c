import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import { Redis } from 'ioredis';
import pg from 'pg';
import express from 'express';
import type { Language } from '@site/common';
import { isLoopbackUrl, type Config } from './config.js';
import { postgresPoolOptions } from './db/connection.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded.js';
import { initOrm } from './db/orm.js';
import { chatRouter } from './features/chat/chat.rest.js';
import { authRouter } from './features/auth/auth.rest.js';
import {
  DEV_CLIENT_ID,
  DEV_OIDC_PATH,
  devClientSecret,
  devOidcRouter,
  localClientsOnly,
} from './features/auth/dev-provider.js';
import { OidcClient } from './features/auth/oidc.client.js';
import { Sessions } from './features/auth/session.js';
import { bookingAdminRouter, bookingRouter } from './features/booking/booking.rest.js';
import { contactRouter, contactStaffRouter } from './features/contact/contact.rest.js';
import { MailQueue } from './features/mail/mail.queue.js';
import { fileTransport, smtpTransport } from './features/mail/mail.transport.js';
import { newsletterRouter, newsletterStaffRouter } from './features/newsletter/newsletter.rest.js';
import { seoRouter } from './features/seo/seo.routes.js';
import { paymentsRouter, stripeWebhookRouter } from './features/payments/payments.rest.js';
import { qrCodeRouter } from './features/qr-code/qr-code.rest.js';
import type { GraphQLContext } from './graphql/context.js';
import { formatGraphQLError } from './graphql/errors.js';
import { mutationLimitPlugin } from './graphql/operation-limits.js';
import { graphqlProtection, graphqlTokenLimit } from './graphql/protection.js';
import { buildAppSchema } from './graphql/schema.js';
import { attachGraphQLWebSocket } from './graphql/ws-server.js';
import { adminOnly } from './http/admin-only.js';
import { healthRouter } from './http/health.js';
import { partnerCors } from './http/partner-cors.js';
import { securityHeaders } from './http/security-headers.js';
import { requestLog } from './http/request-log.js';
import { apiNotFound, graphqlBodyErrorHandler, restErrorHandler } from './http/rest-errors.js';
import { webHandler } from './http/web.js';
import { requestLanguage } from './language.js';
import { createLogger, type Logger } from './logger.js';
import { createServices, type Services } from './services.js';

/** A JSON body larger than this is refused with 413 before any handler runs. */
export const JSON_BODY_LIMIT = '32kb';
/** How long in-flight requests get to finish on shutdown before connections are cut. */
const DRAIN_GRACE_MS = 7000;

const graphqlLanguage = new AsyncLocalStorage<Language>();

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
    orm = await initOrm(databaseUrl, log, { embedded: Boolean(embedded) });
  } catch (error) {
    await embedded?.close();
    throw error;
  }
  const pool = new pg.Pool({
    ...postgresPoolOptions(Boolean(embedded)),
    connectionString: databaseUrl,
    // Rate limits and sessions: one query per request each, so a little headroom under load.
    max: 6,
    application_name: 'site-infra',
  });
  pool.on('error', (error) => log.warn({ err: error }, 'infrastructure pool error'));
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom, config.mailConcurrency)
    : fileTransport(path.join(config.dataDir, 'mail'), config.mailFrom, log);
  const mail = await MailQueue.start(databaseUrl, transport, log, {
    pollingIntervalSeconds: config.mailPollSeconds,
    concurrency: config.mailConcurrency,
    embedded: Boolean(embedded),
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 3000 })
    : undefined;
  redis?.on('error', (error: Error) =>
    log.warn({ err: { message: error.message } }, 'Redis unreachable; rate limits fall back to PostgreSQL'),
  );
  if (redis) log.info('rate limits shared through Redis (REDIS_URL)');
  const services = createServices(config, { orm, mail, pool, redis, log });
  const sessions = new Sessions(config, pool, log);
  const oidc = new OidcClient(
    {
      ...(config.oidc ?? {
        issuerUrl: `${config.publicUrl}${DEV_OIDC_PATH}`,
        clientId: DEV_CLIENT_ID,
        clientSecret: devClientSecret(config.sessionSecret),
      }),
      redirectUri: `${config.publicUrl}/api/callback`,
      postLogoutRedirectUri: `${config.publicUrl}/`,
    },
    log,
  );
  log.info(
    { issuer: oidc.issuerUrl, label: config.oidcProviderName },
    config.oidc
      ? 'staff sign-in through the configured OpenID provider'
      : 'staff sign-in through the built-in OpenID provider at /dev-oidc (admin@example.com, staff@example.com; local use only)',
  );
  const schema = await buildAppSchema();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  if (config.trustProxy === true)
    log.warn('TRUST_PROXY=true believes any X-Forwarded-For: only safe when every request comes through your proxy');
  app.set('etag', false);
  const security = { production: config.nodeEnv === 'production', publicUrl: config.publicUrl };
  app.use(securityHeaders(security));
  app.use(requestLog(log));
  app.use(healthRouter(orm));
  if (!config.oidc) {
    // config.ts refuses this in production and off loopback; checked again here because it signs anyone in.
    if (config.nodeEnv === 'production' || !isLoopbackUrl(config.publicUrl))
      throw new Error('the built-in OpenID provider is only for a local run on a loopback PUBLIC_URL');
    app.use(
      DEV_OIDC_PATH,
      localClientsOnly,
      await devOidcRouter(
        {
          issuer: oidc.issuerUrl,
          redirectUri: `${config.publicUrl}/api/callback`,
          postLogoutRedirectUri: `${config.publicUrl}/`,
          secret: config.sessionSecret,
        },
        log,
      ),
    );
  }

  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const protection = graphqlProtection({
    production: security.production,
    partnerIntrospection: config.partnerIntrospection,
  });
  const ws = attachGraphQLWebSocket({
    server,
    schema,
    config,
    protection,
    orm,
    services,
    sessions,
    log,
    trust: app.get('trust proxy fn'),
  });

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    // Partners read schema.graphql; production answers introspection only when PARTNER_INTROSPECTION=true.
    introspection: protection.introspection,
    allowBatchedHttpRequests: false,
    validationRules: protection.validationRules,
    // main.ts owns the signals and closes everything in order; Apollo must not race it.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.nodeEnv === 'development',
    plugins: [
      ...protection.plugins,
      mutationLimitPlugin(),
      // No landing page: its embedded sandbox needs third-party scripts the CSP refuses. Partners read schema.graphql.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: DRAIN_GRACE_MS }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await ws.close();
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
    partnerCors(config.partnerOrigins),
    compress,
    express.json({ limit: JSON_BODY_LIMIT }),
    graphqlTokenLimit,
    ...sessions.middleware,
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
  // A body express.json refused (charset, Content-Encoding, size, syntax): a 4xx in GraphQL's shape.
  app.use('/graphql', graphqlBodyErrorHandler);

  const api = express.Router();
  // Before the JSON parser: the webhook's signature covers the raw bytes.
  api.use(stripeWebhookRouter(services.stripeWebhooks));
  api.use(compress, express.json({ limit: JSON_BODY_LIMIT }), ...sessions.middleware);
  api.use(authRouter({ config, auth: services.auth, oidc, sessions }));
  // Every staff call of every feature sits under /api/admin, behind this one gate.
  api.use('/admin', ...adminOnly(config.publicUrl));
  api.use(contactRouter(services.contact), contactStaffRouter(services.contactStaff));
  api.use(newsletterRouter(services.newsletter), newsletterStaffRouter(services.newsletterStaff));
  api.use(paymentsRouter(services.payments));
  api.use(chatRouter(services.chat));
  api.use(bookingRouter(services.booking, config.businessTimezone, config.publicUrl));
  api.use(bookingAdminRouter(services.booking));
  api.use(apiNotFound);
  app.use('/api', api, restErrorHandler);

  app.use(compress, seoRouter(config.publicUrl, config.businessTimezone));
  app.use(qrCodeRouter(config.publicUrl));
  app.use(
    webHandler(
      config.webDistDir,
      { publicUrl: config.publicUrl, businessTimeZone: config.businessTimezone },
      log,
      security,
    ),
  );
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
        else await ws.close();
        await mail.stop();
        transport.close();
        sessions.close();
        await pool.end();
        redis?.disconnect();
        await orm.close(true);
        await embedded?.close();
      })();
      return closing;
    },
  };
}
