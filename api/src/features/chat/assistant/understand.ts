import { CONCEPTS, CONTEXT_WORDS, KHMER_OTHER_WORDS } from './lexicon.js';
import { isStopWord, stemEnglish, topicWords } from './text.js';

/**
 * What a visitor's message is about: the concepts it names (lexicon.ts), however it is spelt, and the
 * other topic words left once those are taken out.
 */
export interface Understanding {
  concepts: string[];
  words: string[];
  /** Words that say where, not what (place names): they count little. */
  context: string[];
}

const KHMER = /[\u1780-\u17FF]/;
const segmenter = new Intl.Segmenter('km', { granularity: 'word' });
const LATIN_WORD = /[a-z0-9][a-z0-9'’.+/-]*[a-z0-9+]|[a-z0-9]/g;

/**
 * Khmer spelling variants unified: the two ways of writing a subscript ta (្ត, ្ដ), ឲ្យ and ឱ្យ,
 * ទូរស័ព្ទ and ទូរសព្ទ, zero-width spaces some keyboards insert, and the usual misspellings of
 * "how much" (ប៉ុនមាន, ប៉ុណ្មាន).
 */
export function normalizeKhmer(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u200B|\u200C|\u200D|\uFEFF/g, '')
    .replace(/\u17D2\u178F/g, '\u17D2\u178A')
    .replace(/ឲ្យ|អោយ/g, 'ឱ្យ')
    .replace(/ស័ព្ទ/g, 'សព្ទ')
    .replace(/អ៊ីម៉ែល|អុីមែល|អ៊ីមេល/g, 'អ៊ីមែល')
    .replace(/[០-៩]/g, (digit) => String(digit.charCodeAt(0) - 0x17e0))
    .replace(/ប៉ុនមាន|ប៉ុណ្មាន|ប៉ុន្មា(?!ន)/g, 'ប៉ុន្មាន')
    .replace(/ម៉េច/g, 'ម៉េច');
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions), capped. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > cap) return cap + 1;
  }
  return rows[a.length]![b.length]!;
}

interface Surface {
  concept: string;
  text: string;
  latin: boolean;
  pattern?: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SURFACES: Surface[] = Object.entries(CONCEPTS)
  .flatMap(([concept, { en, km }]) =>
    [...en, ...km].map((raw): Surface => {
      const text = normalizeKhmer(raw.toLowerCase());
      const latin = !KHMER.test(text);
      return {
        concept,
        text,
        latin,
        pattern: latin ? new RegExp(`(?<![a-z0-9])${escape(text)}(?![a-z0-9])`, 'g') : undefined,
      };
    }),
  )
  .sort((a, b) => b.text.length - a.text.length);

/** The Latin words of the lexicon: what a misspelt word may be corrected to. */
const LEXICON_WORDS = new Set(SURFACES.filter((s) => s.latin).flatMap((s) => s.text.split(' ')));
const HOW_MUCH_KM = /ប៉ុន្មាន/g;

/** How people type in a chat: short forms to their words, fillers out (so phrases still meet). */
const CHAT_SPELLINGS: Record<string, string> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  ya: 'you',
  pls: '',
  plz: '',
  please: '',
  guys: '',
  bro: '',
  // "bong" (elder sibling), how Cambodians address the person they talk to, typed in Latin letters.
  bong: '',
  sis: '',
  just: '',
  really: '',
  wht: 'what',
  hw: 'how',
  whr: 'where',
  wen: 'when',
  thx: '',
  thanks: '',
  hi: '',
  hello: '',
  hey: '',
  ok: '',
  okay: '',
};

/**
 * Understands one message. A misspelt word ("webiste", "enterprice", "apointment") is corrected to the
 * nearest word of the lexicon with the same first letter: one edit for words of 4 to 6 letters, two
 * from 7. `vocabulary` is every word of the site's content (from the index): a word it holds is left
 * as it is.
 */
export function understand(message: string, vocabulary: ReadonlySet<string>): Understanding {
  let text = normalizeKhmer(message.toLowerCase())
    // "wat" is "what" only at the start of a question ("wat time"): elsewhere it is a temple (Angkor Wat).
    .replace(/^wat\b/, 'what')
    .replace(LATIN_WORD, (word) => CHAT_SPELLINGS[word] ?? word);
  // Spelling: each Latin word the site and the lexicon do not know, to its nearest known word.
  text = text.replace(LATIN_WORD, (word) => {
    if (LEXICON_WORDS.has(word) || vocabulary.has(word) || isStopWord(word) || /\d/.test(word)) return word;
    const stem = stemEnglish(word);
    if (LEXICON_WORDS.has(stem)) return stem;
    if (word.length < 4) return word;
    // A misspelling keeps its first letter (the one people rarely get wrong); a word of four letters
    // is corrected only to a word of the lexicon.
    const allowed = word.length >= 7 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = allowed + 1;
    // Only to a word of the lexicon: correcting to any word of the site would turn an unknown word
    // ("massage") into a known one ("message") and hide that the question is about something else.
    for (const known of LEXICON_WORDS) {
      if (known[0] !== word[0] || known.length < 4) continue;
      const distance = editDistance(word, known, allowed);
      if (distance < bestDistance) [best, bestDistance] = [known, distance];
    }
    return best ?? word;
  });
  // Latin and Khmer runs apart, so a Latin phrase meets its word boundaries ("website ថ្លៃ").
  text = ` ${text.replace(/([\u1780-\u17FF]+)/g, ' $1 ').replace(/\s+/g, ' ')} `;

  const blank = (match: string) => ' '.repeat(match.length);
  const others: string[] = [];
  for (const word of KHMER_OTHER_WORDS) {
    if (!text.includes(word)) continue;
    others.push(word);
    text = text.split(word).join(blank(word));
  }
  // Where the segmenter puts word boundaries: a short Khmer phrase must begin or end on one, so
  // "កាត" (card) is not found inside "ថវិកាតិច" (a small budget).
  const boundaries = new Set<number>();
  for (const { index, segment } of segmenter.segment(text)) {
    boundaries.add(index);
    boundaries.add(index + segment.length);
  }
  const concepts: string[] = [];
  for (const surface of SURFACES) {
    let found = false;
    if (surface.pattern) {
      text = text.replace(surface.pattern, (match) => {
        found = true;
        return blank(match);
      });
    } else {
      for (let at = text.indexOf(surface.text); at !== -1; at = text.indexOf(surface.text, at + 1)) {
        const end = at + surface.text.length;
        if ([...surface.text].length <= 4 && !boundaries.has(at) && !boundaries.has(end)) continue;
        text = text.slice(0, at) + blank(surface.text) + text.slice(end);
        found = true;
      }
    }
    if (found) concepts.push(surface.concept);
  }
  // "ប៉ុន្មាន" left alone (not "how many days", "what time"…) asks how much.
  if (HOW_MUCH_KM.test(text)) {
    concepts.push('@price');
    text = text.replace(HOW_MUCH_KM, ' ');
  }
  const words: string[] = [...others];
  const context: string[] = [];
  for (const word of topicWords(text)) {
    if (word === 'ប៉ុន្មាន') continue;
    // What is left of Khmer text around the phrases taken out: a fragment of a few letters is no word.
    if (KHMER.test(word) && !vocabulary.has(word) && ([...word].length <= 2 || /^[\u17B4-\u17D3]/.test(word))) continue;
    (CONTEXT_WORDS.has(word) ? context : words).push(word);
  }
  return { concepts: [...new Set(concepts)], words, context };
}
