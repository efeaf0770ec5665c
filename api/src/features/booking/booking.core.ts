import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  dayStatus,
  findSlot,
  localDayRange,
  zonedDate,
  type BookedResponse,
  type Localized,
  type Language,
  type SlotRules,
} from '@site/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { isUuid } from '../../validation.js';
import type { RateLimits } from '../../rate-limits/index.js';
import type { StaffActivity } from '../../shared/staff-activity.js';
import type { StaffAlerts } from '../alerts/index.js';
import type { MailQueue } from '../mail/index.js';
import { loadCalendar, type CalendarSpan, type ClosedSpan } from './booking.calendar.js';
import { Booking } from './booking.entity.js';
import type { BookingLinks } from './booking.links.js';
import type { BookingMailSettings } from './booking.mail.js';
import * as M from './booking.messages.js';
import { cancelState, changeState, type CancelOutcome } from './booking.rules.js';

export interface BookingSettings extends BookingMailSettings {
  /** Video calls get their own room under this address (MEETING_BASE_URL). */
  meetingBaseUrl: string;
  bufferMinutes: number;
  minNoticeMinutes: number;
  /** Visitors move or cancel online until this many hours before the meeting. */
  changeNoticeHours: number;
}

/** The team's calendars (caldav/), as bookings use them. */
export interface TeamCalendars {
  /** Reads every team calendar again (bounded wait, never throws): just before a booking is confirmed. */
  refresh(): Promise<void>;
  /** In the transaction that books, moves or cancels: the calendar event follows once it commits. */
  written(tx: EntityManager, booking: Booking): Promise<void>;
}

/**
 * What every booking read and write needs (BookingService builds on it): the slot rules with the
 * closures, the calendar of a span, the slot claimed under the day's lock, the booking of a link.
 */
export abstract class BookingCore {
  /** Set by the feature once the team calendars are started (none in a bare service). */
  teamCalendars?: TeamCalendars;

  constructor(
    protected readonly orm: MikroORM,
    protected readonly mail: MailQueue,
    protected readonly alerts: StaffAlerts,
    protected readonly rateLimits: RateLimits,
    protected readonly links: BookingLinks,
    protected readonly settings: BookingSettings,
    protected readonly log: Logger,
    /** Open staff pages hear of every booking made, moved or cancelled (after its transaction commits). */
    protected readonly activity: StaffActivity,
    protected readonly now: () => Date = () => new Date(),
  ) {}

  protected rules(calendar?: CalendarSpan): SlotRules & { closures?: ClosedSpan[] } {
    return {
      businessTimeZone: this.settings.businessTimeZone,
      now: this.now(),
      bufferMinutes: this.settings.bufferMinutes,
      minNoticeMinutes: this.settings.minNoticeMinutes,
      closures: calendar?.closures,
    };
  }

  /** The bookings and closures that could block a span, leaving out the booking of `token` if given. */
  protected async calendar(
    em: EntityManager,
    span: { start: Date; end: Date },
    token?: unknown,
  ): Promise<CalendarSpan> {
    const excludeId = token === undefined || token === '' ? undefined : (await this.bookingOf(em, token))?.id;
    return loadCalendar(em, span, { ...this.settings, excludeId });
  }

  /**
   * Refuses a date with no office hours on the visitor's clock (or outside the horizon) and a closed
   * day, with the closure's reason; both 400, in the visitor's language.
   */
  protected assertOpen(date: string, timeZone: string, duration: number, calendar: CalendarSpan, field: string): void {
    const day = dayStatus(date, timeZone, duration, this.rules(calendar));
    if (day.status === 'open') return;
    const message =
      day.status === 'closed' ? M.closedOn(day.closure.reason) : M.dateNotBookable(this.settings.businessTimeZone);
    throw new AppError('BAD_USER_INPUT', message, { [field]: message });
  }

  /**
   * Inside the transaction, under the advisory lock of the start's business day: the day is open (no
   * closure), the start is offered and free (buffer included). Bookings of one business day are
   * written one at a time, so overlapping writes never wait on each other inside the exclusion check
   * (no deadlocks); the exclusion constraint stays the database's guarantee. `moving` is left out of
   * the conflicts (its own time).
   */
  protected async claimSlot(tx: EntityManager, start: Date, timeZone: string, duration: number, moving?: Booking) {
    const businessDate = zonedDate(start, this.settings.businessTimeZone);
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`booking:${businessDate}`]);
    const date = zonedDate(start, timeZone);
    const calendar = await loadCalendar(tx, localDayRange(date, timeZone), { ...this.settings, excludeId: moving?.id });
    this.assertOpen(date, timeZone, duration, calendar, 'datetime');
    const rules = this.rules(calendar);
    const slot = findSlot(start, timeZone, duration, rules, calendar.busy);
    if (slot) return slot;
    // Offered on an empty calendar, so someone else has it; otherwise it was never a start we offer.
    if (findSlot(start, timeZone, duration, rules)) throw new AppError('CONFLICT', M.SLOT_TAKEN);
    const message = M.timeNotOffered(this.settings.minNoticeMinutes, this.settings.businessTimeZone);
    throw new AppError('BAD_USER_INPUT', message, { datetime: message });
  }

  protected meeting(booking: Booking) {
    const { startsAt, endsAt, duration, service, timezone, meetingUrl } = booking;
    return {
      startsAt,
      endsAt,
      duration,
      service,
      timezone,
      meeting: booking.meeting ?? 'video',
      meetingUrl: meetingUrl ?? null,
    };
  }

  protected booked(booking: Booking, message: Localized): BookedResponse {
    const language = booking.language as Language;
    const manageUrl = this.links.managePath(booking);
    return {
      message: message[language],
      booking: this.meeting(booking),
      manageUrl,
      calendarUrl: this.links.calendarPath(booking),
    };
  }

  protected cancelState(booking: Booking): CancelOutcome | undefined {
    return cancelState(booking, this.now());
  }

  protected changeState(booking: Booking): 'past' | 'too-late' | undefined {
    return changeState(booking, this.now(), this.settings.changeNoticeHours);
  }

  protected async bookingOf(em: EntityManager, token: unknown, lock = false): Promise<Booking | null> {
    const claims = this.links.verify(token);
    if (!claims || !isUuid(claims.bookingId)) return null;
    const booking = await em.findOne(
      Booking,
      { id: claims.bookingId },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    return booking && booking.cancelNonce === claims.nonce ? booking : null;
  }
}
