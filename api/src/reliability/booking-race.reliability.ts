import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { firstFreeSlot } from './slots.js';

// 100 visitors press "Book" for the same slot at the same moment: exactly one gets it.
describe('100 concurrent bookings of one slot', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp({ LOG_LEVEL: 'silent' });
  });
  afterAll(() => site.close());

  it('gives exactly one 201 and 99 × 409, and stores one booking', async () => {
    const [slot] = await firstFreeSlot(site.url);
    expect(slot).toBeDefined();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`${site.url}/api/booking`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `2001:db8:${randomBytes(2).toString('hex')}:${i.toString(16)}::b`,
          },
          body: JSON.stringify({
            name: `Visitor ${i}`,
            email: `race${i}@tours.test`,
            service: 'web-design',
            datetime: slot,
            duration: 60,
            timezone: 'Asia/Phnom_Penh',
            language: i % 2 ? 'km' : 'en',
          }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);

    const rows = await site.app.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>(`select count(*) from bookings where status = 'confirmed'`);
    expect(Number(rows[0]!.count)).toBe(1);
  });
});
