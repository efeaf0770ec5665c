/**
 * Words of a text for retrieval, in English and Khmer. Khmer is written without spaces between
 * words: Node's ICU word segmenter (dictionary based, `Intl.Segmenter('km')`) finds them, and the
 * same segmenter splits Latin text by UAX #29, so one pass handles mixed text ("តម្លៃ SEO").
 */
const segmenter = new Intl.Segmenter('km', { granularity: 'word' });

/** True when this Node's ICU segments Khmer into words (full ICU); checked once by the tests. */
export function khmerSegmentationAvailable(): boolean {
  return [...segmenter.segment('គេហទំព័ររបស់ខ្ញុំ')].filter((s) => s.isWordLike).length >= 2;
}

const KHMER = /[\u1780-\u17FF]/;

/** Function words that carry no topic (question words, pronouns, particles). */
const STOP_WORDS = new Set([
  // English
  ...'a an the and or but of to in on at for with by from as is are was were be been being am do does did doing have has had having i me my we our us you your yours it its this that these those there here what which who whom whose when where why how can could would should will shall may might must not no yes if then than so too very just about any some all also get got please tell know want need like one s t also really much many mean meaning stand explain definition company agency'.split(
    ' ',
  ),
  // Khmer: question particles, pronouns, connectives, polite words
  'តើ',
  'ជា',
  'នៃ',
  'និង',
  'ឬ',
  'ឬទេ',
  'ដែល',
  'របស់',
  'អ្នក',
  'ខ្ញុំ',
  'យើង',
  'គាត់',
  'នេះ',
  'នោះ',
  'ទេ',
  'ដែរ',
  'ដែរឬទេ',
  'បាន',
  'អ្វី',
  'អ្វីខ្លះ',
  'ខ្លះ',
  'ណា',
  'ណាខ្លះ',
  'នៅ',
  'ក្នុង',
  'ពី',
  'ទៅ',
  'មក',
  'ដើម្បី',
  'សម្រាប់',
  'ឱ្យ',
  'អោយ',
  'គឺ',
  'ហើយ',
  'សូម',
  'បាទ',
  'ចាស',
  'ចា៎ស',
  'ជួយ',
  'ប្រាប់',
  'ផង',
  'ដោយ',
  'ក៏',
  'នឹង',
  'ត្រូវ',
  'ទាំង',
  'មួយ',
  'ដូចម្ដេច',
  'យ៉ាងដូចម្ដេច',
  'យ៉ាងម៉េច',
  'ម៉េច',
  'មែន',
  'មែនទេ',
  'អត់',
  'ចង់',
  'ដឹង',
  'ពួកគេ',
  'គេ',
  'មាន',
  'បានទេ',
  'សុំ',
  'ការ',
  'ចុះ',
  'ក្រុមហ៊ុន',
  'ភ្នាក់ងារ',
  // Chat: forms of address and particles typed on a phone
  ..."u ur r ya pls plz please bro sis sir madam dear yo im i'm wanna gonna lah la setup set up".split(' '),
  'គួរ',
  'អស់',
  'វិញ',
  'ម្ដង',
  'ថ្មី',
  ...'possible only new guys guy run thing things stuff see give put use using start starting include includes included including able still ever now'.split(
    ' ',
  ),
  'ទៅណា',
  'ចេញ',
  'តាមណា',
  'បែបណា',
  'យ៉ាងណា',
  'ន័យថា',
  'មានន័យ',
  'បង',
  'អូន',
  'ប្អូន',
  'អើយ',
  'ហ្នឹង',
  'អី',
  'អីគេ',
  'ម៉ង',
  'បន្តិច',
  'សួរ',
  'ណាស់',
  'ចឹង',
]);

/** Is this word a function word (no topic)? */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/**
 * Spellings and words that mean the same for our topics, mapped onto one form, so a visitor's word
 * finds the site's word: "cost" finds "price", "ទូរស័ព្ទ" finds "ទូរសព្ទ".
 */
