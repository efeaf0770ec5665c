import { addDays, MEETING_MODES, SERVICE_OPTIONS, weekdayOf, type MeetingMode } from '@site/common';

/**
 * What the chat's booking dialogue understands of a visitor's message, in English and Khmer: a wish
 * to book, a day (relative to the visitor's today), a part of the day, a pick among the offered
 * times, a service, a way to meet, an e-mail address, a phone number, a name, "cancel".
 */

/** Parts of the day, as wall-clock minutes in the visitor's zone: [from, to). */
export const PARTS_OF_DAY = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
} as const;
export type PartOfDay = keyof typeof PARTS_OF_DAY;

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/** Khmer digits as ASCII ones, so "១០:៣០" reads as "10:30". */
export function asciiDigits(text: string): string {
  return text.replace(/[០-៩]/g, (digit) => String(KHMER_DIGITS.indexOf(digit)));
}

const normalize = (text: string) => asciiDigits(text.normalize('NFC')).toLowerCase();

const BOOK_EN =
  /\b(?:book(?:ing)?|schedule|reserve|arrange|set up|make an appointment|appointment|meet(?:ing)? (?:with )?you)\b/;
const BOOK_KM = /កក់|ណាត់|ការណាត់ជួប|ណាត់ជួប|ជួបពិគ្រោះ|ពិគ្រោះយោបល់/;
const WISH_EN = /\b(?:i(?:'d| would)? (?:like|want|wanna|need)|can i|could i|may i|let me|i'?d love|please|for me)\b/;
const WISH_KM = /ខ្ញុំចង់|ចង់|អាច|សុំ|ជួយ/;
/** "How do I book?" asks how it works (the assistant's FAQ answer), unless it names a day or a part of one. */
const HOW_EN = /\bhow (?:do|can|to|does)\b/;
const HOW_KM = /របៀប|យ៉ាងដូចម្ដេច|យ៉ាងម៉េច/;

/** Booking as a thing a website has ("a booking form", "online booking"): not a consultation to book. */
const BOOKING_FEATURE =
  /\b(?:booking|reservation)s? (?:form|system|engine|button|page|widget|tool|calendar|plugin)s?\b|\b(?:online|direct|room|hotel|tour) (?:booking|reservation)s?\b|ទម្រង់កក់|ប្រព័ន្ធកក់|កក់តាមអនឡាញ/g;
/** A question about price: "how much would that cost?" asks for prices, whatever else it mentions. */
const PRICE = /\bhow much\b|\bcosts?\b|\bprices?\b|ប៉ុន្មាន|តម្លៃ|ថ្លៃ/;

/** Does the message ask to book a consultation now (not how booking works, nor about a booking form)? */
export function wantsToBook(message: string, today: string): boolean {
  const text = normalize(message).replace(BOOKING_FEATURE, ' ');
  if (!BOOK_EN.test(text) && !BOOK_KM.test(text)) return false;
  const when = dayOf(text, today) !== undefined || partOfDay(text) !== undefined;
  if (when) return true;
  if (HOW_EN.test(text) || HOW_KM.test(text) || PRICE.test(text)) return false;
  return WISH_EN.test(text) || WISH_KM.test(text);
}

const CANCEL_EN =
  /^\W*(?:cancel|stop|quit|never ?mind|nevermind|forget (?:it|about it)|no thanks|no,? thank you|not now|abort)\b/;
const CANCEL_KM = /^\W*(?:ឈប់|បោះបង់|មិនអីទេ|អត់ទេ|ទេ អរគុណ|ទេអរគុណ|លែង|ភ្លេចវាចុះ|មិនកក់ទេ|មិនចង់កក់ទេ)/;

/** Does the message end the booking dialogue ("cancel", "never mind", "ឈប់", "មិនអីទេ")? */
export function cancelsBooking(message: string): boolean {
  const text = normalize(message).trim();
  return CANCEL_EN.test(text) || CANCEL_KM.test(text) || /\b(?:cancel|stop) (?:the |this |my )?booking\b/.test(text);
}

const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAYS_EN_SHORT = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
// Sunday is "ថ្ងៃអាទិត្យ" (អាទិត្យ alone is also "week"), the others with or without ថ្ងៃ.
const WEEKDAYS_KM = [/ថ្ងៃ\s*អាទិត្យ/, /ច័ន្ទ/, /អង្គារ/, /ពុធ/, /ព្រហស្បតិ៍|ព្រហស្បត្តិ៍/, /សុក្រ/, /សៅរ៍/];

/**
 * The day the message names, as a date in the visitor's zone (`today` is their today): today,
 * tomorrow, the day after tomorrow, a weekday (the next one; "next Tuesday" the same, or the week
 * after when it is today), or a yyyy-MM-dd date. Undefined when it names none.
 */
export function dayOf(message: string, today: string): string | undefined {
  const text = normalize(message);
  if (/\b(\d{4}-\d{2}-\d{2})\b/.test(text)) return /\b(\d{4}-\d{2}-\d{2})\b/.exec(text)![1];
  if (/\bday after tomorrow\b|ខានស្អែក/.test(text)) return addDays(today, 2);
  if (/\b(?:tomorrow|tmr|tmrw|tomorow|tommorow)\b|ស្អែក/.test(text)) return addDays(today, 1);
  if (/\btoday\b|ថ្ងៃនេះ/.test(text)) return today;
  const nextWeek = /\bnext week\b|សប្ដាហ៍ក្រោយ|សប្តាហ៍ក្រោយ|អាទិត្យក្រោយ/.test(text);
  // Monday of next week (weeks start on Monday).
  const nextMonday = addDays(today, ((1 - weekdayOf(today) + 7) % 7 || 7) as number);
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const en = new RegExp(`\\b(?:${WEEKDAYS_EN[weekday]}|${WEEKDAYS_EN_SHORT[weekday]})\\b`).test(text);
    if (!en && !WEEKDAYS_KM[weekday].test(text)) continue;
    // "Tuesday next week": that week's Tuesday; "(next) Tuesday": the coming one (a week on, said on a Tuesday with "next").
    if (nextWeek) return addDays(nextMonday, (weekday + 6) % 7);
    const ahead = (weekday - weekdayOf(today) + 7) % 7;
    return addDays(today, ahead === 0 && /\bnext\b|ក្រោយ/.test(text) ? 7 : ahead);
  }
  if (nextWeek) return nextMonday;
  return undefined;
}

