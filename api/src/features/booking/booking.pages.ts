import { escapeHtml, type Language, localizedPath } from '@site/common';
import { plainPage } from '../../shared/plain-page.js';
import type { Booking } from './booking.entity.js';
import { meetingLines } from './booking.mail.js';
import type { CancelOutcome } from './booking.service.js';
import { contactDetails } from '../../shared/contact-details.js';

const PAGES: Record<CancelOutcome, Record<Language, { title: string; text: string }>> = {
  ask: {
    en: {
      title: 'Cancel your consultation?',
      text: 'Press the button to cancel this meeting. The time becomes free for others, and we will e-mail you a confirmation.',
    },
    km: {
      title: 'បោះបង់ការពិគ្រោះយោបល់របស់អ្នកមែនទេ?',
      text: 'សូមចុចប៊ូតុងខាងក្រោម ដើម្បីបោះបង់ការជួបនេះ។ ពេលវេលានោះនឹងទំនេរសម្រាប់អ្នកផ្សេង ហើយយើងនឹងផ្ញើអ៊ីមែលបញ្ជាក់ទៅអ្នក។',
    },
  },
  cancelled: {
    en: {
      title: 'Your booking is cancelled',
      text: 'The meeting is cancelled and the time is free again. We sent you a confirmation. You are welcome to book another time.',
    },
    km: {
      title: 'ការកក់របស់អ្នកត្រូវបានបោះបង់',
      text: 'ការជួបត្រូវបានបោះបង់ ហើយពេលវេលានោះទំនេរវិញហើយ។ យើងបានផ្ញើការបញ្ជាក់ទៅអ្នក។ អ្នកអាចកក់ពេលវេលាផ្សេងទៀតបាន។',
    },
  },
  'already-cancelled': {
    en: { title: 'Already cancelled', text: 'This booking was already cancelled. There is nothing more to do.' },
    km: { title: 'បានបោះបង់រួចហើយ', text: 'ការកក់នេះត្រូវបានបោះបង់រួចហើយ។ អ្នកមិនចាំបាច់ធ្វើអ្វីទៀតទេ។' },
  },
  past: {
    en: {
      title: 'This meeting has already started',
      get text() {
        return `A meeting can be cancelled online until it starts. Please call us on ${contactDetails().phone} if something is wrong.`;
      },
    },
    km: {
      title: 'ការជួបនេះបានចាប់ផ្ដើមរួចហើយ',
      get text() {
        return `ការជួបអាចបោះបង់តាមអ៊ីនធឺណិតបាន រហូតដល់ពេលវាចាប់ផ្ដើម។ សូមទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone} ប្រសិនបើមានបញ្ហា។`;
      },
    },
  },
  'too-late': {
    en: {
      title: 'Too close to the meeting to cancel online',
      get text() {
        return `Online changes end a few hours before the meeting. Please call us on ${contactDetails().phone} or e-mail ${contactDetails().email}, and we will sort it out with you.`;
      },
    },
    km: {
      title: 'ជិតពេលជួបពេក មិនអាចបោះបង់តាមអ៊ីនធឺណិតបានទេ',
      get text() {
        return `ការផ្លាស់ប្ដូរតាមអ៊ីនធឺណិតបញ្ចប់ប៉ុន្មានម៉ោងមុនពេលជួប។ សូមទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone} ឬផ្ញើអ៊ីមែលមក ${contactDetails().email} ហើយយើងនឹងដោះស្រាយជាមួយអ្នក។`;
      },
    },
  },
  invalid: {
    en: {
      title: 'This link does not work',
      get text() {
        return `The link is incomplete or was changed. Please open it again from your confirmation e-mail, or call us on ${contactDetails().phone}.`;
      },
    },
    km: {
      title: 'តំណនេះប្រើមិនបាន',
      get text() {
        return `តំណនេះមិនពេញលេញ ឬត្រូវបានកែប្រែ។ សូមបើកវាម្ដងទៀតពីអ៊ីមែលបញ្ជាក់របស់អ្នក ឬទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone}។`;
      },
    },
  },
};

const LABELS: Record<Language, { cancel: string; rebook: string; home: string }> = {
  en: { cancel: 'Cancel my booking', rebook: 'Book another time', home: 'Go to the home page' },
  km: { cancel: 'បោះបង់ការកក់របស់ខ្ញុំ', rebook: 'កក់ពេលវេលាផ្សេងទៀត', home: 'ទៅកាន់ទំព័រដើម' },
};

/**
 * The page a cancel link opens, in the visitor's language, without JavaScript: GET asks (mail
 * scanners follow links and must not cancel anything), the button POSTs.
 */
export function bookingCancelPage(
  outcome: CancelOutcome,
  language: Language,
  options: { booking?: Booking; formAction?: string; businessTimeZone: string },
): string {
  const page = PAGES[outcome][language];
  const labels = LABELS[language];
  const { booking } = options;
  const when = booking
    ? `<p><strong>${meetingLines(booking, options.businessTimeZone, language).map(escapeHtml).join('<br>')}</strong></p>`
    : '';
  const action =
    outcome === 'ask' && options.formAction
      ? `<form method="post" action="${escapeHtml(options.formAction)}"><button type="submit">${escapeHtml(labels.cancel)}</button></form>`
      : outcome === 'cancelled' || outcome === 'already-cancelled'
        ? `<p><a href="${localizedPath('/booking', language)}">${escapeHtml(labels.rebook)}</a></p>`
        : `<p><a href="${localizedPath('/', language)}">${escapeHtml(labels.home)}</a></p>`;
  return plainPage(language, page.title, `${when}<p>${escapeHtml(page.text)}</p>${action}`);
}
