import { Router } from 'express';
import { PLAIN_PAGE_ASSETS } from '../shared/plain-page-style.js';

/**
 * /plain-page/*: the stylesheet and font files of the server's own pages (shared/plain-page.ts). Their
 * names carry a hash of their content, so they are cached for a year like the web app's assets.
 */
export function plainPageAssets(): Router {
  const router = Router();
  router.get('/plain-page/:file', (req, res, next) => {
    const asset = PLAIN_PAGE_ASSETS.get(req.path);
    if (!asset) return next();
    res
      .type(asset.type)
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .set('Content-Length', String(asset.body.length));
    res.end(req.method === 'HEAD' ? undefined : asset.body);
  });
  return router;
}
