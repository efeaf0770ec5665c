import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paymentsApi, type KhqrPaymentResponse } from '@site/common';
import { Order } from '../features/payments/index.js';
import { startBakongDouble, type BakongDouble } from '../test/bakong-double.js';
import { postJson, startTestApp, type TestApp } from '../test/test-app.js';
import { waitUntil } from '../test/wait.js';

/**
 * Issue 33: KHQR confirmation cannot be stalled. 1,000 hostile pending codes from 200 IPv6 /64s (each
 * at its cap of 5: a sixth is refused 429), then one genuine code, paid: the server confirms it within
 * 10 seconds, checking at its default pace (KHQR_CHECK_SECONDS=5) through check_transaction_by_md5_list,
 * 50 codes a call, newest first, against the Bakong double (which refuses lists over 50, as Bakong does).
 */

const HOSTILE_NETWORKS = 200;
const PER_NETWORK = 5;
const CONFIRMED_WITHIN_MS = 10_000;

describe('a flood of pending KHQR codes', () => {
  let bakong: BakongDouble;
  let site: TestApp;

  beforeAll(async () => {
    bakong = await startBakongDouble();
    site = await startTestApp({
      LOG_LEVEL: 'error',
      KHQR_ACCOUNT_ID: 'angkordigital@aclb',
      BAKONG_API_TOKEN: bakong.token,
      BAKONG_API_URL: bakong.url,
      // Room for the whole flood and the genuine buyer (the default in all is 1,000).
      KHQR_MAX_PENDING: '1100',
    });
  });
  afterAll(async () => {
    await site?.close();
    await bakong?.close();
  });

  const create = (network: string, host = 1) =>
    postJson(
      `${site.url}${paymentsApi.createKhqrPayment.path}`,
      { package: 'starter', language: 'en' },
      { 'x-forwarded-for': `${network}::${host.toString(16)}` },
    );

  it('confirms a genuine payment within 10 s while 1,000 hostile codes are pending', async () => {
    const networks = Array.from({ length: HOSTILE_NETWORKS }, (_, i) => `2001:db8:f100:${i.toString(16)}`);
    const jobs = networks.flatMap((network) =>
      Array.from({ length: PER_NETWORK }, (_, i) => [network, i + 1] as const),
    );
    const statuses: number[] = [];
    // Eight at a time, as a script on a few connections would send them.
    for (let at = 0; at < jobs.length; at += 8) {
      const answers = await Promise.all(jobs.slice(at, at + 8).map(([network, host]) => create(network, host)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(HOSTILE_NETWORKS * PER_NETWORK);
    // Each /64 is at its cap: one more address in it is refused.
    const more = await create(networks[17], 0xbeef);
    expect(more.status).toBe(429);
    expect(Number(more.headers.get('retry-after'))).toBeGreaterThan(0);
    const pending = await site.app.orm.em.fork().count(Order, { provider: 'khqr', status: 'pending' });
    expect(pending).toBe(HOSTILE_NETWORKS * PER_NETWORK);

    // The checks are going through the flood: a sweep has asked about every hostile code.
    const listsBefore = bakong.lists.length;
    await waitUntil(
      'a sweep of all 1,000 pending codes',
      () => new Set(bakong.lists.slice(listsBefore).flat()).size >= pending,
      60_000,
    );

    // A real buyer, from a network of their own, scans and pays.
    const genuine = await create('2001:db8:beef:1');
    expect(genuine.status).toBe(201);
    const code = genuine.body as unknown as KhqrPaymentResponse;
    const paidAt = Date.now();
    bakong.pay(code.qr);
    await waitUntil(
      'the genuine payment to be confirmed',
      async () => (await site.app.orm.em.fork().findOneOrFail(Order, { id: code.orderId })).status === 'paid',
      CONFIRMED_WITHIN_MS + 20_000,
    );
    const took = Date.now() - paidAt;
    expect(took).toBeLessThan(CONFIRMED_WITHIN_MS);

    // Bakong was only ever asked in lists of at most 50, each one the double accepted.
    expect(bakong.refusedLists).toEqual([]);
    expect(bakong.lists.every((list) => list.length >= 1 && list.length <= 50)).toBe(true);
    expect(bakong.lists.some((list) => list.length === 50)).toBe(true);
    // The hostile codes are still pending, unpaid; nothing else was confirmed.
    expect(await site.app.orm.em.fork().count(Order, { provider: 'khqr', status: 'paid' })).toBe(1);
    console.log(`KHQR flood: genuine payment confirmed ${took} ms after it was made, among ${pending} pending codes`);
  });
});
