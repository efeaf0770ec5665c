/**
 * @jest-environment node
 */
// Build-time code (HarfBuzz and resvg in WebAssembly): the node environment, as in the prerender.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { LOGO_MARK_SVG } from '@site/common';
import { faviconIco } from './favicon';
import { ogImageSvg, svgToPng } from './og-image';
import { breakSegments, layoutTitle, loadFonts, shapeLine } from './text-layout';

const locale = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}.json`, import.meta.url), 'utf8')) as {
    pages: Record<string, { title: string }>;
  };

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const fonts = loadFonts();
const nominal = (codePoint: number) => fonts.khmer[700].font.glyph(codePoint);

describe('link-preview images', () => {
  it('renders the English and the Khmer image of a page at 1200×630', async () => {
    for (const language of ['en', 'km'] as const) {
      const png = await svgToPng(ogImageSvg({ title: locale(language).pages.faq!.title, language }));
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      // A real picture, not an empty canvas: text outlines and the background compress to well over 10 kB.
      expect(png.byteLength).toBeGreaterThan(10_000);
    }
  });

  it('shapes Khmer with the font: coeng + consonant becomes one subscript glyph, never a .notdef box', () => {
    // ស្វាគមន៍ ("welcome"): the cluster ស ្ វ ា is four code points but three glyphs, because the
    // font's GSUB replaces coeng + vo with the subscript form of vo.
    const line = shapeLine('ស្វាគមន៍', 'km', fonts, 700);
    expect(line.glyphs.every((glyph) => glyph.id !== 0 && glyph.font.script === 'khmer')).toBe(true);
    const firstCluster = line.glyphs.filter((glyph) => glyph.cluster === 0);
    expect(firstCluster).toHaveLength(3);
    expect(firstCluster.map((glyph) => glyph.id)).not.toContain(nominal(0x179c)); // no plain វ
    expect(firstCluster.map((glyph) => glyph.id)).not.toContain(nominal(0x17d2)); // no visible coeng
    expect(line.glyphs).toHaveLength(7);
  });

  it('reorders a pre-base vowel before its consonant', () => {
    // កេ: the vowel sign e (U+17C1) is typed after ក but drawn before it.
    const [first, second] = shapeLine('កេ', 'km', fonts, 700).glyphs;
    expect(first!.id).not.toBe(nominal(0x1780));
    expect(second!.id).toBe(nominal(0x1780));
  });

  it('shapes Latin words inside a Khmer title with the Latin font', () => {
    const line = shapeLine('SEO និង AI', 'km', fonts, 700);
    const scripts = line.glyphs.map((glyph) => glyph.font.script);
    expect(scripts.slice(0, 3)).toEqual(['latin', 'latin', 'latin']);
    expect(scripts).toContain('khmer');
    expect(line.glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
  });

  it('refuses a character the fonts do not have instead of drawing a box', () => {
    expect(() => shapeLine('漢字', 'en', fonts, 700)).toThrow(/no glyph/);
  });

  it('breaks Khmer between words (ICU dictionary) and keeps punctuation with its word', () => {
    const segments = breakSegments('Angkor Digital៖ ការរចនាគេហទំព័រ', 'km');
    expect(segments.join('')).toBe('Angkor Digital៖ ការរចនាគេហទំព័រ');
    expect(segments).toContain('Digital៖ ');
    expect(segments.filter((segment) => /[\u1780-\u17FF]/u.test(segment)).length).toBeGreaterThan(1);
    expect(breakSegments('Book a consultation', 'en')).toEqual(['Book ', 'a ', 'consultation']);
  });

  it('fits a long Khmer title in at most three lines, each starting at a cluster boundary', () => {
    const title = locale('km').pages.home!.title;
    const { size, lines } = layoutTitle(title, 'km', fonts, { maxWidth: 1024, maxLines: 3, maxSize: 72, minSize: 42 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(size).toBeGreaterThanOrEqual(42);
    expect(
      lines
        .map((line) => line.text)
        .join('')
        .replace(/\s/gu, ''),
    ).toBe(title.replace(/\s/gu, ''));
    for (const line of lines) {
      // A line never starts with a dependent vowel, a sign or a coeng: those belong to the cluster before.
      expect(line.text).not.toMatch(/^[\u17B6-\u17D3\u17DD]/u);
      expect((line.width * size) / 1000).toBeLessThanOrEqual(1024);
    }
  });

  it('writes /favicon.ico as an icon with the mark at 16, 32 and 48 pixels', async () => {
    const ico = Buffer.from(await faviconIco());
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    const sizes = [0, 1, 2].map((index) => {
      const entry = 6 + 16 * index;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      return [ico[entry], pngSize(png).width];
    });
    expect(sizes).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
  });

  it('keeps web/public/favicon.svg the brand mark the server pages and images draw', () => {
    expect(readFileSync(new URL('../../../../public/favicon.svg', import.meta.url), 'utf8')).toBe(LOGO_MARK_SVG);
  });
});
