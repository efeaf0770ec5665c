import { BOOKING_HORIZON_DAYS, businessHoursText, type Localized } from '@site/common';
import { contactDetails } from '../../shared/contact-details.js';

/** What the booking feature answers, in both languages (the request's language is picked by the doors). */

export const BOOKING_NOT_FOUND: Localized = {
  en: 'There is no such booking.',
  km: 'មិនមានការកក់នេះទេ។',
};

export const BOOKING_STARTED: Localized = {
  en: 'This meeting has already started, so it can no longer be changed or cancelled.',
  km: 'ការជួបនេះបានចាប់ផ្ដើមហើយ ដូច្នេះមិនអាចផ្លាស់ប្ដូរ ឬបោះបង់បានទៀតទេ។',
};

export const BOOKED: Localized = {
  en: 'Appointment booked successfully! A confirmation e-mail with a calendar invitation is on its way.',
  km: 'ការកក់ការពិគ្រោះយោបល់បានជោគជ័យ! អ៊ីមែលបញ្ជាក់ ព្រមទាំងការអញ្ជើញប្រតិទិន កំពុងផ្ញើទៅអ្នក។',
};

export const SLOT_TAKEN: Localized = {
  en: 'Sorry, that time was just taken — please pick another time.',
  km: 'សូមអភ័យទោស ម៉ោងនោះទើបតែមានគេកក់ហើយ — សូមជ្រើសរើសម៉ោងផ្សេងទៀត។',
};

/** A date with no office hours on the visitor's clock, or outside today … today + 60 days. */
export const dateNotBookable = (businessTimeZone: string): Localized => ({
  en: `We meet ${businessHoursText(businessTimeZone, 'en')}, from today up to ${BOOKING_HORIZON_DAYS} days ahead, and that date holds none of those hours on your clock. Please pick another date.`,
  km: `យើងជួបគ្នា${businessHoursText(businessTimeZone, 'km')} ចាប់ពីថ្ងៃនេះ រហូតដល់ ${BOOKING_HORIZON_DAYS} ថ្ងៃខាងមុខ ហើយកាលបរិច្ឆេទនោះមិនមានម៉ោងទាំងនោះនៅលើនាឡិការបស់អ្នកទេ។ សូមជ្រើសរើសកាលបរិច្ឆេទផ្សេងទៀត។`,
});

/** A closed day (holiday or staff closure), with its reason. */
export const closedOn = (reason: Localized): Localized => ({
  en: `We are closed on that day (${reason.en}). Please pick another date.`,
  km: `យើងឈប់សម្រាកនៅថ្ងៃនោះ (${reason.km})។ សូមជ្រើសរើសកាលបរិច្ឆេទផ្សេងទៀត។`,
});

export const timeNotOffered = (noticeMinutes: number, businessTimeZone: string): Localized => {
  const hours = noticeMinutes / 60;
  const notice = Number.isInteger(hours)
    ? { en: `${hours} hour${hours === 1 ? '' : 's'}`, km: `${hours} ម៉ោង` }
    : { en: `${noticeMinutes} minutes`, km: `${noticeMinutes} នាទី` };
  return {
    en: `We don't offer that time. Meetings are ${businessHoursText(businessTimeZone, 'en')}, start on the hour or half hour, at least ${notice.en} from now. Please pick a time from the list.`,
    km: `យើងមិនផ្ដល់ម៉ោងនោះទេ។ ការជួបមាន${businessHoursText(businessTimeZone, 'km')} ចាប់ផ្ដើមនៅម៉ោងគត់ ឬកន្លះម៉ោង យ៉ាងហោចណាស់ ${notice.km} ពីពេលនេះ។ សូមជ្រើសរើសម៉ោងពីបញ្ជី។`,
  };
};

/** Within BOOKING_CHANGE_NOTICE_HOURS of the meeting: a person handles it. */
export const tooLateToChange = (hours: number): Localized => ({
  get en() {
    return `This meeting is less than ${hours} hours away, so it can no longer be changed or cancelled online. Please call us on ${contactDetails().phone} or e-mail ${contactDetails().email}.`;
  },
  get km() {
    return `ការជួបនេះនៅសល់តិចជាង ${hours} ម៉ោងទៀត ដូច្នេះមិនអាចផ្លាស់ប្ដូរ ឬបោះបង់តាមអ៊ីនធឺណិតបានទៀតទេ។ សូមទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone} ឬផ្ញើអ៊ីមែលមក ${contactDetails().email}។`;
  },
});

