import { formatMeeting } from '@site/common';
import { renderEmail, type MailMessage } from '../mail/index.js';
import type { Booking } from './booking.entity.js';
import { inviteAttachment } from './booking.ics.js';
import {
  changeParts,
  inviteFrom,
  language,
  meetingLines,
  staffDetails,
  subjectWhen,
  visitorDetails,
  type BookingMailSettings,
  type VisitorOptions,
} from './booking.mail.js';
import { BOOKING_MAIL_TEXT } from './booking.mail-text.js';

/** The meeting's time before a move: what the e-mails show as "previously". */
export interface PreviousTime {
  startsAt: Date;
  endsAt: Date;
  timezone: string;
}

/** Who moved it: the visitor with the manage link, or a staff member (named) from the dashboard. */
export type MovedBy = { by: 'visitor' } | { by: 'staff'; staffEmail: string };

/**
 * To the visitor, in their language: the new time on their clock (and Cambodia's), the previous one,
 * and the calendar update (same UID, higher SEQUENCE, METHOD:REQUEST) that moves the event.
 */
export function bookingRescheduledNotice(
  booking: Booking,
  previous: PreviousTime,
  settings: BookingMailSettings,
  manageUrl: string,
  movedBy: MovedBy,
  options: VisitorOptions,
): MailMessage {
  const lang = language(booking);
  const t = BOOKING_MAIL_TEXT[lang];
  const before = { ...booking, ...previous } as Booking;
  const [when, ...rest] = visitorDetails(booking, settings);
  // Moved to less than the change notice ahead: no more changes online, so none is offered.
  const change = changeParts(lang, manageUrl, options);
  const intro =
    movedBy.by === 'staff' ? (options.changeable ? t.movedByUsIntro : t.movedByUsLockedIntro) : t.movedIntro;
  const { text, html } = renderEmail({
    language: lang,
    title: t.movedTitle,
    paragraphs: [intro, ...(change.note ? [change.note] : [])],
    details: [when, [t.previously, meetingLines(before, settings.businessTimeZone, lang).join('\n')], ...rest],
    button: change.button,
    footer: [change.footer],
  });
  return {
    kind: 'booking-rescheduled',
    to: booking.email,
    language: lang,
    subject: t.movedSubject(subjectWhen(booking, lang)),
    text,
    html,
    attachments: [inviteAttachment(booking, 'REQUEST', { ...inviteFrom(settings), audience: 'visitor', manageUrl })],
  };
}

/** To the agency, in English, with the updated invite for the team calendar. */
export function bookingStaffRescheduled(
  booking: Booking,
  previous: PreviousTime,
  settings: BookingMailSettings,
  movedBy: MovedBy,
): MailMessage {
  const when = formatMeeting(booking.startsAt, booking.endsAt, settings.businessTimeZone, 'en').split(' – ')[0];
  const { text, html } = renderEmail({
    language: 'en',
    title: 'A booking was moved',
    paragraphs: [
      movedBy.by === 'staff'
        ? `${movedBy.staffEmail} moved ${booking.name}'s consultation from the dashboard; ${booking.name} has been told by e-mail.`
        : `${booking.name} moved their consultation with the link in their e-mail. The previous time is free again.`,
    ],
    details: [
      ['Previously (Cambodia)', formatMeeting(previous.startsAt, previous.endsAt, settings.businessTimeZone, 'en')],
      ...staffDetails(booking, settings),
    ],
    footer: ['The attached update moves the meeting in the team calendar.'],
  });
  return {
    kind: 'booking-staff-rescheduled',
    to: settings.staffEmail,
    language: 'en',
    subject: `Booking moved: ${booking.name}, now ${when}`,
    text,
    html,
    replyTo: booking.email,
    attachments: [inviteAttachment(booking, 'REQUEST', { ...inviteFrom(settings), audience: 'staff' })],
  };
}
