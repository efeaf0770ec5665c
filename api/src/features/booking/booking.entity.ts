import { randomBytes, randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MeetingMode } from '@site/common';

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Where a booking was made: the booking form (or REST) or the chat assistant (issue 34). */
export const BOOKING_SOURCES = ['form', 'chat'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/**
 * A consultation booked on the booking page. Times are stored in UTC (timestamptz); `timezone` is
 * the visitor's IANA zone, kept so e-mails show their own clock. Two confirmed bookings can never
 * overlap: the exclusion constraint bookings_no_overlap guards that in the database.
 */
export const Booking = defineEntity({
  name: 'Booking',
  tableName: 'bookings',
  checks: [
    // The double-booking guard (btree_gist): no two confirmed bookings overlap. Ranges are half-open,
    // so back-to-back meetings are fine. A concurrent loser fails with SQLSTATE 23P01.
    {
      name: 'bookings_no_overlap',
      expression: `exclude using gist (tstzrange(starts_at, ends_at, '[)') with &&) where (status = 'confirmed')`,
    },
    { name: 'bookings_ends_after_start', expression: 'ends_at > starts_at' },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(100),
    email: p.string().length(254),
    phone: p.string().length(30).nullable(),
    service: p.string().length(40),
    startsAt: p.datetime().index(),
    endsAt: p.datetime(),
    /** Minutes: 30, 60, 90 or 120. */
    duration: p.smallint(),
    message: p.text().nullable(),
    timezone: p.string().length(64),
    language: p.string().length(2),
    status: p.string().length(20).default('confirmed').$type<BookingStatus>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    cancelledAt: p.datetime().nullable(),
    /** The cancel link is signed and carries this nonce, so a link only ever cancels its own booking. */
    cancelNonce: p
      .string()
      .length(32)
      .onCreate(() => randomBytes(16).toString('hex')),
    /** The queued 24-hour reminder e-mail, withdrawn when the booking is cancelled, moved when it is. */
    reminderJobId: p.uuid().nullable(),
    /** The queued 1-hour reminder e-mail, withdrawn and moved like the 24-hour one. */
    hourReminderJobId: p.uuid().nullable(),
    /**
     * The calendar invitation's SEQUENCE (RFC 5545): 0 when booked, raised by every reschedule and by
     * the cancellation, so calendars apply each update of the same UID in order.
     */
    sequence: p.smallint().default(0),
    /** When it was last moved (the DTSTAMP of the update). */
    rescheduledAt: p.datetime().nullable(),
    /** How we meet: video, phone or office (MEETING_MODES); rows from before the choice are video calls. */
    meeting: p.string().length(10).default('video').$type<MeetingMode>(),
    /** A video call's own room (MEETING_BASE_URL and an unguessable name); null for a phone call or the office. */
    meetingUrl: p.string().length(300).nullable(),
    /**
     * The team calendar its event was last written into (calendar-writes): a move or a cancellation
     * goes there, and when bookings go to another calendar the event leaves this one. Null: not written.
     */
    calendarEventIn: p.uuid().nullable(),
    /** Where it was booked: 'form' (the page or POST /api/booking) or 'chat' (the assistant). */
    source: p.string().length(10).default('form').$type<BookingSource>(),
  },
});
export type Booking = InferEntity<typeof Booking>;
