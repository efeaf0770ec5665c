import { addDays, isWeekend, todayIn } from '@site/common';
import { FIXED_DATE_HOLIDAYS } from '../features/booking/closure.holidays.js';

/** Is this date one of Cambodia's fixed-date public holidays (closed from the app's first start)? */
export const isFixedHoliday = (date: string): boolean =>
  FIXED_DATE_HOLIDAYS.some((holiday) => date.endsWith(`-${holiday.monthDay}`));

/** A date the office is open on: no weekend, no fixed-date public holiday. */
export const isWorkday = (date: string): boolean => !isWeekend(date) && !isFixedHoliday(date);

/**
 * The n-th (from 0) workday from `from` days after today in the zone: tests book on it whatever day
 * they run (a holiday is a closed day, and a booking there is refused).
 */
export function workday(n = 0, { from = 7, zone = 'Asia/Phnom_Penh', now = new Date() } = {}): string {
  let date = addDays(todayIn(zone, now), from);
  for (let found = -1; ; date = addDays(date, 1)) if (isWorkday(date) && ++found === n) return date;
}
