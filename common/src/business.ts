/** Business rules shared by the browser and the server. */
export const BUSINESS_TIMEZONE_DEFAULT = 'Asia/Phnom_Penh';

/**
 * BUSINESS_TIMEZONE is the server's setting, while pages are prerendered at build time: the build
 * writes these tokens and the server puts in its zone (the IANA id, and its name in the page's
 * language, see zoneName), as it does with the public URL.
 */
export const BUSINESS_TIMEZONE_TOKEN = '__BUSINESS_TIMEZONE__';
export const BUSINESS_ZONE_NAME_TOKEN = '__BUSINESS_ZONE_NAME__';

/** Opening hours in the business time zone: Monday (1) to Friday (5), 09:00 to 17:00. */
export const BUSINESS_HOURS = {
  days: [1, 2, 3, 4, 5] as const,
  opens: '09:00',
  closes: '17:00',
} as const;

export const BOOKING_DURATIONS = [30, 60, 90, 120] as const;
export type BookingDuration = (typeof BOOKING_DURATIONS)[number];
export const DEFAULT_BOOKING_DURATION: BookingDuration = 60;
export const BOOKING_HORIZON_DAYS = 60;
export const CHAT_HISTORY_LIMIT = 15;
/** Longest chat message (characters) the server accepts; the chat box stops there too. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Is the office open at the given instant? Weekday and time are judged in the business time zone. */
export function isBusinessOpen(at: Date, timeZone: string): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  const minutes = Number(get('hour')) * 60 + Number(get('minute'));
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return (
    (BUSINESS_HOURS.days as readonly number[]).includes(weekday) &&
    minutes >= toMinutes(BUSINESS_HOURS.opens) &&
    minutes < toMinutes(BUSINESS_HOURS.closes)
  );
}
