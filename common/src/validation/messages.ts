import type { Language, Localized } from '../languages.js';

/**
 * The shared validation texts of SPEC §5 in both languages. Schemas carry only the key (and yup's
 * params); the browser and the server turn it into the visitor's language with `validationMessage`.
 */
const VALIDATION_MESSAGES = {
  required: { en: 'This field is required', km: 'សូមបំពេញចន្លោះនេះ' },
  email: { en: 'Please enter a valid email address', km: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ' },
  phone: { en: 'Please enter a valid phone number', km: 'សូមបញ្ចូលលេខទូរស័ព្ទដែលត្រឹមត្រូវ' },
  min: { en: 'Minimum {min} characters required', km: 'ត្រូវការយ៉ាងតិច {min} តួអក្សរ' },
  max: { en: 'Maximum {max} characters allowed', km: 'អនុញ្ញាតយ៉ាងច្រើនបំផុត {max} តួអក្សរ' },
  oneOf: { en: 'Please choose one of the options', km: 'សូមជ្រើសរើសជម្រើសណាមួយ' },
  invalid: { en: 'This value is not valid', km: 'តម្លៃនេះមិនត្រឹមត្រូវទេ' },
  contact: {
    en: 'Please give an e-mail address or a phone number, so that we can answer you',
    km: 'សូមផ្ដល់អាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទ ដើម្បីឱ្យយើងអាចឆ្លើយតបអ្នកបាន',
  },
  characters: {
    en: 'This text contains a character we cannot read. Please type it again without special symbols',
    km: 'អត្ថបទនេះមានតួអក្សរដែលយើងមិនអាចអានបាន។ សូមវាយម្ដងទៀត ដោយគ្មាននិមិត្តសញ្ញាពិសេស',
  },
  date: {
    en: 'Please give a real date written as yyyy-MM-dd, e.g. 2027-03-15',
    km: 'សូមផ្ដល់កាលបរិច្ឆេទពិតប្រាកដ ក្នុងទម្រង់ yyyy-MM-dd ឧទាហរណ៍ 2027-03-15',
  },
  datetime: {
    en: 'Please choose a date and a time from the list',
    km: 'សូមជ្រើសរើសកាលបរិច្ឆេទ និងម៉ោងពីបញ្ជី',
  },
  duration: {
    en: 'Please choose 30, 60, 90 or 120 minutes',
    km: 'សូមជ្រើសរើស 30, 60, 90 ឬ 120 នាទី',
  },
  month: {
    en: 'Please give a month written as yyyy-MM, e.g. 2027-03',
    km: 'សូមផ្ដល់ខែ ក្នុងទម្រង់ yyyy-MM ឧទាហរណ៍ 2027-03',
  },
  dateOrder: {
    en: 'The last day must be the first day or later, at most a year after it',
    km: 'ថ្ងៃចុងក្រោយត្រូវតែជាថ្ងៃដំបូង ឬក្រោយនោះ ហើយមិនលើសពីមួយឆ្នាំបន្ទាប់ពីវា',
  },
  calendarUrl: {
    en: 'Please give the calendar’s CalDAV address starting with https://',
    km: 'សូមផ្ដល់អាសយដ្ឋាន CalDAV របស់ប្រតិទិន ដែលចាប់ផ្ដើមដោយ https://',
  },
  timezone: {
    en: 'Please give a time zone name such as Asia/Phnom_Penh or America/New_York',
    km: 'សូមផ្ដល់ឈ្មោះល្វែងម៉ោង ដូចជា Asia/Phnom_Penh ឬ America/New_York',
  },
} satisfies Record<string, Localized>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

function isValidationMessageKey(key: unknown): key is ValidationMessageKey {
  return typeof key === 'string' && key in VALIDATION_MESSAGES;
}

/** A schema message key with its params ({ max: 100 }) in the given language. */
export function validationMessage(
  key: unknown,
  params: Record<string, unknown> | undefined,
  language: Language,
): string {
  const template = VALIDATION_MESSAGES[isValidationMessageKey(key) ? key : 'invalid'][language];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params?.[name] ?? ''));
}
