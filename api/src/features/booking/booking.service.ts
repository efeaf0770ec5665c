import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  availabilityQuerySchema,
  availableSlots,
  bookableDays,
  bookingSchema,
  daysQuerySchema,
  isHoneypotFilled,
  localDayRange,
  localMonthRange,
  rescheduleSchema,
  staffRescheduleSchema,
  type BookedResponse,
  type BookingInput,
  type BookingView,
  type Language,
  type ManagedBooking,
  type MeetingMode,
  type MessageResponse,
  type Page,
  searchPageQuerySchema,
} from '@site/common';
import { AppError } from '../../errors.js';
import { CSV_PAGE } from '../../pagination.js';
import type { RequestMeta } from '../../shared/request-meta.js';
import { isUuid, validateInput } from '../../validation.js';
import { bookingAlert, bookingCancelledAlert, bookingRescheduledAlert } from './booking.alerts.js';
import { Booking, type BookingSource } from './booking.entity.js';
import {
  bookingCancelledNotice,
  bookingConfirmation,
  bookingStaffCancellation,
  bookingStaffNotification,
  type CancelledBy,
  visitorOptions,
} from './booking.mail.js';
import {
  bookingRescheduledNotice,
  bookingStaffRescheduled,
  type MovedBy,
  type PreviousTime,
} from './booking.mail-changes.js';
import { meetingRoom } from './booking.meeting.js';
import * as M from './booking.messages.js';
import { scheduleReminders, withdrawReminders } from './booking.reminders.js';
import { retryingConflicts, type CancelOutcome } from './booking.rules.js';
import { bookingsCsv, bookingView, upcomingPage } from './booking.staff.js';
import { BookingCore } from './booking.core.js';

export type { BookingSettings } from './booking.core.js';
export type { CancelOutcome };

/** How long the same booking form sent again gets the booking it made (BookingService.sameRequest). */
const SAME_REQUEST_WINDOW_MS = 10 * 60_000;

/** Availability and bookings of consultations; REST and GraphQL call the same methods. */
export class BookingService extends BookingCore {
  /** The same service on another clock: tests let reminders come due without waiting a day. */
  withClock(now: () => Date): BookingService {
    const service = new BookingService(
      this.orm,
      this.mail,
      this.alerts,
      this.rateLimits,
      this.links,
      this.settings,
      this.log,
      this.activity,
      now,
    );
    service.teamCalendars = this.teamCalendars;
    return service;
  }

  /** The start times ('HH:mm', visitor's zone) still free on the visitor's local date. */
  async availability(input: { date?: unknown; timezone?: unknown; duration?: unknown; token?: unknown }) {
    const { date, timezone, duration } = input;
    const query = await validateInput(availabilityQuerySchema, { date, timezone, duration });
    const calendar = await this.calendar(this.orm.em.fork(), localDayRange(query.date, query.timezone), input.token);
    this.assertOpen(query.date, query.timezone, query.duration, calendar, 'date');
    const slots = availableSlots(query.date, query.timezone, query.duration, this.rules(calendar), calendar.busy);
    return { timeSlots: slots.map((slot) => slot.time) };
  }

  /** The visitor's dates in a month that still have free time, from one query (the calendar's month). */
  async days(input: { month?: unknown; timezone?: unknown; duration?: unknown; token?: unknown }) {
    const { month, timezone, duration } = input;
    const query = await validateInput(daysQuerySchema, { month, timezone, duration });
    const calendar = await this.calendar(this.orm.em.fork(), localMonthRange(query.month, query.timezone), input.token);
    return { days: bookableDays(query.month, query.timezone, query.duration, this.rules(calendar), calendar.busy) };
  }

  /**
   * Books a consultation: the form's validation, the visitor's budget and the database guard. The
   * chat assistant books through here too, with `source: 'chat'` (staff views say so).
   */
  async create(input: unknown, meta: RequestMeta, options: { source?: BookingSource } = {}): Promise<BookedResponse> {
    if (isHoneypotFilled(input)) {
      this.log.info({ feature: 'booking' }, 'honeypot filled: booking dropped');
      return { message: M.BOOKED[meta.language] };
    }
    const data = await validateInput(bookingSchema, input);
    await this.rateLimits.consume('booking', meta.ip);
    const start = new Date(data.datetime);
    await this.teamCalendars?.refresh();
    let booking: Booking;
    try {
      booking = await retryingConflicts(this.log, () => this.book(data, start, options.source ?? 'form'));
    } catch (error) {
      // The same form sent again (its answer was lost on a slow network, a double tap): the booking it
      // made is the answer, not "that time was just taken", which would send the visitor to book twice.
      const earlier = error instanceof AppError && error.code === 'CONFLICT' && (await this.sameRequest(data, start));
      if (!earlier) throw error;
      return this.booked(earlier, M.BOOKED);
    }
    this.activity.publish('booking', booking.id);
    return this.booked(booking, M.BOOKED);
  }

