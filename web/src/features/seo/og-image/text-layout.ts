import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import type { Language } from '@site/common';
import { woffToSfnt } from './woff';

/**
 * Text for the link-preview images, shaped by HarfBuzz so Khmer comes out as a reader expects it:
 * vowels reordered, coeng (U+17D2) + consonant drawn as the subscript form, vowel signs and
 * diacritics placed by the font's GSUB/GPOS. A renderer without OpenType shaping would draw each
 * code point on its own, which is broken Khmer. The glyph outlines become SVG paths.
 */

/** Kantumruy Pro's khmer subset has the Khmer glyphs, its latin subset the Latin ones. */
type Script = 'khmer' | 'latin';
export type Weight = 400 | 700;

export interface ShapingFont {
  script: Script;
  font: hb.Font;
  /** Font units per em (1000 for both subsets). */
  upem: number;
  ascender: number;
  descender: number;
  covers: (codePoint: number) => boolean;
}

export interface FontSet {
  khmer: Record<Weight, ShapingFont>;
  latin: Record<Weight, ShapingFont>;
}

export interface ShapedGlyph {
  font: ShapingFont;
  /** Glyph id in `font` (never 0: .notdef is refused). */
  id: number;
  /** Pen position of the glyph's origin from the start of the line, and its offset, in font units. */
  x: number;
  dx: number;
  dy: number;
  /** UTF-16 index in the line's text of the cluster (character group) the glyph belongs to. */
  cluster: number;
}

export interface ShapedLine {
  text: string;
  glyphs: ShapedGlyph[];
  /** Advance width in font units. */
  width: number;
}

/**
 * The WOFF file of a subset and weight, found in node_modules like Node finds packages (the package's
 * exports map only its CSS, and test runners map font imports to stubs).
 */
function fontFile(script: Script, weight: Weight): string {
  const file = join('@fontsource/kantumruy-pro/files', `kantumruy-pro-${script}-${weight}-normal.woff`);
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', file);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${file} not found: is @fontsource/kantumruy-pro installed?`);
  }
}

function loadFont(script: Script, weight: Weight): ShapingFont {
  const face = new hb.Face(new hb.Blob(woffToSfnt(readFileSync(fontFile(script, weight)))));
  const font = new hb.Font(face);
  const { ascender, descender } = font.hExtents();
  const unicodes = new Set(face.collectUnicodes());
  return { script, font, upem: face.upem, ascender, descender, covers: (codePoint) => unicodes.has(codePoint) };
}

let fonts: FontSet | undefined;
/** The four faces the images use, loaded once. */
export function loadFonts(): FontSet {
  fonts ??= {
    khmer: { 400: loadFont('khmer', 400), 700: loadFont('khmer', 700) },
    latin: { 400: loadFont('latin', 400), 700: loadFont('latin', 700) },
  };
  return fonts;
}

const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/**
 * Splits text into runs of one font: Khmer letters take the khmer subset, other letters the latin
 * one; spaces, digits and punctuation stay with the run they are in when its font has them.
 */
