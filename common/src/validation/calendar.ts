import { boolean, object, type InferType } from 'yup';
import { requiredLine, requiredText, textField } from './fields.js';

/** Field limits of a team calendar connection (the server refuses anything longer). */
export const CALENDAR_LIMITS = { name: 100, url: 500, username: 200, password: 200 } as const;

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * A CalDAV collection's address: `https://`, or plain `http://` only to a loopback address (a server
 * on this machine); no user or password inside the address (they have their own fields).
 */
export function isCalendarUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.hash) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && LOOPBACK.includes(url.hostname);
  } catch {
    return false;
  }
}

const urlField = () =>
  requiredText(CALENDAR_LIMITS.url).test('calendarUrl', 'calendarUrl', (value) => !value || isCalendarUrl(value));

/**
 * A team calendar as an admin connects it (README "Team calendars"): a name staff recognise, the CalDAV
 * address, the account and its app password, and whether bookings are written into it.
 */
export const calendarSchema = object({
  name: requiredLine(CALENDAR_LIMITS.name),
  url: urlField(),
  username: requiredText(CALENDAR_LIMITS.username),
  password: requiredText(CALENDAR_LIMITS.password),
  writeBookings: boolean().typeError('invalid').default(false),
});

/** The same when it changes: an empty password keeps the stored one. */
export const calendarUpdateSchema = object({
  name: requiredLine(CALENDAR_LIMITS.name),
  url: urlField(),
  username: requiredText(CALENDAR_LIMITS.username),
  password: textField().max(CALENDAR_LIMITS.password, 'max').default(''),
  writeBookings: boolean().typeError('invalid').default(false),
});

export type CalendarInput = InferType<typeof calendarSchema>;
export type CalendarUpdateInput = InferType<typeof calendarUpdateSchema>;
