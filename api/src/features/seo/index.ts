import compression from 'compression';
import { defineFeature } from '../../feature.js';
import { seoRouter } from './seo.routes.js';

/** /sitemap.xml, /robots.txt and /llms.txt for search engines and AI search. */
export const seoFeature = defineFeature({
  name: 'seo',
  start({ config }) {
    return {
      site: (router) =>
        router.use(compression({ threshold: 1024 }), seoRouter(config.publicUrl, config.businessTimezone)),
    };
  },
});