const SAME_MEANING: Record<string, string> = {
  // English
  cost: 'price',
  costs: 'price',
  pricing: 'price',
  fee: 'price',
  fees: 'price',
  charge: 'price',
  expensive: 'price',
  cheap: 'price',
  usd: 'dollar',
  plan: 'package',
  plans: 'package',
  tier: 'package',
  site: 'website',
  sites: 'website',
  webpage: 'website',
  homepage: 'website',
  web: 'website',
  telephone: 'phone',
  call: 'phone',
  mobile: 'phone',
  whatsapp: 'phone',
  mail: 'email',
  'e-mail': 'email',
  opening: 'open',
  opened: 'open',
  closing: 'close',
  closed: 'close',
  hours: 'hour',
  weekday: 'monday',
  weekend: 'saturday',
  located: 'office',
  location: 'office',
  address: 'office',
  appointment: 'consultation',
  meeting: 'consultation',
  meet: 'consultation',
  chatbot: 'chat',
  bot: 'chat',
  redesign: 'improve',
  rebuild: 'improve',
  update: 'improve',
  existing: 'already',
  directory: 'listing',
  directories: 'listing',
  list: 'listing',
  listed: 'listing',
  instagram: 'social',
  facebook: 'social',
  tiktok: 'social',
  quickly: 'long',
  fast: 'long',
  weeks: 'day',
  days: 'day',
  week: 'day',
  build: 'make',
  built: 'make',
  create: 'make',
  develop: 'make',
  design: 'make',
  maintain: 'maintenance',
  management: 'manage',
  managing: 'manage',
  maintenance: 'maintenance',
  optimization: 'optimisation',
  optimize: 'optimisation',
  optimise: 'optimisation',
  // Khmer spelling variants and near-synonyms
  ទូរស័ព្ទ: 'ទូរសព្ទ',
  លេខទូរស័ព្ទ: 'លេខ ទូរសព្ទ',
  លេខទូរសព្ទ: 'លេខ ទូរសព្ទ',
  ថ្លៃ: 'តម្លៃ',
  មានតម្លៃ: 'តម្លៃ',
  គិតថ្លៃ: 'តម្លៃ',
  វេបសាយ: 'គេហទំព័រ',
  វែបសាយ: 'គេហទំព័រ',
  វេបសាយត៍: 'គេហទំព័រ',
  គេហទំព័រ: 'គេហទំព័រ',
  អ៊ីម៉ែល: 'អ៊ីមែល',
  អុីមែល: 'អ៊ីមែល',
  ម៉ោងធ្វើការ: 'ម៉ោង',
  ម៉ោងបើក: 'ម៉ោង',
  ជួប: 'ពិគ្រោះ',
  ណាត់ជួប: 'ពិគ្រោះ',
  ពិគ្រោះយោបល់: 'ពិគ្រោះ',
  ទីតាំង: 'ការិយាល័យ',
  អាសយដ្ឋាន: 'ការិយាល័យ',
  កញ្ចប់សេវា: 'កញ្ចប់',
  ឥតគិតថ្លៃ: 'ឥតគិត',
  ដោយឥតគិតថ្លៃ: 'ឥតគិត',
  មិនគិតថ្លៃ: 'ឥតគិត',
  បណ្ដាញសង្គម: 'social',
  ជជែក: 'chat',
  ធ្វើ: 'បង្កើត',
  ចំណាយពេល: 'ពេល',
  សប្ដាហ៍: 'ថ្ងៃ',
  សេវា: 'សេវាកម្ម',
};

/**
 * Loanwords the Khmer segmenter does not know (it would cut them into syllables): replaced before
 * segmenting by the word the site's texts use.
 */
const KHMER_LOANWORDS: [RegExp, string][] = [
  [/ហ្វេសប៊ុក|ហ្វេសប៊ុគ/g, ' Facebook '],
  [/អ៊ីនស្តាក្រាម|អ៊ីនស្ដាក្រាម/g, ' Instagram '],
  [/តេឡេក្រាម/g, ' Telegram '],
  [/តិកតុក/g, ' TikTok '],
  [/វេបសាយ|វែបសាយ/g, ' គេហទំព័រ '],
];

