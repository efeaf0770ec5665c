import { formatMeeting, localizedPath, serviceOptionLabel, zonesDiffer, type Language } from '@site/common';
import { LANGUAGE_DETAIL, renderEmail, type MailMessage } from '../mail/index.js';
import type { Booking } from './booking.entity.js';
import { inviteAttachment } from './booking.ics.js';
import { meetingPlace } from './booking.meeting.js';
import { BOOKING_MAIL_TEXT } from './booking.mail-text.js';
import { changeState } from './booking.rules.js';

export interface BookingMailSettings {
  publicUrl: string;
  businessTimeZone: string;
  staffEmail: string;
  /** The address e-mails come from (MAIL_FROM): the invitations' SENT-BY. */
  senderAddress: string;
}

/** What every e-mailed invitation says of where it comes from. */
export const inviteFrom = (settings: BookingMailSettings) => ({
  publicUrl: settings.publicUrl,
  sender: settings.senderAddress,
});

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', km: 'Khmer (ខ្មែរ)' };

export const language = (booking: Booking) => booking.language as Language;

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

const TEXT = BOOKING_MAIL_TEXT;

/** The short "when" of a subject line: the date and start in the visitor's zone. */
export function subjectWhen(booking: Booking, lang: Language): string {
  const [line] = meetingLines(booking, booking.timezone, lang);
  return line.split(' – ')[0];
}

/**
 * What was booked, as the visitor's e-mails state it: when, how long, which service, in which language.
 * Nothing typed into the form (name, phone, message) is repeated to the typed address, which may be a
 * stranger's: contact.mail.ts says why.
 */
export function visitorDetails(
  booking: Booking,
  settings: BookingMailSettings,
  options: { cancelled?: boolean } = {},
): Detail[] {
  const lang = language(booking);
  const t = TEXT[lang];
  const place = meetingPlace(booking, lang);
  return [
    [t.when, meetingLines(booking, settings.businessTimeZone, lang).join('\n')],
    [t.duration, t.minutes(booking.duration)],
    // How we meet: the link, the number or the address; a cancelled meeting only names it.
    options.cancelled ? [t.how, place.label] : [t.how, `${place.label}\n${place.how}`, 'links'],
    [t.service, serviceOptionLabel(booking.service, lang)],
    LANGUAGE_DETAIL[lang],
  ];
}

/** A label and value line of an e-mail ('links': its addresses are ours and clickable). */
export type Detail = [string, string, 'links'?];

/**
 * What the visitor can still do when an e-mail is read at `at`: move or cancel the booking online (until
 * `noticeHours` before it, like the manage page), and which reminders are still to come.
 */
export interface VisitorOptions {
  changeable: boolean;
  noticeHours: number;
  reminders: readonly ReminderKind[];
}

export function visitorOptions(booking: Booking, at: Date, noticeHours: number): VisitorOptions {
  const left = booking.startsAt.getTime() - at.getTime();
  return {
    changeable: changeState(booking, at, noticeHours) === undefined,
    noticeHours,
    reminders: REMINDER_KINDS.filter(({ beforeMs }) => left > beforeMs).map(({ kind }) => kind),
  };
}

/**
 * The e-mail's manage button and what it says of changes: "change or cancel" while that can be done
 * online; less than the notice before the meeting, "see this booking" and a call or a reply instead
 * (the manage page refuses changes then: an e-mail must not promise them).
 */
export function changeParts(lang: Language, manageUrl: string, options: VisitorOptions) {
  const t = TEXT[lang];
  return options.changeable
    ? { note: undefined, button: { label: t.manage, url: manageUrl }, footer: t.confirmFooter, notQuoted: t.notQuoted }
    : {
        note: t.lockedNote(options.noticeHours),
        button: { label: t.view, url: manageUrl },
        footer: t.lockedFooter,
        notQuoted: t.notQuotedLocked,
      };
}

/**
 * To the visitor, in their language, with the invite: what, when in their zone (and Cambodia's), and
 * the manage link (pick another time or cancel; it replaced the cancel link, which still works). The
 * reminders it announces are those still to come; a booking made inside the change notice says how to
 * change it instead of offering the link for it.
 */
