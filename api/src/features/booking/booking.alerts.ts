import { formatMeeting, serviceOptionLabel, STAFF_LINKS, zonesDiffer } from '@site/common';
import type { StaffAlert } from '../alerts/index.js';
import type { Booking } from './booking.entity.js';
import { meetingPlace } from './booking.meeting.js';
import type { CancelledBy } from './booking.mail.js';
import type { MovedBy, PreviousTime } from './booking.mail-changes.js';

/**
 * The staff alerts of booking events (README "Staff alerts on Telegram"). Each builds one StaffAlert
 * from the booking; the service enqueues it with `alerts.enqueue(tx, …)` in the transaction that
 * changes the booking.
 */

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', km: 'Khmer' };

/** The meeting in the office's zone, and on the visitor's clock too when it differs. */
function meetingDetails(booking: Booking, businessTimeZone: string): [string, string][] {
  const details: [string, string][] = [
    ['Meeting', formatMeeting(booking.startsAt, booking.endsAt, businessTimeZone, 'en')],
  ];
  if (zonesDiffer(booking.timezone, businessTimeZone, booking.startsAt))
    details.push(["Visitor's clock", formatMeeting(booking.startsAt, booking.endsAt, booking.timezone, 'en')]);
  details.push(
    ['Service', serviceOptionLabel(booking.service, 'en')],
    ['Duration', `${booking.duration} minutes`],
    // The medium, and a video call's link (ours); a visitor's phone number stays in the dashboard.
    ['How we meet', [meetingPlace(booking, 'en', 'staff').label, booking.meetingUrl].filter(Boolean).join(' ')],
    ['Language', LANGUAGE_NAMES[booking.language] ?? booking.language],
  );
  return details;
}

const who = (booking: Booking): StaffAlert['who'] => ({
  name: booking.name,
  email: booking.email,
  phone: booking.phone,
});

export function bookingAlert(booking: Booking, businessTimeZone: string): StaffAlert {
  return {
    kind: 'booking',
    title: 'New booking',
    who: who(booking),
    at: booking.createdAt,
    details: meetingDetails(booking, businessTimeZone),
    quote: booking.message ?? undefined,
    link: STAFF_LINKS.booking(booking.id),
  };
}

export function bookingCancelledAlert(
  booking: Booking,
  businessTimeZone: string,
  cancelledBy: CancelledBy,
): StaffAlert {
  return {
    kind: 'booking-cancelled',
    title:
      cancelledBy.by === 'staff'
        ? `Booking cancelled by ${cancelledBy.staffEmail}`
        : 'Booking cancelled by the visitor',
    who: who(booking),
    at: booking.cancelledAt ?? new Date(),
    details: meetingDetails(booking, businessTimeZone),
    link: STAFF_LINKS.booking(booking.id),
  };
}

export function bookingRescheduledAlert(
  booking: Booking,
  previous: PreviousTime,
  businessTimeZone: string,
  movedBy: MovedBy,
): StaffAlert {
  return {
    kind: 'booking-rescheduled',
    title: movedBy.by === 'staff' ? `Booking moved by ${movedBy.staffEmail}` : 'Booking moved by the visitor',
    who: who(booking),
    at: booking.rescheduledAt ?? new Date(),
    details: [
      ['Was', formatMeeting(previous.startsAt, previous.endsAt, businessTimeZone, 'en')],
      ...meetingDetails(booking, businessTimeZone),
    ],
    link: STAFF_LINKS.booking(booking.id),
  };
}
