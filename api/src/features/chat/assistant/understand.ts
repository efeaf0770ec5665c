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
 * Requests the site's facts can never answer, whatever entry scores best, recognised by their shape
 * rather than by their topic (tuned on eval/dev*.json):
 * - a recommendation of places or companies, or a comparison with other agencies ("best pizza in Siem
 *   Reap", "recommend a hotel", "cheaper than other agencies"): the assistant speaks for the agency,
 *   not for the town; unless it asks which of the agency's own packages or services fits;
 * - the price of something the agency does not sell ("how much is a hotel room", "tuk-tuk to the
 *   airport price"): a price question about a kind of place or trip, with nothing the agency sells
 *   and not about "my" business;
 * - "do you do photography?": a question whether the agency does something, naming none of its services.
 */
const RECOMMEND_EN =
  /\b(recommend|recommendation|suggest)\b.*\b(a|an|any|some|good|best|cheap)\b|\b(best|top|nearest)\b|\bcheapest\b.*\b(in|near|around)\b|\b(better|cheaper|faster) than\b|\bnear me\b|\bnearby\b|\bother (agenc|compan|web)|\bcompetitors?\b|\b(know|any|a) good\b|\bdo you know (a|an|any)\b/;
const RECOMMEND_KM =
  /ណែនាំ|ល្អជាងគេ|ល្អបំផុត|ល្អជាង|ថោកជាង|ល្អៗ|ល្អនៅណា|ណាល្អ|ឆ្ងាញ់|ជិតនេះ|ជិតបំផុត|ក្រុមហ៊ុនផ្សេង|ភ្នាក់ងារផ្សេង|ក្រុមហ៊ុន\S*ផ្សេង|គូប្រជែង/;
/** What makes such a question one about the agency's own offer: its packages and services, or "my" business. */
const OWN_OFFER_EN = /\b(packages?|plans?|services?|for (me|my|us|our))\b/;
const OWN_OFFER_KM = /កញ្ចប់|សេវា|ហាងខ្ញុំ|អាជីវកម្មខ្ញុំ|ណែនាំខ្ញុំ|សម្រាប់ខ្ញុំ/;
/** Places, trips and goods visitors may ask the price of, which the agency does not sell. */
const OTHER_GOODS_EN =
  /\b(check[ -]?in|check[ -]?out|breakfast|pool|hotels?|rooms?|guest ?houses?|hostels?|restaurants?|meals?|food|beers?|drinks?|coffee|massages?|spas?|tours?|tickets?|flights?|taxis?|tuk[ -]?tuks?|bus|visas?|rent|rental|night|nights|exchange|gold|bitcoin|crypto|stocks?|petrol|gas|banks?|markets?|temples?|pagodas?|museums?|palace|post office|malls?|supermarkets?|pharmac(y|ies)|embass(y|ies)|schools?|hospitals?|clinics?|airports?|stations?)\b/;
const OTHER_GOODS_KM =
  /ឆែកអ៊ីន|អាហារពេលព្រឹក|សណ្ឋាគារ|បន្ទប់|ផ្ទះសំណាក់|ភោជនីយដ្ឋាន|ម្ហូប|អាហារ|ស្រាបៀរ|កាហ្វេមួយ|ម៉ាស្សា|ស្ប៉ា|ដំណើរកម្សាន្ត|សំបុត្រ|យន្តហោះ|តាក់ស៊ី|តុកតុក|រ៉ឺម៉ក|ឡានក្រុង|ទិដ្ឋាការ|វីសា|ជួល|មួយយប់|ប្តូរប្រាក់|ប្ដូរប្រាក់|អត្រា|មាស|ប្រេង|ធនាគារ|ផ្សារ|វត្ត|សារមន្ទីរ|វាំង|ប៉ុស្តិ៍|ផ្សារទំនើប|ឱសថស្ថាន|ស្ថានទូត|សាលារៀន|មន្ទីរពេទ្យ|គ្លីនិក|ព្រលានយន្តហោះ|ស្ថានីយ/;
/**
 * Price, hours, place, booking or contact questions: about something else when they name a kind of
 * place or trip ("is your hotel open", "book a hotel for me", "phone number of a tuk-tuk driver").
 */
const PRACTICAL_CONCEPTS = new Set([
  '@province',
  '@currency',
  '@price',
  '@hours',
  '@location',
  '@office',
  '@book',
  '@phone',
  '@contact',
  '@email',
]);
/** "What time is it?": the clock, not the office hours. */
const TIME_NOW = /\bwh?at time is it\b|\bwhat('s| is) the time\b|\btime now\b|ម៉ោងប៉ុន្មានហើយ|ឥឡូវម៉ោង/;
/** "Is Khmer Web Studio good?": an opinion on someone else. */
const OPINION_EN =
  /^(is|are|was) (?!(you|your|my|our|it|this|the (starter|professional|enterprise)|angkor digital)\b).*\b(good|any good|reliable|legit|trustworthy|better|worth it|safe|a scam)\b\W*$/;
/** Other companies' platforms and apps: how to use them, or what they cost, is theirs to answer. */
const PLATFORM_EN =
  '(facebook|fb|instagram|tiktok|youtube|google|gmail|chatgpt|gemini|telegram|whatsapp|wordpress|wix|godaddy|canva|agoda|airbnb|booking\\.com|aba|acleda|wing)';
const PLATFORM_HOW_TO_EN = new RegExp(
  `^how (do|can|to|should) ?(i|we|you)? ?(create|change|delete|use|download|install|reset|recover|open|close|verify|register|sign up|log ?in|unblock|unlock|get verified)\\b.*\\b${PLATFORM_EN}\\b`,
);
const PLATFORM_PRICE_EN = new RegExp(
  `\\b(does|do|is|are) ${PLATFORM_EN}( \\w+)? (free|charge|cost|expensive|cheap)|\\b(on|at|from) (godaddy|namecheap|wix|wordpress\\.com|squarespace|shopify)\\b`,
);
/** "Your Facebook page", "your logo", "your clients": the agency's own accounts and records, not on the site. */
const YOUR_OWN_EN =
  /\byour (own )?(facebook|instagram|tiktok|youtube|linkedin|social media|logo|photos?|pictures?|portfolio|clients?|projects?|biggest|employees|staff|ceo|boss|owner)\b/;
/** "Where can I eat / stay / buy…": looking for places in town, not for the agency. */
const PLACE_SEEKING_EN =
  /\bwhere (can|should|could|do|to) (i|we|you)?\s*(find|eat|stay|sleep|buy|get|go|drink|rent|exchange|see|visit|park|swim|shop)\b|\bplaces? to (eat|stay|visit|go|see)\b|\baround here\b|\bhow (do|can|should) (i|we) (get|go) to\b|\bhow to (get|go) to\b/;
const PLACE_SEEKING_KM =
  /^ទៅ\S+(យ៉ាងម៉េច|ដោយរបៀបណា|តាមផ្លូវណា)|ធ្វើដំណើរទៅ|ស្នាក់នៅណា|ញ៉ាំនៅណា|ញ៉ាំអីនៅណា|ទិញ\S*នៅណា|ដើរលេងនៅណា|កន្លែងដើរលេង|កន្លែងញ៉ាំ|កន្លែងស្នាក់/;
/** …unless it is the agency that is looked for. */
const ABOUT_US_EN = /\b(you|your|angkor digital|office)\b/;
const ABOUT_US_KM = /អ្នក|ការិយាល័យ|ក្រុមហ៊ុន|angkor digital/;
const MY_EN = /\b(my|our|mine)\b/;
const MY_KM = /ខ្ញុំ|យើង/;
/** What the agency sells: a price question naming one of these is about its offer. */
const OFFER_CONCEPTS = new Set([
  '@website',
  '@package',
  '@starter',
  '@professional',
  '@enterprise',
  '@services',
  '@clients',
  '@outside',
  '@seo',
  '@maps',
  '@geo',
  '@ads',
  '@social',
  '@brand',
  '@maintenance',
  '@support',
  '@hosting',
  '@listing',
  '@chatbot',
  '@redesign',
  '@pages',
  '@shop',
  '@onetime',
  '@free',
]);
/** "Do you (do|offer|…) X", "can you (make|take|…) X": asks whether the agency does something. */
const DO_YOU_EN =
  /^(do|can|could|will) (you|u) (guys )?(do|offer|provide|sell|make|take|shoot|film|print|fix|repair|build|create|teach|organi[sz]e|deliver|cook|translate)\b/;
/** What the agency does: a "do you…" question naming one of these is about its services. */
const SERVICE_CONCEPTS = new Set([
  '@website',
  '@services',
  '@seo',
  '@maps',
  '@geo',
  '@ads',
  '@social',
  '@brand',
  '@maintenance',
  '@listing',
  '@chatbot',
  '@redesign',
  '@hosting',
  '@edit',
  '@ota',
  '@shop',
  '@language',
  '@otherlang',
  '@mobile',
  '@book',
  '@package',
  '@support',
  '@pay',
  '@khqr',
  '@card',
  '@outside',
  '@clients',
  '@price',
  '@ai',
]);

/** Kinds of product the agency does not make. */
const NOT_MADE_EN =
  /\b(apps?|applications?|software|games?|videos?|films?|photography|photoshoots?|printing|print|hardware|computers?|laptops?|phones?)\b/;
const NOT_MADE_KM =
  /(ជួសជុល|កែ)(ទូរសព្ទ|កុំព្យូទ័រ|ម៉ាស៊ីន|ឡាន|ម៉ូតូ|ទូរទស្សន៍)|ភ្ញៀវការ|អាពាហ៍ពិពាហ៍|កម្មវិធីទូរសព្ទ|កម្មវិធីទូរស័ព្ទ|អាប់|\bapp\b|ហ្គេម|បោះពុម្ព|ថតរូបផលិតផល|ថតរូបអាពាហ៍|ដ្រូន/;
/** Repairing devices, wedding cards: trades the agency is not in, however the question is put. */
const OTHER_TRADES_EN =
  /\b(fix|fixing|repair|repairing)\b.*\b(phones?|iphones?|laptops?|computers?|printers?|cars?|motorbikes?|tvs?|aircon)\b|\bwedding\b|\b(photographers?|photography|photoshoots?|videographers?|it support|wifi|wi-fi|network cabling)\b/;
/** Asking for a job, an internship or a salary: the site has no vacancies to answer with. */
const JOBS_EN =
  /\b(jobs?|hiring|hire me|vacanc(y|ies)|intern(ship)?s?|careers?|salary|salaries|resume|cv|work for you|apply for|join (your|the) team|work (at|for) (you|angkor digital|your (company|agency|team)))\b/;
const JOBS_KM = /ការងារធ្វើ|រកការងារ|កម្មសិក្សា|ជ្រើសរើសបុគ្គលិក|រើសបុគ្គលិក|ប្រាក់ខែ|ដាក់ពាក្យ|ធ្វើការជាមួយក្រុមហ៊ុនអ្នក|ចូលធ្វើការ/;
/** The agency's own media, where photos or videos may be part of its work ("photos for my website"). */
const MEDIA_CONCEPTS = new Set(['@website', '@social', '@brand', '@seo', '@maps', '@ads']);

export function asksForRecommendation(message: string): boolean {
  const text = normalizeKhmer(message.toLowerCase());
  if (RECOMMEND_EN.test(text)) return !OWN_OFFER_EN.test(text);
  if (RECOMMEND_KM.test(text)) return !OWN_OFFER_KM.test(text);
  return false;
}

/** True when the message is one of the requests above, which the assistant declines. */
export function isOutsideRequest(
  message: string,
  { concepts, words }: Understanding,
  vocabulary: ReadonlySet<string>,
): boolean {
  if (asksForRecommendation(message)) return true;
  const text = normalizeKhmer(message.toLowerCase());
  const khmer = KHMER.test(text);
  if (TIME_NOW.test(text)) return true;
  if (!khmer && OPINION_EN.test(text.trim())) return true;
  if (!khmer && !concepts.some((c) => c === '@website' || c === '@guests') && PLATFORM_HOW_TO_EN.test(text.trim()))
    return true;
  if (!khmer && (PLATFORM_PRICE_EN.test(text) || YOUR_OWN_EN.test(text))) return true;
  // The free directories are Siem Reap's and Phnom Penh's: a listing in another province is not on the site.
  if (concepts.includes('@listing') && concepts.includes('@province')) return true;
  // A province named with nothing the site knows says where, not what: "Mondulkiri weather".
  if (
    concepts.length > 0 &&
    concepts.every((concept) => concept === '@province') &&
    words.some((word) => !vocabulary.has(word))
  )
    return true;
  if ((khmer ? JOBS_KM : JOBS_EN).test(text)) return true;
  if (!khmer && OTHER_TRADES_EN.test(text) && !concepts.includes('@website')) return true;
  if (khmer && NOT_MADE_KM.test(text) && !concepts.some((concept) => MEDIA_CONCEPTS.has(concept))) return true;
  const sells = concepts.some((concept) => OFFER_CONCEPTS.has(concept));
  if ((khmer ? PLACE_SEEKING_KM : PLACE_SEEKING_EN).test(text) && !(khmer ? ABOUT_US_KM : ABOUT_US_EN).test(text))
    return true;
  if (
    concepts.some((concept) => PRACTICAL_CONCEPTS.has(concept)) &&
    !sells &&
    (khmer ? OTHER_GOODS_KM : OTHER_GOODS_EN).test(text)
  )
    // "For me" is no "my": "book a hotel for me" is still someone else's hotel.
    return !(khmer ? MY_KM : MY_EN).test(text.replace(/ឱ្យខ្ញុំ|សម្រាប់ខ្ញុំ|ជូនខ្ញុំ/g, ' '));
  if (DO_YOU_EN.test(text.trim())) {
    // Named no service of the agency ("services" alone counts only when nothing else is named), or
    // named a kind of product it does not make (apps, videos, printing…) beside none of its media.
    const specific = concepts.filter((concept) => SERVICE_CONCEPTS.has(concept));
    if (specific.length === 0 || (specific.length === 1 && specific[0] === '@services' && words.length > 0))
      return true;
    if (NOT_MADE_EN.test(text) && !concepts.some((concept) => MEDIA_CONCEPTS.has(concept))) return true;
  }
  return false;
}

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
