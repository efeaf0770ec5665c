import { deleteCalendarObject, fetchCalendarObjects, getBasicAuthHeaders, updateCalendarObject } from 'tsdav';
import type { BusyInterval } from '@site/common';
import { busyTimes, type BusyOptions } from './caldav.busy.js';

/** A team calendar reached over CalDAV (RFC 4791): its collection URL and the account's app password. */
export interface CalDavCalendar {
  url: string;
  username: string;
  password: string;
}

/** A CalDAV server that does not answer, or answers what is not a calendar's multistatus. */
export class CalDavError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CalDavError';
  }
}

/** `https://`, or plain `http://` only to a loopback address (a server on this machine, the tests' Radicale). */
export function isAllowedCalendarUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The fetch tsdav uses for one calendar: within `timeoutMs`, no redirects (a calendar's address is
 * what an admin entered), and a refusal or an unexpected status thrown as CalDavError (tsdav itself
 * would read a 401 as an empty calendar, which would free every busy time).
 */
function guardedFetch(timeoutMs: number, expected: (status: number) => boolean): typeof fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    } catch (error) {
      throw new CalDavError(`calendar server unreachable: ${(error as Error).message}`);
    }
    if (!expected(response.status)) {
      await response.arrayBuffer().catch(() => undefined);
      throw new CalDavError(`calendar server answered ${response.status} to ${init?.method ?? 'GET'}`, response.status);
    }
    return response;
  };
}

const auth = (calendar: CalDavCalendar) =>
  getBasicAuthHeaders({ username: calendar.username, password: calendar.password });

/**
 * The busy times of one CalDAV calendar in a span: the events overlapping it (a calendar-query REPORT
 * with a time-range filter, RFC 4791 §7.8, through tsdav), expanded by busy.ts with ical.js. Basic
 * authentication with the account's app password. Throws CalDavError when the server refuses or does
 * not answer within `timeoutMs`.
 */
export async function readBusyTimes(
  calendar: CalDavCalendar,
  span: { start: Date; end: Date },
  options: BusyOptions & { timeoutMs?: number },
): Promise<BusyInterval[]> {
  if (!isAllowedCalendarUrl(calendar.url)) throw new CalDavError('calendar URL must be https://');
  const objects = await fetchCalendarObjects({
    calendar: { url: calendar.url },
    timeRange: { start: span.start.toISOString(), end: span.end.toISOString() },
    // One REPORT asking for the events' data (no second multiget round trip).
    useMultiGet: false,
    headers: auth(calendar),
    fetch: guardedFetch(options.timeoutMs ?? 10_000, (status) => status === 207),
  });
  return objects.flatMap((object) =>
    typeof object.data === 'string' && object.data.trim() ? busyTimes(object.data, span, options) : [],
  );
}

/** The address of one calendar object resource inside the collection (a name we choose, e.g. booking-<id>). */
export function resourceUrl(calendar: CalDavCalendar, name: string): string {
  const base = calendar.url.endsWith('/') ? calendar.url : `${calendar.url}/`;
  return `${base}${encodeURIComponent(name)}.ics`;
}

/** Stores (creates or replaces: no If-Match) one iCalendar object under `name` (RFC 4791 §5.3.2). */
export async function putEvent(calendar: CalDavCalendar, name: string, ics: string, timeoutMs = 10_000): Promise<void> {
  if (!isAllowedCalendarUrl(calendar.url)) throw new CalDavError('calendar URL must be https://');
  await updateCalendarObject({
    calendarObject: { url: resourceUrl(calendar, name), data: ics },
    headers: { ...auth(calendar), 'content-type': 'text/calendar; charset=utf-8' },
    fetch: guardedFetch(timeoutMs, (status) => status === 200 || status === 201 || status === 204),
  });
}

/** Removes one iCalendar object; one already gone (404) is removed all the same. */
export async function deleteEvent(calendar: CalDavCalendar, name: string, timeoutMs = 10_000): Promise<void> {
  if (!isAllowedCalendarUrl(calendar.url)) throw new CalDavError('calendar URL must be https://');
  await deleteCalendarObject({
    calendarObject: { url: resourceUrl(calendar, name) },
    headers: auth(calendar),
    fetch: guardedFetch(timeoutMs, (status) => status === 200 || status === 204 || status === 404),
  });
}
