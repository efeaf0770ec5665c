import { SITE, formatMeeting, localizedPath, serviceOptionLabel, zonesDiffer, type Language } from '@site/common';
import { LANGUAGE_DETAIL, renderEmail, type MailMessage } from '../mail/index.js';
import type { Booking } from './booking.entity.js';
import { inviteAttachment } from './booking.ics.js';

export interface BookingMailSettings {
  publicUrl: string;
  businessTimeZone: string;
  staffEmail: string;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', km: 'Khmer (ខ្មែរ)' };

const language = (booking: Booking) => booking.language as Language;

/**
 * The meeting's time as the booking page showed it: in the visitor's zone, and in Cambodia time too
 * when the clocks differ.
 */
export function meetingLines(booking: Booking, businessTimeZone: string, lang: Language): string[] {
  const lines = [formatMeeting(booking.startsAt, booking.endsAt, booking.timezone, lang)];
  if (zonesDiffer(booking.timezone, businessTimeZone, booking.startsAt))
    lines.push(formatMeeting(booking.startsAt, booking.endsAt, businessTimeZone, lang));
  return lines;
}

const TEXT = {
  en: {
    when: 'When',
    duration: 'Duration',
    minutes: (n: number) => `${n} minutes`,
    service: 'Service',
    cancel: 'Cancel this booking',
    confirmSubject: (when: string) => `Your consultation is booked: ${when} — ${SITE.name}`,
    confirmTitle: 'Your consultation is booked',
    confirmIntro: `Hello, thank you for booking a free consultation with ${SITE.name}. We look forward to talking with you.`,
    confirmNext: `The calendar invitation is attached: open it to add the meeting to your calendar. Before the meeting we will contact you by e-mail or phone with how we meet (video call, phone or our office in Siem Reap). We will also remind you one day before.`,
    notQuoted:
      'We do not copy here what was written in the booking form: our team has it. If you did not make this booking, please cancel it with the link below.',
    confirmFooter: `You receive this e-mail because this address was used to book a consultation on our website. Can't make it? Cancel with the link below, or call us on ${SITE.phone}.`,
    reminderSubject: (when: string) => `Reminder: your consultation is tomorrow, ${when} — ${SITE.name}`,
    reminderTitle: 'Your consultation is tomorrow',
    reminderIntro: `Hello, this is a friendly reminder of your consultation with ${SITE.name}.`,
    reminderNext: `If anything changed, cancel with the link below or call us on ${SITE.phone}, and book another time.`,
    cancelledSubject: (when: string) => `Your booking is cancelled: ${when} — ${SITE.name}`,
    cancelledTitle: 'Your booking is cancelled',
    cancelledIntro:
      'Hello, your consultation below is cancelled and the time is free again. The attached update removes it from your calendar.',
    cancelledByUsIntro:
      'Hello, we are sorry: we had to cancel your consultation below. The attached update removes it from your calendar. Please choose another time, or reply to this e-mail and we will find one with you.',
    rebook: 'Book another time',
  },
  km: {
    when: 'ពេលវេលា',
    duration: 'រយៈពេល',
    minutes: (n: number) => `${n} នាទី`,
    service: 'សេវាកម្ម',
    cancel: 'បោះបង់ការកក់នេះ',
    confirmSubject: (when: string) => `ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានកក់ហើយ៖ ${when} — ${SITE.name}`,
    confirmTitle: 'ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានកក់ហើយ',
    confirmIntro: `ជម្រាបសួរ! សូមអរគុណដែលបានកក់ការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃជាមួយ ${SITE.name}។ យើងទន្ទឹងរង់ចាំជជែកជាមួយអ្នក។`,
    confirmNext:
      'ការអញ្ជើញប្រតិទិនត្រូវបានភ្ជាប់មកជាមួយ៖ សូមបើកវា ដើម្បីបញ្ចូលការជួបនេះទៅក្នុងប្រតិទិនរបស់អ្នក។ មុនពេលជួប យើងនឹងទាក់ទងអ្នកតាមអ៊ីមែល ឬទូរស័ព្ទ អំពីរបៀបជួប (ការហៅជាវីដេអូ ទូរស័ព្ទ ឬនៅការិយាល័យរបស់យើងនៅសៀមរាប)។ យើងក៏នឹងរំលឹកអ្នកមួយថ្ងៃមុនផងដែរ។',
    notQuoted:
      'យើងមិនចម្លងខ្លឹមសារដែលបានសរសេរក្នុងទម្រង់កក់មកទីនេះទេ៖ ក្រុមការងាររបស់យើងមានវារួចហើយ។ ប្រសិនបើអ្នកមិនបានធ្វើការកក់នេះទេ សូមបោះបង់វាតាមតំណខាងក្រោម។',
    confirmFooter: `អ្នកទទួលបានអ៊ីមែលនេះ ដោយសារអាសយដ្ឋាននេះត្រូវបានប្រើដើម្បីកក់ការពិគ្រោះយោបល់នៅលើគេហទំព័ររបស់យើង។ មិនអាចមកបានទេឬ? សូមបោះបង់តាមតំណខាងក្រោម ឬទូរស័ព្ទមកយើងតាមលេខ ${SITE.phone}។`,
    reminderSubject: (when: string) => `ការរំលឹក៖ ការពិគ្រោះយោបល់របស់អ្នកគឺនៅថ្ងៃស្អែក ${when} — ${SITE.name}`,
    reminderTitle: 'ការពិគ្រោះយោបល់របស់អ្នកគឺនៅថ្ងៃស្អែក',
    reminderIntro: `ជម្រាបសួរ! នេះជាការរំលឹកអំពីការពិគ្រោះយោបល់របស់អ្នកជាមួយ ${SITE.name}។`,
    reminderNext: `ប្រសិនបើមានការផ្លាស់ប្ដូរ សូមបោះបង់តាមតំណខាងក្រោម ឬទូរស័ព្ទមកយើងតាមលេខ ${SITE.phone} ហើយកក់ពេលវេលាផ្សេងទៀត។`,
    cancelledSubject: (when: string) => `ការកក់របស់អ្នកត្រូវបានបោះបង់៖ ${when} — ${SITE.name}`,
    cancelledTitle: 'ការកក់របស់អ្នកត្រូវបានបោះបង់',
    cancelledIntro: 'ជម្រាបសួរ! ការពិគ្រោះយោបល់ខាងក្រោមត្រូវបានបោះបង់ ហើយពេលវេលានោះទំនេរវិញហើយ។ ឯកសារភ្ជាប់នឹងលុបវាចេញពីប្រតិទិនរបស់អ្នក។',
    cancelledByUsIntro: `ជម្រាបសួរ! យើងសូមអភ័យទោស៖ យើងចាំបាច់ត្រូវបោះបង់ការពិគ្រោះយោបល់ខាងក្រោមរបស់អ្នក។ ឯកសារភ្ជាប់នឹងលុបវាចេញពីប្រតិទិនរបស់អ្នក។ សូមជ្រើសរើសពេលវេលាផ្សេងទៀត ឬឆ្លើយតបអ៊ីមែលនេះ ហើយយើងនឹងរកពេលវេលាដែលសមរម្យជាមួយអ្នក។`,
    rebook: 'កក់ពេលវេលាផ្សេងទៀត',
  },
};

/** The short "when" of a subject line: the date and start in the visitor's zone. */
function subjectWhen(booking: Booking, lang: Language): string {
  const [line] = meetingLines(booking, booking.timezone, lang);
  return line.split(' – ')[0];
}

/**
 * What was booked, as the visitor's e-mails state it: when, how long, which service, in which language.
 * Nothing typed into the form (name, phone, message) is repeated to the typed address, which may be a
 * stranger's: contact.mail.ts says why.
 */
function visitorDetails(booking: Booking, settings: BookingMailSettings): [string, string][] {
  const lang = language(booking);
  const t = TEXT[lang];
  return [
    [t.when, meetingLines(booking, settings.businessTimeZone, lang).join('\n')],
    [t.duration, t.minutes(booking.duration)],
    [t.service, serviceOptionLabel(booking.service, lang)],
    LANGUAGE_DETAIL[lang],
  ];
}

/** To the visitor, in their language, with the invite: what, when in their zone (and Cambodia's), how to cancel. */
export function bookingConfirmation(booking: Booking, settings: BookingMailSettings, cancelUrl: string): MailMessage {
  const lang = language(booking);
  const t = TEXT[lang];
  const { text, html } = renderEmail({
    language: lang,
    title: t.confirmTitle,
    paragraphs: [t.confirmIntro, t.confirmNext, t.notQuoted],
    details: visitorDetails(booking, settings),
    footer: [t.confirmFooter],
    footerLink: { label: t.cancel, url: cancelUrl },
  });
  return {
    kind: 'booking-confirmation',
    to: booking.email,
    language: lang,
    subject: t.confirmSubject(subjectWhen(booking, lang)),
    text,
    html,
    attachments: [inviteAttachment(booking, 'REQUEST', settings.publicUrl, 'visitor')],
  };
}

/** Sent 24 hours before the meeting unless the booking was cancelled (its job is withdrawn then). */
export function bookingReminder(booking: Booking, settings: BookingMailSettings, cancelUrl: string): MailMessage {
  const lang = language(booking);
  const t = TEXT[lang];
  const { text, html } = renderEmail({
    language: lang,
    title: t.reminderTitle,
    paragraphs: [t.reminderIntro, t.reminderNext],
    details: visitorDetails(booking, settings),
    footer: [t.confirmFooter],
    footerLink: { label: t.cancel, url: cancelUrl },
  });
  return {
    kind: 'booking-reminder',
    to: booking.email,
    language: lang,
    subject: t.reminderSubject(subjectWhen(booking, lang)),
    text,
    html,
  };
}

/** Who cancelled: the visitor with the link in their e-mail, or a staff member (named) from the dashboard. */
export type CancelledBy = { by: 'visitor' } | { by: 'staff'; staffEmail: string };

export function bookingCancelledNotice(
  booking: Booking,
  settings: BookingMailSettings,
  cancelledBy: CancelledBy = { by: 'visitor' },
): MailMessage {
  const lang = language(booking);
  const t = TEXT[lang];
  const { text, html } = renderEmail({
    language: lang,
    title: t.cancelledTitle,
    paragraphs: [cancelledBy.by === 'staff' ? t.cancelledByUsIntro : t.cancelledIntro],
    details: visitorDetails(booking, settings),
    button: { label: t.rebook, url: `${settings.publicUrl}${localizedPath('/booking', lang)}` },
  });
  return {
    kind: 'booking-cancelled',
    to: booking.email,
    language: lang,
    subject: t.cancelledSubject(subjectWhen(booking, lang)),
    text,
    html,
    attachments: [inviteAttachment(booking, 'CANCEL', settings.publicUrl, 'visitor')],
  };
}

function staffDetails(booking: Booking, settings: BookingMailSettings): [string, string][] {
  return [
    ['When (Cambodia)', formatMeeting(booking.startsAt, booking.endsAt, settings.businessTimeZone, 'en')],
    ["When (visitor's clock)", formatMeeting(booking.startsAt, booking.endsAt, booking.timezone, 'en')],
    ['Duration', `${booking.duration} minutes`],
    ['Service', serviceOptionLabel(booking.service, 'en')],
    ['Name', booking.name],
    ['Email', booking.email],
    ['Phone', booking.phone || '—'],
    ['Language', LANGUAGE_NAMES[language(booking)] ?? booking.language],
    ['Message', booking.message || '—'],
  ];
}

/** To the agency, in English, with the same invite: add it to the team calendar and contact the visitor. */
export function bookingStaffNotification(booking: Booking, settings: BookingMailSettings): MailMessage {
  const when = formatMeeting(booking.startsAt, booking.endsAt, settings.businessTimeZone, 'en').split(' – ')[0];
  const { text, html } = renderEmail({
    language: 'en',
    title: 'New consultation booked on the website',
    paragraphs: [
      `${booking.name} booked a consultation. The invitation is attached; reply to this e-mail to write to them, and tell them before the meeting how you will meet.`,
    ],
    details: staffDetails(booking, settings),
    footer: ['Sent by the website for every booking. A cancellation arrives as a calendar update.'],
  });
  return {
    kind: 'booking-staff',
    to: settings.staffEmail,
    language: 'en',
    subject: `New booking: ${booking.name}, ${when}`,
    text,
    html,
    replyTo: booking.email,
    attachments: [inviteAttachment(booking, 'REQUEST', settings.publicUrl, 'staff')],
  };
}

export function bookingStaffCancellation(
  booking: Booking,
  settings: BookingMailSettings,
  cancelledBy: CancelledBy = { by: 'visitor' },
): MailMessage {
  const when = formatMeeting(booking.startsAt, booking.endsAt, settings.businessTimeZone, 'en').split(' – ')[0];
  const { text, html } = renderEmail({
    language: 'en',
    title: 'A booking was cancelled',
    paragraphs: [
      cancelledBy.by === 'staff'
        ? `${cancelledBy.staffEmail} cancelled ${booking.name}'s consultation from the dashboard; ${booking.name} has been told by e-mail. The time is free again.`
        : `${booking.name} cancelled their consultation with the link in their e-mail. The time is free again.`,
    ],
    details: staffDetails(booking, settings),
  });
  return {
    kind: 'booking-staff-cancelled',
    to: settings.staffEmail,
    language: 'en',
    subject: `Booking cancelled: ${booking.name}, ${when}`,
    text,
    html,
    replyTo: booking.email,
    attachments: [inviteAttachment(booking, 'CANCEL', settings.publicUrl, 'staff')],
  };
}
