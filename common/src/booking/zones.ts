/**
 * Calendar arithmetic in named IANA time zones with nothing but Intl (no zone data shipped): the
 * browser and the server use the same rules. Dates are 'yyyy-MM-dd' strings, times 'HH:mm' strings,
 * instants are Date objects (UTC).
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Is this a real calendar date written yyyy-MM-dd (2027-02-30 is not)? */
export function isDateString(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const zoneCache = new Map<string, boolean>();

/** An IANA zone name the runtime knows ('Asia/Phnom_Penh', 'UTC'); offsets like '+07:00' are refused. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  let known = zoneCache.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      known = value.includes('/') || value === 'UTC';
    } catch {
      known = false;
    }
    zoneCache.set(value, known);
  }
  return known;
}

/**
 * Zones renamed in the IANA database whose old name browsers still report (ICU keeps the old names as
 * its canonical ones: Chromium in India says 'Asia/Calcutta'). Stored and shown by their current name.
 */
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Chungking': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Asia/Ashkhabad': 'Asia/Ashgabat',
  'Asia/Istanbul': 'Europe/Istanbul',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** A zone's current IANA name: 'Asia/Calcutta' → 'Asia/Kolkata'; any other name as it is. */
export function currentZoneName(timeZone: string): string {
  return RENAMED_ZONES[timeZone] ?? timeZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Readings already made, by zone and instant: Intl's formatToParts is by far the slowest step of a
 * slot computation, and the same day's slots are read again on every availability request. Bounded in
 * all (every zone together), so a stream of distinct zones and instants can't grow it.
 */
const readings = new Map<string, Map<number, Readonly<WallClock>>>();
const MAX_READINGS = 20_000;
let readingCount = 0;

/** The wall clock reading of an instant in a zone. */
export function wallClock(instant: Date | number, timeZone: string): Readonly<WallClock> {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const known = readings.get(timeZone)?.get(time);
  if (known) return known;
  const parts = formatter(timeZone).formatToParts(time);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const clock = Object.freeze({
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  });
  // Past the bound (many zones and dates), start afresh: cheaper than tracking age across zones.
  if (readingCount >= MAX_READINGS) {
    readings.clear();
    readingCount = 0;
  }
  let zone = readings.get(timeZone);
  if (!zone) readings.set(timeZone, (zone = new Map()));
  zone.set(time, clock);
  readingCount += 1;
  return clock;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The local date of an instant in a zone, yyyy-MM-dd. */
export function zonedDate(instant: Date | number, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The local time of an instant in a zone, HH:mm. */
export function zonedTime(instant: Date | number, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** The zone's offset from UTC at an instant, in minutes (Phnom Penh +420, Los Angeles -480 or -420). */
export function offsetMinutes(instant: Date | number, timeZone: string): number {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const whole = time - (((time % 1000) + 1000) % 1000);
  const clock = wallClock(whole, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - whole) / MINUTE);
}

/**
 * The instant at which a zone's clocks show this date and time. A time skipped by a DST change (the
 * gap) moves forward by the length of the gap; a time that occurs twice (clocks turned back) is its
 * earlier occurrence. Both are what browsers do for `new Date(y, m, d, h, min)`.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = instantOf(date, time, timeZone);
    if (instants.size >= MAX_READINGS) instants.delete(instants.keys().next().value!);
    instants.set(key, instant);
  }
  return new Date(instant);
}

/** Instants already computed, by zone, date and time (the same day's slots are asked for again and again). */
const instants = new Map<string, number>();

function instantOf(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetMinutes(local - DAY, timeZone);
  const after = offsetMinutes(local + DAY, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => local - offset * MINUTE)
    .filter((instant) => offsetMinutes(instant, timeZone) * MINUTE === local - instant)
    .sort((a, b) => a - b);
  // No candidate: the time falls in a gap. Read with the offset in force before the change, it lands
  // after the gap, as far past the change as the wall clock time is.
  return candidates[0] ?? local - before * MINUTE;
}

/** The calendar date `days` after (or before) a yyyy-MM-dd date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday, of a yyyy-MM-dd date (the same everywhere: a date has no zone). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Minutes since midnight of an 'HH:mm' time. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'HH:mm' of minutes since midnight (0 to 1439). */
export function timeOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