export function bookingConfirmation(
  booking: Booking,
  settings: BookingMailSettings,
  manageUrl: string,
  options: VisitorOptions,
): MailMessage {
  const lang = language(booking);
  const t = TEXT[lang];
  const change = changeParts(lang, manageUrl, options);
  const remind = options.reminders.length === 2 ? t.remindBoth : options.reminders.length === 1 ? t.remindHour : '';
  const { text, html } = renderEmail({
    language: lang,
    title: t.confirmTitle,
    paragraphs: [
      t.confirmIntro,
      [t.calendarNote, remind].filter(Boolean).join(' '),
      ...(change.note ? [change.note] : []),
    ],
    details: visitorDetails(booking, settings),
    button: change.button,
    footer: [change.notQuoted, change.footer],
  });
  return {
    kind: 'booking-confirmation',
    to: booking.email,
    language: lang,
    subject: t.confirmSubject(subjectWhen(booking, lang)),
    text,
    html,
    attachments: [inviteAttachment(booking, 'REQUEST', { ...inviteFrom(settings), audience: 'visitor', manageUrl })],
  };
}

/** The two reminders: a day and an hour before the meeting. */
export type ReminderKind = 'day' | 'hour';
export const REMINDER_KINDS: readonly { kind: ReminderKind; beforeMs: number }[] = [
  { kind: 'day', beforeMs: 24 * 3600_000 },
  { kind: 'hour', beforeMs: 3600_000 },
];

/**
 * Sent 24 hours (`day`) or 1 hour (`hour`) before the meeting, with the manage link; withdrawn when
 * the booking is cancelled and queued anew for the new time when it is moved.
 */
export function bookingReminder(
  booking: Booking,
  settings: BookingMailSettings,
  manageUrl: string,
  kind: ReminderKind,
  noticeHours: number,
): MailMessage {
  const lang = language(booking);
  const t = TEXT[lang];
  // What can be done when it arrives: an hour before, changes are no longer made online.
  const sentAt = new Date(booking.startsAt.getTime() - REMINDER_KINDS.find((item) => item.kind === kind)!.beforeMs);
  const change = changeParts(lang, manageUrl, visitorOptions(booking, sentAt, noticeHours));
  const { text, html } = renderEmail({
    language: lang,
    title: kind === 'day' ? t.dayTitle : t.hourTitle,
    paragraphs: [t.reminderIntro, change.note ? t.reminderLocked : t.reminderNext],
    details: visitorDetails(booking, settings),
    button: change.button,
    footer: [change.footer],
  });
  const when = subjectWhen(booking, lang);
  return {
    kind: kind === 'day' ? 'booking-reminder' : 'booking-reminder-hour',
    to: booking.email,
    language: lang,
    subject: kind === 'day' ? t.daySubject(when) : t.hourSubject(when),
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
    details: visitorDetails(booking, settings, { cancelled: true }),
    button: { label: t.rebook, url: `${settings.publicUrl}${localizedPath('/booking', lang)}` },
  });
  return {
    kind: 'booking-cancelled',
    to: booking.email,
    language: lang,
    subject: t.cancelledSubject(subjectWhen(booking, lang)),
    text,
    html,
    attachments: [inviteAttachment(booking, 'CANCEL', { ...inviteFrom(settings), audience: 'visitor' })],
  };
}

export function staffDetails(booking: Booking, settings: BookingMailSettings): Detail[] {
  const place = meetingPlace(booking, 'en', 'staff');
  return [
    ['When (Cambodia)', formatMeeting(booking.startsAt, booking.endsAt, settings.businessTimeZone, 'en')],
    ["When (visitor's clock)", formatMeeting(booking.startsAt, booking.endsAt, booking.timezone, 'en')],
    ['Duration', `${booking.duration} minutes`],
    ['How we meet', `${place.label}: ${place.how}`, 'links'],
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
      `${booking.name} booked a consultation: ${meetingPlace(booking, 'en', 'staff').label}. The invitation is attached; reply to this e-mail to write to them.`,
    ],
    details: staffDetails(booking, settings),
    footer: ['Sent by the website for every booking. A new time or a cancellation arrives as a calendar update.'],
  });
  return {
    kind: 'booking-staff',
    to: settings.staffEmail,
    language: 'en',
    subject: `New booking: ${booking.name}, ${when}`,
    text,
    html,
    replyTo: booking.email,
    attachments: [inviteAttachment(booking, 'REQUEST', { ...inviteFrom(settings), audience: 'staff' })],
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
    attachments: [inviteAttachment(booking, 'CANCEL', { ...inviteFrom(settings), audience: 'staff' })],
  };
}
