import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  businessHoursText,
  BOOKING_HORIZON_DAYS,
  availabilityQuerySchema,
  availableSlots,
  bookingSchema,
  type BookingInput,
  type BookingView,
  findSlot,
  isHoneypotFilled,
  isSelectableDate,
  localDayRange,
  zonedDate,
  type BusyInterval,
  type Language,
  type Localized,
  type Page,
  type SlotRules,
  searchPageQuerySchema,
} from '@site/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { CSV_PAGE } from '../../pagination.js';
import type { RequestMeta } from '../../shared/request-meta.js';
import { isUuid, validateInput } from '../../validation.js';
import type { RateLimits } from '../abuse/index.js';
import type { StaffAlerts } from '../alerts/index.js';
import type { MailQueue } from '../mail/index.js';
import { bookingAlert, bookingCancelledAlert } from './booking.alerts.js';
import { Booking } from './booking.entity.js';
import {
  bookingCancelledNotice,
  bookingConfirmation,
  bookingReminder,
  bookingStaffCancellation,
  bookingStaffNotification,
  type BookingMailSettings,
  type CancelledBy,
} from './booking.mail.js';
import { bookingsCsv, bookingView, upcomingPage } from './booking.staff.js';
import type { BookingTokens } from './booking.tokens.js';

const BOOKING_NOT_FOUND: Localized = {
  en: 'There is no such booking.',
  km: 'មិនមានការកក់នេះទេ។',
};
const BOOKING_STARTED: Localized = {
  en: 'This meeting has already started, so it can no longer be cancelled.',
  km: 'ការជួបនេះបានចាប់ផ្ដើមហើយ ដូច្នេះមិនអាចបោះបង់បានទៀតទេ។',
};

const BOOKED: Localized = {
  en: 'Appointment booked successfully! A confirmation e-mail with a calendar invitation is on its way.',
  km: 'ការកក់ការពិគ្រោះយោបល់បានជោគជ័យ! អ៊ីមែលបញ្ជាក់ ព្រមទាំងការអញ្ជើញប្រតិទិន កំពុងផ្ញើទៅអ្នក។',
};

const SLOT_TAKEN: Localized = {
  en: 'Sorry, that time was just taken — please pick another time.',
  km: 'សូមអភ័យទោស ម៉ោងនោះទើបតែមានគេកក់ហើយ — សូមជ្រើសរើសម៉ោងផ្សេងទៀត។',
};

const DATE_NOT_BOOKABLE: Localized = {
  en: `Bookings are possible Monday to Friday, from today up to ${BOOKING_HORIZON_DAYS} days ahead. Please pick another date.`,
  km: `អាចកក់បានពីថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ចាប់ពីថ្ងៃនេះ រហូតដល់ ${BOOKING_HORIZON_DAYS} ថ្ងៃខាងមុខ។ សូមជ្រើសរើសកាលបរិច្ឆេទផ្សេងទៀត។`,
};

const timeNotOffered = (noticeMinutes: number, businessTimeZone: string): Localized => {
  const hours = noticeMinutes / 60;
  const notice = Number.isInteger(hours)
    ? { en: `${hours} hour${hours === 1 ? '' : 's'}`, km: `${hours} ម៉ោង` }
    : { en: `${noticeMinutes} minutes`, km: `${noticeMinutes} នាទី` };
  return {
    en: `We don't offer that time. Meetings are ${businessHoursText(businessTimeZone, 'en')}, start on the hour or half hour, at least ${notice.en} from now. Please pick a time from the list.`,
    km: `យើងមិនផ្ដល់ម៉ោងនោះទេ។ ការជួបមាន${businessHoursText(businessTimeZone, 'km')} ចាប់ផ្ដើមនៅម៉ោងគត់ ឬកន្លះម៉ោង យ៉ាងហោចណាស់ ${notice.km} ពីពេលនេះ។ សូមជ្រើសរើសម៉ោងពីបញ្ជី។`,
  };
};

/** The longest meeting: a booking starting this long before a range can still reach into it. */
const LONGEST_MEETING_MS = 120 * 60_000;
/** The reminder goes out this long before the meeting (only when the meeting is further away than that). */
const REMINDER_BEFORE_MS = 24 * 3600_000;
const EXCLUSION_VIOLATION = '23P01';
const DEADLOCK_DETECTED = '40P01';

export interface BookingSettings extends BookingMailSettings {
  bufferMinutes: number;
  minNoticeMinutes: number;
}