/**
 * Words the segmenter's dictionary glues to their neighbour ("អ្នកមាន", "ការថែទាំ", "បានទេ"): the
 * prefix or suffix is cut off, so the same word is found with or without it.
 */
const KHMER_PREFIXES = ['តើ', 'អ្នក', 'របស់', 'មាន', 'ការ'];
const KHMER_SUFFIXES = ['ដែរឬទេ', 'បានទេ', 'ឬទេ', 'ទេ', 'ដែរ'];
/** A Khmer consonant or independent vowel: where a word may begin (not a vowel sign or a subscript). */
const KHMER_WORD_START = /^[\u1780-\u17B3]/;

function splitKhmerAffixes(word: string): string[] {
  for (const prefix of KHMER_PREFIXES) {
    const rest = word.slice(prefix.length);
    if (word.startsWith(prefix) && rest.length >= 2 && KHMER_WORD_START.test(rest) && !rest.startsWith('\u17D2')) {
      return [prefix, ...splitKhmerAffixes(rest)];
    }
  }
  for (const suffix of KHMER_SUFFIXES) {
    const rest = word.slice(0, -suffix.length);
    if (word.endsWith(suffix) && rest.length >= 2) return [...splitKhmerAffixes(rest), suffix];
  }
  return [word];
}

/** A light English stemmer: enough to meet "prices" with "price" and "listing" with "list". */
export function stemEnglish(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The stem, with short plurals too ("spas", "maps"). */
function stemWord(word: string): string {
  if (word.length === 4 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return stemEnglish(word);
}

/** The word's one form (a compound may give two words, separated by a space). */
function normalizeWord(raw: string): string {
  const word = raw.toLowerCase().replace(/['’]s$/, '');
  // A function word stays itself ("does" is not the plural of "doe").
  if (STOP_WORDS.has(word)) return word;
  const mapped = SAME_MEANING[word];
  if (mapped) return mapped;
  if (KHMER.test(word)) return word;
  const stem = stemWord(word);
  return SAME_MEANING[stem] ?? stem;
}

/**
 * The topic words of a text: segmented, lower-cased, spelling variants unified, function words
 * dropped. Numbers stay ("799", "24/7" gives "24" and "7").
 */
export function topicWords(text: string): string[] {
  const words: string[] = [];
  let normalized = text.normalize('NFC');
  for (const [pattern, replacement] of KHMER_LOANWORDS) normalized = normalized.replace(pattern, replacement);
  for (const { segment, isWordLike } of segmenter.segment(normalized)) {
    if (!isWordLike) continue;
    const parts = KHMER.test(segment) ? splitKhmerAffixes(segment) : [segment];
    for (const part of parts) {
      for (const word of normalizeWord(part).split(' ')) {
        if (word && !STOP_WORDS.has(word)) words.push(word);
      }
    }
  }
  return words;
}

export function isKhmerText(text: string): boolean {
  return KHMER.test(text);
}

const MARKDOWN_LINK = /\[[^\]\n]+\]\([^)\s]+\)/g;

/**
 * Splits an answer into the pieces it is streamed in: each word with the spaces or punctuation after
 * it (Khmer words as its segmenter finds them), a Markdown link whole. Joined they give back the text.
 */
export function streamPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  const words = (part: string) => {
    for (const { segment, isWordLike } of segmenter.segment(part)) {
      if (isWordLike && current) {
        pieces.push(current);
        current = '';
      }
      current += segment;
    }
  };
  let last = 0;
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    words(text.slice(last, match.index));
    if (current) pieces.push(current);
    current = match[0];
    last = match.index + match[0].length;
  }
  words(text.slice(last));
  if (current) pieces.push(current);
  return pieces;
}
