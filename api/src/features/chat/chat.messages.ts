import { CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX_LENGTH, type Localized } from '@site/common';
import { contactDetails } from '../../shared/contact-details.js';

/** SPEC §8 "Chat failure": what the visitor reads when no answer could be produced. */
export const CHAT_APOLOGY: Localized = {
  en: "I apologize, but I'm experiencing technical difficulties. Please try again.",
  km: 'សូមអភ័យទោស ខ្ញុំកំពុងជួបបញ្ហាបច្ចេកទេស។ សូមព្យាយាមម្ដងទៀត។',
};

export const CHAT_INPUT_ERRORS = {
  messages: {
    en: `Please send between 1 and ${CHAT_HISTORY_LIMIT} messages of the conversation, the last one yours.`,
    km: `សូមផ្ញើសារនៃការសន្ទនាពី 1 ដល់ ${CHAT_HISTORY_LIMIT} ដោយសារចុងក្រោយត្រូវតែជាសាររបស់អ្នក។`,
  },
  role: {
    en: 'Each message must come from the user or the assistant.',
    km: 'សារនីមួយៗត្រូវតែមកពីអ្នកប្រើប្រាស់ ឬពីជំនួយការ។',
  },
  empty: { en: 'Please type a message first.', km: 'សូមវាយសាររបស់អ្នកជាមុនសិន។' },
  tooLong: {
    en: `Your message is too long: at most ${CHAT_MESSAGE_MAX_LENGTH} characters. Please shorten it and send it again.`,
    km: `សាររបស់អ្នកវែងពេក៖ អនុញ្ញាតយ៉ាងច្រើនបំផុត ${CHAT_MESSAGE_MAX_LENGTH} តួអក្សរ។ សូមកាត់ឱ្យខ្លី ហើយផ្ញើម្ដងទៀត។`,
  },
  language: { en: 'The language must be en or km.', km: 'ភាសាត្រូវតែជា en ឬ km។' },
  // The forms' own "characters" text (common/src/validation), said of a chat message.
  characters: {
    en: 'Your message contains a character we cannot read. Please type it again without special symbols.',
    km: 'សាររបស់អ្នកមានតួអក្សរដែលយើងមិនអាចអានបាន។ សូមវាយម្ដងទៀត ដោយគ្មាននិមិត្តសញ្ញាពិសេស។',
  },
} satisfies Record<string, Localized>;

/** One visitor sent too many messages. */
export const chatTooFast = (minutes: number): Localized => ({
  get en() {
    return `You have sent many messages in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and ask again, or call us on ${contactDetails().phone}.`;
  },
  get km() {
    return `អ្នកបានផ្ញើសារច្រើនក្នុងរយៈពេលខ្លី។ សូមរង់ចាំ ${minutes} នាទី រួចសួរម្ដងទៀត ឬទូរសព្ទមកលេខ ${contactDetails().phone}។`;
  },
});
