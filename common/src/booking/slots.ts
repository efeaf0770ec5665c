import { BOOKING_HORIZON_DAYS, BUSINESS_HOURS, DEFAULT_BOOKING_DURATION } from '../business.js';
import { addDays, isDateString, minutesOf, timeOf, weekdayOf, zonedDate, zonedTime, zonedTimeToUtc } from './zones.js';

/** Start times are offered every this many minutes from opening. */
const SLOT_STEP_MINUTES = 30;
export const BOOKING_BUFFER_MINUTES_DEFAULT = 0;
export const BOOKING_MIN_NOTICE_MINUTES_DEFAULT = 120;
/** Visitors move or cancel online until this many hours before the meeting (BOOKING_CHANGE_NOTICE_HOURS). */
export const BOOKING_CHANGE_NOTICE_HOURS_DEFAULT = 12;

const MINUTE = 60_000;

/** A booked interval that blocks slots (a confirmed booking). */
export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface SlotRules {
  /** The IANA zone of the business hours (BUSINESS_TIMEZONE). */
  businessTimeZone: string;
  /** The present instant: "today" and the minimum notice are judged from it. */
  now: Date;
  /** Free minutes kept before and after every confirmed booking. */
  bufferMinutes?: number;
  /** A start must be at least this far in the future. */
  minNoticeMinutes?: number;
  horizonDays?: number;
  /**
   * Days the office is closed (holidays, staff closures): business-zone dates, `from` to `to`
   * inclusive. No start on such a date is offered; bookings already made on it stay.
   */
  closures?: readonly ClosedDays[];
}

/** A closure as the slot rules see it: business-zone dates yyyy-MM-dd, both ends included. */
export interface ClosedDays {
  from: string;
  to: string;
}

/** A start the visitor can book: the instant, and its wall clock time in the visitor's zone. */
export interface Slot {
  start: Date;
  end: Date;
  /** 'HH:mm' in the visitor's zone. */
  time: string;
}

/** Today's date in the visitor's zone. */
export function todayIn(timeZone: string, now: Date): string {
  return zonedDate(now, timeZone);
}

/** The last date a visitor may pick: today plus the horizon (inclusive), in their zone. */
export function lastBookableDate(timeZone: string, now: Date, horizonDays = BOOKING_HORIZON_DAYS): string {
  return addDays(todayIn(timeZone, now), horizonDays);
}

export const isWeekend = (date: string): boolean => [0, 6].includes(weekdayOf(date));

/** Is the date a real one from the visitor's today up to the horizon (inclusive), in their zone? */
export function isWithinHorizon(
  date: string,
  visitorTimeZone: string,
  now: Date,
  horizonDays = BOOKING_HORIZON_DAYS,
): boolean {
  if (!isDateString(date)) return false;
  const today = todayIn(visitorTimeZone, now);
  return date >= today && date <= addDays(today, horizonDays);
}

/** The closure (if any) that covers a business-zone date. */
export function closureOn<C extends ClosedDays>(businessDate: string, closures: readonly C[] = []): C | undefined {
  return closures.find((closure) => closure.from <= businessDate && businessDate <= closure.to);
}

/**
 * Every start the office's hours give on the visitor's local date, judged on the visitor's own
 * clock: a New York Sunday evening holds the Cambodian Monday morning. Ignores now, notice,
 * bookings and closures; each start knows its business-zone date. Lazy: whether a date has any start
 * at all (the calendar asks it of each of a month's ~42 days as it renders) is answered by the first
 * one, not by working out the day's ~16 starts, each a time-zone conversion.
 */
function* startsOnLocalDate(
  date: string,
  visitorTimeZone: string,
  durationMinutes: number,
  businessTimeZone: string,
): Generator<{ start: Date; end: Date; businessDate: string }> {
  // The visitor's local day as an interval of instants; it spans one to three business-zone dates.
  const dayStart = zonedTimeToUtc(date, '00:00', visitorTimeZone).getTime();
  const dayEnd = zonedTimeToUtc(addDays(date, 1), '00:00', visitorTimeZone).getTime();
  const lastBusinessDate = zonedDate(dayEnd - 1, businessTimeZone);
  for (let businessDate = zonedDate(dayStart, businessTimeZone); businessDate <= lastBusinessDate;) {
    for (const slot of businessDayStarts(businessDate, businessTimeZone, durationMinutes)) {
      const at = slot.start.getTime();
      if (at >= dayStart && at < dayEnd) yield { ...slot, businessDate };
    }
    businessDate = addDays(businessDate, 1);
  }
}

type DayRules = Pick<SlotRules, 'businessTimeZone' | 'now' | 'horizonDays'>;

/**
 * SPEC §5 "selectable dates", judged on the visitor's clock: from their today up to the horizon,
 * and holding office hours there (Monday to Friday in the office's zone; for a visitor in New York
 * that includes Sunday evening, which is Monday morning in Cambodia). Closures are not considered.
 */
export function isSelectableDate(date: string, visitorTimeZone: string, rules: DayRules): boolean {
  if (!isWithinHorizon(date, visitorTimeZone, rules.now, rules.horizonDays)) return false;
  return !startsOnLocalDate(date, visitorTimeZone, SLOT_STEP_MINUTES, rules.businessTimeZone).next().done;
}

/**
 * How a visitor's date stands: `unbookable` (past, beyond the horizon, or no office hours on their
 * clock that day), `closed` (office hours only on closed days; the first such closure is given, for
 * its reason), or `open` (it may still have no free time left: taken, or too soon).
 */