  /**
   * A confirmed booking made in the last ten minutes from exactly this form: the same time and length,
   * and the same name, e-mail, phone, service, message, zone, meeting and language (what a stranger
   * replaying someone's request would have to know in full to see its manage link). It was told
   * everyone once: a replay sends nothing again.
   */
  private async sameRequest(data: BookingInput, start: Date): Promise<Booking | undefined> {
    const found = await this.orm.em.fork().findOne(Booking, {
      email: data.email,
      startsAt: start,
      duration: data.duration,
      status: 'confirmed',
      createdAt: { $gte: new Date(this.now().getTime() - SAME_REQUEST_WINDOW_MS) },
    });
    const same =
      found &&
      found.name === data.name &&
      (found.phone ?? '') === (data.phone || '') &&
      found.service === data.service &&
      (found.message ?? '') === (data.message || '') &&
      found.timezone === data.timezone &&
      found.meeting === data.meeting &&
      found.language === data.language;
    return same ? found : undefined;
  }

  private async book(data: BookingInput, start: Date, source: BookingSource): Promise<Booking> {
    return this.orm.em.fork().transactional(async (tx) => {
      const slot = await this.claimSlot(tx, start, data.timezone, data.duration);
      const booking = tx.create(Booking, {
        name: data.name,
        email: data.email,
        phone: data.phone || null,
        service: data.service,
        startsAt: slot.start,
        endsAt: slot.end,
        duration: data.duration,
        message: data.message || null,
        timezone: data.timezone,
        language: data.language as Language,
        status: 'confirmed',
        meeting: data.meeting as MeetingMode,
        meetingUrl: meetingRoom(data.meeting as MeetingMode, this.settings.meetingBaseUrl),
        source,
      });
      // The exclusion constraint decides here: of two overlapping inserts only one commits.
      await tx.flush();
      const manageUrl = this.manageUrl(booking);
      await this.mail.enqueue(tx, [
        bookingConfirmation(
          booking,
          this.settings,
          manageUrl,
          visitorOptions(booking, this.now(), this.settings.changeNoticeHours),
        ),
        bookingStaffNotification(booking, this.settings),
      ]);
      await this.alerts.enqueue(tx, bookingAlert(booking, this.settings.businessTimeZone));
      await scheduleReminders(this.mail, tx, booking, this.settings, manageUrl, this.now());
      await this.teamCalendars?.written(tx, booking);
      await tx.flush();
      return booking;
    });
  }

  /** The manage link's page: the booking as its visitor sees it, and whether it can still change. */
  async manage(token: unknown): Promise<ManagedBooking> {
    const booking = await this.bookingOf(this.orm.em.fork(), token);
    if (!booking) throw new AppError('NOT_FOUND', M.LINK_INVALID);
    return {
      ...this.meeting(booking),
      language: booking.language as Language,
      status: booking.status,
      changeable: booking.status === 'confirmed' && !this.changeState(booking),
      noticeHours: this.settings.changeNoticeHours,
      calendarUrl: this.links.calendarPath(booking),
    };
  }

  /** The visitor moves their booking with the manage link: the old time is freed, the new one taken. */
  async reschedule(input: unknown, meta: RequestMeta): Promise<BookedResponse> {
    // Taken before anything waits (validation, the budget, a connection, the row lock): a move that
    // commits after this instant raced this request, and the first one to commit wins.
    const arrivedAt = this.now();
    const token = (input as { token?: unknown } | null)?.token;
    const data = await validateInput(rescheduleSchema, input);
    await this.rateLimits.consume('booking', meta.ip);
    await this.teamCalendars?.refresh();
    const booking = await retryingConflicts(this.log, () =>
      this.orm.em.fork().transactional(async (tx) => {
        const found = await this.bookingOf(tx, token, true);
        if (!found) throw new AppError('NOT_FOUND', M.LINK_INVALID);
        if (found.status === 'cancelled') throw new AppError('CONFLICT', M.BOOKING_WAS_CANCELLED);
        const state = this.changeState(found);
        if (state === 'past') throw new AppError('CONFLICT', M.BOOKING_STARTED);
        if (state === 'too-late')
          throw new AppError('BAD_USER_INPUT', M.tooLateToChange(this.settings.changeNoticeHours));
        // Moved by another request since this one arrived (the same link sent many times at once):
        // that move won and has told everyone once; this one changes nothing and sends nothing.
        if (found.rescheduledAt && found.rescheduledAt >= arrivedAt)
          throw new AppError('CONFLICT', M.BOOKING_JUST_MOVED);
        return this.moveLocked(tx, found, new Date(data.datetime), data.timezone, { by: 'visitor' });
      }),
    );
    this.activity.publish('reschedule', booking.id);
    return this.booked(booking, M.RESCHEDULED);
  }

