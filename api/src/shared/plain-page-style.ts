import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BRAND_COLORS as C, type Language } from '@site/common';

/**
 * The look of the server's own small pages (plain-page.ts): the site's font, Kantumruy Pro (the same
 * @fontsource files as the web app, so Khmer never depends on a system font), its colours, and the
 * layout, as one stylesheet. Stylesheet and fonts are served under names that carry a hash of their
 * content (http/plain-page-assets.ts), so browsers keep them for a year and a change gets a new name;
 * the pages need no inline style or script (their CSP allows neither more than it does today).
 */
export interface PlainPageAsset {
  /** URL path, e.g. /plain-page/style.3f9c0a1b2c4d.css */
  path: string;
  type: string;
  body: Buffer;
}

const PREFIX = '/plain-page/';

function asset(name: string, extension: string, type: string, body: Buffer): PlainPageAsset {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
  return { path: `${PREFIX}${name}.${hash}.${extension}`, type, body };
}

// The web app's subsets (web/src/app/fonts.ts): a browser fetches a file only for text in its range.
const RANGES = {
  khmer: 'U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;

const require = createRequire(import.meta.url);
const fonts = (['khmer', 'latin'] as const).flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({
    subset,
    weight,
    asset: asset(
      `kantumruy-pro-${subset}-${weight}`,
      'woff2',
      'font/woff2',
      readFileSync(require.resolve(`@fontsource/kantumruy-pro/files/kantumruy-pro-${subset}-${weight}-normal.woff2`)),
    ),
  })),
);

const fontFaces = fonts.map(
  ({ subset, weight, asset: { path } }) =>
    `@font-face{font-family:'Kantumruy Pro';font-style:normal;font-display:swap;font-weight:${weight};src:url(${path}) format('woff2');unicode-range:${RANGES[subset]}}`,
);

// Mobile first: one column, 48 px touch targets; Khmer gets taller lines for its stacked vowels and
// subscripts, and no text is spaced out or upper-cased (both break Khmer clusters).
const rules = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:${C.sandstone};color:${C.text};font-family:'Kantumruy Pro',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:1rem;line-height:1.6}
html:lang(km) body{line-height:1.8}
.site-header{background:#fff;border-bottom:1px solid rgba(14,83,80,.14)}
.site-header .bar,.site-footer{width:100%;max-width:40rem;margin:0 auto;padding:.75rem 1.25rem}
.brand{display:inline-flex;align-items:center;gap:.6rem;min-height:44px;color:${C.teal};font-weight:700;font-size:1.125rem;text-decoration:none;border-radius:8px}
.brand svg{flex:none}
main{flex:1;width:100%;max-width:40rem;margin:0 auto;padding:1.5rem 1rem 2.5rem}
.card{background:#fff;border:1px solid rgba(14,83,80,.14);border-radius:20px;padding:1.75rem 1.25rem}
h1{margin:0 0 1rem;color:${C.tealDark};font-size:1.625rem;line-height:1.3;font-weight:700}
html:lang(km) h1{line-height:1.6}
p{margin:0 0 1rem}
a{color:${C.teal};font-weight:700;text-underline-offset:.2em}
form{margin:1.5rem 0 1rem}
.card>:last-child{margin-bottom:0}
button{font:inherit;font-weight:700;line-height:1.4;min-height:48px;width:100%;padding:.75rem 1.5rem;border:0;border-radius:999px;background:${C.laterite};color:#fff;cursor:pointer}
button:hover{background:${C.lateriteDark}}
:focus-visible{outline:3px solid ${C.sun};outline-offset:2px}
.stack{display:grid;gap:.75rem;margin:1.25rem 0}
.stack form{margin:0}
.stack button{border-radius:12px;text-align:start}
button.primary{background:${C.teal}}
button.primary:hover{background:${C.tealDark}}
button.secondary{background:#fff;color:${C.teal};border:2px solid ${C.teal}}
button small{display:block;font-weight:400}
.error{color:#a12622}
.site-footer{padding-bottom:1.5rem;color:${C.textSecondary};font-size:.9375rem;text-align:center}
.site-footer a{color:inherit;font-weight:400;white-space:nowrap}
@media (min-width:40em){main{padding:3rem 1.25rem 4rem}.card{padding:2.5rem 2.25rem}h1{font-size:2rem}button{width:auto}.stack button{width:100%}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;

/** The stylesheet every plain page links. */
export const PLAIN_PAGE_STYLESHEET = asset(
  'style',
  'css',
  'text/css; charset=utf-8',
  Buffer.from(`${fontFaces.join('\n')}${rules}`),
);

/** Everything served under /plain-page/, by URL path. */
export const PLAIN_PAGE_ASSETS: ReadonlyMap<string, PlainPageAsset> = new Map(
  [PLAIN_PAGE_STYLESHEET, ...fonts.map((font) => font.asset)].map((entry) => [entry.path, entry]),
);

/** The regular and bold files of the page's script, preloaded so the text swaps to them once. */
export const preloadFonts = (language: Language): string[] =>
  fonts.filter((font) => font.subset === (language === 'km' ? 'khmer' : 'latin')).map((font) => font.asset.path);
