import { DEFAULT_LANGUAGE, type Language } from './languages.js';

export const SERVICE_SLUGS = [
  'web-design',
  'seo',
  'digital-marketing',
  'brand-management',
  'website-maintenance',
  'social-media',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export type PageAccess = 'public' | 'login';

export interface PageRoute {
  /** Path in English (the spec's path); the Khmer twin is the same path under /km. */
  path: string;
  /** Stable id used for translation keys (pages.<id>.title) and tests. */
  id: string;
  access: PageAccess;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
}

const servicePages: PageRoute[] = SERVICE_SLUGS.map((slug) => ({
  path: `/services/${slug}`,
  id: `service-${slug}`,
  access: 'public',
  indexable: true,
}));

/** Every route of SPEC §2 (plus the staff /payments page of DESIGN "Decisions"). */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', id: 'home', access: 'public', indexable: true },
  { path: '/services', id: 'services', access: 'public', indexable: true },
  ...servicePages,
  { path: '/booking', id: 'booking', access: 'public', indexable: true },
  // The e-mails' manage link (?token=…): a visitor moves or cancels their booking.
  { path: '/booking/manage', id: 'booking-manage', access: 'public', indexable: false },
  { path: '/faq', id: 'faq', access: 'public', indexable: true },
  { path: '/pricing', id: 'pricing', access: 'public', indexable: true },
  { path: '/checkout', id: 'checkout', access: 'public', indexable: false },
  { path: '/payment-success', id: 'payment-success', access: 'public', indexable: false },
  { path: '/free-listing', id: 'free-listing', access: 'public', indexable: true },
  { path: '/blog', id: 'blog', access: 'public', indexable: true },
  { path: '/blog/add', id: 'blog-add', access: 'login', indexable: false },
  { path: '/signin', id: 'signin', access: 'public', indexable: false },
  { path: '/dashboard', id: 'dashboard', access: 'login', indexable: false },
  { path: '/dashboard/inquiries', id: 'inquiries', access: 'login', indexable: false },
  { path: '/dashboard/conversations', id: 'conversations', access: 'login', indexable: false },
  { path: '/payments', id: 'payments', access: 'login', indexable: false },
  { path: '/dashboard/closures', id: 'closures', access: 'login', indexable: false },
  { path: '/dashboard/settings', id: 'settings', access: 'login', indexable: false },
  { path: '/dashboard/settings/calendars', id: 'calendars', access: 'login', indexable: false },
  { path: '/work', id: 'work', access: 'public', indexable: true },
  { path: '/dashboard/case-studies', id: 'case-studies-editor', access: 'login', indexable: false },
];

/**
 * Routes with a parameter (`:name` matches one path segment): pages of stored content, rendered by the
 * server at request time (the build cannot know their addresses). Listed apart from PAGE_ROUTES, whose
 * every path is one page; findPageRoute matches both, the concrete paths first (/blog/add).
 */
export const PARAM_PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/blog/:slug', id: 'blog-post', access: 'public', indexable: true },
  { path: '/work/:slug', id: 'work-case', access: 'public', indexable: true },
];

export const KHMER_PREFIX = '/km';

/** The path of a page in the given language: '/faq' -> '/km/faq', '/' -> '/km'. */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? KHMER_PREFIX : `${KHMER_PREFIX}${path}`;
}

/** Splits a URL path into its language and its English (spec) path. */
export function parseLocalizedPath(pathname: string): { language: Language; path: string } {
  if (pathname === KHMER_PREFIX || pathname === `${KHMER_PREFIX}/`) return { language: 'km', path: '/' };
  if (pathname.startsWith(`${KHMER_PREFIX}/`)) {
    return { language: 'km', path: pathname.slice(KHMER_PREFIX.length) };
  }
  return { language: 'en', path: pathname };
}

/** The route of an English path: a concrete one of PAGE_ROUTES, else one of PARAM_PAGE_ROUTES. */
export function findPageRoute(path: string): PageRoute | undefined {
  return matchPageRoute(path)?.route;
}

/** The route of an English path and the values of its parameters ('/blog/x' -> blog-post, { slug: 'x' }). */
export function matchPageRoute(path: string): { route: PageRoute; params: Record<string, string> } | undefined {
  const route = PAGE_ROUTES.find((each) => each.path === path);
  if (route) return { route, params: {} };
  const segments = path.split('/');
  for (const candidate of PARAM_PAGE_ROUTES) {
    const pattern = candidate.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      if (!part.startsWith(':')) return part === segments[index];
      if (!segments[index]) return false;
      params[part.slice(1)] = segments[index];
      return true;
    });
    if (matches) return { route: candidate, params };
  }
  return undefined;
}

/** The path of a route with its parameters filled in: ('/blog/:slug', { slug: 'x' }) -> '/blog/x'. */
export function routePath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** An article's page in English (localizedPath gives the Khmer twin). */
export const articlePath = (slug: string): string => routePath('/blog/:slug', { slug });

/**
 * Where staff open one item in the dashboard (English paths; the Khmer twins are under /km). The
 * Telegram alerts and Recent Activity link here; the pages read the query to open the item's detail.
 */
export const STAFF_LINKS = {
  inquiry: (id: string) => `/dashboard/inquiries?id=${encodeURIComponent(id)}`,
  booking: (id: string) => `/dashboard?booking=${encodeURIComponent(id)}`,
  order: (id: string) => `/payments?order=${encodeURIComponent(id)}`,
} as const;
