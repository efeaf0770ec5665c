import { generateKeyPair } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import express from 'express';
import Provider, { type OidcContext } from 'oidc-provider';
import { memoryAdapter } from '../features/auth/oidc-memory-adapter.js';

export interface TestAccount {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TestIssuer {
  /** http://127.0.0.1:<port>, the issuer identifier */
  url: string;
  /** Query parameters of every authorization request received, in order. */
  authorizationRequests: URLSearchParams[];
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

/**
 * An independent OpenID provider (oidc-provider 9) on 127.0.0.1, playing the external issuer: its
 * own keys, a confidential client, PKCE required, claims only at UserInfo (the ID token carries just
 * `sub`, as conformIdTokenClaims prescribes), RP-initiated logout. Its interaction page is answered
 * by POSTing `email` to `/interaction/<uid>/login` (see signIn in browser.ts).
 */
export async function startTestIssuer(options: {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  accounts: TestAccount[];
}): Promise<TestIssuer> {
  const url = `http://127.0.0.1:${options.port}`;
  const accounts = new Map(options.accounts.map((account) => [account.email, account]));
  const { privateKey } = await promisify(generateKeyPair)('ec', { namedCurve: 'P-256' });
  const authorizationRequests: URLSearchParams[] = [];

  const provider = new Provider(url, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'ES256', use: 'sig' }] },
    cookies: { keys: ['test-issuer-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    adapter: memoryAdapter(),
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: OidcContext, form: string) {
          ctx.type = 'html';
          ctx.body = `<h1>Sign out of the test issuer?</h1>${form}<button form="op.logoutForm" name="logout" value="yes">Yes</button>`;
        },
      },
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = [...accounts.values()].find((candidate) => candidate.sub === sub);
      return account && { accountId: sub, claims: async () => ({ ...account, email_verified: true }) };
    },
    // No consent screen: the grant is made at login.
    async loadExistingGrant({ oidc }: OidcContext) {
      if (!oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const app = express();
  app.use((req, _res, next) => {
    if (req.path === '/auth' && req.method === 'GET')
      authorizationRequests.push(new URLSearchParams(req.url.split('?')[1]));
    next();
  });
  app.get('/interaction/:uid', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    res.type('html').send(`<p>Test issuer: sign in (${details.prompt.name})</p>`);
  });
  app.post('/interaction/:uid/login', express.urlencoded({ extended: false }), async (req, res) => {
    const account = accounts.get(String(req.body.email));
    await provider.interactionFinished(
      req,
      res,
      account ? { login: { accountId: account.sub } } : { error: 'access_denied' },
      { mergeWithLastSubmission: false },
    );
  });
  app.use(provider.callback() as express.RequestHandler);

  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url,
    authorizationRequests,
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
