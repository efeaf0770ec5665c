import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  addDays,
  closureSchema,
  zonedDate,
  zonedTimeToUtc,
  type ClosureBooking,
  type ClosureView,
  type Language,
  type MessageResponse,
} from '@site/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { isUuid, validateInput } from '../../validation.js';
import { Booking } from './booking.entity.js';
import { CLOSURE_NOT_FOUND, CLOSURE_REMOVED } from './booking.messages.js';
import { Closure } from './closure.entity.js';
import { holidaysOf } from './closure.holidays.js';

/** The bound of the staff list: closures that have not ended (a year of holidays is a dozen). */
const CLOSURE_LIST_LIMIT = 500;

/**
 * Closed days of the office (staff, admins only): list with the bookings each overlaps, add, remove;
 * and the fixed-date public holidays added once per year at start.
 */
export class ClosureService {
  constructor(
    private readonly orm: MikroORM,
    private readonly settings: { businessTimeZone: string },
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Closures that end today or later (office dates), soonest first, each with the bookings it overlaps. */
  async list(): Promise<ClosureView[]> {
    const em = this.orm.em.fork();
    const today = zonedDate(this.now(), this.settings.businessTimeZone);
    const closures = await em.find(
      Closure,
      { to: { $gte: today } },
      { orderBy: { from: 'asc', to: 'asc', id: 'asc' }, limit: CLOSURE_LIST_LIMIT },
    );
    return this.withBookings(em, closures);
  }

  async add(input: unknown, staffEmail: string): Promise<ClosureView> {
    const data = await validateInput(closureSchema, input);
    const em = this.orm.em.fork();
    const closure = em.create(Closure, {
      from: data.from,
      to: data.to || data.from,
      reasonEn: data.reasonEn,
      reasonKm: data.reasonKm,
      source: 'staff',
      createdBy: staffEmail,
    });
    await em.flush();
    this.log.info({ feature: 'closures', id: closure.id, from: closure.from, to: closure.to }, 'closure added');
    const [view] = await this.withBookings(em, [closure]);
    return view;
  }

  /** Removes a closure (a seeded holiday too: the year's seeding never adds it back). */
  async remove(id: unknown, language: Language): Promise<MessageResponse> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', CLOSURE_NOT_FOUND);
    const removed = await this.orm.em.fork().nativeDelete(Closure, { id });
    if (removed === 0) throw new AppError('NOT_FOUND', CLOSURE_NOT_FOUND);
    this.log.info({ feature: 'closures', id }, 'closure removed');
    return { message: CLOSURE_REMOVED[language] };
  }

  /**
   * Adds the fixed-date public holidays of these years, once per year: the year's row in
   * holiday_seeds is inserted in the same transaction, so two instances starting together add them
   * once, and a holiday staff removed does not come back at the next start.
   */
  async seedHolidays(years: number[]): Promise<number[]> {
    const seeded: number[] = [];
    for (const year of years) {
      const added = await this.orm.em.fork().transactional(async (tx) => {
        const claimed = await tx.execute<{ year: number }[]>(
          'insert into holiday_seeds (year, seeded_at) values (?, now()) on conflict (year) do nothing returning year',
          [year],
        );
        if (claimed.length === 0) return false;
        for (const { date, reason } of holidaysOf(year))
          tx.create(Closure, { from: date, to: date, reasonEn: reason.en, reasonKm: reason.km, source: 'holiday' });
        await tx.flush();
        return true;
      });
      if (added) seeded.push(year);
    }
    if (seeded.length > 0)
      this.log.info({ feature: 'closures', years: seeded }, "added Cambodia's fixed-date public holidays as closures");
    return seeded;
  }

  /** This year and the next (in the office's zone). */
  seedYears(): number[] {
    const year = Number(zonedDate(this.now(), this.settings.businessTimeZone).slice(0, 4));
    return [year, year + 1];
  }

  /** Each closure with the confirmed bookings on its dates, in one query for the whole list. */
  private async withBookings(em: EntityManager, closures: Closure[]): Promise<ClosureView[]> {
    if (closures.length === 0) return [];
    const zone = this.settings.businessTimeZone;
    const first = closures.reduce((min, c) => (c.from < min ? c.from : min), closures[0].from);
    const last = closures.reduce((max, c) => (c.to > max ? c.to : max), closures[0].to);
    const bookings = await em.find(
      Booking,
      {
        status: 'confirmed',
        startsAt: { $lt: zonedTimeToUtc(addDays(last, 1), '00:00', zone) },
        endsAt: { $gt: zonedTimeToUtc(first, '00:00', zone) },
      },
      { orderBy: { startsAt: 'asc' } },
    );
    return closures.map((closure) => ({
      id: closure.id,
      from: closure.from,
      to: closure.to,
      reasonEn: closure.reasonEn,
      reasonKm: closure.reasonKm,
      source: closure.source,
      createdBy: closure.createdBy ?? null,
      createdAt: closure.createdAt,
      bookings: bookings
        .filter((booking) => {
          const date = zonedDate(booking.startsAt, zone);
          return closure.from <= date && date <= closure.to;
        })
        .map((booking): ClosureBooking => ({
          id: booking.id,
          name: booking.name,
          service: booking.service,
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          timezone: booking.timezone,
        })),
    }));
  }
}
