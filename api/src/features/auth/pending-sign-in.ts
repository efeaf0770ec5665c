import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { isLanguage, type Language } from '@site/common';
import { safeReturnTo } from './return-to.js';
import { cookieValue } from './session.js';

/** A sign-in must come back from the issuer within this time. */
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/** What /api/login remembers until the issuer sends the browser back to /api/callback. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A path safeReturnTo accepted, already normalised. */
  returnTo: string;
  /** Epoch ms; the callback must come within SIGN_IN_WINDOW_MS. */
  startedAt: number;
  language: Language;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Larger values are not ours (the sealed JSON of a longest returnTo stays well below). */
const MAX_COOKIE_LENGTH = 3000;
/** Allowance for clocks of several instances that differ a little. */
const CLOCK_SKEW_MS = 60_000;

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
export const pendingSignInCookieName = (production: boolean) =>
  production ? '__Host-pending_sign_in' : 'pending_sign_in';

/**
 * The pending sign-in of a visitor lives in their browser, not in the database: /api/login stores
 * nothing, however often it is called. The cookie is sealed with AES-256-GCM (encrypted and
 * authenticated) under a key derived from SESSION_SECRET for this one purpose (HKDF), bound to the
 * cookie's name, short-lived (SIGN_IN_WINDOW_MS, inside as well as in Max-Age), HttpOnly and
 * SameSite=Lax: the issuer sends the browser back by a top-level GET from its own site.
 */
export class PendingSignIns {
  readonly cookieName: string;
  private readonly key: Buffer;
  private readonly cookieOptions: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/' };

  constructor(secret: string, production: boolean) {
    this.cookieName = pendingSignInCookieName(production);
    this.key = Buffer.from(hkdfSync('sha256', secret, 'angkor-site', 'pending sign-in cookie v1', 32));
    this.cookieOptions = { httpOnly: true, sameSite: 'lax', secure: production, path: '/' };
  }

  /** Sets the cookie of a sign-in that has just started. */
  start(res: Response, pending: PendingSignIn): void {
    res.cookie(this.cookieName, this.seal(pending), { ...this.cookieOptions, maxAge: SIGN_IN_WINDOW_MS });
  }

  /**
   * The request's pending sign-in, or undefined when there is none or it is tampered with, not ours
   * or too old; clears the cookie either way, so each pending sign-in is tried at most once here.
   */
  take(req: Request, res: Response): PendingSignIn | undefined {
    const sealed = cookieValue(req.headers.cookie, this.cookieName);
    if (sealed === undefined) return undefined;
    res.clearCookie(this.cookieName, this.cookieOptions);
    return this.open(sealed);
  }

  seal(pending: PendingSignIn): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(this.cookieName));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  open(sealed: string, now = Date.now()): PendingSignIn | undefined {
    if (sealed.length > MAX_COOKIE_LENGTH || !/^[\w-]+$/.test(sealed)) return undefined;
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
    let data: unknown;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(this.cookieName));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
      data = JSON.parse(json.toString('utf8'));
    } catch {
      return undefined; // altered, truncated, or sealed under another key
    }
    const pending = asPendingSignIn(data);
    if (!pending || pending.startedAt > now + CLOCK_SKEW_MS || now - pending.startedAt > SIGN_IN_WINDOW_MS)
      return undefined;
    return pending;
  }
}

function asPendingSignIn(data: unknown): PendingSignIn | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { state, nonce, codeVerifier, returnTo, startedAt, language } = data as Record<string, unknown>;
  const texts = [state, nonce, codeVerifier, returnTo];
  if (!texts.every((text) => typeof text === 'string' && text.length > 0)) return undefined;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt) || !isLanguage(language)) return undefined;
  // Sealed by this server, yet checked again: the redirect after sign-in must never leave the site.
  if (safeReturnTo(returnTo) !== returnTo) return undefined;
  return {
    state: state as string,
    nonce: nonce as string,
    codeVerifier: codeVerifier as string,
    returnTo: returnTo as string,
    startedAt,
    language,
  };
}
