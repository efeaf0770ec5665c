import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import expressSession, { type SessionData } from 'express-session';
import type pg from 'pg';
import { SIGNED_IN_COOKIE } from '@site/common';
import type { Logger } from '../../logger.js';
import { PgSessionStore } from './session.store.js';
import type { Role, SessionUser } from './user.js';

/** The paths that create or end a session (features/auth/auth.rest.ts). */
const SIGN_IN_PATHS = /^\/api\/(login|callback|logout)(?:[/?]|$)/;

/** A session unused for this long ends (the cookie and the row are renewed by every request). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** A signed-in session ends this long after sign-in, however busy it is. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** The user as kept in the session: the users row at sign-in; the role is worked out per request. */
export interface StoredUser {
  id: string;
  email: string | null;
  emailVerified: boolean | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

declare module 'express-session' {
  interface SessionData {
    user?: StoredUser;
    /** Epoch ms of the sign-in, for the absolute timeout. */
    signedInAt?: number;
    /** For RP-initiated logout (id_token_hint). */
    idToken?: string;
  }
}

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
export const sessionCookieName = (production: boolean) => (production ? '__Host-sid' : 'sid');

/** Admin when the (verified) e-mail is in ADMIN_EMAILS, case-insensitively; everyone else is staff. */
export function roleFor(user: Pick<StoredUser, 'email' | 'emailVerified'>, adminEmails: readonly string[]): Role {
  const email = user.email?.toLowerCase();
  return email && user.emailVerified !== false && adminEmails.includes(email) ? 'admin' : 'staff';
}

/** What sessions depend on: the environment, the secret that signs the cookie, who is admin. */
export interface SessionSettings {
  nodeEnv: string;
  sessionSecret: string;
  adminEmails: readonly string[];
}

/** Server-side sessions in PostgreSQL and the signed-in user of every request (`req.user`). */
export class Sessions {
  readonly store: PgSessionStore;
  readonly cookieName: string;
  /** express-session, then `req.user` from the session (ending it after the absolute timeout). */
  readonly middleware: RequestHandler[];
  private readonly production: boolean;

  constructor(
    private readonly config: SessionSettings,
    pool: pg.Pool,
    log: Logger,
  ) {
    const production = config.nodeEnv === 'production';
    this.production = production;
    this.cookieName = sessionCookieName(production);
    this.store = new PgSessionStore(pool, SESSION_IDLE_MS, log);
    const session = expressSession({
      name: this.cookieName,
      secret: config.sessionSecret,
      store: this.store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      // Rows are deleted only by an explicit destroy (sign-out, timeouts): with 'destroy', a request
      // whose session could not be read (no req.session) would delete the row it failed to read.
      unset: 'keep',
      cookie: { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge: SESSION_IDLE_MS },
    });
    const attachUser: RequestHandler = (req, res, next) => {
      if (req.session.user && this.expired(req.session)) {
        req.session.destroy((error) => {
          this.updateSignedInMarker(req, res);
          next(error);
        });
        return;
      }
      if (req.session.user) req.user = this.userOf(req.session);
      this.updateSignedInMarker(req, res);
      next();
    };
    // A request with neither the session cookie nor the signed-in marker has no session to read or
    // renew: skipping express-session spares every anonymous call (availability, the catalog, the
    // forms) its random session id and bookkeeping (npm run bench). The sign-in paths always get it:
    // they create or end sessions.
    const read: RequestHandler = (req, res, next) => {
      const cookies = req.headers.cookie;
      const anonymous =
        !cookies ||
        (cookieValue(cookies, this.cookieName) === undefined && cookieValue(cookies, SIGNED_IN_COOKIE) === undefined);
      if (anonymous && !SIGN_IN_PATHS.test(req.originalUrl)) return next();
      session(req, res, (error?: unknown) => (error ? next(error) : attachUser(req, res, next)));
    };
    this.middleware = [read];
  }

  /** The signed-in user of a session, undefined when anonymous or past the absolute timeout. */
  userOf(data: Partial<SessionData> | null | undefined): SessionUser | undefined {
    const stored = data?.user;
    if (!stored || this.expired(data)) return undefined;
    return {
      id: stored.id,
      email: stored.email,
      firstName: stored.firstName,
      lastName: stored.lastName,
      profileImageUrl: stored.profileImageUrl,
      role: roleFor(stored, this.config.adminEmails),
    };
  }

  /** For graphql-ws: the user of the session cookie sent with the WebSocket upgrade request. */
  async userFromCookieHeader(header: string | undefined): Promise<SessionUser | undefined> {
    const sid = this.sessionIdFromCookieHeader(header);
    return sid ? this.userOf(await this.store.read(sid)) : undefined;
  }

  /** The session id of express-session's signed cookie (`s:<sid>.<hmac>`), when the signature is right. */
  sessionIdFromCookieHeader(header: string | undefined): string | undefined {
    const raw = cookieValue(header, this.cookieName);
    if (!raw?.startsWith('s:')) return undefined;
    const signed = raw.slice(2);
    const dot = signed.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const sid = signed.slice(0, dot);
    const expected = Buffer.from(
      createHmac('sha256', this.config.sessionSecret).update(sid).digest('base64').replace(/=+$/, ''),
    );
    const actual = Buffer.from(signed.slice(dot + 1));
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? sid : undefined;
  }

  /**
   * Sets the signed-in marker cookie (SIGNED_IN_COOKIE of common/) while the request's session holds
   * a signed-in user, with the session cookie's Path, SameSite and Secure and no longer lifetime
   * (renewed with it, never past the absolute timeout); clears a marker the browser still sends once
   * there is no such session (signed out, expired, ended elsewhere). Not HttpOnly: the web app reads
   * it to skip GET /api/auth/user for visitors who cannot be signed in. Call again when the request
   * signs in or out: it replaces what an earlier call put in this response.
   */
  updateSignedInMarker(req: Request, res: Response): void {
    const options = { path: '/', sameSite: 'lax', secure: this.production } as const;
    const signedInAt = req.session?.signedInAt;
    const remaining = req.session?.user && signedInAt ? signedInAt + SESSION_ABSOLUTE_MS - Date.now() : 0;
    const sent = cookieValue(req.headers.cookie, SIGNED_IN_COOKIE) !== undefined;
    if (remaining <= 0 && !sent) return;
    const earlier = ([] as (string | number)[])
      .concat(res.getHeader('Set-Cookie') ?? [])
      .map(String)
      .filter((line) => !line.startsWith(`${SIGNED_IN_COOKIE}=`));
    if (earlier.length > 0) res.setHeader('Set-Cookie', earlier);
    else res.removeHeader('Set-Cookie');
    if (remaining > 0)
      res.cookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false, maxAge: Math.min(SESSION_IDLE_MS, remaining) });
    else res.clearCookie(SIGNED_IN_COOKIE, options);
  }

  close(): void {
    this.store.close();
  }

  private expired(data: Partial<SessionData>): boolean {
    return !data.signedInAt || Date.now() - data.signedInAt > SESSION_ABSOLUTE_MS;
  }
}

/** The value of one cookie of a Cookie header, percent-decoded; undefined when absent or malformed. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
