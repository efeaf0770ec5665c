import { createServer, type Server } from 'node:http';
import compression from 'compression';
import express, { Router, type Express } from 'express';
import type { RunningFeature } from '../app.js';
import type { CoreConfig } from '../core-config.js';
import { contentVersion } from '../content-version.js';
import type { Disposers } from '../disposers.js';
import type { InProcessExecute } from '../graphql/in-process.js';
import type { Infrastructure } from '../infrastructure.js';
import type { Logger } from '../logger.js';
import { adminOnly } from './admin-only.js';
import { canonicalHost } from './canonical-host.js';
import { healthRouter } from './health.js';
import { livePages, ssrBuildPresent, type LivePages } from './live-pages.js';
import { plainPageAssets } from './plain-page-assets.js';
import { requestLog } from './request-log.js';
import { apiNotFound, restErrorHandler } from './rest-errors.js';
import { methodNotAllowed } from './rest.js';
import { securityHeaders } from './security-headers.js';
import { webHandler } from './web.js';

/** A JSON body larger than this is refused with 413 before any handler runs (GraphQL and REST). */
export const JSON_BODY_LIMIT = '32kb';
/**
 * A GraphQL request that carries cookies (a signed-in editor's, for one) may be larger: an article or a
 * case study in both languages (100,000 characters a language, three bytes a Khmer letter) does not fit
 * in 32 KB. Partners and other cookie-less callers keep JSON_BODY_LIMIT.
 */
export const EDITOR_JSON_BODY_LIMIT = '1536kb';

/** Express with the site's settings, and the node HTTP server around it (routes come with mountHttp). */
export function createHttpServer(config: CoreConfig, log: Logger): { app: Express; server: Server } {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  if (config.trustProxy === true)
    log.warn('TRUST_PROXY=true believes any X-Forwarded-For: only safe when every request comes through your proxy');
  app.set('etag', false);
  // The REST facade tells this site's own pages from others' (http/rest.ts).
  app.locals.publicOrigin = new URL(config.publicUrl).origin;
  const server = createServer(app);
  // Longer than a load balancer's idle timeout (often 60 s), so it never reuses a socket we just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return { app, server };
}

export interface HttpOptions {
  config: CoreConfig;
  log: Logger;
  infrastructure: Infrastructure;
  features: readonly RunningFeature[];
  /** The /graphql router from buildGraphQL. */
  graphql: Router;
  /** GraphQL in this process (buildGraphQL): the pages of stored content run their queries through it. */
  execute: InProcessExecute;
}

/** How often each instance reads the content version (issue 32: published content live within 5 s). */
const CONTENT_VERSION_POLL_MS = 1000;

/** The pages rendered ahead of their first visitor at start (the rest on their first request). */
const WARM_PATHS = ['/blog', '/km/blog'];

/**
 * Step 4 of createApp, in the order requests meet them: security headers, the request log, health,
 * in production the redirect of other host names to PUBLIC_URL, /graphql, the REST facade under /api (each feature's routes), the features' other routes (sitemap,
 * QR code, the built-in OpenID provider), and the web app with its 404 page; one REST error mapping
 * for all of it.
 */
export function mountHttp(
  app: Express,
  { config, log, infrastructure, features, graphql, execute }: HttpOptions,
  disposers?: Disposers,
): { warm: () => void } {
  const started = features.map((feature) => feature.started);
  const security = {
    production: config.nodeEnv === 'production',
    publicUrl: config.publicUrl,
    checkoutFormActions: started.flatMap((feature) => feature.checkoutFormActions ?? []),
  };
  app.use(securityHeaders(security));
  app.use(requestLog(log));
  app.use(healthRouter(infrastructure.orm, Object.assign({}, ...started.map((feature) => feature.readiness ?? {}))));
  // Before every page and API: a request for www., a bare IP or an old name is sent to PUBLIC_URL.
  if (security.production) app.use(canonicalHost(config.publicUrl));
  app.use('/graphql', graphql);

  const api = Router();
  // Before the JSON parser: a webhook's signature covers the raw bytes.
  for (const feature of started) feature.rawApi?.(api);
  api.use(
    compression({ threshold: 1024 }),
    express.json({ limit: JSON_BODY_LIMIT }),
    ...started.flatMap((feature) => feature.requestMiddleware ?? []),
  );
  // Every staff call of every feature sits under /api/admin: only this site's own pages, never cached.
  // Who may run each call is its operation's own declaration (operation.ts).
  api.use('/admin', ...adminOnly(config.publicUrl));
  for (const feature of started) feature.api?.(api);
  methodNotAllowed(api);
  api.use(apiNotFound);
  app.use('/api', api, restErrorHandler);

  const site = Router();
  for (const feature of started) feature.site?.(site);
  app.use(site);
  app.use(plainPageAssets());
  // Pages of stored content (the blog) are rendered by the SSR build at request time and cached by
  // content version; without an SSR build (a development checkout) the build's files are all there is.
  let live: LivePages | undefined;
  // In production only, the main pages of stored content are rendered ahead of their first visitor: at
  // start and after each change (tests and development start many servers that mostly show no page).
  let warming = Promise.resolve();
  const warm = () => {
    if (!live || config.nodeEnv !== 'production') return;
    const pages = live;
    warming = warming.then(() => pages.warm(WARM_PATHS));
  };
  if (ssrBuildPresent(config.webDistDir)) {
    const version = contentVersion(infrastructure.orm);
    const moved = started.flatMap((feature) => feature.movedPages ?? []);
    live = livePages({
      distDir: config.webDistDir,
      businessTimeZone: config.businessTimezone,
      execute,
      version,
      log,
      movedTo: async (path, language) => {
        for (const where of moved) {
          const location = await where(path, language);
          if (location) return location;
        }
        return undefined;
      },
    });
    // Every second, in the background: a request never waits for the version, and a change made on any
    // instance is seen here within that second.
    const stopWatching = version.watch(CONTENT_VERSION_POLL_MS, warm, (error) =>
      log.warn({ err: error }, 'the content version could not be read'),
    );
    disposers?.add('content version', stopWatching);
    disposers?.add('rendering pages ahead', () => warming);
  }
  app.use(
    webHandler(
      config.webDistDir,
      { publicUrl: config.publicUrl, businessTimeZone: config.businessTimezone },
      log,
      security,
      live,
    ),
  );
  app.use(restErrorHandler);
  return {
    // Once the features' afterStart ran (the first article is stored): the main pages of stored content.
    warm,
  };
}