export type DayStatus<C extends ClosedDays = ClosedDays> =
  { status: 'unbookable' } | { status: 'closed'; closure: C } | { status: 'open' };

export function dayStatus<C extends ClosedDays>(
  date: string,
  visitorTimeZone: string,
  durationMinutes: number,
  rules: DayRules & { closures?: readonly C[] },
): DayStatus<C> {
  if (!isWithinHorizon(date, visitorTimeZone, rules.now, rules.horizonDays)) return { status: 'unbookable' };
  let closed: C | undefined;
  for (const { businessDate } of startsOnLocalDate(date, visitorTimeZone, durationMinutes, rules.businessTimeZone)) {
    const closure = closureOn(businessDate, rules.closures);
    if (!closure) return { status: 'open' };
    closed ??= closure;
  }
  return closed ? { status: 'closed', closure: closed } : { status: 'unbookable' };
}

/**
 * Every start in business hours on one business-zone date whose whole meeting fits before closing,
 * as instants, lazily (see startsOnLocalDate). Not filtered by anything else.
 */
function* businessDayStarts(
  businessDate: string,
  businessTimeZone: string,
  durationMinutes: number,
): Generator<{ start: Date; end: Date }> {
  if (!(BUSINESS_HOURS.days as readonly number[]).includes(weekdayOf(businessDate))) return;
  const opens = minutesOf(BUSINESS_HOURS.opens);
  const closes = minutesOf(BUSINESS_HOURS.closes);
  const closing = zonedTimeToUtc(businessDate, BUSINESS_HOURS.closes, businessTimeZone).getTime();
  for (let minutes = opens; minutes + durationMinutes <= closes; minutes += SLOT_STEP_MINUTES) {
    const start = zonedTimeToUtc(businessDate, timeOf(minutes), businessTimeZone);
    const end = new Date(start.getTime() + durationMinutes * MINUTE);
    // Measured in real time, so a DST change in the business zone can't stretch a meeting past closing.
    if (end.getTime() <= closing && zonedDate(start, businessTimeZone) === businessDate) yield { start, end };
  }
}

/**
 * The slots a visitor in `visitorTimeZone` may book on their local `date`: starts every 30 minutes
 * in business hours (business zone) whose whole meeting fits, that fall on that local date, begin at
 * least the minimum notice after `now`, are not on a closed day, and overlap no busy interval
 * widened by the buffer. A date outside the horizon (past, more than 60 days ahead) has none.
 */
export function availableSlots(
  date: string,
  visitorTimeZone: string,
  durationMinutes: number = DEFAULT_BOOKING_DURATION,
  rules: SlotRules,
  busy: readonly BusyInterval[] = [],
): Slot[] {
  if (!isWithinHorizon(date, visitorTimeZone, rules.now, rules.horizonDays)) return [];
  const buffer = (rules.bufferMinutes ?? BOOKING_BUFFER_MINUTES_DEFAULT) * MINUTE;
  const earliest = rules.now.getTime() + (rules.minNoticeMinutes ?? BOOKING_MIN_NOTICE_MINUTES_DEFAULT) * MINUTE;
  const slots: Slot[] = [];
  for (const { start, end, businessDate } of startsOnLocalDate(
    date,
    visitorTimeZone,
    durationMinutes,
    rules.businessTimeZone,
  )) {
    const at = start.getTime();
    if (at < earliest || closureOn(businessDate, rules.closures)) continue;
    const blocked = busy.some(
      (interval) => at < interval.end.getTime() + buffer && end.getTime() > interval.start.getTime() - buffer,
    );
    if (!blocked) slots.push({ start, end, time: zonedTime(start, visitorTimeZone) });
  }
  return slots;
}

/**
 * The visitor's dates in a month (yyyy-MM, their zone) that still have free time: what the calendar
 * offers. Everything else in the month is shown disabled.
 */
export function bookableDays(
  month: string,
  visitorTimeZone: string,
  durationMinutes: number,
  rules: SlotRules,
  busy: readonly BusyInterval[] = [],
): string[] {
  const days: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) {
    if (availableSlots(date, visitorTimeZone, durationMinutes, rules, busy).length > 0) days.push(date);
  }
  return days;
}

/** Is this a month written yyyy-MM (2027-13 is not)? */
export function isMonthString(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) && isDateString(`${value}-01`);
}

/** The instants a visitor's month covers (yyyy-MM in their zone), for loading what could block it. */
export function localMonthRange(month: string, timeZone: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return {
    start: zonedTimeToUtc(`${month}-01`, '00:00', timeZone),
    end: zonedTimeToUtc(`${next}-01`, '00:00', timeZone),
  };
}

/**
 * The one slot a booking request asks for (its start instant), if a visitor in that zone may book it
 * now; undefined otherwise. The server's check before it stores a booking.
 */
export function findSlot(
  start: Date,
  visitorTimeZone: string,
  durationMinutes: number,
  rules: SlotRules,
  busy: readonly BusyInterval[] = [],
): Slot | undefined {
  const date = zonedDate(start, visitorTimeZone);
  return availableSlots(date, visitorTimeZone, durationMinutes, rules, busy).find(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}

/** The instants a visitor's local day covers, for loading the bookings that could block it. */
export function localDayRange(date: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedTimeToUtc(date, '00:00', timeZone),
    end: zonedTimeToUtc(addDays(date, 1), '00:00', timeZone),
  };
}
