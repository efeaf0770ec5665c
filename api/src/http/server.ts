import { createServer, type Server } from 'node:http';
import compression from 'compression';
import express, { Router, type Express } from 'express';
import { isLoopbackUrl, type Config } from '../config.js';
import { authRouter } from '../features/auth/auth.rest.js';
import { DEV_OIDC_PATH, devOidcRouter, localClientsOnly } from '../features/auth/dev-provider.js';
import { bookingAdminRouter, bookingRouter } from '../features/booking/booking.rest.js';
import { chatRouter } from '../features/chat/chat.rest.js';
import { contactRouter, contactStaffRouter } from '../features/contact/contact.rest.js';
import { dashboardRouter } from '../features/dashboard/dashboard.rest.js';
import { newsletterRouter, newsletterStaffRouter } from '../features/newsletter/newsletter.rest.js';
import { paymentsRouter, stripeWebhookRouter } from '../features/payments/payments.rest.js';
import { qrCodeRouter } from '../features/qr-code/qr-code.rest.js';
import { seoRouter } from '../features/seo/seo.routes.js';
import type { StartedInfrastructure } from '../infrastructure.js';
import type { Logger } from '../logger.js';
import { adminOnly } from './admin-only.js';
import { canonicalHost } from './canonical-host.js';
import { healthRouter } from './health.js';
import { lazyRouter } from './lazy-router.js';
import { plainPageAssets } from './plain-page-assets.js';
import { requestLog } from './request-log.js';
import { apiNotFound, restErrorHandler } from './rest-errors.js';
import { securityHeaders } from './security-headers.js';
import { webHandler } from './web.js';

/** A JSON body larger than this is refused with 413 before any handler runs (GraphQL and REST). */
export const JSON_BODY_LIMIT = '32kb';

/** Express with the site's settings, and the node HTTP server around it (routes come with mountHttp). */
export function createHttpServer(config: Config, log: Logger): { app: Express; server: Server } {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  if (config.trustProxy === true)
    log.warn('TRUST_PROXY=true believes any X-Forwarded-For: only safe when every request comes through your proxy');
  app.set('etag', false);
  const server = createServer(app);
  // Longer than a load balancer's idle timeout (often 60 s), so it never reuses a socket we just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return { app, server };
}

export interface HttpOptions {
  config: Config;
  log: Logger;
  infrastructure: StartedInfrastructure;
  /** The /graphql router from buildGraphQL. */
  graphql: Router;
}

/**
 * Step 3 of createApp, in the order requests meet them: security headers, the request log, health,
 * in production the redirect of other host names to PUBLIC_URL, the built-in OpenID provider (local
 * runs only), /graphql, the REST facade under /api, sitemap and robots, the QR code, and the web app
 * with its 404 page; one REST error mapping for all of it.
 */
export async function mountHttp(app: Express, { config, log, infrastructure, graphql }: HttpOptions): Promise<void> {
  const { orm, services, sessions, oidc } = infrastructure;
  const security = { production: config.nodeEnv === 'production', publicUrl: config.publicUrl };
  app.use(securityHeaders(security));
  app.use(requestLog(log));
  app.use(healthRouter(orm, () => oidc.status()));
  // Before every page and API: a request for www., a bare IP or an old name is sent to PUBLIC_URL.
  if (security.production) app.use(canonicalHost(config.publicUrl));
  if (!config.oidc) {
    // config.ts refuses this in production and off loopback; checked again here because it signs anyone in.
    if (security.production || !isLoopbackUrl(config.publicUrl))
      throw new Error('the built-in OpenID provider is only for a local run on a loopback PUBLIC_URL');
    app.use(
      DEV_OIDC_PATH,
      localClientsOnly,
      lazyRouter(() =>
        devOidcRouter(
          {
            issuer: oidc.issuerUrl,
            redirectUri: `${config.publicUrl}/api/callback`,
            postLogoutRedirectUri: `${config.publicUrl}/`,
            secret: config.sessionSecret,
          },
          log,
        ),
      ),
    );
  }
  app.use('/graphql', graphql);

  const compress = compression({ threshold: 1024 });
  const api = Router();
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
  api.use(bookingAdminRouter(services.booking, services.closures));
  api.use(dashboardRouter(services.dashboard));
  api.use(apiNotFound);
  app.use('/api', api, restErrorHandler);

  app.use(compress, seoRouter(config.publicUrl, config.businessTimezone));
  app.use(qrCodeRouter(config.publicUrl));
  app.use(plainPageAssets());
  app.use(
    webHandler(
      config.webDistDir,
      { publicUrl: config.publicUrl, businessTimeZone: config.businessTimezone },
      log,
      security,
    ),
  );
  app.use(restErrorHandler);
}
