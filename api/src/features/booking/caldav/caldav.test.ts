import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { zonedTimeToUtc } from '@site/common';
import { existsSync } from 'node:fs';
import { RADICALE, startRadicale, type TestCalDavServer } from '../../../test/radicale.js';
import { CalDavError, isAllowedCalendarUrl, readBusyTimes } from './caldav.client.js';

// Busy times read from a real CalDAV server (Radicale, started here), over the real protocol. Without
// Debian's radicale the tests are skipped and counted (CI installs it, and fails on a skipped test).
const withRadicale = existsSync(RADICALE) ? describe : describe.skip;
let server: TestCalDavServer;
let calendarUrl: string;

const PP = 'Asia/Phnom_Penh';
const options = { businessTimeZone: PP, ownUidDomain: 'angkordigital.com.kh' };
const account = () => ({ url: calendarUrl, username: 'team', password: 'app-password' });
const at = (date: string, time: string, zone = PP) => zonedTimeToUtc(date, time, zone);

const vcalendar = (...parts: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//CalDAV//EN', ...parts, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (uid: string, lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:STANDARD',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n');

const PHNOM_PENH = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Phnom_Penh',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

// The week of Monday 2027-03-01 (Cambodia has no daylight saving; New York's starts on 2027-03-14).
const WEEK = { start: at('2027-03-01', '00:00'), end: at('2027-03-13', '00:00') };
const sorted = (list: { start: Date; end: Date }[]) =>
  list.map(({ start, end }) => [start.toISOString(), end.toISOString()]).sort();

withRadicale('busy times from a CalDAV calendar', () => {
  beforeAll(async () => {
    server = await startRadicale();
    calendarUrl = await server.calendar('team', 'work');
    await server.put(
      calendarUrl,
      'dentist',
      vcalendar(vevent('dentist-1', ['DTSTART:20270302T030000Z', 'DTEND:20270302T040000Z', 'SUMMARY:Dentist'])),
    );
    await server.put(
      calendarUrl,
      'weekly',
      vcalendar(
        PHNOM_PENH,
        vevent('weekly-1', [
          'DTSTART;TZID=Asia/Phnom_Penh:20270217T140000',
          'DTEND;TZID=Asia/Phnom_Penh:20270217T150000',
          'RRULE:FREQ=WEEKLY;BYDAY=WE',
          'EXDATE;TZID=Asia/Phnom_Penh:20270310T140000',
          'SUMMARY:Team meeting',
        ]),
      ),
    );
    await server.put(
      calendarUrl,
      'holiday',
      vcalendar(vevent('day-off', ['DTSTART;VALUE=DATE:20270304', 'DTEND;VALUE=DATE:20270305', 'SUMMARY:Day off'])),
    );
    await server.put(
      calendarUrl,
      'new-york',
      vcalendar(
        NEW_YORK,
        vevent('ny-call', [
          'DTSTART;TZID=America/New_York:20270304T210000',
          'DTEND;TZID=America/New_York:20270304T220000',
          'SUMMARY:Call with New York',
        ]),
      ),
    );
    // Free time, a cancelled event and one of our own bookings (already counted from the database) do not block.
    await server.put(
      calendarUrl,
      'free',
      vcalendar(vevent('free-1', ['DTSTART:20270305T020000Z', 'DTEND:20270305T030000Z', 'TRANSP:TRANSPARENT'])),
    );
    await server.put(
      calendarUrl,
      'cancelled',
      vcalendar(vevent('cancelled-1', ['DTSTART:20270305T040000Z', 'DTEND:20270305T050000Z', 'STATUS:CANCELLED'])),
    );
    await server.put(
      calendarUrl,
      'ours',
      vcalendar(
        vevent('booking-5d1e2f3a-8b9c-4d0e-a1f2-b3c4d5e6f708@angkordigital.com.kh', [
          'DTSTART:20270305T060000Z',
          'DTEND:20270305T070000Z',
        ]),
      ),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('reads a plain event, a weekly one (without its excluded date), an all-day one and one in another zone', async () => {
    const busy = await readBusyTimes(account(), WEEK, options);
    expect(sorted(busy)).toEqual(
      sorted([
        // The dentist: 10:00–11:00 in Cambodia.
        { start: at('2027-03-02', '10:00'), end: at('2027-03-02', '11:00') },
        // The weekly meeting on Wednesdays 14:00 Cambodia time, inside the span; the 10th is excluded.
        { start: at('2027-03-03', '14:00'), end: at('2027-03-03', '15:00') },
        // The whole day off, midnight to midnight on the office's clock.
        { start: at('2027-03-04', '00:00'), end: at('2027-03-05', '00:00') },
        // 21:00 in New York (EST, UTC−5) is 09:00 on Friday in Cambodia.
        { start: at('2027-03-05', '09:00'), end: at('2027-03-05', '10:00') },
      ]),
    );
  });

  it('a missing calendar or a plain-http address is refused with a CalDavError, not a crash', async () => {
    await expect(
      readBusyTimes({ ...account(), url: `${server.url}/team/missing/` }, WEEK, options),
    ).rejects.toBeInstanceOf(CalDavError);
    await expect(readBusyTimes({ ...account(), url: 'http://calendar.example.com/' }, WEEK, options)).rejects.toThrow(
      /https/,
    );
  });

  it('a server that does not answer is a CalDavError within the timeout', async () => {
    const unreachable = { ...account(), url: 'http://127.0.0.1:9/cal/' };
    await expect(readBusyTimes(unreachable, WEEK, { ...options, timeoutMs: 2000 })).rejects.toBeInstanceOf(CalDavError);
  });

  it('accepts only https (http on loopback)', () => {
    expect(isAllowedCalendarUrl('https://caldav.icloud.com/123/calendars/work/')).toBe(true);
    expect(isAllowedCalendarUrl('http://127.0.0.1:5232/team/work/')).toBe(true);
    expect(isAllowedCalendarUrl('http://caldav.example.com/')).toBe(false);
    expect(isAllowedCalendarUrl('https://user:pw@caldav.example.com/')).toBe(false);
    expect(isAllowedCalendarUrl('not a url')).toBe(false);
  });
});
