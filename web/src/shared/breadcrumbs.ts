import type { PageRoute } from '@site/common';

export interface Crumb {
  /** The English (spec) path. */
  path: string;
  /** Locale key of its label. */
  labelKey: string;
}

/**
 * Where a page sits: Home > (Services >) the page. Shared by the visible breadcrumbs and the
 * BreadcrumbList JSON-LD, so both always say the same. The home page has none.
 */
export function breadcrumbTrail(route: PageRoute | undefined): Crumb[] {
  if (!route || route.path === '/') return [];
  const home = { path: '/', labelKey: 'header.home' };
  // The FAQ's heading is header.faq (SPEC §2); the trail names the page as its heading does.
  const self = { path: route.path, labelKey: route.id === 'faq' ? 'header.faq' : `pages.${route.id}.title` };
  if (route.path.startsWith('/services/')) return [home, { path: '/services', labelKey: 'header.services' }, self];
  if (route.id === 'blog-post') return [home, { path: '/blog', labelKey: 'pages.blog.title' }, self];
  if (route.id === 'work-case') return [home, { path: '/work', labelKey: 'pages.work.title' }, self];
  return [home, self];
}
