import { BOOKING_HORIZON_DAYS, BUSINESS_HOURS, DEFAULT_BOOKING_DURATION } from '../business.js';
import { addDays, isDateString, minutesOf, timeOf, weekdayOf, zonedDate, zonedTime, zonedTimeToUtc } from './zones.js';

/** Start times are offered every this many minutes from opening. */
const SLOT_STEP_MINUTES = 30;
export const BOOKING_BUFFER_MINUTES_DEFAULT = 0;
export const BOOKING_MIN_NOTICE_MINUTES_DEFAULT = 120;

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

/**
 * SPEC §5 "selectable dates", judged in the visitor's zone: today or later, not Saturday or Sunday,
 * and at most `horizonDays` days after today.
 */
export function isSelectableDate(
  date: string,
  visitorTimeZone: string,
  now: Date,
  horizonDays = BOOKING_HORIZON_DAYS,
): boolean {
  if (!isDateString(date) || isWeekend(date)) return false;
  const today = todayIn(visitorTimeZone, now);
  return date >= today && date <= addDays(today, horizonDays);
}

/**
 * Every start in business hours on one business-zone date whose whole meeting fits before closing,
 * as instants. Not filtered by anything else.
 */
function businessDayStarts(
  businessDate: string,
  businessTimeZone: string,
  durationMinutes: number,
): { start: Date; end: Date }[] {
  if (!(BUSINESS_HOURS.days as readonly number[]).includes(weekdayOf(businessDate))) return [];
  const opens = minutesOf(BUSINESS_HOURS.opens);
  const closes = minutesOf(BUSINESS_HOURS.closes);
  const closing = zonedTimeToUtc(businessDate, BUSINESS_HOURS.closes, businessTimeZone).getTime();
  const starts: { start: Date; end: Date }[] = [];
  for (let minutes = opens; minutes + durationMinutes <= closes; minutes += SLOT_STEP_MINUTES) {
    const start = zonedTimeToUtc(businessDate, timeOf(minutes), businessTimeZone);
    const end = new Date(start.getTime() + durationMinutes * MINUTE);
    // Measured in real time, so a DST change in the business zone can't stretch a meeting past closing.
    if (end.getTime() <= closing && zonedDate(start, businessTimeZone) === businessDate) starts.push({ start, end });
  }
  return starts;
}

/**
 * The slots a visitor in `visitorTimeZone` may book on their local `date`: starts every 30 minutes
 * in business hours (business zone) whose whole meeting fits, that fall on that local date, begin at
 * least the minimum notice after `now`, and overlap no busy interval widened by the buffer. An
 * unselectable date (past, weekend, beyond the horizon) has none.
 */
export function availableSlots(
  date: string,
  visitorTimeZone: string,
  durationMinutes: number = DEFAULT_BOOKING_DURATION,
  rules: SlotRules,
  busy: readonly BusyInterval[] = [],
): Slot[] {
  const horizon = rules.horizonDays ?? BOOKING_HORIZON_DAYS;
  if (!isSelectableDate(date, visitorTimeZone, rules.now, horizon)) return [];
  const buffer = (rules.bufferMinutes ?? BOOKING_BUFFER_MINUTES_DEFAULT) * MINUTE;
  const earliest = rules.now.getTime() + (rules.minNoticeMinutes ?? BOOKING_MIN_NOTICE_MINUTES_DEFAULT) * MINUTE;

  // The visitor's local day as an interval of instants; it spans one to three business-zone dates.
  const dayStart = zonedTimeToUtc(date, '00:00', visitorTimeZone).getTime();
  const dayEnd = zonedTimeToUtc(addDays(date, 1), '00:00', visitorTimeZone).getTime();
  const firstBusinessDate = zonedDate(dayStart, rules.businessTimeZone);
  const lastBusinessDate = zonedDate(dayEnd - 1, rules.businessTimeZone);

  const slots: Slot[] = [];
  for (let businessDate = firstBusinessDate; businessDate <= lastBusinessDate;) {
    for (const { start, end } of businessDayStarts(businessDate, rules.businessTimeZone, durationMinutes)) {
      const at = start.getTime();
      if (at < dayStart || at >= dayEnd || at < earliest) continue;
      const blocked = busy.some(
        (interval) => at < interval.end.getTime() + buffer && end.getTime() > interval.start.getTime() - buffer,
      );
      if (!blocked) slots.push({ start, end, time: zonedTime(start, visitorTimeZone) });
    }
    businessDate = addDays(businessDate, 1);
  }
  return slots;
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
