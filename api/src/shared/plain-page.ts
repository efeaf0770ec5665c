import { BRAND_COLORS, escapeHtml, LOGO_MARK_SHAPES, localizedPath, SITE, type Language } from '@site/common';
import { PLAIN_PAGE_STYLESHEET, preloadFonts } from './plain-page-style.js';
import { contactDetails, telHref } from '../shared/contact-details.js';

/**
 * The small page the server itself renders where a link lands (newsletter, booking cancel) or sign-in
 * stops: the site's header (mark and name, a link home in the page's language), the title, then
 * `body`, HTML the caller built with escapeHtml, on a card; the agency's phone and e-mail below. The
 * site's font and colours come from one stylesheet (plain-page-style.ts). Works without JavaScript
 * (its CSP allows none) and needs no inline style; never indexed.
 */
export function plainPage(language: Language, title: string, body: string): string {
  const home = localizedPath('/', language);
  const preloads = preloadFonts(language)
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(SITE.name)}</title>
<meta name="theme-color" content="${BRAND_COLORS.teal}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${preloads}
<link rel="stylesheet" href="${PLAIN_PAGE_STYLESHEET.path}">
</head>
<body>
<header class="site-header"><div class="bar"><a class="brand" href="${home}"><svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${LOGO_MARK_SHAPES}</svg><span lang="en">${escapeHtml(SITE.name)}</span></a></div></header>
<main><div class="card"><h1>${escapeHtml(title)}</h1>
${body}</div></main>
<footer class="site-footer"><a href="${telHref(contactDetails().phone)}">${escapeHtml(contactDetails().phone)}</a> · <a href="mailto:${contactDetails().email}">${escapeHtml(contactDetails().email)}</a></footer>
</body></html>`;
}
