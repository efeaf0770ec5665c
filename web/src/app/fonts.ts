// Kantumruy Pro for both languages, self-hosted (the page never depends on system Khmer fonts).
// Only the khmer and latin subsets at 400 and 700: the unicode ranges let the browser download a
// file only when the page uses its script.
import khmer400 from '@fontsource/kantumruy-pro/files/kantumruy-pro-khmer-400-normal.woff2';
import khmer700 from '@fontsource/kantumruy-pro/files/kantumruy-pro-khmer-700-normal.woff2';
import latin400 from '@fontsource/kantumruy-pro/files/kantumruy-pro-latin-400-normal.woff2';
import latin700 from '@fontsource/kantumruy-pro/files/kantumruy-pro-latin-700-normal.woff2';
import type { Language } from '@site/common';

export const FONT_FAMILY = '"Kantumruy Pro", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const KHMER_RANGE = 'U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC';
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const faces = [
  { url: khmer400, weight: 400, range: KHMER_RANGE },
  { url: khmer700, weight: 700, range: KHMER_RANGE },
  { url: latin400, weight: 400, range: LATIN_RANGE },
  { url: latin700, weight: 700, range: LATIN_RANGE },
];

export const fontFaceCss = faces
  .map(
    ({ url, weight, range }) =>
      `@font-face{font-family:'Kantumruy Pro';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${range};}`,
  )
  .join('\n');

/**
 * The files a page's text needs, preloaded by the prerendered HTML: regular and bold (the headings),
 * so they arrive together and the text swaps to the web font once, not twice. A Khmer page also sets
 * Latin text (prices in US dollars, the brand, e-mail addresses and numbers), so it preloads the Latin
 * files after the Khmer ones; without the hint the browser finds them only at its first layout, so the
 * prices and numbers swapped to the web font a round trip after the Khmer words around them. On
 * an English page the only Khmer is the desktop language switch's 'ខ្មែរ' (hidden on a phone), so it
 * does not hint the Khmer files: the browser fetches them only where that word shows.
 */
export const preloadFontUrls = (language: Language): string[] =>
  language === 'km' ? [khmer400, khmer700, latin400, latin700] : [latin400, latin700];
