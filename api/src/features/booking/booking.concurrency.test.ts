import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, zonedTimeToUtc } from '@site/common';
import { Booking } from './booking.entity.js';
import { postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { workday } from '../../test/dates.js';
import { bookingFeature } from './index.js';

// Runs against the PostgreSQL server at TEST_DATABASE_URL when set, else the embedded PGlite: the
// guarantee must hold on both.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const PP = 'Asia/Phnom_Penh';

const weekday = (n: number) => workday(n);

/** Every request from its own address, so the per-IP rate limit plays no part. */
const visitor = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });
const payload = (start: Date, i: number, duration = 60) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@race.test`,
  service: 'brand-management',
  datetime: start.toISOString(),
  duration,
  // Two zones whose date is Cambodia's during business hours, so every request asks for a bookable slot.
  timezone: i % 2 ? 'Asia/Tokyo' : PP,
  language: i % 3 ? 'en' : 'km',
});

const confirmedBetween = (from: Date, to: Date) =>
  t.app.orm.em.fork().find(Booking, { status: 'confirmed', startsAt: { $gte: from, $lt: to } });

describe('50 visitors booking the same slot at once', () => {
  it('gives exactly one 201 and 49 × 409, and stores one booking', async () => {
    const date = weekday(0);
    const start = zonedTimeToUtc(date, '10:00', PP);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postJson(`${t.url}/api/booking`, payload(start, i), visitor(i))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body.message).toMatch(/that time was just taken|ម៉ោងនោះទើបតែមានគេកក់ហើយ/);
    }
    const stored = await confirmedBetween(
      zonedTimeToUtc(date, '00:00', PP),
      zonedTimeToUtc(addDays(date, 1), '00:00', PP),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].startsAt.toISOString()).toBe(start.toISOString());
  }, 120_000);

  it('lets only non-overlapping meetings win when 50 requests for overlapping times race', async () => {
    const date = weekday(1);
    // 120-minute meetings starting every 30 minutes from 09:00 to 15:00, each asked for by several visitors.
    const starts = Array.from({ length: 13 }, (_, i) =>
      zonedTimeToUtc(date, `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`, PP),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postJson(`${t.url}/api/booking`, payload(starts[i % starts.length], 100 + i, 120), visitor(100 + i)),
      ),
    );
    expect(responses.map((response) => response.status).filter((status) => status !== 201 && status !== 409)).toEqual(
      [],
    );
    const stored = (
      await confirmedBetween(zonedTimeToUtc(date, '00:00', PP), zonedTimeToUtc(addDays(date, 1), '00:00', PP))
    ).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(stored.length).toBe(responses.filter((response) => response.status === 201).length);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < stored.length; i += 1) {
      expect(stored[i].startsAt.getTime()).toBeGreaterThanOrEqual(stored[i - 1].endsAt.getTime());
    }
  }, 120_000);
});

describe('50 bookings moved into the same slot at once', () => {
  it('moves exactly one; the 49 others get 409 and stay where they were', async () => {
    const target = zonedTimeToUtc(weekday(3), '10:00', PP);
    // 50 bookings of 30 minutes spread over other days, each with its own manage link.
    const em = t.app.orm.em.fork();
    const bookings = Array.from({ length: 50 }, (_, i) => {
      const date = weekday(5 + Math.floor(i / 16));
      const minutes = 9 * 60 + (i % 16) * 30;
      const start = zonedTimeToUtc(
        date,
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`,
        PP,
      );
      return em.create(Booking, {
        name: `Mover ${i}`,
        email: `mover${i}@race.test`,
        service: 'seo',
        startsAt: start,
        endsAt: new Date(start.getTime() + 30 * 60_000),
        duration: 30,
        timezone: PP,
        language: 'en',
      });
    });
    await em.flush();
    const responses = await Promise.all(
      bookings.map((booking, i) => {
        const token = new URL(t.app.use(bookingFeature).booking.manageUrl(booking)).searchParams.get('token');
        return postJson(
          `${t.url}/api/booking/reschedule`,
          { token, datetime: target.toISOString(), timezone: PP },
          visitor(200 + i),
        );
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const atTarget = await t.app.orm.em.fork().find(Booking, { status: 'confirmed', startsAt: target });
    expect(atTarget).toHaveLength(1);
    const unmoved = await t.app.orm.em.fork().find(Booking, { email: { $like: 'mover%' }, sequence: 0 });
    expect(unmoved).toHaveLength(49);
  }, 120_000);
});

describe('the exclusion constraint itself', () => {
  it('refuses an overlapping confirmed row with SQLSTATE 23P01, and ignores cancelled rows', async () => {
    const date = weekday(2);
    const connection = t.app.orm.em.getConnection();
    const insert = (id: string, from: string, to: string, status: string) =>
      connection.execute(
        `insert into bookings (id, name, email, service, starts_at, ends_at, duration, timezone, language, status, created_at, cancel_nonce)
         values (?, 'Direct', 'direct@sql.test', 'other', ?, ?, 60, ?, 'en', ?, now(), 'n')`,
        [id, zonedTimeToUtc(date, from, PP), zonedTimeToUtc(date, to, PP), PP, status],
      );
    await insert('00000000-0000-4000-8000-000000000001', '13:00', '14:00', 'confirmed');
    await expect(insert('00000000-0000-4000-8000-000000000002', '13:30', '14:30', 'confirmed')).rejects.toMatchObject({
      code: '23P01',
    });
    await insert('00000000-0000-4000-8000-000000000003', '13:30', '14:30', 'cancelled');
    // Half-open ranges: a meeting may start when the previous one ends.
    await insert('00000000-0000-4000-8000-000000000004', '14:00', '15:00', 'confirmed');
    await expect(insert('00000000-0000-4000-8000-000000000005', '14:00', '13:00', 'cancelled')).rejects.toMatchObject({
      code: '23514',
    });
  });
});
