import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { BRAND_COLORS, LOGO_MARK, LOGO_MARK_SHAPES, SITE, type Language } from '@site/common';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './paths';
import { layoutTitle, loadFonts, shapeLine, type FontSet, type ShapedLine } from './text-layout';

/**
 * The link-preview image of a page (og:image, twitter:image): 1200×630, the agency's mark and name,
 * the page's title in its language (shaped by HarfBuzz, see text-layout.ts) and the site's domain,
 * drawn as SVG paths and rasterised by resvg (WebAssembly: no native binary, no system fonts).
 */

const PADDING_X = 88;
const TITLE_TOP = 190;
const TITLE_BOTTOM = 500;
const TITLE_WIDTH = OG_IMAGE_WIDTH - 2 * PADDING_X;
/** Khmer stacks vowels and subscripts above and below the line: it needs more room between lines. */
const LINE_HEIGHT: Record<Language, number> = { en: 1.16, km: 1.5 };
const TITLE_SIZE: Record<Language, { maxSize: number; minSize: number }> = {
  en: { maxSize: 84, minSize: 48 },
  km: { maxSize: 72, minSize: 42 },
};

const BAND = 14;
const MARK_Y = 64;
const BADGE = 84;

const number = (value: number) => Number(value.toFixed(2)).toString();

/** One shaped line as SVG paths, its baseline at (x, y), `size` pixels high. */
function linePaths(line: ShapedLine, x: number, y: number, size: number, fill: string): string {
  const scale = size / line.glyphs[0]!.font.upem;
  const paths = line.glyphs
    .map((glyph) => ({ glyph, d: glyph.font.font.glyphToPath(glyph.id) }))
    .filter(({ d }) => d !== '')
    .map(
      ({ glyph, d }) =>
        `<path transform="translate(${number(x + (glyph.x + glyph.dx) * scale)} ${number(y - glyph.dy * scale)}) scale(${number(scale)} ${number(-scale)})" d="${d}"/>`,
    );
  return `<g fill="${fill}">${paths.join('')}</g>`;
}

export interface OgImageInput {
  title: string;
  language: Language;
}

/** The image as an SVG document (text as outlines, so it renders the same anywhere). */
export function ogImageSvg({ title, language }: OgImageInput, set: FontSet = loadFonts()): string {
  const { size, lines } = layoutTitle(title, language, set, {
    maxWidth: TITLE_WIDTH,
    maxLines: 3,
    ...TITLE_SIZE[language],
  });
  const lineHeight = size * LINE_HEIGHT[language];
  // Centre the block of lines in the title area: first baseline at the top plus the ascent.
  const blockHeight = lineHeight * (lines.length - 1) + size;
  const firstBaseline = TITLE_TOP + (TITLE_BOTTOM - TITLE_TOP - blockHeight) / 2 + size * 0.8;
  const titlePaths = lines
    .map((line, index) => linePaths(line, PADDING_X, firstBaseline + index * lineHeight, size, BRAND_COLORS.sandstone))
    .join('');

  const name = shapeLine(SITE.name, 'en', set, 700);
  const domain = shapeLine(SITE.domain, 'en', set, 700);
  const { towers } = LOGO_MARK;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_COLORS.teal}"/><stop offset="1" stop-color="${BRAND_COLORS.tealDark}"/></linearGradient></defs>`,
    `<rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="url(#bg)"/>`,
    // The mark's sun and towers, large and faint: the sun rising from the top right, the towers
    // standing on the laterite band.
    `<circle cx="1085" cy="95" r="170" fill="${BRAND_COLORS.sandstone}" opacity="0.06"/>`,
    `<path transform="translate(752 252) scale(14)" d="${towers.d}" fill="${BRAND_COLORS.sandstone}" opacity="0.08"/>`,
    `<rect x="0" y="${OG_IMAGE_HEIGHT - BAND}" width="${OG_IMAGE_WIDTH}" height="${BAND}" fill="${BRAND_COLORS.laterite}"/>`,
    // The mark on a sandstone badge, so its teal tile stands out from the teal background.
    `<rect x="${PADDING_X}" y="${MARK_Y}" width="${BADGE}" height="${BADGE}" rx="22" fill="${BRAND_COLORS.sandstone}"/>`,
    `<svg x="${PADDING_X + 10}" y="${MARK_Y + 10}" width="${BADGE - 20}" height="${BADGE - 20}" viewBox="${LOGO_MARK.viewBox}">${LOGO_MARK_SHAPES}</svg>`,
    linePaths(name, PADDING_X + BADGE + 24, MARK_Y + BADGE / 2 + 15, 42, BRAND_COLORS.sandstone),
    titlePaths,
    `<rect x="${PADDING_X}" y="${TITLE_BOTTOM + 26}" width="56" height="5" rx="2.5" fill="${BRAND_COLORS.sun}"/>`,
    linePaths(domain, PADDING_X + 72, TITLE_BOTTOM + 40, 30, BRAND_COLORS.sun),
    '</svg>',
  ].join('');
}

let resvgReady: Promise<void> | undefined;
function ensureResvg(): Promise<void> {
  const require = createRequire(import.meta.url);
  resvgReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return resvgReady;
}

/** Rasterises an SVG document to PNG at its own size (or `width` pixels wide). */
export async function svgToPng(svg: string, width?: number): Promise<Uint8Array> {
  await ensureResvg();
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false },
    ...(width ? { fitTo: { mode: 'width', value: width } } : {}),
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** The link-preview image of one page as PNG. */
export async function renderOgImage(input: OgImageInput): Promise<Uint8Array> {
  return svgToPng(ogImageSvg(input));
}
