import type { TFunction } from 'i18next';
import {
  findPageRoute,
  LANGUAGE_TAGS,
  LANGUAGES,
  localizedPath,
  parseLocalizedPath,
  type Language,
  type PageRoute,
} from '@site/common';

export interface PageMeta {
  language: Language;
  /** The spec route, or undefined for the 404 page. */
  route: PageRoute | undefined;
  title: string;
  description: string;
  /** Only pages that search engines should index get 'index,follow'. */
  robots: 'index,follow' | 'noindex';
  /** Path of this page's canonical URL; none for the 404 page. */
  canonicalPath: string | undefined;
  /** hreflang -> path, including x-default (the English page). */
  alternates: Array<{ hreflang: string; path: string }>;
}

/** Head metadata of a URL path, shared by the prerenderer and client-side navigation. */
export function pageMeta(pathname: string, t: TFunction): PageMeta {
  const { language, path } = parseLocalizedPath(pathname);
  const route = findPageRoute(path);
  // A parameter route's page (/work/{slug}) is its own address.
  const ownPath = route?.path.includes(':') ? path : (route?.path ?? path);
  const opts = { lng: language };
  const key = route ? `pages.${route.id}` : 'pages.notFound';
  const pageTitle = t(`${key}.title`, opts);
  const title = route?.id === 'home' ? pageTitle : t('meta.titleTemplate', { ...opts, title: pageTitle });
  return {
    language,
    route,
    title,
    description: t(`${key}.description`, opts),
    robots: route?.indexable ? 'index,follow' : 'noindex',
    canonicalPath: route ? localizedPath(ownPath, language) : undefined,
    alternates: route
      ? [
          ...LANGUAGES.map((lng) => ({ hreflang: LANGUAGE_TAGS[lng], path: localizedPath(ownPath, lng) })),
          { hreflang: 'x-default', path: ownPath },
        ]
      : [],
  };
}
