import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paymentsApi, type KhqrPaymentResponse } from '@site/common';
import { startBakongDouble, type BakongDouble } from '../../test/bakong-double.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';
import { Order } from './payments.entity.js';

// A payment confirmed on the embedded database, `npm start`'s default: PGlite has one connection, so a
// read on another connection inside a transaction waits for that transaction for ever. The rest of the
// suite runs on a PostgreSQL server (TEST_DATABASE_URL) where such a read passes unnoticed.

let bakong: BakongDouble;
let t: TestApp;

beforeAll(async () => {
  bakong = await startBakongDouble();
  const server = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  try {
    t = await startTestApp({
      KHQR_ACCOUNT_ID: 'angkordigital@aclb',
      BAKONG_API_TOKEN: bakong.token,
      BAKONG_API_URL: bakong.url,
      KHQR_CHECK_SECONDS: '1',
    });
  } finally {
    if (server !== undefined) process.env.TEST_DATABASE_URL = server;
  }
  // The only suite on the embedded database: a copy of its migrated template, then the app's start, about
  // 20 s alone and over a minute while the whole jest run shares two cores (120 s, as the slowest suites).
}, 120_000);
afterAll(async () => {
  await t?.close();
  await bakong?.close();
});

describe('payments on the embedded database', () => {
  it('makes a paid KHQR code’s order paid, with its receipt queued (nothing waits on a second connection)', async () => {
    const created = await postJson(
      `${t.url}${paymentsApi.createKhqrPayment.path}`,
      { package: 'professional', email: 'embedded@guesthouse.test', language: 'km' },
      clientIp(),
    );
    expect(created.status).toBe(201);
    const code = created.body as unknown as KhqrPaymentResponse;
    bakong.pay(code.qr);
    const status = async () =>
      (await t.app.orm.em.fork().findOneOrFail(Order, { id: code.orderId }, { refresh: true })).status;
    await waitUntil('the order paid', async () => (await status()) === 'paid', 20_000);
  });
});