  /** Staff move a booking from the dashboard: the same guards; the visitor is told the agency moved it. */
  async rescheduleByStaff(id: unknown, input: unknown, staffEmail: string): Promise<Booking> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', M.BOOKING_NOT_FOUND);
    const data = await validateInput(staffRescheduleSchema, input);
    await this.teamCalendars?.refresh();
    const moved = await retryingConflicts(this.log, () =>
      this.orm.em.fork().transactional(async (tx) => {
        const booking = await tx.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!booking) throw new AppError('NOT_FOUND', M.BOOKING_NOT_FOUND);
        if (booking.status === 'cancelled') throw new AppError('CONFLICT', M.BOOKING_WAS_CANCELLED);
        if (booking.startsAt <= this.now()) throw new AppError('CONFLICT', M.BOOKING_STARTED);
        return this.moveLocked(tx, booking, new Date(data.datetime), booking.timezone, { by: 'staff', staffEmail });
      }),
    );
    this.activity.publish('reschedule', moved.id);
    return moved;
  }

  /** Inside the transaction holding the booking's row lock: frees its time and takes the new one. */
  private async moveLocked(tx: EntityManager, booking: Booking, start: Date, timeZone: string, movedBy: MovedBy) {
    if (start.getTime() === booking.startsAt.getTime()) {
      throw new AppError('BAD_USER_INPUT', M.SAME_TIME, { datetime: M.SAME_TIME });
    }
    const slot = await this.claimSlot(tx, start, timeZone, booking.duration, booking);
    const previous: PreviousTime = { startsAt: booking.startsAt, endsAt: booking.endsAt, timezone: booking.timezone };
    booking.startsAt = slot.start;
    booking.endsAt = slot.end;
    booking.timezone = timeZone;
    booking.sequence += 1;
    booking.rescheduledAt = this.now();
    // The exclusion constraint checks the new range against every other confirmed booking here.
    await tx.flush();
    await this.rescheduled(tx, booking, previous, movedBy);
    // Stamped again as the transaction ends: a request arriving before now raced this move (reschedule).
    booking.rescheduledAt = this.now();
    await tx.flush();
    return booking;
  }

  /**
   * A booking was rescheduled: the one place that tells everyone, inside the transaction that moved
   * it. The visitor and the team get the calendar update and the staff alert; the reminders move to
   * the new time.
   */
  private async rescheduled(tx: EntityManager, booking: Booking, previous: PreviousTime, movedBy: MovedBy) {
    const manageUrl = this.manageUrl(booking);
    await withdrawReminders(this.mail, tx, booking);
    await scheduleReminders(this.mail, tx, booking, this.settings, manageUrl, this.now());
    await this.mail.enqueue(tx, [
      bookingRescheduledNotice(
        booking,
        previous,
        this.settings,
        manageUrl,
        movedBy,
        visitorOptions(booking, this.now(), this.settings.changeNoticeHours),
      ),
      bookingStaffRescheduled(booking, previous, this.settings, movedBy),
    ]);
    await this.teamCalendars?.written(tx, booking);
    await this.alerts.enqueue(tx, bookingRescheduledAlert(booking, previous, this.settings.businessTimeZone, movedBy));
  }

  /** What a cancel link leads to, without changing anything (GET: mail scanners follow links). */
  async cancelPreview(token: unknown): Promise<{ outcome: CancelOutcome; booking?: Booking }> {
    const booking = await this.bookingOf(this.orm.em.fork(), token);
    if (!booking) return { outcome: 'invalid' };
    return { outcome: this.cancelState(booking) ?? this.changeState(booking) ?? 'ask', booking };
  }

  /** Cancels the booking of a genuine link: the slot is free again and the reminders are withdrawn. Idempotent. */
  async cancel(token: unknown): Promise<{ outcome: CancelOutcome; booking?: Booking }> {
    const result = await this.orm.em.fork().transactional(async (tx) => {
      const booking = await this.bookingOf(tx, token, true);
      if (!booking) return { outcome: 'invalid' as const };
      const refused = this.cancelState(booking) ?? this.changeState(booking);
      if (refused) return { outcome: refused, booking };
      return { outcome: await this.cancelLocked(tx, booking, { by: 'visitor' }), booking };
    });
    if (result.outcome === 'cancelled' && result.booking) this.activity.publish('cancellation', result.booking.id);
    return result;
  }

  /** The manage page's cancel (JSON): the same as the link's page, its outcome as a message or a refusal. */
  async cancelByLink(token: unknown, meta: RequestMeta): Promise<MessageResponse> {
    const { outcome, booking } = await this.cancel(token);
    const language = (booking?.language as Language | undefined) ?? meta.language;
    if (outcome === 'invalid') throw new AppError('NOT_FOUND', M.LINK_INVALID);
    if (outcome === 'past') throw new AppError('CONFLICT', M.BOOKING_STARTED);
    if (outcome === 'too-late')
      throw new AppError('BAD_USER_INPUT', M.tooLateToChange(this.settings.changeNoticeHours));
    return { message: (outcome === 'already-cancelled' ? M.ALREADY_CANCELLED : M.CANCELLED)[language] };
  }

  /**
   * Staff cancel a booking from the dashboard: the same as the visitor's link (slot freed, reminders
   * withdrawn, calendar update), and the visitor is told we had to cancel. Idempotent; a meeting
   * that has already started stays (409).
   */
  async cancelByStaff(id: unknown, staffEmail: string): Promise<Booking> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', M.BOOKING_NOT_FOUND);
    const { booking, outcome } = await this.orm.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw new AppError('NOT_FOUND', M.BOOKING_NOT_FOUND);
      const cancelled = await this.cancelLocked(tx, found, { by: 'staff', staffEmail });
      if (cancelled === 'past') throw new AppError('CONFLICT', M.BOOKING_STARTED);
      return { booking: found, outcome: cancelled };
    });
    if (outcome === 'cancelled') this.activity.publish('cancellation', booking.id);
    return booking;
  }

  /** Inside the transaction that holds the booking's row lock. */
  private async cancelLocked(tx: EntityManager, booking: Booking, cancelledBy: CancelledBy): Promise<CancelOutcome> {
    const state = this.cancelState(booking);
    if (state) return state;
    booking.status = 'cancelled';
    booking.cancelledAt = this.now();
    booking.sequence += 1;
    await tx.flush();
    await this.cancelled(tx, booking, cancelledBy);
    return 'cancelled';
  }

  /**
   * A booking was cancelled: the one place that tells everyone, inside the transaction that cancelled
   * it. The reminders are withdrawn; the visitor and the team get the calendar cancellation and the
   * staff alert.
   */
  private async cancelled(tx: EntityManager, booking: Booking, cancelledBy: CancelledBy): Promise<void> {
    await withdrawReminders(this.mail, tx, booking);
    await this.mail.enqueue(tx, [
      bookingCancelledNotice(booking, this.settings, cancelledBy),
      bookingStaffCancellation(booking, this.settings, cancelledBy),
    ]);
    await this.teamCalendars?.written(tx, booking);
    await this.alerts.enqueue(tx, bookingCancelledAlert(booking, this.settings.businessTimeZone, cancelledBy));
  }

  /**
   * Staff view: one page of the confirmed bookings that have not ended yet, soonest first; `q`
   * searches name, e-mail, phone and message.
   */
  async upcoming(query: unknown): Promise<Page<BookingView>> {
    const { q, ...page } = await validateInput(searchPageQuerySchema, query ?? {});
    return upcomingPage(this.orm.em.fork(), this.now(), page, q);
  }

  /** The same list (up to CSV_ROW_LIMIT, the search applied) as a spreadsheet, with both clocks. */
  async upcomingCsv(query: unknown = {}): Promise<string> {
    const { q } = await validateInput(searchPageQuerySchema, query ?? {});
    const { rows } = await upcomingPage(this.orm.em.fork(), this.now(), CSV_PAGE, q);
    return bookingsCsv(rows, this.settings.businessTimeZone);
  }

  /** Staff view of one booking, whatever its status (the alerts link to cancelled ones too). */
  async detail(id: unknown): Promise<BookingView> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', M.BOOKING_NOT_FOUND);
    const booking = await this.orm.em.fork().findOne(Booking, { id });
    if (!booking) throw new AppError('NOT_FOUND', M.BOOKING_NOT_FOUND);
    return bookingView(booking);
  }

  /** The booking's .ics (PUBLISH) for the page's download, or undefined for a link that is not genuine. */
  async calendarFile(token: unknown): Promise<Booking | undefined> {
    return (await this.bookingOf(this.orm.em.fork(), token)) ?? undefined;
  }

  /** The manage link of every booking e-mail. */
  manageUrl(booking: Pick<Booking, 'id' | 'cancelNonce' | 'language'>): string {
    return this.links.manageUrl(booking);
  }
}
