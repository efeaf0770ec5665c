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

const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The events overlapping a span: a calendar-query REPORT with a time-range filter (RFC 4791 §7.8). */
const calendarQuery = (span: { start: Date; end: Date }) =>
  `<?xml version="1.0" encoding="utf-8"?>
<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
  <d:prop><c:calendar-data/></d:prop>
  <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT">
    <c:time-range start="${utc(span.start)}" end="${utc(span.end)}"/>
  </c:comp-filter></c:comp-filter></c:filter>
</c:calendar-query>`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character data: CDATA kept as it is, entities and character references decoded. */
function xmlText(raw: string): string {
  return raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>|&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, cdata, entity) => {
    if (cdata !== undefined) return cdata;
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Every calendar-data element of a multistatus, whatever prefix the server gives the CalDAV namespace. */
export function calendarDataOf(multistatus: string): string[] {
  const found: string[] = [];
  const pattern =
    /<(?:([A-Za-z][\w.-]*):)?calendar-data\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[A-Za-z][\w.-]*:)?calendar-data\s*>)/g;
  for (const match of multistatus.matchAll(pattern)) if (match[2]?.trim()) found.push(xmlText(match[2]));
  return found;
}

/**
 * The busy times of one CalDAV calendar in a span, read with the account's app password over Basic
 * authentication. Throws CalDavError when the server refuses or does not answer within `timeoutMs`.
 */
export async function readBusyTimes(
  calendar: CalDavCalendar,
  span: { start: Date; end: Date },
  options: BusyOptions & { timeoutMs?: number },
): Promise<BusyInterval[]> {
  if (!isAllowedCalendarUrl(calendar.url)) throw new CalDavError('calendar URL must be https://');
  let response: Response;
  try {
    response = await fetch(calendar.url, {
      method: 'REPORT',
      headers: {
        authorization: `Basic ${Buffer.from(`${calendar.username}:${calendar.password}`).toString('base64')}`,
        'content-type': 'application/xml; charset=utf-8',
        depth: '1',
      },
      body: calendarQuery(span),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'error',
    });
  } catch (error) {
    throw new CalDavError(`calendar server unreachable: ${(error as Error).message}`);
  }
  const body = await response.text();
  if (response.status !== 207) throw new CalDavError(`calendar server answered ${response.status}`, response.status);
  return calendarDataOf(body).flatMap((ics) => busyTimes(ics, span, options));
}

const basic = (calendar: CalDavCalendar) =>
  `Basic ${Buffer.from(`${calendar.username}:${calendar.password}`).toString('base64')}`;

/** The address of one calendar object resource inside the collection (a name we choose, e.g. booking-<id>). */
export function resourceUrl(calendar: CalDavCalendar, name: string): string {
  const base = calendar.url.endsWith('/') ? calendar.url : `${calendar.url}/`;
  return `${base}${encodeURIComponent(name)}.ics`;
}

async function send(
  calendar: CalDavCalendar,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<Response> {
  if (!isAllowedCalendarUrl(calendar.url)) throw new CalDavError('calendar URL must be https://');
  try {
    const response = await fetch(url, {
      ...init,
      headers: { authorization: basic(calendar), ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    await response.arrayBuffer();
    return response;
  } catch (error) {
    throw new CalDavError(`calendar server unreachable: ${(error as Error).message}`);
  }
}

/** Stores (creates or replaces) one iCalendar object under `name` (RFC 4791 §5.3.2). */
export async function putEvent(calendar: CalDavCalendar, name: string, ics: string, timeoutMs = 10_000): Promise<void> {
  const response = await send(
    calendar,
    resourceUrl(calendar, name),
    { method: 'PUT', headers: { 'content-type': 'text/calendar; charset=utf-8' }, body: ics },
    timeoutMs,
  );
  if (response.status !== 201 && response.status !== 204 && response.status !== 200)
    throw new CalDavError(`calendar server answered ${response.status} to PUT`, response.status);
}

/** Removes one iCalendar object; one already gone (404) is removed all the same. */
export async function deleteEvent(calendar: CalDavCalendar, name: string, timeoutMs = 10_000): Promise<void> {
  const response = await send(calendar, resourceUrl(calendar, name), { method: 'DELETE' }, timeoutMs);
  if (response.status !== 204 && response.status !== 200 && response.status !== 404)
    throw new CalDavError(`calendar server answered ${response.status} to DELETE`, response.status);
}