export const LINK_INVALID: Localized = {
  get en() {
    return `This link does not work: it is incomplete or was changed. Please open it again from your confirmation e-mail, or call us on ${contactDetails().phone}.`;
  },
  get km() {
    return `តំណនេះប្រើមិនបាន៖ វាមិនពេញលេញ ឬត្រូវបានកែប្រែ។ សូមបើកវាម្ដងទៀតពីអ៊ីមែលបញ្ជាក់របស់អ្នក ឬទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone}។`;
  },
};

/** A move that raced another move of the same booking and lost: the winner's time stands. */
export const BOOKING_JUST_MOVED: Localized = {
  en: 'This booking was just moved by another request. Please reload the page to see its new time.',
  km: 'ការកក់នេះទើបតែត្រូវបានប្ដូរដោយសំណើមួយផ្សេងទៀត។ សូមផ្ទុកទំព័រឡើងវិញ ដើម្បីមើលពេលវេលាថ្មីរបស់វា។',
};

/** The calendar file of a cancelled booking (its link is genuine: the meeting is gone). */
export const CALENDAR_OF_CANCELLED: Localized = {
  en: 'This booking was cancelled, so there is no meeting to add to your calendar. To meet us, please book a new time.',
  km: 'ការកក់នេះត្រូវបានបោះបង់ហើយ ដូច្នេះគ្មានការជួបដែលត្រូវបញ្ចូលទៅក្នុងប្រតិទិនរបស់អ្នកទេ។ ដើម្បីជួបយើង សូមកក់ពេលវេលាថ្មី។',
};

export const BOOKING_WAS_CANCELLED: Localized = {
  en: 'This booking was cancelled, so it can no longer be moved. Please book a new time.',
  km: 'ការកក់នេះត្រូវបានបោះបង់ហើយ ដូច្នេះមិនអាចផ្លាស់ប្ដូរបានទៀតទេ។ សូមកក់ពេលវេលាថ្មី។',
};

export const SAME_TIME: Localized = {
  en: 'That is already the time of this booking. Please pick another time.',
  km: 'នោះជាពេលវេលានៃការកក់នេះរួចហើយ។ សូមជ្រើសរើសពេលវេលាផ្សេងទៀត។',
};

export const RESCHEDULED: Localized = {
  en: 'Your consultation is moved. We sent you an e-mail with the new time and an updated calendar invitation.',
  km: 'ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានប្ដូរពេលវេលាហើយ។ យើងបានផ្ញើអ៊ីមែលដែលមានពេលវេលាថ្មី និងការអញ្ជើញប្រតិទិនដែលបានកែប្រែ។',
};

export const CANCELLED: Localized = {
  en: 'Your booking is cancelled and the time is free again. We sent you a confirmation by e-mail.',
  km: 'ការកក់របស់អ្នកត្រូវបានបោះបង់ ហើយពេលវេលានោះទំនេរវិញហើយ។ យើងបានផ្ញើការបញ្ជាក់តាមអ៊ីមែលទៅអ្នក។',
};

export const ALREADY_CANCELLED: Localized = {
  en: 'This booking was already cancelled. There is nothing more to do.',
  km: 'ការកក់នេះត្រូវបានបោះបង់រួចហើយ។ អ្នកមិនចាំបាច់ធ្វើអ្វីទៀតទេ។',
};

export const CLOSURE_NOT_FOUND: Localized = {
  en: 'There is no such closed day.',
  km: 'មិនមានថ្ងៃឈប់សម្រាកនេះទេ។',
};

export const CLOSURE_REMOVED: Localized = {
  en: 'The closure is removed: those dates can be booked again.',
  km: 'ថ្ងៃឈប់សម្រាកត្រូវបានលុបហើយ៖ កាលបរិច្ឆេទទាំងនោះអាចកក់បានវិញ។',
};
