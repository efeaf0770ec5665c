import { BUSINESS_HOURS, BUSINESS_TIMEZONE_DEFAULT } from '../business.js';
import type { Language } from '../languages.js';
import { currentZoneName, offsetMinutes, wallClock, weekdayOf, zonedDate } from './zones.js';

/**
 * How a meeting time reads, the same on the booking page and in the e-mails (so a visitor can match
 * them). Written out from our own tables rather than Intl's locale data, which differs between the
 * browser's and the server's ICU versions, most of all for Khmer.
 */

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  km: ['អាទិត្យ', 'ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'],
};

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  km: ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'],
};

/** A yyyy-MM-dd date as people write it: 'Wednesday, 3 March 2027' / 'ថ្ងៃពុធ ទី 3 ខែមីនា ឆ្នាំ 2027'. */
export function formatDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAYS[language][weekdayOf(date)];
  const monthName = MONTHS[language][month - 1];
  return language === 'km'
    ? `ថ្ងៃ${weekday} ទី ${day} ខែ${monthName} ឆ្នាំ ${year}`
    : `${weekday}, ${day} ${monthName} ${year}`;
}

/** A yyyy-MM month as a calendar heads it: 'March 2027' / 'ខែមីនា ឆ្នាំ 2027'. */
export function formatMonth(month: string, language: Language): string {
  const year = month.slice(0, 4);
  const name = MONTHS[language][Number(month.slice(5, 7)) - 1];
  return language === 'km' ? `ខែ${name} ឆ្នាំ ${year}` : `${name} ${year}`;
}

/** A weekday's full name, 0 = Sunday … 6 = Saturday: 'Monday' / 'ច័ន្ទ'. */
export function weekdayName(weekday: number, language: Language): string {
  return WEEKDAYS[language][weekday];
}

/** A yyyy-MM-dd date's weekday, short: 'Tue' / 'អង្គារ' (a time's day where it is not the day shown). */
export function formatWeekdayShort(date: string, language: Language): string {
  const name = WEEKDAYS[language][weekdayOf(date)];
  return language === 'km' ? name : name.slice(0, 3);
}

/** An 'HH:mm' time: '1:30 PM' in English, '13:30' (24-hour, the clearest in Khmer text) in Khmer. */
export function formatClock(time: string, language: Language): string {
  const hour = Number(time.slice(0, 2));
  const minute = time.slice(3, 5);
  if (language === 'km') return `${hour}:${minute}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock time of an instant in a zone, as formatClock writes it. */
export function formatTimeIn(instant: Date, timeZone: string, language: Language): string {
  const clock = wallClock(instant, timeZone);
  return formatClock(`${pad(clock.hour)}:${pad(clock.minute)}`, language);
}

/** 'GMT+7', 'GMT-4', 'GMT+5:30', 'GMT' at that instant. */
function formatOffset(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  if (offset === 0) return 'GMT';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}

/**
 * A zone's name as a visitor says it: 'Cambodia time' for the agency's own zone, else its city
 * ('New York time', 'ម៉ោងនៅ New York'), 'UTC' for UTC. The office's zone is BUSINESS_TIMEZONE, so
 * texts about office hours name whatever zone that is, never a fixed country.
 */
export function zoneName(timeZone: string, language: Language): string {
  if (timeZone === BUSINESS_TIMEZONE_DEFAULT) return language === 'km' ? 'ម៉ោងកម្ពុជា' : 'Cambodia time';
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const city = (currentZoneName(timeZone).split('/').pop() ?? timeZone).replace(/_/g, ' ');
  return language === 'km' ? `ម៉ោងនៅ ${city}` : `${city} time`;
}

/** A zone as a visitor recognises it: 'New York time (GMT-4)', 'Cambodia time (GMT+7)'. */
export function zoneLabel(timeZone: string, instant: Date, language: Language): string {
  const name = zoneName(timeZone, language);
  return name === 'UTC' ? name : `${name} (${formatOffset(instant, timeZone)})`;
}

/** The office hours in words, in the office's zone: 'Monday to Friday, 9:00 AM to 5:00 PM, Cambodia time'. */
export function businessHoursText(timeZone: string, language: Language): string {
  const zone = zoneName(timeZone, language);
  if (language === 'km') return `ពីថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង 9:00 ព្រឹក ដល់ 5:00 ល្ងាច ${zone}`;
  return `Monday to Friday, ${formatClock(BUSINESS_HOURS.opens, 'en')} to ${formatClock(BUSINESS_HOURS.closes, 'en')}, ${zone}`;
}

const NEXT_DAY: Record<Language, string> = { en: ' (next day)', km: ' (ថ្ងៃបន្ទាប់)' };

/**
 * A meeting's date and time in one zone:
 * 'Wednesday, 3 March 2027, 9:00 AM – 10:00 AM, Cambodia time (GMT+7)'.
 */
export function formatMeeting(start: Date, end: Date, timeZone: string, language: Language): string {
  const day = zonedDate(start, timeZone);
  const date = formatDate(day, language);
  // Past midnight on that clock: the end says it is the next day ('11:30 PM – 12:30 AM (next day)').
  const nextDay = zonedDate(new Date(end.getTime() - 1), timeZone) !== day ? NEXT_DAY[language] : '';
  const times = `${formatTimeIn(start, timeZone, language)} – ${formatTimeIn(end, timeZone, language)}${nextDay}`;
  return `${date}, ${times}, ${zoneLabel(timeZone, start, language)}`;
}

/** A moment in one zone: 'Wednesday, 3 March 2027, 9:05 AM, Cambodia time (GMT+7)'. */
export function formatInstant(instant: Date, timeZone: string, language: Language): string {
  const date = formatDate(zonedDate(instant, timeZone), language);
  return `${date}, ${formatTimeIn(instant, timeZone, language)}, ${zoneLabel(timeZone, instant, language)}`;
}

/** Do two zones show different clocks at this instant (so the page shows Cambodia time beside)? */
export function zonesDiffer(a: string, b: string, instant: Date): boolean {
  return offsetMinutes(instant, a) !== offsetMinutes(instant, b);
}
