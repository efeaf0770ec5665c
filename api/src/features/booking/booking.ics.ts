import { SITE, serviceOptionLabel, type Language } from '@site/common';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Booking } from './booking.entity.js';
import { meetingPlace } from './booking.meeting.js';
import { contactDetails } from '../../shared/contact-details.js';

/** The domain of every invite's UID, so calendars recognise an update or a cancellation of the same event. */
const UID_DOMAIN = SITE.email.split('@')[1];

export const bookingUid = (booking: Pick<Booking, 'id'>) => `booking-${booking.id}@${UID_DOMAIN}`;

/** Who gets the invite: the team's copy carries what the visitor wrote, the visitor's copy does not. */
export type InviteAudience = 'visitor' | 'staff';

/**
 * REQUEST: an invitation or its update (a reschedule); CANCEL: the cancellation; PUBLISH: the same
 * event as a plain file to add (the booking page's download), which asks no one to reply.
 */
export type InviteMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

const METHODS: Record<InviteMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

const TEXT: Record<
  Language,
  { summary: (service: string, minutes: number) => string; about: (s: string) => string; phone: string; manage: string }
> = {
  en: {
    summary: (service, minutes) => `${SITE.name}: ${service} consultation (${minutes} min)`,
    about: (service) => `Consultation with ${SITE.name} about ${service}.`,
    phone: 'Phone',
    manage: 'Change or cancel',
  },
  km: {
    summary: (service, minutes) => `${SITE.name}៖ ការពិគ្រោះយោបល់អំពី ${service} (${minutes} នាទី)`,
    about: (service) => `ការពិគ្រោះយោបល់ជាមួយ ${SITE.name} អំពី ${service}។`,
    phone: 'ទូរស័ព្ទ',
    manage: 'ផ្លាស់ប្ដូរ ឬបោះបង់',
  },
};

export interface InviteOptions {
  publicUrl: string;
  /**
   * The address the e-mail carrying an invitation comes from (MAIL_FROM). Calendar apps compare it
   * with the ORGANIZER; when it is another address (no-reply@ for hello@) the ORGANIZER's SENT-BY names it.
   */
  sender?: string;
  audience: InviteAudience;
  /** The visitor's copy links to the page that changes or cancels it. */
  manageUrl?: string;
}

/**
 * An iCalendar file for a booking (RFC 5545), VTIMEZONE-free: times are written in UTC (…Z) and
 * every calendar shows them in its own zone. One UID for the booking's whole life; SEQUENCE is the
 * booking's own counter (0 when booked, raised by each move and by the cancellation). The visitor's
 * copy is in the booking's language and repeats neither the message nor the name; the team's copy is
 * in English, the team's language, with what the visitor wrote. Every line ends with CRLF, the last too.
 * A PUBLISH (the download) names no ATTENDEE, as RFC 5546 §3.2.1 requires; REQUEST and CANCEL name the
 * visitor, and the ORGANIZER (the agency) says with SENT-BY which address sent the e-mail.
 */
export function bookingInvite(booking: Booking, method: InviteMethod, options: InviteOptions): string {
  const forStaff = options.audience === 'staff';
  const language: Language = forStaff ? 'en' : (booking.language as Language) === 'km' ? 'km' : 'en';
  const t = TEXT[language];
  const service = serviceOptionLabel(booking.service, language);
  const cancelled = method === 'CANCEL';
  const published = method === 'PUBLISH';
  const sentBy = !published && options.sender && options.sender !== contactDetails().email ? options.sender : undefined;
  const place = meetingPlace(booking, language, options.audience);
  const calendar = ical({
    prodId: { company: SITE.name, product: 'Consultation booking', language: language.toUpperCase() },
    method: METHODS[method],
  });
  calendar.createEvent({
    id: bookingUid(booking),
    sequence: booking.sequence ?? 0,
    stamp: (cancelled ? booking.cancelledAt : undefined) ?? booking.rescheduledAt ?? booking.createdAt,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: t.summary(service, booking.duration),
    location: place.location,
    description: [
      t.about(service),
      `${place.label}: ${place.how}`,
      `${t.phone}: ${contactDetails().phone}`,
      !forStaff && options.manageUrl ? `${t.manage}: ${options.manageUrl}` : '',
      forStaff && booking.message ? `\nMessage from ${booking.name}:\n${booking.message}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    url: options.publicUrl,
    organizer: { name: SITE.name, email: contactDetails().email, ...(sentBy ? { sentBy } : {}) },
    attendees: published
      ? []
      : [
          {
            ...(forStaff ? { name: booking.name } : {}),
            email: booking.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  const text = withConference(calendar.toString(), place.url, place.label);
  // ical-generator ends the last line (END:VCALENDAR) without its CRLF; RFC 5545 ends every content line with one.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/**
 * RFC 7986's CONFERENCE for a video call (calendar apps show a "Join" button), which ical-generator
 * does not write: added to the event, folded at 75 octets like every other line.
 */
function withConference(ics: string, url: string | undefined, label: string): string {
  if (!url) return ics;
  const line = `CONFERENCE;VALUE=URI;FEATURE=VIDEO;LABEL=${escapeParam(label)}:${url}`;
  return ics.replace('END:VEVENT', `${fold(line)}\r\nEND:VEVENT`);
}

/** A parameter value: quoted when it holds a separator (RFC 5545 §3.2); quotes themselves cannot appear. */
const escapeParam = (value: string) => (/[;:,]/.test(value) ? `"${value.replace(/"/g, "'")}"` : value);

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let limit = 75;
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = '';
      limit = 74; // the continuation's leading space counts
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** As a MailMessage attachment that mail apps show as an invitation. */
export function inviteAttachment(booking: Booking, method: 'REQUEST' | 'CANCEL', options: InviteOptions) {
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: bookingInvite(booking, method, options),
    method,
  };
}
