import { escapeHtml, SITE, type Language } from '@site/common';

/**
 * The small page the server itself renders where a link lands (newsletter, booking cancel) or sign-in
 * stops: the site's name, the title, then `body`, HTML the caller built with escapeHtml. Works without
 * JavaScript (its CSP allows none); never indexed.
 */
export function plainPage(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(SITE.name)}</title>
<style>body{margin:0;font-family:'Kantumruy Pro','Noto Sans Khmer',system-ui,sans-serif;background:#f6f1ea;color:#1d2b2a;line-height:${language === 'km' ? 1.8 : 1.5}}
main{max-width:34rem;margin:10vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px}h1{font-size:1.5rem;margin:0 0 1rem;color:#0e5350}
a{color:#0e5350;font-weight:700}button{font:inherit;font-weight:700;background:#b5542d;color:#fff;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #0e5350;outline-offset:3px}</style></head>
<body><main><p>${escapeHtml(SITE.name)}</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
