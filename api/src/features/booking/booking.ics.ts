import { SITE, serviceOptionLabel } from '@site/common';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Booking } from './booking.entity.js';

/** The domain of every invite's UID, so calendars recognise an update or a cancellation of the same event. */
const UID_DOMAIN = SITE.email.split('@')[1];

const bookingUid = (booking: Pick<Booking, 'id'>) => `booking-${booking.id}@${UID_DOMAIN}`;

/** Who gets the invite: the team's copy carries what the visitor wrote, the visitor's copy does not. */
export type InviteAudience = 'visitor' | 'staff';

/**
 * An iCalendar invite for a booking: METHOD:REQUEST when it is made, METHOD:CANCEL (same UID, higher
 * SEQUENCE) when it is cancelled. Times are written in UTC (…Z): every calendar shows them in its
 * own zone. The visitor's copy goes to a typed address, so it repeats neither the message nor the name.
 */
function bookingInvite(
  booking: Booking,
  method: 'REQUEST' | 'CANCEL',
  publicUrl: string,
  audience: InviteAudience,
): string {
  const forStaff = audience === 'staff';
  const cancelled = method === 'CANCEL';
  const calendar = ical({
    prodId: { company: SITE.name, product: 'Consultation booking', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: bookingUid(booking),
    sequence: cancelled ? 1 : 0,
    stamp: cancelled ? (booking.cancelledAt ?? new Date()) : booking.createdAt,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `${SITE.name}: ${serviceOptionLabel(booking.service, 'en')} consultation (${booking.duration} min)`,
    description: [
      `Consultation with ${SITE.name} about ${serviceOptionLabel(booking.service, 'en')}.`,
      `Phone: ${SITE.phone}`,
      forStaff && booking.message ? `\nMessage from ${booking.name}:\n${booking.message}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    url: publicUrl,
    organizer: { name: SITE.name, email: SITE.email },
    attendees: [
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
  return calendar.toString();
}

/** As a MailMessage attachment that mail apps show as an invitation. */
export function inviteAttachment(
  booking: Booking,
  method: 'REQUEST' | 'CANCEL',
  publicUrl: string,
  audience: InviteAudience,
) {
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: bookingInvite(booking, method, publicUrl, audience),
    method,
  };
}
