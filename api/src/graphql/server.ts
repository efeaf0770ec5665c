import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { Router } from 'express';
import type { RunningFeature } from '../app.js';
import type { CoreConfig } from '../core-config.js';
import type { Disposers } from '../disposers.js';
import { partnerCors } from '../http/partner-cors.js';
import { graphqlBodyErrorHandler } from '../http/rest-errors.js';
import { requestSource } from '../http/same-origin.js';
import { EDITOR_JSON_BODY_LIMIT, JSON_BODY_LIMIT } from '../http/server.js';
import type { Infrastructure } from '../infrastructure.js';
import { requestLanguage } from '../language.js';
import type { Logger } from '../logger.js';
import { ResolverInstances, type GraphQLContext } from './context.js';
import { formatGraphQLError } from './errors.js';
import { mutationLimitPlugin } from './operation-limits.js';
import { graphqlProtection, graphqlTokenLimit } from './protection.js';
import { errorLanguage, operationLanguagePlugin } from './request-language.js';
import { graphqlResponseCache } from './response-cache.js';
import { inProcessExecutor, type InProcessExecute } from './in-process.js';
import { buildAppSchema } from './schema.js';
import { attachGraphQLWebSocket } from './ws-server.js';

/** How long in-flight requests get to finish on shutdown before connections are cut. */
const DRAIN_GRACE_MS = 7000;

export interface GraphQLOptions {
  config: CoreConfig;
  log: Logger;
  infrastructure: Infrastructure;
  features: readonly RunningFeature[];
  /** The site's HTTP server: GraphQL's WebSocket shares it, and Apollo drains it on shutdown. */
  server: Server;
  /** Express's "trust proxy" function, so a socket's client address is req.ip's. */
  trust: (address: string, hop: number) => boolean;
}

/**
 * Step 2 of createApp: the schema, graphql-ws on the server's upgrade event, and Apollo Server.
 * Returns the router for /graphql over HTTP, and `execute` for the server's own reads (live pages). Its disposer stops Apollo, which drains the HTTP server
 * (in-flight requests get DRAIN_GRACE_MS) and closes the WebSockets with 1001.
 */
export async function buildGraphQL(
  options: GraphQLOptions,
  disposers: Disposers,
): Promise<{ router: Router; execute: InProcessExecute }> {
  const { config, log, server, trust, features } = options;
  const { rateLimits } = options.infrastructure;
  const started = features.map((feature) => feature.started);
  const resolvers = new ResolverInstances(started.flatMap((feature) => feature.resolvers ?? []));
  const schema = await buildAppSchema(resolvers);
  const production = config.nodeEnv === 'production';
  const publicOrigin = new URL(config.publicUrl).origin;
  const protection = graphqlProtection({ production, partnerIntrospection: config.partnerIntrospection });
  const requestMiddleware = started.flatMap((feature) => feature.requestMiddleware ?? []);
  const socketUser = started.find((feature) => feature.socketUser)?.socketUser;
  const ws = attachGraphQLWebSocket({
    server,
    schema,
    config,
    protection,
    rateLimits,
    resolvers,
    socketUser,
    log,
    trust,
  });
  disposers.add('GraphQL WebSocket', () => ws.close());
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
      mutationLimitPlugin(rateLimits),
      operationLanguagePlugin,
      // No landing page: its embedded sandbox needs third-party scripts the CSP refuses. Partners read schema.graphql.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: DRAIN_GRACE_MS }),
      { serverWillStart: async () => ({ drainServer: () => ws.close() }) },
    ],
    formatError: (formatted, error) =>
      formatGraphQLError(formatted, error, errorLanguage.getStore()?.language ?? 'en', log),
  });
  await apollo.start();
  // Draining needs a listening server; one that never listened has nothing in flight.
  disposers.add('HTTP server and Apollo', () => (server.listening ? apollo.stop() : undefined));

  // The partner catalog's answers, kept: a hit needs no session, no Apollo and no resolver, and is
  // sent in a form compressed once (so it comes before the compression middleware).
  const catalogCache = graphqlResponseCache({
    cacheableFields: new Set(started.flatMap((feature) => [...(feature.cachedQueryFields ?? [])])),
  });
  const router = Router();
  const json = express.json({ limit: JSON_BODY_LIMIT });
  const editorJson = express.json({ limit: EDITOR_JSON_BODY_LIMIT });
  router.use(
    partnerCors(config.partnerOrigins),
    (req, res, next) => (req.headers.cookie ? editorJson : json)(req, res, next),
    catalogCache.serve,
    compression({ threshold: 1024 }),
    graphqlTokenLimit,
    catalogCache.fill,
    ...requestMiddleware,
    (req, _res, next) => {
      const variables = req.body?.variables;
      // Until the operation is parsed (and for a request that never gets that far): the usual variable
      // names, then Accept-Language. operationLanguagePlugin then reads the operation's own arguments.
      errorLanguage.run(
        { language: requestLanguage(variables?.language ?? variables?.input?.language, req.headers) },
        next,
      );
    },
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<GraphQLContext> => ({
        language: errorLanguage.getStore()?.language ?? 'en',
        ip: req.ip ?? '',
        log: req.log,
        user: req.user,
        fromOtherSite: requestSource(req.headers, publicOrigin) === 'other',
        resolvers,
      }),
    }),
  );
  // A body express.json refused (charset, Content-Encoding, size, syntax): a 4xx in GraphQL's shape.
  router.use(graphqlBodyErrorHandler);
  // The server's own reads (pages of stored content) run against the same schema and resolvers.
  return { router, execute: inProcessExecutor(schema, resolvers, log) };
}