export type CancelOutcome = 'ask' | 'cancelled' | 'already-cancelled' | 'past' | 'invalid';

/** Availability and bookings of consultations; REST and GraphQL call the same methods. */
export class BookingService {
  constructor(
    private readonly orm: MikroORM,
    private readonly mail: MailQueue,
    private readonly alerts: StaffAlerts,
    private readonly rateLimits: RateLimits,
    private readonly tokens: BookingTokens,
    private readonly settings: BookingSettings,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private rules(): SlotRules {
    return {
      businessTimeZone: this.settings.businessTimeZone,
      now: this.now(),
      bufferMinutes: this.settings.bufferMinutes,
      minNoticeMinutes: this.settings.minNoticeMinutes,
    };
  }

  /** The start times ('HH:mm', visitor's zone) still free on the visitor's local date. */
  async availability(input: {
    date?: unknown;
    timezone?: unknown;
    duration?: unknown;
  }): Promise<{ timeSlots: string[] }> {
    const { date, timezone, duration } = input;
    const query = await validateInput(availabilityQuerySchema, { date, timezone, duration });
    const rules = this.rules();
    if (!isSelectableDate(query.date, query.timezone, rules.now)) {
      throw new AppError('BAD_USER_INPUT', DATE_NOT_BOOKABLE, { date: DATE_NOT_BOOKABLE });
    }
    const busy = await this.busyOn(this.orm.em.fork(), query.date, query.timezone);
    const slots = availableSlots(query.date, query.timezone, query.duration, rules, busy);
    return { timeSlots: slots.map((slot) => slot.time) };
  }

  async create(input: unknown, meta: RequestMeta): Promise<{ message: string }> {
    if (isHoneypotFilled(input)) {
      this.log.info({ feature: 'booking' }, 'honeypot filled: booking dropped');
      return { message: BOOKED[meta.language] };
    }
    const data = await validateInput(bookingSchema, input);
    await this.rateLimits.consume('booking', meta.ip);
    const language = data.language as Language;
    const start = new Date(data.datetime);
    const rules = this.rules();
    const date = zonedDate(start, data.timezone);
    if (!isSelectableDate(date, data.timezone, rules.now)) {
      throw new AppError('BAD_USER_INPUT', DATE_NOT_BOOKABLE, { datetime: DATE_NOT_BOOKABLE });
    }
    // Should two transactions still deadlock (PostgreSQL aborts one), that visitor's request is tried
    // again: it finds the slot taken (409) or gets it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.book(data, start, rules);
        return { message: BOOKED[language] };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === EXCLUSION_VIOLATION) throw new AppError('CONFLICT', SLOT_TAKEN);
        if (code !== DEADLOCK_DETECTED || attempt === 3) throw error;
        this.log.info({ feature: 'booking', attempt }, 'booking deadlocked with a concurrent one: trying again');
      }
    }
  }

  private async book(data: BookingInput, start: Date, rules: SlotRules): Promise<void> {
    const em = this.orm.em.fork();
    const slot = findSlot(
      start,
      data.timezone,
      data.duration,
      rules,
      await this.busyOn(em, zonedDate(start, data.timezone), data.timezone),
    );
    if (!slot) {
      // Offered on an empty calendar, so someone else has it; otherwise it was never a start we offer.
      if (findSlot(start, data.timezone, data.duration, rules)) throw new AppError('CONFLICT', SLOT_TAKEN);
      const message = timeNotOffered(this.settings.minNoticeMinutes, this.settings.businessTimeZone);
      throw new AppError('BAD_USER_INPUT', message, { datetime: message });
    }
    await em.transactional(async (tx) => {
      // Bookings of one business day are written one at a time: overlapping inserts then never wait
      // on each other inside the exclusion check (no deadlocks), and the check below, buffer included,
      // sees every booking committed before. The exclusion constraint stays the database's guarantee.
      const businessDate = zonedDate(slot.start, rules.businessTimeZone);
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`booking:${businessDate}`]);
      const busy = await this.busyOn(tx, zonedDate(start, data.timezone), data.timezone);
      if (!findSlot(start, data.timezone, data.duration, rules, busy)) throw new AppError('CONFLICT', SLOT_TAKEN);
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
      });
      // The exclusion constraint decides here: of two overlapping inserts only one commits.
      await tx.flush();
      const cancelUrl = this.cancelUrl(booking);
      await this.mail.enqueue(tx, [
        bookingConfirmation(booking, this.settings, cancelUrl),
        bookingStaffNotification(booking, this.settings),
      ]);
      await this.alerts.enqueue(tx, bookingAlert(booking, this.settings.businessTimeZone));
      const remindAt = new Date(booking.startsAt.getTime() - REMINDER_BEFORE_MS);
      if (remindAt > rules.now) {
        const [jobId] = await this.mail.enqueue(tx, [bookingReminder(booking, this.settings, cancelUrl)], {
          startAfter: remindAt,
        });
        booking.reminderJobId = jobId ?? null;
        await tx.flush();
      }
    });
  }

  /** What a cancel link leads to, without changing anything (GET: mail scanners follow links). */
  async cancelPreview(token: unknown): Promise<{ outcome: CancelOutcome; booking?: Booking }> {
    const booking = await this.bookingOf(this.orm.em.fork(), token);
    if (!booking) return { outcome: 'invalid' };
    return { outcome: this.cancelState(booking) ?? 'ask', booking };
  }

  /** Cancels the booking of a genuine link: the slot is free again and the reminder is withdrawn. Idempotent. */
  async cancel(token: unknown): Promise<{ outcome: CancelOutcome; booking?: Booking }> {
    return this.orm.em.fork().transactional(async (tx) => {
      const booking = await this.bookingOf(tx, token, true);
      if (!booking) return { outcome: 'invalid' as const };
      return { outcome: await this.cancelLocked(tx, booking, { by: 'visitor' }), booking };
    });
  }

  /**
   * Staff cancel a booking from the dashboard: the same as the visitor's link (slot freed, reminder
   * withdrawn, calendar update), and the visitor is told we had to cancel. Idempotent; a meeting
   * that has already started stays (409).
   */
  async cancelByStaff(id: unknown, staffEmail: string): Promise<Booking> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    return this.orm.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      if ((await this.cancelLocked(tx, booking, { by: 'staff', staffEmail })) === 'past')
        throw new AppError('CONFLICT', BOOKING_STARTED);
      return booking;
    });
  }

  /** Inside the transaction that holds the booking's row lock. */
  private async cancelLocked(tx: EntityManager, booking: Booking, cancelledBy: CancelledBy): Promise<CancelOutcome> {
    const state = this.cancelState(booking);
    if (state) return state;
    booking.status = 'cancelled';
    booking.cancelledAt = this.now();
    await tx.flush();
    if (booking.reminderJobId) await this.mail.cancel(tx, [booking.reminderJobId]);
    await this.mail.enqueue(tx, [
      bookingCancelledNotice(booking, this.settings, cancelledBy),
      bookingStaffCancellation(booking, this.settings, cancelledBy),
    ]);
    await this.alerts.enqueue(tx, bookingCancelledAlert(booking, this.settings.businessTimeZone, cancelledBy));
    return 'cancelled';
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
    if (!isUuid(id)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    const booking = await this.orm.em.fork().findOne(Booking, { id });
    if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    return bookingView(booking);
  }

  /** The link in every booking e-mail. */
  cancelUrl(booking: Pick<Booking, 'id' | 'cancelNonce' | 'language'>): string {
    const token = this.tokens.sign({ bookingId: booking.id, nonce: booking.cancelNonce });
    return `${this.settings.publicUrl}/api/booking/cancel?token=${encodeURIComponent(token)}&language=${booking.language}`;
  }

  private cancelState(booking: Booking): CancelOutcome | undefined {
    if (booking.status === 'cancelled') return 'already-cancelled';
    if (booking.startsAt <= this.now()) return 'past';
    return undefined;
  }

  private async bookingOf(em: EntityManager, token: unknown, lock = false): Promise<Booking | null> {
    const claims = this.tokens.verify(token);
    if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.bookingId)) return null;
    const booking = await em.findOne(
      Booking,
      { id: claims.bookingId },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    return booking && booking.cancelNonce === claims.nonce ? booking : null;
  }

  /** Confirmed bookings that could block a start on the visitor's local date (buffer included). */
  private async busyOn(em: EntityManager, date: string, timeZone: string): Promise<BusyInterval[]> {
    const day = localDayRange(date, timeZone);
    const buffer = this.settings.bufferMinutes * 60_000;
    const bookings = await em.find(
      Booking,
      {
        status: 'confirmed',
        startsAt: { $lt: new Date(day.end.getTime() + LONGEST_MEETING_MS + buffer) },
        endsAt: { $gt: new Date(day.start.getTime() - buffer) },
      },
      { fields: ['startsAt', 'endsAt'] },
    );
    return bookings.map((booking) => ({ start: booking.startsAt, end: booking.endsAt }));
  }
}
