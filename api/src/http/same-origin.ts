import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { CROSS_ORIGIN_REFUSED } from '../access.js';
import { AppError } from '../errors.js';

export { CROSS_ORIGIN_REFUSED };

/**
 * Who sent a request, as far as the browser tells: `same-origin` (a page of this site), `other` (a
 * page of any other origin, another port of this host included, or a browser that hides the origin),
 * or `no-browser` (neither Sec-Fetch-Site nor Origin: a server or script, which holds no cookie of
 * a visitor; browsers send Origin with every POST, PUT, PATCH and DELETE).
 */
export function requestSource(
  headers: IncomingHttpHeaders,
  publicOrigin: string,
): 'same-origin' | 'other' | 'no-browser' {
  const site = headers['sec-fetch-site'];
  // Sec-Fetch-Site first: `same-site` (another port or subdomain) shares SameSite cookies, so it is not enough.
  if (site !== undefined) return site === 'same-origin' ? 'same-origin' : 'other';
  const origin = headers.origin;
  if (origin !== undefined) return origin === publicOrigin ? 'same-origin' : 'other';
  return 'no-browser';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For every state-changing REST call that acts on a session or a capability: a request with an
 * unsafe method that a browser sent from another origin is refused with 403 before the handler runs
 * (SameSite cookies alone let a page on another port of the same host through). Safe methods pass.
 */
export function sameOrigin(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => next(otherSiteRefusal(req, publicOrigin));
}

/**
 * The 403 (logged) for a state-changing request a page of another origin sent, else undefined: what
 * `sameOrigin` answers, and what the REST facade answers first on the route of a site-only operation.
 */
export function otherSiteRefusal(req: Request, publicOrigin: string): AppError | undefined {
  if (SAFE_METHODS.has(req.method) || requestSource(req.headers, publicOrigin) !== 'other') return undefined;
  req.log.warn(
    { origin: req.headers.origin, secFetchSite: req.headers['sec-fetch-site'] },
    'state-changing request from another origin refused',
  );
  return new AppError('FORBIDDEN', CROSS_ORIGIN_REFUSED);
}
