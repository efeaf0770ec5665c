import type { RequestHandler } from 'express';

/** A host name or address, with an optional port: what a Host or X-Forwarded-Host header may hold. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * Production: a request for a host name other than PUBLIC_URL's (www., a bare IP address, an old
 * domain) goes to the same path on PUBLIC_URL, 301 for GET and HEAD, 308 for other methods (the method
 * and body are kept). Without it such a page loads, but its chat's WebSocket and its sign-in, bound to
 * PUBLIC_URL's origin, are refused. Mounted after /healthz and /readyz, which answer on any name (load
 * balancers and container health checks ask by address).
 *
 * The host is the one Express sees: X-Forwarded-Host when TRUST_PROXY trusts the proxy that sent the
 * request, else Host. A proxy in front must pass the visitor's host in one of them, or every request
 * would be sent back to PUBLIC_URL (Caddy passes Host as it came; nginx needs `proxy_set_header Host
 * $host`).
 *
 * WebSocket upgrades never reach Express: one for another host is refused by its Origin check, and a
 * browser only opens one from a page it got from PUBLIC_URL, where this redirect has sent it.
 */
export function canonicalHost(publicUrl: string): RequestHandler {
  const canonical = new URL(publicUrl);
  return (req, res, next) => {
    if (isHost(req.host, canonical)) return next();
    // Only a path is kept: an absolute-form request target (GET http://elsewhere/ HTTP/1.1) must not
    // choose where the visitor goes.
    const path = req.originalUrl.startsWith('/') ? req.originalUrl : '/';
    res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, `${canonical.origin}${path}`);
  };
}

/** `host` names `canonical`'s host: any case, a trailing dot, the scheme's default port written or not. */
function isHost(host: string | undefined, canonical: URL): boolean {
  if (!host || !HOST.test(host)) return false;
  try {
    const asked = new URL(`${canonical.protocol}//${host}`);
    return asked.hostname.replace(/\.$/, '') === canonical.hostname && asked.port === canonical.port;
  } catch {
    return false;
  }
}
