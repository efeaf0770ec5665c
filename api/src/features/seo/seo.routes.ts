import { Router } from 'express';
import { llmsTxt, robotsTxt, sitemapXml } from './seo.documents.js';

/** /sitemap.xml, /robots.txt and /llms.txt, built once from common/ content and PUBLIC_URL. */
export function seoRouter(publicUrl: string, businessTimezone: string): Router {
  const documents = {
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml(publicUrl) },
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt(publicUrl) },
    '/llms.txt': { type: 'text/markdown; charset=utf-8', body: llmsTxt(publicUrl, businessTimezone) },
  };
  const router = Router();
  for (const [path, document] of Object.entries(documents)) {
    router.get(path, (_req, res) => {
      res.type(document.type).set('Cache-Control', 'public, max-age=3600').send(document.body);
    });
  }
  return router;
}
