import { SITE } from '@site/common';
import type { Said } from '../mail/index.js';
import { contactDetails } from '../../shared/contact-details.js';

/** A sentence that points at the manage button: "button" in the HTML, "link" in the plain text. */
const said = (html: string, text: string): Said => ({ html, text });

/**
 * The visitor's e-mails about a booking, in both languages (booking.mail.ts, booking.mail-changes.ts).
 * Each part says only what it shows: the HTML has a button, the plain text a link line, and a sentence
 * says where it is from where it stands (paragraphs come before it, the footer after).
 */
export const BOOKING_MAIL_TEXT = {
  en: {
    when: 'When',
    previously: 'Previously',
    duration: 'Duration',
    minutes: (n: number) => `${n} minutes`,
    service: 'Service',
    manage: 'Change or cancel this booking',
    confirmSubject: (when: string) => `Your consultation is booked: ${when} — ${SITE.name}`,
    confirmTitle: 'Your consultation is booked',
    confirmIntro: `Hello, thank you for booking a free consultation with ${SITE.name}. We look forward to talking with you.`,
    how: 'How we meet',
    calendarNote: 'The calendar invitation is attached: open it to add the meeting to your calendar.',
    remindBoth: 'We will remind you one day and one hour before.',
    remindHour: 'We will remind you one hour before.',
    view: 'See this booking',
    get lockedNote() {
      return (hours: number) =>
        `It is less than ${hours} hours away, so it can no longer be moved or cancelled online. If you can't make it, please call us on ${contactDetails().phone} or reply to this e-mail.`;
    },
    notQuotedLocked:
      'We do not copy here what was written in the booking form: our team has it. If you did not make this booking, please reply to this e-mail or call us, and we will cancel it.',
    lockedFooter: 'You receive this e-mail because this address was used to book a consultation on our website.',
    get reminderLocked() {
      return `If anything changed, please call us on ${contactDetails().phone} or reply to this e-mail.`;
    },
    notQuoted: said(
      'We do not copy here what was written in the booking form: our team has it. If you did not make this booking, please cancel it with the button above.',
      'We do not copy here what was written in the booking form: our team has it. If you did not make this booking, please cancel it with the link above.',
    ),
    get confirmFooter() {
      return said(
        `You receive this e-mail because this address was used to book a consultation on our website. Can't make it? Pick another time or cancel with the button above, or call us on ${contactDetails().phone}.`,
        `You receive this e-mail because this address was used to book a consultation on our website. Can't make it? Pick another time or cancel with the link above, or call us on ${contactDetails().phone}.`,
      );
    },
    daySubject: (when: string) => `Reminder: your consultation is tomorrow, ${when} — ${SITE.name}`,
    dayTitle: 'Your consultation is tomorrow',
    hourSubject: (when: string) => `Reminder: your consultation starts in one hour, ${when} — ${SITE.name}`,
    hourTitle: 'Your consultation starts in one hour',
    reminderIntro: `Hello, this is a friendly reminder of your consultation with ${SITE.name}.`,
    get reminderNext() {
      return said(
        `If anything changed, pick another time or cancel with the button below, or call us on ${contactDetails().phone}.`,
        `If anything changed, pick another time or cancel with the link below, or call us on ${contactDetails().phone}.`,
      );
    },
    cancelledSubject: (when: string) => `Your booking is cancelled: ${when} — ${SITE.name}`,
    cancelledTitle: 'Your booking is cancelled',
    cancelledIntro:
      'Hello, your consultation below is cancelled and the time is free again. The attached update removes it from your calendar.',
    cancelledByUsIntro:
      'Hello, we are sorry: we had to cancel your consultation below. The attached update removes it from your calendar. Please choose another time, or reply to this e-mail and we will find one with you.',
    rebook: 'Book another time',
    movedSubject: (when: string) => `Your consultation is moved to ${when} — ${SITE.name}`,
    movedTitle: 'Your consultation has a new time',
    movedIntro:
      'Hello, your consultation is moved to the time below, as you asked. The attached update moves it in your calendar too.',
    movedByUsIntro: said(
      'Hello, we had to move your consultation to the time below; we are sorry for the change. The attached update moves it in your calendar. If the new time does not suit you, pick another with the button below or reply to this e-mail.',
      'Hello, we had to move your consultation to the time below; we are sorry for the change. The attached update moves it in your calendar. If the new time does not suit you, pick another with the link below or reply to this e-mail.',
    ),
    movedByUsLockedIntro:
      'Hello, we had to move your consultation to the time below; we are sorry for the change. The attached update moves it in your calendar.',
  },
  km: {
    when: 'ពេលវេលា',
    previously: 'ពេលវេលាមុន',
    duration: 'រយៈពេល',
    minutes: (n: number) => `${n} នាទី`,
    service: 'សេវាកម្ម',
    manage: 'ផ្លាស់ប្ដូរ ឬបោះបង់ការកក់នេះ',
    confirmSubject: (when: string) => `ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានកក់ហើយ៖ ${when} — ${SITE.name}`,
    confirmTitle: 'ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានកក់ហើយ',
    confirmIntro: `ជម្រាបសួរ! សូមអរគុណដែលបានកក់ការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃជាមួយ ${SITE.name}។ យើងទន្ទឹងរង់ចាំជជែកជាមួយអ្នក។`,
    how: 'របៀបជួប',
    calendarNote: 'ការអញ្ជើញប្រតិទិនត្រូវបានភ្ជាប់មកជាមួយ៖ សូមបើកវា ដើម្បីបញ្ចូលការជួបនេះទៅក្នុងប្រតិទិនរបស់អ្នក។',
    remindBoth: 'យើងនឹងរំលឹកអ្នកមួយថ្ងៃ និងមួយម៉ោងមុនពេលជួប។',
    remindHour: 'យើងនឹងរំលឹកអ្នកមួយម៉ោងមុនពេលជួប។',
    view: 'មើលការកក់នេះ',
    get lockedNote() {
      return (hours: number) =>
        `ការជួបនេះនៅសល់តិចជាង ${hours} ម៉ោងទៀត ដូច្នេះមិនអាចប្ដូរ ឬបោះបង់តាមអនឡាញបានទៀតទេ។ ប្រសិនបើអ្នកមិនអាចមកបាន សូមទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone} ឬឆ្លើយតបអ៊ីមែលនេះ។`;
    },
    notQuotedLocked:
      'យើងមិនចម្លងខ្លឹមសារដែលបានសរសេរក្នុងទម្រង់កក់មកទីនេះទេ៖ ក្រុមការងាររបស់យើងមានវារួចហើយ។ ប្រសិនបើអ្នកមិនបានធ្វើការកក់នេះទេ សូមឆ្លើយតបអ៊ីមែលនេះ ឬទូរស័ព្ទមកយើង ហើយយើងនឹងបោះបង់វា។',
    lockedFooter: 'អ្នកទទួលបានអ៊ីមែលនេះ ដោយសារអាសយដ្ឋាននេះត្រូវបានប្រើដើម្បីកក់ការពិគ្រោះយោបល់នៅលើគេហទំព័ររបស់យើង។',
    get reminderLocked() {
      return `ប្រសិនបើមានការផ្លាស់ប្ដូរ សូមទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone} ឬឆ្លើយតបអ៊ីមែលនេះ។`;
    },
    notQuoted: said(
      'យើងមិនចម្លងខ្លឹមសារដែលបានសរសេរក្នុងទម្រង់កក់មកទីនេះទេ៖ ក្រុមការងាររបស់យើងមានវារួចហើយ។ ប្រសិនបើអ្នកមិនបានធ្វើការកក់នេះទេ សូមបោះបង់វាតាមប៊ូតុងខាងលើ។',
      'យើងមិនចម្លងខ្លឹមសារដែលបានសរសេរក្នុងទម្រង់កក់មកទីនេះទេ៖ ក្រុមការងាររបស់យើងមានវារួចហើយ។ ប្រសិនបើអ្នកមិនបានធ្វើការកក់នេះទេ សូមបោះបង់វាតាមតំណខាងលើ។',
    ),
    get confirmFooter() {
      return said(
        `អ្នកទទួលបានអ៊ីមែលនេះ ដោយសារអាសយដ្ឋាននេះត្រូវបានប្រើដើម្បីកក់ការពិគ្រោះយោបល់នៅលើគេហទំព័ររបស់យើង។ មិនអាចមកបានទេឬ? សូមជ្រើសរើសពេលវេលាផ្សេង ឬបោះបង់តាមប៊ូតុងខាងលើ ឬទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone}។`,
        `អ្នកទទួលបានអ៊ីមែលនេះ ដោយសារអាសយដ្ឋាននេះត្រូវបានប្រើដើម្បីកក់ការពិគ្រោះយោបល់នៅលើគេហទំព័ររបស់យើង។ មិនអាចមកបានទេឬ? សូមជ្រើសរើសពេលវេលាផ្សេង ឬបោះបង់តាមតំណខាងលើ ឬទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone}។`,
      );
    },
    daySubject: (when: string) => `ការរំលឹក៖ ការពិគ្រោះយោបល់របស់អ្នកគឺនៅថ្ងៃស្អែក ${when} — ${SITE.name}`,
    dayTitle: 'ការពិគ្រោះយោបល់របស់អ្នកគឺនៅថ្ងៃស្អែក',
    hourSubject: (when: string) => `ការរំលឹក៖ ការពិគ្រោះយោបល់របស់អ្នកចាប់ផ្ដើមក្នុងរយៈពេលមួយម៉ោងទៀត ${when} — ${SITE.name}`,
    hourTitle: 'ការពិគ្រោះយោបល់របស់អ្នកចាប់ផ្ដើមក្នុងរយៈពេលមួយម៉ោងទៀត',
    reminderIntro: `ជម្រាបសួរ! នេះជាការរំលឹកអំពីការពិគ្រោះយោបល់របស់អ្នកជាមួយ ${SITE.name}។`,
    get reminderNext() {
      return said(
        `ប្រសិនបើមានការផ្លាស់ប្ដូរ សូមជ្រើសរើសពេលវេលាផ្សេង ឬបោះបង់តាមប៊ូតុងខាងក្រោម ឬទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone}។`,
        `ប្រសិនបើមានការផ្លាស់ប្ដូរ សូមជ្រើសរើសពេលវេលាផ្សេង ឬបោះបង់តាមតំណខាងក្រោម ឬទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone}។`,
      );
    },
    cancelledSubject: (when: string) => `ការកក់របស់អ្នកត្រូវបានបោះបង់៖ ${when} — ${SITE.name}`,
    cancelledTitle: 'ការកក់របស់អ្នកត្រូវបានបោះបង់',
    cancelledIntro: 'ជម្រាបសួរ! ការពិគ្រោះយោបល់ខាងក្រោមត្រូវបានបោះបង់ ហើយពេលវេលានោះទំនេរវិញហើយ។ ឯកសារភ្ជាប់នឹងលុបវាចេញពីប្រតិទិនរបស់អ្នក។',
    cancelledByUsIntro: `ជម្រាបសួរ! យើងសូមអភ័យទោស៖ យើងចាំបាច់ត្រូវបោះបង់ការពិគ្រោះយោបល់ខាងក្រោមរបស់អ្នក។ ឯកសារភ្ជាប់នឹងលុបវាចេញពីប្រតិទិនរបស់អ្នក។ សូមជ្រើសរើសពេលវេលាផ្សេងទៀត ឬឆ្លើយតបអ៊ីមែលនេះ ហើយយើងនឹងរកពេលវេលាដែលសមរម្យជាមួយអ្នក។`,
    rebook: 'កក់ពេលវេលាផ្សេងទៀត',
    movedSubject: (when: string) => `ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានប្ដូរទៅ ${when} — ${SITE.name}`,
    movedTitle: 'ការពិគ្រោះយោបល់របស់អ្នកមានពេលវេលាថ្មី',
    movedIntro:
      'ជម្រាបសួរ! ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានប្ដូរទៅពេលវេលាខាងក្រោម តាមការស្នើសុំរបស់អ្នក។ ឯកសារភ្ជាប់នឹងប្ដូរវានៅក្នុងប្រតិទិនរបស់អ្នកផងដែរ។',
    movedByUsIntro: said(
      'ជម្រាបសួរ! យើងចាំបាច់ត្រូវប្ដូរការពិគ្រោះយោបល់របស់អ្នកទៅពេលវេលាខាងក្រោម យើងសូមអភ័យទោសចំពោះការផ្លាស់ប្ដូរនេះ។ ឯកសារភ្ជាប់នឹងប្ដូរវានៅក្នុងប្រតិទិនរបស់អ្នក។ ប្រសិនបើពេលវេលាថ្មីមិនសមរម្យ សូមជ្រើសរើសពេលវេលាផ្សេងតាមប៊ូតុងខាងក្រោម ឬឆ្លើយតបអ៊ីមែលនេះ។',
      'ជម្រាបសួរ! យើងចាំបាច់ត្រូវប្ដូរការពិគ្រោះយោបល់របស់អ្នកទៅពេលវេលាខាងក្រោម យើងសូមអភ័យទោសចំពោះការផ្លាស់ប្ដូរនេះ។ ឯកសារភ្ជាប់នឹងប្ដូរវានៅក្នុងប្រតិទិនរបស់អ្នក។ ប្រសិនបើពេលវេលាថ្មីមិនសមរម្យ សូមជ្រើសរើសពេលវេលាផ្សេងតាមតំណខាងក្រោម ឬឆ្លើយតបអ៊ីមែលនេះ។',
    ),
    movedByUsLockedIntro:
      'ជម្រាបសួរ! យើងចាំបាច់ត្រូវប្ដូរការពិគ្រោះយោបល់របស់អ្នកទៅពេលវេលាខាងក្រោម យើងសូមអភ័យទោសចំពោះការផ្លាស់ប្ដូរនេះ។ ឯកសារភ្ជាប់នឹងប្ដូរវានៅក្នុងប្រតិទិនរបស់អ្នក។',
  },
};
