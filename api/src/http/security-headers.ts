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
 * of MUI writes <style> elements). Stripe's hosts only when `stripe` is set.
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
    'form-action': ["'self'"],
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
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const headers = helmet({
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
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', permissions);
    headers(req, res, next);
  };
}
