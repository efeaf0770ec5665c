import { string } from 'yup';
import { LANGUAGES, type Localized } from '../languages.js';

/** Field limits of the forms (the server refuses anything longer). */
export const FIELD_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/** Digits, spaces and + ( ) . - only, 6 to 30 characters: enough for Cambodian and foreign numbers. */
const PHONE_PATTERN = /^\+?[\d\s().-]{6,30}$/;

/** C0 control characters other than tab and line breaks, and DEL: no form sends them, PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/**
 * Half of a UTF-16 surrogate pair without its other half: no character at all. JSON can carry one
 * (`"\ud800"`), but PostgreSQL refuses it in jsonb (the mail queue's jobs), and no keyboard types it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a person could have typed: no control characters (but tab and line breaks), no lone surrogates. */
export const isReadableText = (value: string | undefined) =>
  !value || !(CONTROL_CHARACTERS.test(value) || LONE_SURROGATE.test(value));

/**
 * What was sent is text (or nothing): yup would turn a JSON number or boolean into text ("12345", "true")
 * and store it as if someone had typed it; a form only ever sends text.
 */
function sentAsText(this: { originalValue?: unknown }): boolean {
  const sent = this.originalValue;
  return sent === undefined || sent === null || typeof sent === 'string';
}

/** Every text field of the forms starts here, so none lets an unreadable character through to storage. */
export const textField = () =>
  string().test('text', 'invalid', sentAsText).test('characters', 'characters', isReadableText);

export const requiredText = (max: number) => textField().trim().required('required').max(max, 'max');
/** Free text a visitor may leave empty (stored as ''), with the same limits as requiredText. */
export const optionalText = (max: number) => textField().trim().max(max, 'max').default('');

/** Line breaks, and the characters that act as one. */
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
/**
 * A one-line field (a name) as a text box would have sent it: a browser's text box drops line breaks,
 * so one sent by hand becomes a space; kept, it would start a line of its own in the staff's e-mail
 * ("Name: A" / "Email: someone@else"), posing as a field.
 */
const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(LINE_BREAKS, ' ') : value);
export const requiredLine = (max: number) => textField().transform(oneLine).trim().required('required').max(max, 'max');
export const optionalLine = (max: number) => textField().transform(oneLine).trim().max(max, 'max').default('');

/** Khmer digits ០–៩ (U+17E0–U+17E9), as a Khmer keyboard types a phone number. */
const KHMER_DIGITS = /[\u17E0-\u17E9]/g;
/** A phone number typed in Khmer digits, in the digits a tel: link and the staff can dial ("០១២" → "012"). */
const westernDigits = (value: unknown) =>
  typeof value === 'string' ? value.replace(KHMER_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x17e0)) : value;
/** yup's e-mail check plus a dot in the domain: "name@gmail" is a typo, not an address we can answer. */
export const emailField = () =>
  textField()
    .trim()
    .required('required')
    .max(FIELD_LIMITS.email, 'max')
    .email('email')
    .matches(/@[^\s@]+\.[^\s@]{2,}$/, { message: 'email', excludeEmptyString: true });
/** An address the visitor may leave empty (stored as ''); when given, checked like emailField. */
export const optionalEmailField = () =>
  textField()
    .trim()
    .max(FIELD_LIMITS.email, 'max')
    .email('email')
    .matches(/@[^\s@]+\.[^\s@]{2,}$/, { message: 'email', excludeEmptyString: true })
    .default('');
export const optionalPhoneField = () =>
  textField()
    .transform(westernDigits)
    .trim()
    .max(FIELD_LIMITS.phone, 'max')
    .matches(PHONE_PATTERN, { message: 'phone', excludeEmptyString: true })
    .default('');
export const languageField = () =>
  textField()
    .oneOf([...LANGUAGES], 'oneOf')
    .default('en');

/** How the forms name their fields, so a message can name a bad field in the visitor's language. */
export const FIELD_LABELS: Record<string, Localized> = {
  name: { en: 'Name', km: 'ឈ្មោះ' },
  email: { en: 'Email', km: 'អ៊ីមែល' },
  phone: { en: 'Phone', km: 'លេខទូរស័ព្ទ' },
  service: { en: 'Service', km: 'សេវាកម្ម' },
  message: { en: 'Message', km: 'សារ' },
  language: { en: 'Language', km: 'ភាសា' },
  date: { en: 'Date', km: 'កាលបរិច្ឆេទ' },
  datetime: { en: 'Date and time', km: 'កាលបរិច្ឆេទ និងម៉ោង' },
  duration: { en: 'Duration', km: 'រយៈពេល' },
  timezone: { en: 'Time zone', km: 'ល្វែងម៉ោង' },
  meeting: { en: 'How we meet', km: 'របៀបជួប' },
  app: { en: 'Pay in the ABA Mobile app', km: 'បង់តាមកម្មវិធី ABA Mobile' },
  limit: { en: 'Page size', km: 'ចំនួនក្នុងមួយទំព័រ' },
  offset: { en: 'Starting row', km: 'ជួរចាប់ផ្ដើម' },
  transcript: { en: 'Conversation', km: 'ការសន្ទនា' },
  q: { en: 'Search', km: 'ស្វែងរក' },
  status: { en: 'Status', km: 'ស្ថានភាព' },
  source: { en: 'Source', km: 'ប្រភព' },
  month: { en: 'Month', km: 'ខែ' },
  from: { en: 'First day', km: 'ថ្ងៃដំបូង' },
  to: { en: 'Last day', km: 'ថ្ងៃចុងក្រោយ' },
  reasonEn: { en: 'Reason in English', km: 'មូលហេតុជាភាសាអង់គ្លេស' },
  reasonKm: { en: 'Reason in Khmer', km: 'មូលហេតុជាភាសាខ្មែរ' },
  url: { en: 'CalDAV address', km: 'អាសយដ្ឋាន CalDAV' },
  username: { en: 'User name', km: 'ឈ្មោះអ្នកប្រើ' },
  password: { en: 'App password', km: 'ពាក្យសម្ងាត់កម្មវិធី' },
  writeBookings: { en: 'Write bookings into this calendar', km: 'សរសេរការកក់ចូលក្នុងប្រតិទិននេះ' },
};

/**
 * A form field people never see (hidden from view and from assistive technology) but bots fill in.
 * A request with it filled is answered like a success and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(input: unknown): boolean {
  if (input === null || typeof input !== 'object') return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  // Anything but a blank string counts as filled (an object that cannot be turned into text too).
  return typeof value === 'string' ? value.trim() !== '' : true;
}
