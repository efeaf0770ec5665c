// Kantumruy Pro for both languages, self-hosted (the page never depends on system Khmer fonts).
// Only the khmer and latin subsets at 400 and 700: the unicode ranges let the browser download a
// file only when the page uses its script.
import khmer400 from '@fontsource/kantumruy-pro/files/kantumruy-pro-khmer-400-normal.woff2';
import khmer700 from '@fontsource/kantumruy-pro/files/kantumruy-pro-khmer-700-normal.woff2';
import latin400 from '@fontsource/kantumruy-pro/files/kantumruy-pro-latin-400-normal.woff2';
import latin700 from '@fontsource/kantumruy-pro/files/kantumruy-pro-latin-700-normal.woff2';
import type { Language } from '@site/common';

/**
 * Until Kantumruy Pro arrives, text is set in a system font resized to take the same room
 * (FALLBACK_FACES), so the page does not move under the reader; Latin text keeps that font for the
 * page if Kantumruy Pro is late (`faces` below).
 */
export const FONT_FAMILY =
  '"Kantumruy Pro", "Kantumruy Pro Roboto", "Kantumruy Pro Arial", "Kantumruy Pro DejaVu", "Kantumruy Pro Noto", "Kantumruy Pro Khmer OS", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const KHMER_RANGE = 'U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC';
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * How each script's text waits for the web font. Latin: `optional`. Every device has a Latin system
 * font, sized below to take Kantumruy Pro's room; the page's first layout uses Kantumruy Pro when it
 * is there (preloaded: Chromium holds the first paint up to ~100 ms for it), else the sized system
 * font for the rest of that page, and the next page finds the font in the cache. A swap would rewrap
 * the lines whose words differ from the text the sizes were measured on: a list of new articles
 * moved 0.023 on a loaded phone as the font arrived after the first paint. Khmer: `swap`, so a device
 * without a Khmer font of its own never shows boxes: the sized Khmer fallbacks keep that swap small.
 */
const faces = [
  { url: khmer400, weight: 400, range: KHMER_RANGE, display: 'swap' },
  { url: khmer700, weight: 700, range: KHMER_RANGE, display: 'swap' },
  { url: latin400, weight: 400, range: LATIN_RANGE, display: 'optional' },
  { url: latin700, weight: 700, range: LATIN_RANGE, display: 'optional' },
];

/**
 * The system fonts a phone or computer sets the text in before Kantumruy Pro arrives, each scaled to
 * Kantumruy Pro's width and given its ascent and descent (its 92 % and 26 % of the em, no line gap):
 * Roboto (Android), Arial (Windows, macOS; Liberation Sans has its metrics) and DejaVu Sans (Linux)
 * for Latin, Noto Sans Khmer (Android) and Khmer OS (Linux) for Khmer. The widths are those of this site's own text (the
 * home and SEO pages, each weight), measured in Chromium against the fontsource files: a fallback line
 * wraps where the web font's does, so the swap moves nothing (/km/services/seo shifted 0.15 on a slow
 * network when its Khmer OS text swapped, / 0.06 with DejaVu Sans). A font the device lacks is skipped (local() finds nothing).
 */
const FALLBACK_FACES = [
  {
    family: 'Kantumruy Pro Roboto',
    range: LATIN_RANGE,
    local: { 400: ['Roboto', 'Roboto-Regular'], 700: ['Roboto Bold', 'Roboto-Bold'] },
    sizeAdjust: { 400: 106.79, 700: 109.08 },
  },
  {
    family: 'Kantumruy Pro Arial',
    range: LATIN_RANGE,
    local: {
      400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
      700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    },
    sizeAdjust: { 400: 105.6, 700: 102.41 },
  },
  {
    family: 'Kantumruy Pro DejaVu',
    range: LATIN_RANGE,
    local: { 400: ['DejaVu Sans', 'DejaVuSans'], 700: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
    sizeAdjust: { 400: 93.94, 700: 86.36 },
  },
  {
    family: 'Kantumruy Pro Noto',
    range: KHMER_RANGE,
    local: {
      400: ['Noto Sans Khmer Regular', 'Noto Sans Khmer', 'NotoSansKhmer-Regular'],
      700: ['Noto Sans Khmer Bold', 'NotoSansKhmer-Bold'],
    },
    sizeAdjust: { 400: 100.46, 700: 97.32 },
  },
  {
    family: 'Kantumruy Pro Khmer OS',
    range: KHMER_RANGE,
    local: { 400: ['Khmer OS', 'KhmerOS'], 700: ['Khmer OS', 'KhmerOS'] },
    sizeAdjust: { 400: 82.43, 700: 85.15 },
  },
] as const;
const ASCENT = 92;
const DESCENT = 26;
const percent = (value: number) => `${value.toFixed(2)}%`;

const fallbackFaceCss = FALLBACK_FACES.flatMap(({ family, range, local, sizeAdjust }) =>
  ([400, 700] as const).map(
    (weight) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};src:${local[weight].map((name) => `local('${name}')`).join(',')};size-adjust:${percent(sizeAdjust[weight])};ascent-override:${percent((ASCENT * 100) / sizeAdjust[weight])};descent-override:${percent((DESCENT * 100) / sizeAdjust[weight])};line-gap-override:0%;unicode-range:${range};}`,
  ),
);

export const fontFaceCss = [
  ...faces.map(
    ({ url, weight, range, display }) =>
      `@font-face{font-family:'Kantumruy Pro';font-style:normal;font-display:${display};font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${range};}`,
  ),
  ...fallbackFaceCss,
].join('\n');

/**
 * The files a page's text needs, preloaded by the prerendered HTML: regular and bold (the headings),
 * so they arrive together (Khmer text swaps once, not twice) and early enough for the first layout
 * (Latin text, `optional`, uses the web font only then). A Khmer page also sets Latin text (prices in
 * US dollars, the brand, e-mail addresses and numbers), so it preloads the Latin files after the Khmer
 * ones; without the hint the browser finds them only at its first layout, too late for it. On
 * an English page the only Khmer is the desktop language switch's 'ខ្មែរ' (hidden on a phone), so it
 * does not hint the Khmer files: the browser fetches them only where that word shows.
 */
export const preloadFontUrls = (language: Language): string[] =>
  language === 'km' ? [khmer400, khmer700, latin400, latin700] : [latin400, latin700];
