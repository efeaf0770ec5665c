import type { RequestHandler } from 'express';
import { PLAIN_PAGE_ASSETS } from '../shared/plain-page-style.js';

const PREFIX = '/plain-page/';

/**
 * /plain-page/*: the stylesheet and font files of the server's own pages (shared/plain-page.ts). Their
 * names carry a hash of their content, so they are cached for a year like the web app's assets. The
 * path is looked up as it came (no route parameters: nothing to decode, so no malformed escape fails).
 */
export function plainPageAssets(): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const asset = PLAIN_PAGE_ASSETS.get(req.path);
    // An old or mistyped name: nothing else lives under /plain-page/.
    if (!asset) return void res.status(404).type('text/plain').send('Not found');
    res
      .type(asset.type)
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .set('Content-Length', String(asset.body.length));
    res.end(req.method === 'HEAD' ? undefined : asset.body);
  };
}
