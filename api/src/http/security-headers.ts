import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { STRIPE_CSP_SOURCES, STRIPE_JS_ORIGIN, STRIPE_PAGES, parseLocalizedPath } from '@site/common';

/** The pages that load Stripe.js (English and Khmer): the only ones whose CSP allows Stripe's hosts. */
export function isStripePage(pathname: string): boolean {
  return (STRIPE_PAGES as readonly string[]).includes(parseLocalizedPath(pathname).path);
}

export interface SecurityOptions {
  production: boolean;
  publicUrl: string;
  /** Origins the checkout pages may post a form to (PayWay's hosted checkout), from the features. */
  checkoutFormActions?: readonly string[];
}

/** sha256 sources for the inline scripts of an HTML document (executable ones only, not JSON-LD). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function websocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The Content-Security-Policy of a page: scripts only from this origin plus the exact inline scripts
 * the prerender wrote (by hash; never 'unsafe-inline' for scripts). Styles may be inline (the CSS-in-JS
 * of MUI writes <style> elements). Stripe's hosts, and the payment providers' checkout forms
 * (`checkoutFormActions`), only when `stripe` is set: on the checkout pages.
 */
export function pageCsp(scriptHashes: readonly string[], stripe: boolean, options: SecurityOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...(stripe ? STRIPE_CSP_SOURCES.scriptSrc : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(stripe ? STRIPE_CSP_SOURCES.imgSrc : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", websocketOrigin(options.publicUrl), ...(stripe ? STRIPE_CSP_SOURCES.connectSrc : [])],
    'frame-src': stripe ? [...STRIPE_CSP_SOURCES.frameSrc] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(stripe ? (options.checkoutFormActions ?? []) : [])],
    'frame-ancestors': ["'none'"],
    ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** For everything that is not a prerendered page (API answers, server-rendered forms, errors). */
function defaultDirectives(options: SecurityOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response (helmet): CSP, HSTS in production, nosniff, Referrer-Policy,
 * frame-ancestors 'none' (and X-Frame-Options DENY for old browsers), Permissions-Policy. The web
 * handler replaces the CSP of each page with one that carries that page's inline-script hashes.
 *
 * Helmet decides the headers; they depend on the options only, never on the request, so they are
 * worked out once here (helmet run against a recording response) and each request gets the list set
 * in one loop instead of passing through helmet's dozen middlewares (a tenth of the CPU of a cached
 * partner catalog answer; docs/performance.md).
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const helmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: defaultDirectives(options) },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    xFrameOptions: { action: 'deny' },
  });
  const permissions = [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'browsing-topics=()',
    `payment=(self "${STRIPE_JS_ORIGIN}")`,
  ].join(', ');
  const { set, removed } = recordHeaders(helmetHeaders);
  const headers: ReadonlyArray<readonly [string, string]> = [['Permissions-Policy', permissions], ...set];
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/** What a request-independent middleware sets and removes, recorded once against a stand-in response. */
function recordHeaders(middleware: (req: never, res: never, next: (error?: unknown) => void) => void): {
  set: Array<readonly [string, string]>;
  removed: string[];
} {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      removed.delete(name);
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.add(name);
    },
  };
  let done = false;
  middleware({ method: 'GET', url: '/', headers: {} } as never, recorder as never, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  // Helmet calls next synchronously; a middleware that did not is not one whose headers can be fixed.
  if (!done) throw new Error('the security headers middleware did not finish synchronously');
  return { set: [...set], removed: [...removed] };
}
