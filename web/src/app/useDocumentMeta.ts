import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findPageRoute, LANGUAGE_TAGS, PARAM_PAGE_ROUTES, parseLocalizedPath } from '@site/common';
import { pageMeta } from './page-meta';

let siteOrigin: string | undefined;

/**
 * The site's public origin (PUBLIC_URL), as the server wrote it into the prerendered canonical or
 * og:url; read once, before any rewrite. A visitor who reached the site under another host name
 * (an IP address, a proxy's name) must not turn the canonical links into that host.
 */
function publicOrigin(): string {
  if (siteOrigin) return siteOrigin;
  const written =
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ||
    document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    siteOrigin = written ? new URL(written).origin : window.location.origin;
  } catch {
    siteOrigin = window.location.origin;
  }
  return siteOrigin;
}

/** For tests: forget the origin read from the document. */
export function resetPublicOrigin(): void {
  siteOrigin = undefined;
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/**
 * Keeps <html lang>, title, description, robots, canonical and hreflang links right after client-side
 * navigation. The prerendered HTML already has them for the first page.
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    // A page of stored content (/blog/{slug}) as the server wrote it: its head names the article, which
    // only the page knows (it sets the title itself after client-side navigation).
    if (pathname === firstPath.current && PARAM_PAGE_ROUTES.includes(findPageRoute(parseLocalizedPath(pathname).path)!))
      return;
    const meta = pageMeta(pathname, t);
    // The prerendered JSON-LD describes the page the visitor landed on; drop it once they move on.
    if (pathname !== firstPath.current)
      document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
    const origin = publicOrigin();
    document.documentElement.lang = LANGUAGE_TAGS[meta.language];
    document.title = meta.title;
    for (const [name, content] of [
      ['description', meta.description],
      ['robots', meta.robots],
    ] as const) {
      const tag = upsert(`meta[name="${name}"]`, () => Object.assign(document.createElement('meta'), { name }));
      tag.setAttribute('content', content);
    }
    document.head
      .querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')
      .forEach((link) => link.remove());
    if (meta.canonicalPath !== undefined) {
      const links = [
        { rel: 'canonical', href: origin + meta.canonicalPath },
        ...meta.alternates.map(({ hreflang, path }) => ({ rel: 'alternate', hreflang, href: origin + path })),
      ];
      for (const attributes of links)
        document.head.appendChild(Object.assign(document.createElement('link'), attributes));
    }
  }, [pathname, t]);
}
