import * as client from 'openid-client';
import type { Language } from '@site/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { PendingSignIn } from './pending-sign-in.js';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret?: string;
  /** `${PUBLIC_URL}/api/callback`, registered at the issuer. */
  redirectUri: string;
  /** `${PUBLIC_URL}/`, where the issuer sends the browser after RP-initiated logout. */
  postLogoutRedirectUri: string;
}

/** The claims a user row is made of (SPEC §3 User), from the ID token, completed by UserInfo. */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 10;
/** While a configured issuer does not answer, discovery is tried again after 2 s, then twice as long each time, at most every minute. */
const RETRY_FIRST_MS = 2000;
const RETRY_MOST_MS = 60_000;

/** Staff sign-in as /readyz reports it. */
export type SignInStatus =
  | { state: 'ok' }
  /** The first discovery of a configured issuer is under way. */
  | { state: 'checking' }
  | { state: 'unavailable'; problem: string };

const SIGN_IN_UNAVAILABLE = {
  en: 'Sign-in is not available right now: the sign-in provider does not answer. Please try again in a minute.',
  km: 'មិនអាចចូលគណនីបានទេនៅពេលនេះ៖ អ្នកផ្ដល់សេវាចូលគណនីមិនឆ្លើយតប។ សូមព្យាយាមម្ដងទៀតក្រោយរយៈពេលមួយនាទី។',
};

/**
 * The relying party (openid-client 6): authorization code flow with PKCE, state and nonce against
 * whatever issuer is configured, the built-in one included, always through HTTP discovery. The
 * discovery result is cached; a failed discovery is retried on the next sign-in, and in the background
 * once watchIssuer() has started it (a configured issuer, at start-up).
 */
export class OidcClient {
  private configuration?: Promise<client.Configuration>;
  private discovered = false;
  /** Why the last discovery failed, while it is the last word. */
  private failure?: { reason: string; since: Date };
  private watching = false;
  private nextAttempt?: { at: Date; timer: NodeJS.Timeout };
  /** Aborts what is in flight towards the issuer when the server stops. */
  private readonly stopped = new AbortController();

  constructor(
    private readonly settings: OidcSettings,
    private readonly log: Logger,
    private readonly retry = { firstMs: RETRY_FIRST_MS, mostMs: RETRY_MOST_MS },
  ) {}

  get issuerUrl(): string {
    return this.settings.issuerUrl;
  }

  /**
   * Discovers the issuer now and, while it does not answer, again in the background (2 s, doubling, at
   * most every minute) until it does; each failure is logged as an error naming OIDC_ISSUER_URL.
   * Public pages never wait for it; a sign-in meanwhile shows "not available" (and tries once itself).
   */
  watchIssuer(): void {
    this.watching = true;
    const attempt = (delayMs: number) => {
      this.nextAttempt = undefined;
      this.config().catch(() => {
        if (this.stopped.signal.aborted || this.discovered) return;
        const timer = setTimeout(() => attempt(Math.min(delayMs * 2, this.retry.mostMs)), delayMs);
        timer.unref();
        this.nextAttempt = { at: new Date(Date.now() + delayMs), timer };
      });
    };
    attempt(this.retry.firstMs);
  }

  /** Stops the background discovery and aborts any request to the issuer in flight. */
  stop(): void {
    this.stopped.abort();
    clearTimeout(this.nextAttempt?.timer);
    this.nextAttempt = undefined;
  }

  status(): SignInStatus {
    if (this.failure) {
      const next = this.nextAttempt ? `; next attempt at ${this.nextAttempt.at.toISOString()}` : '';
      return {
        state: 'unavailable',
        problem:
          `staff sign-in unavailable since ${this.failure.since.toISOString()}: OpenID Connect discovery of ` +
          `OIDC_ISSUER_URL (${this.settings.issuerUrl}) failed: ${this.failure.reason}${next}`,
      };
    }
    // The built-in provider is this process: it answers whenever the site does.
    return this.discovered || !this.watching ? { state: 'ok' } : { state: 'checking' };
  }