/** The part of the day the message names: morning, afternoon, evening (noon counts as afternoon). */
export function partOfDay(message: string): PartOfDay | undefined {
  const text = normalize(message);
  if (/\bmorning\b|ព្រឹក/.test(text)) return 'morning';
  if (/\bafternoon\b|\bnoon\b|\blunch\b|រសៀល|ថ្ងៃត្រង់/.test(text)) return 'afternoon';
  if (/\bevening\b|\btonight\b|ល្ងាច|យប់/.test(text)) return 'evening';
  return undefined;
}

const ORDINALS_EN = [
  /\b(?:first|1st|#1|number 1|option 1)\b|^\s*1\s*[.)]?\s*$|^\s*(?:the )?one\s*$/,
  /\b(?:second|2nd|two|#2|number 2|option 2)\b|^\s*2\s*[.)]?\s*$/,
  /\b(?:third|3rd|three|#3|number 3|option 3)\b|^\s*3\s*[.)]?\s*$/,
  /\b(?:fourth|4th|four|#4|number 4|option 4)\b|^\s*4\s*[.)]?\s*$/,
  /\b(?:fifth|5th|five|#5|number 5|option 5)\b|^\s*5\s*[.)]?\s*$/,
];
const ORDINALS_KM = [/ទី\s*1|ទីមួយ|ដំបូង/, /ទី\s*2|ទីពីរ/, /ទី\s*3|ទីបី/, /ទី\s*4|ទីបួន/, /ទី\s*5|ទីប្រាំ/];

/**
 * A clock time the message names: '10:30', '10.30', '2pm', '2:30 pm', '14h', 'ម៉ោង៣' → 'HH:mm'. A bare
 * number is a time only after "ម៉ោង" (o'clock): "2" alone picks the second offer, "for 2 people" is no time.
 */
export function clockOf(message: string): string | undefined {
  const text = normalize(message);
  for (const match of text.matchAll(/\b(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?!\d)/g)) {
    if (!match[2] && !match[3] && !/ម៉ោង\s*$/.test(text.slice(0, match.index))) continue;
    let hour = Number(match[1]);
    const minute = Number(match[2] ?? 0);
    if (minute > 59 || hour > 23) return undefined;
    const meridiem = match[3]?.replace(/\./g, '');
    if (meridiem === 'pm' && hour < 12) hour += 12;
    if (meridiem === 'am' && hour === 12) hour = 0;
    // A small hour in the afternoon or evening ("ម៉ោង៣រសៀល", "3:00 in the afternoon") is 15:00; so is one
    // with no part of the day at all below 7: nobody books a consultation at 3 in the night. Any hour
    // of the evening or the night ("ម៉ោង៧យប់", "8 tonight") is after noon.
    const night = /ល្ងាច|យប់|\b(?:evening|tonight|night)\b/.test(text);
    const later = night || /រសៀល|afternoon/.test(text);
    const morning = /ព្រឹក|morning/.test(text);
    if (!meridiem && ((night && hour < 12) || (hour < 8 && (later || (hour >= 1 && hour < 7 && !morning))))) hour += 12;
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  }
  return undefined;
}

/**
 * Which of `count` offered times the message picks: an ordinal ("the second one", "ទីពីរ", "2",
 * "last"), else the offer whose label it repeats, else the one whose visitor-zone time it names.
 */
export function pickOf(message: string, labels: readonly string[], times: readonly string[]): number | undefined {
  const text = normalize(message).trim();
  const exact = labels.findIndex((label) => normalize(label).trim() === text);
  if (exact !== -1) return exact;
  const clock = clockOf(text);
  if (clock) {
    const at = times.indexOf(clock);
    if (at !== -1) return at;
  }
  if (/\b(?:last|final)\b|ចុងក្រោយ/.test(text)) return labels.length - 1;
  for (let index = 0; index < labels.length && index < ORDINALS_EN.length; index += 1) {
    if (ORDINALS_EN[index].test(text) || ORDINALS_KM[index].test(text)) return index;
  }
  return undefined;
}

const SERVICE_WORDS: Record<string, RegExp> = {
  'web-design': /web ?site|web ?design|web page|landing page|online shop|e-?commerce|គេហទំព័រ|វេបសាយ|វ៉ិបសាយ|website/,
  seo: /\bseo\b|search engine|google rank|\bgeo\b|ai search|ស្វែងរក/,
  // Latin words on word boundaries: "instead" holds "ad", "Monday" no service.
  'digital-marketing': /marketing|\bads?\b|\badvertis|ទីផ្សារ|ផ្សាយពាណិជ្ជកម្ម/,
  'brand-management': /\bbrand|\blogo|\bidentity\b|ម៉ាក|យីហោ|ឡូហ្គោ/,
  'website-maintenance': /maintenance|\bmaintain|\bhosting\b|\bupdates?\b|\bsupport\b|ថែទាំ/,
  'social-media': /social|facebook|tiktok|instagram|telegram channel|បណ្ដាញសង្គម|បណ្តាញសង្គម|ហ្វេសប៊ុក/,
  other: /\bother\b|something else|not sure|ផ្សេង/,
};

/** The service the message names (a value of SERVICE_OPTIONS), by its label or its usual words. */
export function serviceOf(message: string): string | undefined {
  const text = normalize(message).trim();
  const byLabel = SERVICE_OPTIONS.find(
    (option) => normalize(option.label.en) === text || normalize(option.label.km) === text || option.value === text,
  );
  if (byLabel) return byLabel.value;
  // Maintenance before web design: "website maintenance" names both.
  for (const value of [
    'website-maintenance',
    'social-media',
    'seo',
    'brand-management',
    'digital-marketing',
    'web-design',
    'other',
  ]) {
    if (SERVICE_WORDS[value].test(text)) return value;
  }
  return undefined;
}

const MEETING_WORDS: Record<MeetingMode, RegExp> = {
  video: /video|zoom|online|google meet|jitsi|\bmeet\b|វីដេអូ|អនឡាញ|អ៊ីនធឺណិត/,
  phone: /phone|telephone|call me|by call|ទូរស័ព្ទ|ទូរសព្ទ|ទូរស្ព័ទ/,
  office: /office|in person|face to face|visit|come to you|ការិយាល័យ|ជួបផ្ទាល់|ផ្ទាល់/,
};

/** How the visitor wants to meet, if the message says (a video call, a phone call, at the office). */
export function meetingOf(message: string): MeetingMode | undefined {
  const text = normalize(message);
  return MEETING_MODES.find((mode) => MEETING_WORDS[mode].test(text));
}

/** The e-mail address in the message, if any (checked later like the form's). */
export function emailIn(message: string): string | undefined {
  return /[^\s<>()[\],;:"']+@[^\s<>()[\],;:"']+/.exec(message)?.[0]?.replace(/[.。។]+$/, '');
}

/** The phone number in the message, if any: digits with + ( ) . - and spaces, 6 or more digits. */
export function phoneIn(message: string): string | undefined {
  const match = /\+?[\d(][\d\s().-]{5,28}\d/.exec(asciiDigits(message));
  return match && match[0].replace(/\D/g, '').length >= 6 ? match[0].trim() : undefined;
}

/** A name as the visitor typed it, without "my name is" / "I'm" / "ខ្ញុំឈ្មោះ" and on one line. */
export function nameIn(message: string): string {
  return message
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:my name is|my name's|name:|i am|i'm|it's|this is|call me)\s+/i, '')
    .replace(/^(?:ខ្ញុំឈ្មោះ|ឈ្មោះខ្ញុំ|ឈ្មោះ|ខ្ញុំគឺ)\s*/, '')
    .replace(/[.!។]+$/, '')
    .trim();
}

/** "My name is …" said at any step (a correction of the name). */
export function statesName(message: string): string | undefined {
  return /^\s*(?:my name is|my name's|ខ្ញុំឈ្មោះ|ឈ្មោះខ្ញុំ)/i.test(message) ? nameIn(message) : undefined;
}
