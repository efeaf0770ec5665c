import { createHmac, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { isIP } from 'node:net';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { OidcContext } from 'oidc-provider';
import type { Language } from '@site/common';
import { DEV_ADMIN_EMAIL } from './auth.config.js';
import { requestLanguage } from '../../language.js';
import type { Logger } from '../../logger.js';
import { devLogoutPage, devSignInPage } from './dev-provider.pages.js';
import { memoryAdapter } from './oidc-memory-adapter.js';

/** Where the built-in provider lives on the site's own server. */
export const DEV_OIDC_PATH = '/dev-oidc';
export const DEV_CLIENT_ID = 'angkor-digital-site';

/** The two test accounts of the built-in provider (DESIGN "Runtime"). */
const DEV_ACCOUNTS = [
  { email: DEV_ADMIN_EMAIL, givenName: 'Sophea', familyName: 'Chan', role: 'admin' },
  { email: 'staff@example.com', givenName: 'Dara', familyName: 'Sok', role: 'staff' },
] as const;

export interface DevProviderSettings {
  /** `${PUBLIC_URL}/dev-oidc` */
  issuer: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** SESSION_SECRET: the client secret and cookie keys are derived from it. */
  secret: string;
}

/** The client secret the site uses with the built-in provider (derived, so nothing extra to configure). */
export const devClientSecret = (secret: string) =>
  createHmac('sha256', secret).update('dev-oidc client secret').digest('base64url');

/**
 * The built-in OpenID provider for local use (oidc-provider 9), mounted at /dev-oidc on the site's own
 * server: discovery, authorization with PKCE, token, userinfo, JWKS and end-session, plus a sign-in
 * page offering the two test accounts. The site's sign-in talks to it over HTTP like to any issuer.
 * config.ts refuses it in production and on a PUBLIC_URL others can reach; `localClientsOnly` in front
 * of it refuses every request that does not come from this machine.
 */
export async function devOidcRouter(settings: DevProviderSettings, log: Logger): Promise<Router> {
  // A fresh key per start (P-256: instant to make); ID tokens of a previous run simply stop verifying.
  const { privateKey } = await promisify(generateKeyPair)('ec', { namedCurve: 'P-256' });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'ES256' };

  // Loaded here, not at the top: a site with a real issuer never needs it, and a local one only once
  // someone signs in (http/lazy-router.ts), which keeps oidc-provider out of the start-up memory.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(settings.issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: devClientSecret(settings.secret),
        redirect_uris: [settings.redirectUri],
        post_logout_redirect_uris: [settings.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [createHmac('sha256', settings.secret).update('dev-oidc cookies').digest('base64url')],
      names: { session: 'dev_oidc_session', interaction: 'dev_oidc_interaction', resume: 'dev_oidc_resume' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
    },
    // Claims in the ID token, as most hosted issuers do (the site also reads UserInfo when they are not).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    async findAccount(_ctx: unknown, sub: string) {
      const account = DEV_ACCOUNTS.find((candidate) => candidate.email === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}`,
    },
    // The site is a first-party client: no consent screen, the grant covers what it asks for.
    async loadExistingGrant(ctx: OidcContext) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (!oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: OidcContext, form: string) {
          ctx.type = 'html';
          ctx.body = devLogoutPage(form, languageOf(ctx));
        },
        async postLogoutSuccessSource(ctx: OidcContext) {
          ctx.type = 'html';
          ctx.body = devLogoutPage(undefined, languageOf(ctx));
        },
      },
    },
    async renderError(ctx: OidcContext, out: Record<string, string>) {
      log.warn({ error: out }, 'built-in OpenID provider error');
      ctx.type = 'html';
      ctx.body = devSignInPage({ language: 'en', error: out.error_description ?? out.error });
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 12 * 3600,
      Grant: 12 * 3600,
    },
  });

  const router = Router();
  router.get('/interaction/:uid', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const language = requestLanguage(firstLocale(details.params.ui_locales), req.headers);
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(devSignInPage({ language, action: `${DEV_OIDC_PATH}/interaction/${details.uid}` }));
  });
  router.post('/interaction/:uid/login', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    await provider.interactionDetails(req, res);
    const email = String(req.body?.email ?? '');
    if (!DEV_ACCOUNTS.some((account) => account.email === email)) return void res.status(400).send('Unknown account');
    await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
  });
  router.post('/interaction/:uid/abort', async (req, res) => {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'Sign-in was cancelled' },
      { mergeWithLastSubmission: false },
    );
  });
  router.use(provider.callback() as (req: Request, res: Response) => void);
  // An interaction that is unknown or expired, or opened without its cookie (another browser, a
  // bookmark): the provider's own 4xx, with a page that says how to start again.
  router.use((error: unknown, req: Request, res: Response, next: (error?: unknown) => void) => {
    const status = (error as { statusCode?: unknown })?.statusCode;
    if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
    const language = requestLanguage(undefined, req.headers);
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(devSignInPage({ language, error: INTERACTION_EXPIRED[language] }));
  });
  return router;
}

const LOCAL_ONLY: Record<Language, string> = {
  en: 'The built-in test sign-in only answers on the computer that runs the site (localhost).',
  km: 'ការចូលគណនីសាកល្បងនេះឆ្លើយតបតែនៅលើកុំព្យូទ័រដែលកំពុងដំណើរការគេហទំព័រប៉ុណ្ណោះ (localhost)។',
};

const isLoopbackAddress = (address: string | undefined) => {
  const plain = (address ?? '').replace(/^::ffff:/, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
};

/**
 * The built-in provider signs anyone in as admin, so it answers only a browser on this machine: the
 * connection comes from a loopback address and carries no forwarding header (a proxy on this machine
 * passing on someone else's request would otherwise look local). Another device on the network that
 * reaches the server's port, directly or through a proxy, gets 403.
 */
export const localClientsOnly: RequestHandler = (req, res, next) => {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (isLoopbackAddress(req.socket.remoteAddress) && !forwarded) return next();
  const language = requestLanguage(undefined, req.headers);
  res
    .status(403)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(devSignInPage({ language, error: LOCAL_ONLY[language] }));
};

const INTERACTION_EXPIRED: Record<Language, string> = {
  en: 'This sign-in has expired or was opened in another browser. Please start again from the sign-in page.',
  km: 'ការចូលគណនីនេះផុតកំណត់ ឬត្រូវបានបើកនៅក្នុងកម្មវិធីរុករកផ្សេង។ សូមចាប់ផ្ដើមម្ដងទៀតពីទំព័រចូលគណនី។',
};

const languageOf = (ctx: OidcContext): Language =>
  /(^|[\s,])km/.test(String(ctx.oidc.params?.ui_locales ?? '')) ? 'km' : 'en';

const firstLocale = (value: unknown) => (typeof value === 'string' ? value.split(' ')[0] : undefined);
