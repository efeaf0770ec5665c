import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, bookingApi, isWeekend, todayIn, zonedTimeToUtc, type InputOf } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { callRest } from '../../test/rest.js';
import { clientIp, graphql, startTestApp, type TestApp } from '../../test/test-app.js';
import { Closure } from './closure.entity.js';
import { FIXED_DATE_HOLIDAYS } from './closure.holidays.js';
import { bookingFeature } from './index.js';

let t: TestApp;
const anonymous = new TestBrowser();
const staff = new TestBrowser();
const admin = new TestBrowser();

beforeAll(async () => {
  t = await startTestApp();
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const PP = 'Asia/Phnom_Penh';
const NY = 'America/New_York';

/** The n-th Cambodian weekday from ten days ahead that is no fixed-date holiday. */
function weekday(n: number): string {
  let date = addDays(todayIn(PP, new Date()), 10);
  const holiday = (d: string) => FIXED_DATE_HOLIDAYS.some((h) => d.endsWith(h.monthDay));
  for (let found = -1; ; date = addDays(date, 1)) if (!isWeekend(date) && !holiday(date) && ++found === n) return date;
}

const add = (input: Record<string, unknown>, browser = admin) =>
  callRest(t.url, bookingApi.addClosure, input as InputOf<typeof bookingApi.addClosure>, { browser });
const availability = (date: string, timezone = PP, headers: Record<string, string> = {}) =>
  callRest(t.url, bookingApi.availability, { date, timezone }, { headers });
const book = (date: string, time: string, extra: Record<string, unknown> = {}) =>
  callRest(
    t.url,
    bookingApi.create,
    {
      name: 'Dara',
      email: `dara.${date}.${time.replace(':', '')}@tours.test`,
      service: 'seo',
      datetime: zonedTimeToUtc(date, time, PP).toISOString(),
      duration: 60,
      timezone: PP,
      language: 'en',
      ...extra,
    } as InputOf<typeof bookingApi.create>,
    { headers: clientIp() },
  );

describe('closed days: GET|POST /api/admin/closures, DELETE /api/admin/closures/:id', () => {
  it('are for admins only (401 anonymous, 403 staff) on REST and GraphQL', async () => {
    const input = { from: weekday(0), reasonEn: 'Team day', reasonKm: 'ថ្ងៃក្រុមការងារ' };
    for (const browser of [anonymous, staff]) {
      const expected = browser === anonymous ? 401 : 403;
      expect((await callRest(t.url, bookingApi.closures, {}, { browser })).status).toBe(expected);
      expect((await add(input, browser)).status).toBe(expected);
      expect(
        (await callRest(t.url, bookingApi.removeClosure, { id: '00000000-0000-4000-8000-000000000000' }, { browser }))
          .status,
      ).toBe(expected);
      const gql = JSON.parse(
        (await browser.request(`${t.url}/graphql`, { json: { query: '{ closures { id } }' } })).text,
      );
      expect(gql.errors[0].extensions.code).toBe(browser === anonymous ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    expect(await t.app.orm.em.fork().count(Closure, { source: 'staff' })).toBe(0);
  });

  it('a closure blocks availability, the calendar’s month and booking, in the visitor’s language; removing it opens the day again', async () => {
    const date = weekday(1);
    expect((await availability(date)).status).toBe(200);
    const added = await add({ from: date, reasonEn: 'Staff training', reasonKm: 'វគ្គបណ្ដុះបណ្ដាលបុគ្គលិក' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      from: date,
      to: date,
      source: 'staff',
      createdBy: 'admin@example.com',
      bookings: [],
    });

    const english = await availability(date);
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('We are closed on that day (Staff training). Please pick another date.');
    const khmer = await availability(date, PP, { 'accept-language': 'km' });
    expect(khmer.body.message).toBe('យើងឈប់សម្រាកនៅថ្ងៃនោះ (វគ្គបណ្ដុះបណ្ដាលបុគ្គលិក)។ សូមជ្រើសរើសកាលបរិច្ឆេទផ្សេងទៀត។');
    // New York's evening before is that Cambodian morning: closed there too.
    expect((await availability(addDays(date, -1), NY)).body.timeSlots ?? []).toEqual(
      expect.not.arrayContaining(['21:00', '22:00']),
    );

    const days = await callRest(t.url, bookingApi.days, { month: date.slice(0, 7), timezone: PP });
    expect(days.status).toBe(200);
    expect(days.body.days).not.toContain(date);
    expect(days.body.days.length).toBeGreaterThan(0);

    const refused = await book(date, '10:00', { language: 'km' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.datetime).toBe('យើងឈប់សម្រាកនៅថ្ងៃនោះ (វគ្គបណ្ដុះបណ្ដាលបុគ្គលិក)។ សូមជ្រើសរើសកាលបរិច្ឆេទផ្សេងទៀត។');
    const mutation = 'mutation($input: BookingInput!) { createBooking(input: $input) { message } }';
    const input = {
      name: 'GraphQL',
      email: 'gql@tours.test',
      service: 'seo',
      datetime: zonedTimeToUtc(date, '11:00', PP).toISOString(),
      timezone: PP,
      language: 'en',
    };
    const viaGraphql = await graphql(t.url, mutation, { input }, clientIp());
    expect(viaGraphql.body.errors?.[0]).toMatchObject({
      message: 'We are closed on that day (Staff training). Please pick another date.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const viaGraphqlKm = await graphql(t.url, mutation, { input: { ...input, language: 'km' } }, clientIp());
    expect(viaGraphqlKm.body.errors?.[0].message).toMatch(/^យើងឈប់សម្រាកនៅថ្ងៃនោះ/);
    const gqlAvailability = await graphql(
      t.url,
      'query($date: String!) { availability(date: $date, timezone: "Asia/Phnom_Penh") { timeSlots } }',
      { date },
    );
    expect(gqlAvailability.body.errors?.[0].message).toMatch(/^We are closed on that day/);

    // Moving a booking onto the closed day is refused the same way.
    const other = await book(weekday(2), '10:00');
    const token = new URLSearchParams(other.body.manageUrl!.split('?')[1]).get('token')!;
    const moved = await callRest(t.url, bookingApi.reschedule, {
      token,
      datetime: zonedTimeToUtc(date, '10:00', PP).toISOString(),
      timezone: PP,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/^We are closed on that day/);

    const removed = await callRest(t.url, bookingApi.removeClosure, { id: added.body.id }, { browser: admin });
    expect(removed.status).toBe(200);
    expect((await availability(date)).status).toBe(200);
    expect((await book(date, '10:00')).status).toBe(201);
    const again = await callRest(t.url, bookingApi.removeClosure, { id: added.body.id }, { browser: admin });
    expect(again.status).toBe(404);
    expect((await callRest(t.url, bookingApi.removeClosure, { id: 'x' }, { browser: admin })).status).toBe(404);
  });

  it('a range over an existing booking does not cancel it: the list shows the booking beside the closure', async () => {
    const first = weekday(3);
    expect((await book(first, '14:00', { name: 'Kept Booking' })).status).toBe(201);
    const range = await add({
      from: first,
      to: addDays(first, 2),
      reasonEn: 'Office move',
      reasonKm: 'ផ្លាស់ប្ដូរការិយាល័យ',
    });
    expect(range.status).toBe(201);
    expect(range.body.bookings.map((booking) => booking.name)).toEqual(['Kept Booking']);
    const list = await callRest(t.url, bookingApi.closures, {}, { browser: admin });
    expect(list.status).toBe(200);
    const mine = list.body.find((closure) => closure.id === range.body.id)!;
    expect(mine.bookings).toHaveLength(1);
    expect(mine.bookings[0]).toMatchObject({ name: 'Kept Booking', timezone: PP });
    // Soonest first.
    const starts = list.body.map((closure) => closure.from);
    expect(starts).toEqual([...starts].sort());
    for (const day of [first, addDays(first, 1), addDays(first, 2)]) {
      if (!isWeekend(day)) expect((await availability(day)).status).toBe(400);
    }
  });

  it('validates what staff enter: dates, order, length, both reasons, in the staff member’s language', async () => {
    const empty = await add({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors!).sort()).toEqual(['from', 'reasonEn', 'reasonKm']);
    const date = weekday(5);
    const backwards = await add({ from: date, to: addDays(date, -1), reasonEn: 'x', reasonKm: 'x' });
    expect(backwards.body.errors).toEqual({
      to: 'The last day must be the first day or later, at most a year after it',
    });
    expect((await add({ from: date, to: addDays(date, 400), reasonEn: 'x', reasonKm: 'x' })).status).toBe(400);
    expect((await add({ from: '2027-02-30', reasonEn: 'x', reasonKm: 'x' })).status).toBe(400);
    expect((await add({ from: date, reasonEn: 'x'.repeat(201), reasonKm: 'x' })).status).toBe(400);
    expect((await add({ from: date, reasonEn: 'a\u0000b', reasonKm: 'x' })).status).toBe(400);
    expect((await add({ from: 20270301, reasonEn: ['x'], reasonKm: { a: 1 } })).status).toBe(400);
    const graphqlInvalid = JSON.parse(
      (
        await admin.request(`${t.url}/graphql`, {
          json: {
            query: 'mutation($input: ClosureInput!) { addClosure(input: $input) { id } }',
            variables: { input: { from: 'soon', reasonEn: '', reasonKm: '' } },
          },
        })
      ).text,
    );
    expect(graphqlInvalid.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await t.app.orm.em.fork().count(Closure, { reasonEn: 'x' })).toBe(0);
  });
});

describe("Cambodia's fixed-date public holidays", () => {
  it('are added on first start for this year and the next, once, and a removed one does not come back', async () => {
    const closures = t.app.use(bookingFeature).closures;
    const [year, next] = closures.seedYears();
    const em = () => t.app.orm.em.fork();
    const holidays = await em().find(Closure, { source: 'holiday' }, { orderBy: { from: 'asc' } });
    expect(holidays.map((holiday) => holiday.from)).toEqual([
      ...FIXED_DATE_HOLIDAYS.map((h) => `${year}-${h.monthDay}`),
      ...FIXED_DATE_HOLIDAYS.map((h) => `${next}-${h.monthDay}`),
    ]);
    expect(holidays.find((h) => h.from.endsWith('-12-29'))).toMatchObject({
      reasonEn: 'Peace Day in Cambodia',
      reasonKm: 'ទិវាសន្តិភាពនៅកម្ពុជា',
    });

    // Staff remove one; two instances starting together seed nothing again.
    const peace = holidays.find((h) => h.from === `${next}-12-29`)!;
    expect((await callRest(t.url, bookingApi.removeClosure, { id: peace.id }, { browser: admin })).status).toBe(200);
    const [a, b] = await Promise.all([closures.seedHolidays([year, next]), closures.seedHolidays([year, next])]);
    expect([...a, ...b]).toEqual([]);
    expect(await em().count(Closure, { source: 'holiday' })).toBe(holidays.length - 1);
    expect(await em().count(Closure, { from: `${next}-12-29` })).toBe(0);

    // A year never seeded is seeded once, even by two at once.
    const [c, d] = await Promise.all([closures.seedHolidays([year + 5]), closures.seedHolidays([year + 5])]);
    expect([...c, ...d]).toEqual([year + 5]);
    expect(await em().count(Closure, { from: { $gte: `${year + 5}-01-01`, $lte: `${year + 5}-12-31` } })).toBe(
      FIXED_DATE_HOLIDAYS.length,
    );
  });
});
