import type { Localized } from '@site/common';

/** The visitor's texts of KHQR checkout, in both languages. */

const minutesEn = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** A visitor who already holds KHQR_MAX_PENDING_PER_ADDRESS codes not yet paid nor expired. */
export const TOO_MANY_CODES_FROM_YOU = (codes: number, minutes: number): Localized => ({
  en: `You already have ${codes} KHQR codes waiting to be paid. Please pay one of them, or wait ${minutesEn(minutes)} until one expires, then try again.`,
  km: `អ្នកមានកូដ KHQR ចំនួន ${codes} ដែលកំពុងរង់ចាំការទូទាត់រួចហើយ។ សូមបង់ប្រាក់តាមកូដមួយក្នុងចំណោមនោះ ឬរង់ចាំ ${minutes} នាទី រហូតដល់កូដមួយផុតកំណត់ រួចព្យាយាមម្ដងទៀត។`,
});

/** Everyone together holds KHQR_MAX_PENDING codes. */
export const TOO_MANY_CODES = (minutes: number): Localized => ({
  en: `Too many KHQR payments are waiting right now. Please try again in ${minutesEn(minutes)}, or pay by card.`,
  km: `មានការទូទាត់តាម KHQR ច្រើនពេកកំពុងរង់ចាំនៅពេលនេះ។ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេល ${minutes} នាទីទៀត ឬបង់ដោយកាត។`,
});

/** `currency: "KHR"` while KHQR_KHR_PER_USD is not set. */
export const KHR_NOT_OFFERED: Localized = {
  en: 'Payment in riel (KHR) is not available on this website. Please pay in US dollars (USD): your banking app can pay a dollar code from a riel account.',
  km: 'ការទូទាត់ជាប្រាក់រៀល (KHR) មិនអាចប្រើបាននៅលើគេហទំព័រនេះទេ។ សូមបង់ជាដុល្លារអាមេរិក (USD)៖ កម្មវិធីធនាគាររបស់អ្នកអាចបង់កូដជាដុល្លារពីគណនីប្រាក់រៀលបាន។',
};

/** A currency that is neither USD nor KHR. */
export const UNKNOWN_CURRENCY: Localized = {
  en: 'Please choose the currency of the code: USD or KHR.',
  km: 'សូមជ្រើសរើសរូបិយប័ណ្ណរបស់កូដ៖ USD ឬ KHR។',
};
export const CURRENCY_FIELD: Localized = {
  en: 'Must be USD or KHR',
  km: 'ត្រូវតែជា USD ឬ KHR',
};
