import compression from 'compression';
import { contentVersion } from '../../content-version.js';
import { defineFeature } from '../../feature.js';
import { caseStudiesFeature } from '../case-studies/index.js';
import { postsFeature } from '../posts/index.js';
import { settingsFeature } from '../settings/index.js';
import { seoRouter } from './seo.routes.js';

/** /sitemap.xml, /robots.txt and /llms.txt for search engines and AI search (with every published article and case study). */
export const seoFeature = defineFeature({
  name: 'seo',
  start({ config, orm, use }) {
    const { posts } = use(postsFeature);
    const { caseStudies } = use(caseStudiesFeature);
    const { settings } = use(settingsFeature);
    const articles = async () => [
      ...(await posts.published()).map((post) => ({
        slug: post.slug,
        title: post.text.title.en,
        summary: post.text.summary.en,
        updatedAt: post.updatedAt,
      })),
      ...(await caseStudies.published()).map((study) => ({
        slug: study.slug,
        title: study.text.title.en,
        summary: study.text.summary.en,
        updatedAt: study.updatedAt,
        caseStudy: true,
      })),
    ];
    return {
      site: (router) =>
        router.use(
          compression({ threshold: 1024 }),
          seoRouter(
            config.publicUrl,
            config.businessTimezone,
            articles,
            contentVersion(orm),
            async () => (await settings.current()).values,
          ),
        ),
    };
  },
});
