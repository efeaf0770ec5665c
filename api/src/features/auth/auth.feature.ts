import { isLoopbackUrl } from '../../env.js';
import { defineFeature } from '../../feature.js';
import { lazyRouter } from '../../http/lazy-router.js';
import { readAuthSettings } from './auth.config.js';
import { authOperations } from './auth.operations.js';
import { AuthResolver } from './auth.resolver.js';
import { authRouter, SIGN_IN_PAGES, signedInToDashboard } from './auth.rest.js';
import { AuthService } from './auth.service.js';
import { DEV_CLIENT_ID, DEV_OIDC_PATH, devClientSecret, devOidcRouter, localClientsOnly } from './dev-provider.js';
import { OidcClient } from './oidc.client.js';
import { Sessions } from './session.js';
import { Session, User } from './user.entity.js';

/**
 * Staff sign-in through OpenID Connect (the configured issuer, else the built-in one at /dev-oidc on a
 * loopback address), server-side sessions in PostgreSQL, and who is signed in on every request.
 */
export const authFeature = defineFeature({
  name: 'auth',
  settings: readAuthSettings,
  entities: [User, Session],
  resolvers: [AuthResolver],
  start({ config, settings, orm, pool, log, onStop }) {
    const production = config.nodeEnv === 'production';
    const sessions = new Sessions({ ...config, adminEmails: settings.adminEmails }, pool, log);
    onStop('sessions', () => sessions.close());
    const oidc = new OidcClient(
      {
        ...(settings.oidc ?? {
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
      { issuer: oidc.issuerUrl, label: settings.oidcProviderName },
      settings.oidc
        ? 'staff sign-in through the configured OpenID provider'
        : 'staff sign-in through the built-in OpenID provider at /dev-oidc (admin@example.com, staff@example.com; local use only)',
    );
    if (settings.oidc) {
      // A configured issuer is asked at once, so one that does not answer shows in the log and in /readyz
      // now rather than at the first sign-in; start-up does not wait for it.
      oidc.watchIssuer();
      onStop('OpenID issuer discovery', () => oidc.stop());
    }
    const operations = authOperations(settings.oidcProviderName);
    const auth = new AuthService(orm);
    return {
      resolvers: [new AuthResolver(operations)],
      requestMiddleware: sessions.middleware,
      readiness: {
        signIn: () => {
          const status = oidc.status();
          return { state: status.state, problem: status.state === 'unavailable' ? status.problem : undefined };
        },
      },
      socketUser: (request) => sessions.userFromCookieHeader(request.headers.cookie),
      api: (router) => router.use(authRouter({ config, operations, auth, oidc, sessions })),
      site: (router) => {
        router.get(SIGN_IN_PAGES, signedInToDashboard(sessions, log));
        if (settings.oidc) return;
        // The configuration refuses this in production and off loopback; checked again here because it signs anyone in.
        if (production || !isLoopbackUrl(config.publicUrl))
          throw new Error('the built-in OpenID provider is only for a local run on a loopback PUBLIC_URL');
        router.use(
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
      },
    };
  },
});
