import fc from 'fast-check';
import { addDays, isWeekend, todayIn, zonedTimeToUtc } from '@site/common';
import { Booking } from '../features/booking/booking.entity.js';
import { TestBrowser, finishSignIn, signIn } from '../test/browser.js';
import type { TestApp } from '../test/test-app.js';
import { body, bookingStart, get, gql, language, maybe, timezone, type EntryPoint } from './fuzz.arbitraries.js';
import { bookingFeature } from '../features/booking/index.js';

// Issue 18's entry points for the fuzz suite: the calendar's month, the manage link (read, move,
// cancel, calendar file), the staff's reschedule and closed days. Genuine links and an admin session
// are made once the site runs (prepareBookingFuzz), so generated input reaches the code behind the
// token and role checks, not only the refusals in front of them.

const state = { tokens: [] as string[], adminCookie: '' };

/** A genuine manage token (some of cancelled or soon bookings), a broken one, or anything at all. */
const token = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((i) => state.tokens[i % Math.max(state.tokens.length, 1)] ?? 'none') },
  { weight: 1, arbitrary: fc.nat().map((i) => `${state.tokens[i % Math.max(state.tokens.length, 1)] ?? ''}x`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);
const month = fc.oneof(
  fc
    .integer({ min: -2, max: 4 })
    .map((offset) => new Date(Date.now() + offset * 30 * 86_400_000).toISOString().slice(0, 7)),
  fc.constantFrom('2027-13', '2027-1', '999999-01', 'now'),
);
const isoDate = fc
  .integer({ min: -5, max: 420 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
const admin = () => ({ cookie: state.adminCookie });

/**
 * Ten bookings with genuine manage links (two cancelled, one within the change notice) and an admin
 * session. Returns how many bookings it stored, for the suite's count of stored rows.
 */
export async function prepareBookingFuzz(site: TestApp): Promise<number> {
  const em = site.app.orm.em.fork();
  const zone = 'Asia/Phnom_Penh';
  let date = addDays(todayIn(zone, new Date()), 40);
  const rows: Booking[] = [];
  for (let i = 0; i < 10; i += 1) {
    while (isWeekend(date)) date = addDays(date, 1);
    const start = i === 9 ? new Date(Date.now() + 3 * 3600_000) : zonedTimeToUtc(date, '09:00', zone);
    rows.push(
      em.create(Booking, {
        name: `Fuzz ${i}`,
        email: `fuzz${i}@booking.test`,
        service: 'seo',
        startsAt: start,
        endsAt: new Date(start.getTime() + 3600_000),
        duration: 60,
        timezone: zone,
        language: i % 2 ? 'km' : 'en',
        status: i < 2 ? 'cancelled' : 'confirmed',
      }),
    );
    date = addDays(date, 1);
  }
  await em.flush();
  state.tokens = rows.map((row) =>
    new URL(site.app.use(bookingFeature).booking.manageUrl(row)).searchParams.get('token')!,
  );
  const browser = new TestBrowser();
  await finishSignIn(browser, (await signIn(browser, site.url, 'admin@example.com')).callbackUrl);
  state.adminCookie = browser.cookieHeader();
  return rows.length;
}

export const BOOKING_ENTRY_POINTS: EntryPoint[] = [
  {
    name: 'GET /api/booking/days',
    request: get('/api/booking/days', {
      month,
      timezone,
      duration: fc.constantFrom('30', '60', '90', '120', '15'),
      token,
    }),
  },
  {
    name: 'GET /api/booking/availability with a token',
    request: get('/api/booking/availability', { date: bookingStart.map((iso) => iso.slice(0, 10)), timezone, token }),
  },
  { name: 'GET /api/booking/manage', request: get('/api/booking/manage', { token }) },
  { name: 'GET /api/booking/calendar.ics', request: get('/api/booking/calendar.ics', { token, language }) },
  {
    name: 'POST /api/booking/reschedule',
    request: body(
      { token, datetime: bookingStart, timezone: fc.constantFrom('Asia/Phnom_Penh', 'America/New_York'), language },
      { token, datetime: fc.oneof(bookingStart, fc.string()), timezone, language },
    ).map((value) => ({ method: 'POST', path: '/api/booking/reschedule', body: JSON.stringify(value) })),
  },
  {
    name: 'POST /api/booking/manage/cancel',
    request: body({ token }, { token, language }).map((value) => ({
      method: 'POST',
      path: '/api/booking/manage/cancel',
      body: JSON.stringify(value),
    })),
  },
  {
    name: 'GraphQL booking links',
    request: fc.oneof(
      gql(
        'query($month: String!, $timezone: String!, $token: String) { bookableDays(month: $month, timezone: $timezone, token: $token) { days } }',
        fc.record({ month: maybe(month), timezone: maybe(timezone), token: maybe(token) }, { requiredKeys: [] }),
      ),
      gql(
        'query($token: String!) { managedBooking(token: $token) { startsAt status changeable } }',
        fc.record({ token: maybe(token) }, { requiredKeys: [] }),
      ),
      gql(
        'mutation($input: RescheduleInput!) { rescheduleBooking(input: $input) { message } }',
        fc.record(
          {
            input: body(
              { token, datetime: bookingStart, timezone },
              { token, datetime: fc.string(), timezone, language },
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      gql(
        'mutation($token: String!) { cancelBookingByLink(token: $token) { message } }',
        fc.record({ token: maybe(token) }, { requiredKeys: [] }),
      ),
    ),
  },
  {
    name: 'staff booking changes and closures without a session',
    refused: true,
    request: fc
      .tuple(
        fc.constantFrom(
          'POST /api/admin/bookings/1/reschedule',
          'GET /api/admin/closures',
          'POST /api/admin/closures',
          'DELETE /api/admin/closures/1',
        ),
        fc.jsonValue(),
      )
      .map(([route, value]) => {
        const [method, path] = route.split(' ') as [string, string];
        return { method, path, body: method === 'GET' ? undefined : JSON.stringify(value) };
      }),
  },
  {
    name: 'admin: POST /api/admin/closures',
    request: body(
      { from: isoDate, reasonEn: fc.constantFrom('Holiday'), reasonKm: fc.constantFrom('ថ្ងៃឈប់សម្រាក') },
      { from: isoDate, to: isoDate, reasonEn: fc.string({ maxLength: 300 }), reasonKm: fc.string({ maxLength: 300 }) },
    ).map((value) => ({ method: 'POST', path: '/api/admin/closures', body: JSON.stringify(value), headers: admin() })),
  },
  {
    name: 'admin: GET /api/admin/closures, DELETE /api/admin/closures/:id',
    request: fc
      .oneof(
        fc.constant('GET /api/admin/closures'),
        fc.uuid().map((id) => `DELETE /api/admin/closures/${id}`),
        fc.string().map((id) => `DELETE /api/admin/closures/${encodeURIComponent(id)}`),
      )
      .map((route) => {
        const [method, path] = route.split(' ') as [string, string];
        return { method, path, headers: admin(), body: method === 'DELETE' ? '{}' : undefined };
      }),
  },
  {
    name: 'admin: POST /api/admin/bookings/:id/reschedule',
    request: fc.tuple(fc.oneof(fc.uuid(), fc.string()), maybe(bookingStart)).map(([id, datetime]) => ({
      method: 'POST',
      path: `/api/admin/bookings/${encodeURIComponent(id)}/reschedule`,
      body: JSON.stringify({ datetime }),
      headers: admin(),
    })),
  },
  {
    name: 'GraphQL staff booking changes and closures without a session',
    refused: true,
    request: gql(
      'mutation($id: ID!, $d: String!, $input: ClosureInput!) { rescheduleBookingByStaff(id: $id, datetime: $d) { id } addClosure(input: $input) { id } removeClosure(id: $id) { message } }',
      fc.jsonValue(),
    ),
  },
];
