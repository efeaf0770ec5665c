import { isKhmerText } from './text.js';
import { normalizeKhmer, type Understanding } from './understand.js';

/**
 * Requests the site's facts can never answer, whatever entry scores best, recognised by their shape
 * rather than by their topic (tuned on eval/dev*.json):
 * - a recommendation of places or companies, or a comparison with other agencies ("best pizza in Siem
 *   Reap", "recommend a hotel", "cheaper than other agencies"): the assistant speaks for the agency,
 *   not for the town; unless it asks which of the agency's own packages or services fits;
 * - the price of something the agency does not sell ("how much is a hotel room", "tuk-tuk to the
 *   airport price"): a price question about a kind of place or trip, with nothing the agency sells
 *   and not about "my" business;
 * - "do you do photography?": a question whether the agency does something, naming none of its services;
 * - looking for places in town or the way elsewhere, the hours of banks, markets or temples, jobs,
 *   how to use other companies' platforms or what they cost, the agency's own accounts and records
 *   (not on the site), the clock, an opinion on someone else.
 * The built-in assistant declines them with the hand-off before ranking (built-in.provider.ts).
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
  const khmer = isKhmerText(text);
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
