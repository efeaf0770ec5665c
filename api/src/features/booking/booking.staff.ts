import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { formatMeeting, serviceOptionLabel, type BookingView, type Page, type PageQuery } from '@site/common';
import { findPage } from '../../pagination.js';
import { toCsv } from '../../shared/csv.js';
import { containsPattern } from '../../shared/search.js';
import { Booking } from './booking.entity.js';
import { meetingPlace } from './booking.meeting.js';

/** What staff read about a booking (the admin REST call and GraphQL's BookingView): no nonce, no job id. */
export function bookingView(booking: Booking): BookingView {
  return {
    id: booking.id,
    name: booking.name,
    email: booking.email,
    phone: booking.phone ?? null,
    service: booking.service,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    duration: booking.duration,
    timezone: booking.timezone,
    language: booking.language,
    status: booking.status,
    message: booking.message ?? null,
    createdAt: booking.createdAt,
    meeting: booking.meeting ?? 'video',
    meetingUrl: booking.meetingUrl ?? null,
    source: booking.source ?? 'form',
  };
}

/** One page of the confirmed bookings that have not ended at `now`, soonest first; `q` in name, e-mail, phone or message. */
export function upcomingPage(em: EntityManager, now: Date, page: PageQuery, q = ''): Promise<Page<BookingView>> {
  const where: FilterQuery<Booking> = { status: 'confirmed', endsAt: { $gt: now } };
  if (q) {
    const pattern = containsPattern(q);
    where.$or = [
      { name: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      { phone: { $ilike: pattern } },
      { message: { $ilike: pattern } },
    ];
  }
  return findPage(em, Booking, where, { startsAt: 'asc', id: 'asc' }, page, bookingView);
}

/** Bookings as a spreadsheet, with each meeting's time in the business's zone and on the visitor's clock. */
export function bookingsCsv(rows: BookingView[], businessTimeZone: string): string {
  return toCsv(
    [
      'Starts (UTC)',
      'Ends (UTC)',
      'When (Cambodia)',
      "When (visitor's clock)",
      'Duration (minutes)',
      'Service',
      'How we meet',
      'Meeting link',
      'Name',
      'Email',
      'Phone',
      'Message',
      'Language',
      'Visitor time zone',
      'Booked (UTC)',
      'ID',
    ],
    rows.map((row) => [
      row.startsAt.toISOString(),
      row.endsAt.toISOString(),
      formatMeeting(row.startsAt, row.endsAt, businessTimeZone, 'en'),
      formatMeeting(row.startsAt, row.endsAt, row.timezone, 'en'),
      String(row.duration),
      serviceOptionLabel(row.service, 'en'),
      meetingPlace(row, 'en', 'staff').label,
      row.meetingUrl,
      row.name,
      row.email,
      row.phone,
      row.message,
      row.language,
      row.timezone,
      row.createdAt.toISOString(),
      row.id,
    ]),
  );
}