export function fontRuns(text: string, set: FontSet, weight: Weight): Array<{ text: string; font: ShapingFont }> {
  const runs: Array<{ text: string; font: ShapingFont }> = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const previous = runs.at(-1);
    let font: ShapingFont;
    if (KHMER.test(char)) font = set.khmer[weight];
    else if (LETTER_OR_MARK.test(char)) font = set.latin[weight];
    else if (previous?.font.covers(codePoint)) font = previous.font;
    else font = set.latin[weight].covers(codePoint) ? set.latin[weight] : set.khmer[weight];
    if (previous && previous.font === font) previous.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** Shapes one line of text; throws when a character has no glyph (the image would show a box). */
export function shapeLine(text: string, language: Language, set: FontSet, weight: Weight): ShapedLine {
  const glyphs: ShapedGlyph[] = [];
  let pen = 0;
  let clusterBase = 0;
  for (const run of fontRuns(text, set, weight)) {
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.setLanguage(language);
    buffer.guessSegmentProperties();
    hb.shape(run.font.font, buffer);
    const positions = buffer.getGlyphPositions();
    buffer.getGlyphInfos().forEach((info, index) => {
      if (info.codepoint === 0) {
        throw new Error(`Kantumruy Pro (${run.font.script}) has no glyph for ${JSON.stringify(run.text)}`);
      }
      const position = positions[index]!;
      glyphs.push({
        font: run.font,
        id: info.codepoint,
        x: pen,
        dx: position.xOffset,
        dy: position.yOffset,
        cluster: clusterBase + info.cluster,
      });
      pen += position.xAdvance;
    });
    clusterBase += run.text.length;
  }
  return { text, glyphs, width: pen };
}

const OPENING = /^[\p{Ps}\p{Pi}]+$/u;

/**
 * Where a line may break: after spaces in English; at the word boundaries of ICU's Khmer dictionary
 * (Khmer writes no spaces between words) in Khmer. Punctuation stays with its word.
 */
export function breakSegments(text: string, language: Language): string[] {
  const pieces =
    language === 'km'
      ? [...new Intl.Segmenter('km', { granularity: 'word' }).segment(text)].map(({ segment, isWordLike }) => ({
          segment,
          word: Boolean(isWordLike),
        }))
      : text.split(/(?<=\s)/u).map((segment) => ({ segment, word: true }));
  const segments: string[] = [];
  let carry = '';
  for (const { segment, word } of pieces) {
    const previous = segments.length - 1;
    if (/^\s+$/u.test(segment)) {
      // Spaces end the segment before them (a line never starts with one).
      if (previous >= 0) segments[previous] += segment;
      else carry += segment;
    } else if (!word && !OPENING.test(segment) && previous >= 0 && !/\s$/u.test(segments[previous]!)) {
      // Closing punctuation stays with its word: "Digital៖", "(GEO)".
      segments[previous] += segment;
    } else if (!word) {
      // An opening bracket or quote goes with the word after it.
      carry += segment;
    } else {
      segments.push(carry + segment);
      carry = '';
    }
  }
  if (carry) segments.push(carry);
  return segments;
}

export interface TitleLayout {
  /** Font size in pixels. */
  size: number;
  lines: ShapedLine[];
}

/** Greedy line filling within `maxWidth` font units; the lines' text, trailing spaces dropped. */
function fill(segments: string[], measure: (text: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const segment of segments) {
    const candidate = current + segment;
    if (current.trim() === '' || measure(candidate.trimEnd()) <= maxWidth) current = candidate;
    else {
      lines.push(current.trimEnd());
      current = segment.trimStart();
    }
  }
  if (current.trim()) lines.push(current.trimEnd());
  return lines;
}

/**
 * The title at the largest size from `maxSize` down to `minSize` (steps of 2 px) that fits in
 * `maxLines` lines of `maxWidth` pixels, with the lines balanced (as even in length as that line
 * count allows, so no word is left alone on the last line).
 */
export function layoutTitle(
  text: string,
  language: Language,
  set: FontSet,
  { maxWidth, maxLines, maxSize, minSize }: { maxWidth: number; maxLines: number; maxSize: number; minSize: number },
): TitleLayout {
  const segments = breakSegments(text.trim(), language);
  const widths = new Map<string, number>();
  const measure = (line: string) => {
    if (!widths.has(line)) widths.set(line, shapeLine(line, language, set, 700).width);
    return widths.get(line)!;
  };
  const upem = set.latin[700].upem;
  for (let size = maxSize; size >= minSize; size -= 2) {
    const limit = (maxWidth * upem) / size;
    const lines = fill(segments, measure, limit);
    if (lines.length > maxLines || lines.some((line) => measure(line) > limit)) continue;
    // Balance: the narrowest width that still gives the same number of lines.
    let low = 0;
    let high = limit;
    while (high - low > upem / 50) {
      const middle = (low + high) / 2;
      const attempt = fill(segments, measure, middle);
      if (attempt.length <= lines.length && attempt.every((line) => measure(line) <= middle)) high = middle;
      else low = middle;
    }
    return { size, lines: fill(segments, measure, high).map((line) => shapeLine(line, language, set, 700)) };
  }
  throw new Error(`The title ${JSON.stringify(text)} does not fit in ${maxLines} lines at ${minSize} px`);
}
