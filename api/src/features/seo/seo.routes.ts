import { Router } from 'express';
import type { ContentVersion } from '../../content-version.js';
import { llmsTxt, robotsTxt, sitemapXml, type ListedArticle, type ListedSettings } from './seo.documents.js';

/**
 * /sitemap.xml, /robots.txt and /llms.txt from common/ content, PUBLIC_URL and the published articles;
 * made again only when the content version changes (a publish on any instance).
 */
export function seoRouter(
  publicUrl: string,
  businessTimezone: string,
  articles: () => Promise<ListedArticle[]> = async () => [],
  version?: ContentVersion,
  settings: () => Promise<ListedSettings | undefined> = async () => undefined,
): Router {
  type Documents = Record<string, { type: string; body: string }>;
  const build = async (): Promise<Documents> => {
    const [listed, stored] = await Promise.all([articles(), settings()]);
    return {
      '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml(publicUrl, listed) },
      '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt(publicUrl) },
      '/llms.txt': { type: 'text/markdown; charset=utf-8', body: llmsTxt(publicUrl, businessTimezone, listed, stored) },
    };
  };
  let built: { version: string; documents: Promise<Documents> } | undefined;
  const documents = async () => {
    const current = version ? await version.current() : 'static';
    if (built?.version !== current) {
      const made = build();
      built = { version: current, documents: made };
      made.catch(() => built?.documents === made && (built = undefined));
    }
    return built.documents;
  };
  const router = Router();
  for (const path of ['/sitemap.xml', '/robots.txt', '/llms.txt']) {
    router.get(path, (_req, res, next) => {
      documents().then(
        (all) => {
          const document = all[path]!;
          res.type(document.type).set('Cache-Control', 'public, max-age=300').send(document.body);
        },
        (error: unknown) => next(error),
      );
    });
  }
  return router;
}