  /** The issuer's authorization URL and what the callback must check (kept in a cookie meanwhile). */
  async startSignIn(returnTo: string, language: Language): Promise<{ url: URL; pending: PendingSignIn }> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const pending: PendingSignIn = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      returnTo,
      startedAt: Date.now(),
      language,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      // The sign-in page in the visitor's language, where the issuer supports it.
      ui_locales: language,
    });
    return { url, pending };
  }

  /**
   * Checks the authorization response (state), redeems the code (PKCE verifier), validates the ID
   * token (signature, issuer, audience, expiry, nonce) and returns its claims. Throws on any mismatch.
   */
  async finishSignIn(currentUrl: URL, pending: PendingSignIn): Promise<{ claims: IdentityClaims; idToken?: string }> {
    const config = await this.config();
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    let extra: Record<string, unknown> = {};
    const incomplete = !idToken.email || (!idToken.given_name && !idToken.first_name);
    if (incomplete && config.serverMetadata().userinfo_endpoint && tokens.access_token) {
      try {
        extra = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      } catch (error) {
        this.log.warn({ err: error }, 'UserInfo request failed; signing in with the ID token claims only');
      }
    }
    const claim = (...names: string[]) => {
      for (const name of names) {
        const value = idToken[name] ?? extra[name];
        if (typeof value === 'string' && value.trim()) return value.trim();
      }
      return null;
    };
    const verified = idToken.email_verified ?? extra.email_verified;
    return {
      idToken: tokens.id_token,
      claims: {
        issuer: String(idToken.iss),
        subject: idToken.sub,
        email: claim('email')?.toLowerCase() ?? null,
        emailVerified: typeof verified === 'boolean' ? verified : null,
        // Standard claims first; Replit's own names as a fallback.
        firstName: claim('given_name', 'first_name'),
        lastName: claim('family_name', 'last_name'),
        profileImageUrl: claim('picture', 'profile_image_url'),
      },
    };
  }

  /** RP-initiated logout at the issuer, when it offers an end_session_endpoint. */
  async endSessionUrl(idToken: string | undefined): Promise<URL | undefined> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(config, {
      post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
      ...(idToken ? { id_token_hint: idToken } : {}),
    });
  }

  private config(): Promise<client.Configuration> {
    this.configuration ??= this.discover().then(
      (configuration) => {
        this.discovered = true;
        this.failure = undefined;
        return configuration;
      },
      (error: unknown) => {
        this.configuration = undefined;
        if (!this.stopped.signal.aborted) {
          const reason = failureReason(error);
          this.failure = { reason, since: this.failure?.since ?? new Date() };
          this.log.error(
            { issuer: this.settings.issuerUrl, reason },
            `staff sign-in unavailable: OpenID Connect discovery of OIDC_ISSUER_URL (${this.settings.issuerUrl}) ` +
              `failed: ${reason}. Public pages are served; sign-in shows "not available"` +
              (this.watching ? ' and discovery is tried again in the background until the issuer answers' : ''),
          );
        }
        throw new AppError('UNAVAILABLE', SIGN_IN_UNAVAILABLE);
      },
    );
    return this.configuration;
  }

  private async discover(): Promise<client.Configuration> {
    const { issuerUrl, clientId, clientSecret } = this.settings;
    // Plain http only for a local issuer (the built-in one, tests); production config insists on https.
    const insecure = issuerUrl.startsWith('http://');
    const stopped = this.stopped.signal;
    const options = {
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      // The discovery request ends when the server stops (no socket left open towards a silent issuer).
      [client.customFetch]: (url: string, init: client.CustomFetchOptions) =>
        fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, stopped]) : stopped }),
    };
    const discovered = await client.discovery(new URL(issuerUrl), clientId, undefined, client.None(), options);
    const metadata = discovered.serverMetadata();
    const config = new client.Configuration(
      metadata,
      clientId,
      clientSecret,
      clientAuthentication(metadata, clientSecret),
    );
    if (insecure) client.allowInsecureRequests(config);
    this.log.info({ issuer: metadata.issuer }, 'OpenID Connect issuer discovered');
    return config;
  }
}

/**
 * How the client authenticates at the token endpoint: none for a public client (PKCE only), else
 * client_secret_basic (the OpenID Connect default) unless the issuer supports only client_secret_post.
 */
function clientAuthentication(metadata: client.ServerMetadata, secret: string | undefined): client.ClientAuth {
  if (!secret) return client.None();
  const supported = metadata.token_endpoint_auth_methods_supported;
  if (supported && !supported.includes('client_secret_basic') && supported.includes('client_secret_post'))
    return client.ClientSecretPost(secret);
  return client.ClientSecretBasic(secret);
}

/** An error and its causes in one line: "fetch failed: connect ECONNREFUSED 127.0.0.1:9", "… timed out". */
function failureReason(error: unknown): string {
  const parts: string[] = [];
  let cause = error;
  for (let depth = 0; cause && depth < 4; depth += 1) {
    const { message, name, cause: next } = cause as { message?: unknown; name?: unknown; cause?: unknown };
    // openid-client's wrapper ("something went wrong") says nothing its cause does not say better.
    const generic = message === 'something went wrong' && next;
    if (name === 'TimeoutError') parts.push(`no answer within ${DISCOVERY_TIMEOUT_SECONDS} s`);
    else if (!generic && typeof message === 'string' && message && !parts.includes(message)) parts.push(message);
    cause = next;
  }
  return parts.join(': ') || String(error);
}
