import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { paymentsApi, type KhqrPaymentResponse, type OrderStatusResponse } from '@site/common';
import { createLogger } from '../../../logger.js';
import { startBakongDouble, type BakongDouble } from '../../../test/bakong-double.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../../test/smtp.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../../test/test-app.js';
import { unfinishedJobs, waitForKhqrChecksToEnd, waitForQueuedMail, waitUntil } from '../../../test/wait.js';
import { Order } from '../payments.entity.js';
import { KHQR_CHECK_QUEUE } from './khqr.checks.js';

const ACCOUNT = 'angkordigital@aclb';
const STAFF = 'staff@angkordigital.test';
const khqrEnv = (bakong: BakongDouble, mailbox: TestMailbox, extra: Record<string, string> = {}) => ({
  KHQR_ACCOUNT_ID: ACCOUNT,
  BAKONG_API_TOKEN: bakong.token,
  BAKONG_API_URL: bakong.url,
  KHQR_CHECK_SECONDS: '1',
  KHQR_EXPIRY_MINUTES: '2',
  SMTP_URL: mailbox.url,
  STAFF_EMAIL: STAFF,
  MAIL_POLL_SECONDS: '0.5',
  ...extra,
});

let bakong: BakongDouble;
let mailbox: TestMailbox;
let t: TestApp;
const logs: { level: number; msg: string; reason?: string; orderId?: string }[] = [];

beforeAll(async () => {
  bakong = await startBakongDouble();
  mailbox = await startTestMailbox();
  const env = khqrEnv(bakong, mailbox);
  const log = createLogger(
    { logLevel: 'info', nodeEnv: 'test' },
    { write: (line: string) => logs.push(JSON.parse(line)) },
  );
  t = await startTestApp(env, { log });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
  await bakong?.close();
});

async function createCode(
  body: Record<string, unknown>,
): Promise<{ status: number; body: KhqrPaymentResponse & { message?: string; errors?: Record<string, string> } }> {
  const response = await postJson(`${t.url}${paymentsApi.createKhqrPayment.path}`, body, clientIp());
  return { status: response.status, body: response.body as unknown as KhqrPaymentResponse & { message?: string } };
}

const statusOf = async (orderId: string, app: TestApp = t) => {
  const response = await fetch(`${app.url}/api/orders/status?order=${orderId}`);
  return { status: response.status, body: (await response.json()) as OrderStatusResponse };
};
const orderRow = (orderId: string, app: TestApp = t) =>
  app.app.orm.em.fork().findOneOrFail(Order, { id: orderId }, { refresh: true });
const mailTo = (to: string) => mailbox.messages.filter((mail: ParsedMail) => recipientOf(mail) === to);
const checksOf = (md5: string) => bakong.checks.filter((checked) => checked === md5).length;
/** Checks of an order that started after `since` and are done (pg-boss jobs of the khqr-check queue). */
async function checksOfOrderSince(orderId: string, since: Date): Promise<number> {
  const [row] = await t.app.orm.em
    .fork()
    .getConnection()
    .execute<{ count: number }[]>(
      `select count(*)::int as count from pgboss.job
        where name = ? and data->>'orderId' = ? and state = 'completed' and started_on > ?`,
      [KHQR_CHECK_QUEUE, orderId, since],
    );
  return row?.count ?? 0;
}
const until = (condition: () => Promise<boolean> | boolean, timeoutMs = 15_000) =>
  waitUntil(String(condition), condition, timeoutMs);

describe('POST /api/khqr-payments', () => {
  it('stores a pending order and answers a dynamic code for the package table’s price in USD', async () => {
    const before = Date.now();
    const { status, body } = await createCode({
      package: 'professional',
      email: 'sokha@guesthouse.test',
      language: 'km',
      amount: 1,
    });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(
      ['amount', 'currency', 'expiresAt', 'md5', 'merchantName', 'orderId', 'qr', 'qrImage'].sort(),
    );
    expect(body).toMatchObject({ amount: 79900, currency: 'USD', merchantName: 'Angkor Digital' });
    expect(body.md5).toBe(createHash('md5').update(body.qr).digest('hex'));
    expect(body.qr).toContain('29220018angkordigital@aclb');
    expect(body.qr).toContain('5303840');
    expect(body.qr).toContain('5403799');
    expect(body.qrImage).toMatch(/^data:image\/png;base64,/);
    const expires = new Date(body.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(2 * 60_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(2 * 60_000);

    const order = await orderRow(body.orderId);
    expect(order).toMatchObject({
      provider: 'khqr',
      providerReference: body.md5,
      status: 'pending',
      amountCents: 79900,
      currency: 'usd',
      customerEmail: 'sokha@guesthouse.test',
      language: 'km',
      providerTransactionId: null,
    });
    expect(order.expiresAt?.toISOString()).toBe(body.expiresAt);
  });

  it('refuses an unknown package (400) and a malformed e-mail (400) in the visitor’s language, storing nothing', async () => {
    const count = await t.app.orm.em.fork().count(Order);
    const unknown = await createCode({ package: 'platinum', language: 'km' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('សូមជ្រើសរើសកញ្ចប់');
    const email = await createCode({ package: 'starter', email: 'not an address', language: 'en' });
    expect(email.status).toBe(400);
    expect(email.body.errors?.email).toBeDefined();
    for (const body of [{}, { package: ['starter'] }, { package: 'starter', email: { $ne: 1 } }, 'x'.repeat(40)]) {
      expect((await createCode(body as Record<string, unknown>)).status).toBe(400);
    }
    expect(await t.app.orm.em.fork().count(Order)).toBe(count);
  });
});

describe('confirmation by the server, with Bakong', () => {
  it('keeps an unpaid code pending, then marks it paid once with one receipt when the money arrives', async () => {
    const email = 'paid.once@hotel.test';
    const { body: code } = await createCode({ package: 'starter', email, language: 'en' });
    await until(() => checksOf(code.md5) >= 2);
    expect((await statusOf(code.orderId)).body).toEqual({
      status: 'pending',
      package: 'starter',
      amount: 29900,
      method: 'khqr',
    });
    // Unpaid, its next check is queued (the chain whose end is awaited below).
    expect(await unfinishedJobs(t.app.orm, KHQR_CHECK_QUEUE, { orderId: code.orderId })).toBeGreaterThan(0);

    const paid = bakong.pay(code.qr);
    await until(async () => (await statusOf(code.orderId)).body.status === 'paid');
    const order = await orderRow(code.orderId);
    expect(order.providerTransactionId).toBe(paid.hash);
    expect(order.paidAt?.getTime()).toBe(paid.createdDateMs);
    const receipt = await mailbox.waitFor((mail) => recipientOf(mail) === email);
    expect(receipt.subject).toContain('Starter');
    expect(receipt.text).toContain('KHQR (Bakong)');
    const staff = await mailbox.waitFor((mail) => recipientOf(mail) === STAFF && (mail.text ?? '').includes(paid.hash));
    expect(staff.text).toContain('sokha_chan@aclb');

    // Paid ends the code's checks: none is queued or running for it any more, so Bakong is not asked
    // again; and the check that saw the payment queued one receipt, sent with everything else queued.
    await waitForKhqrChecksToEnd(t.app.orm, code.orderId);
    await waitForQueuedMail(t.app.orm);
    expect(mailTo(email)).toHaveLength(1);
  });

  it.each([
    ['another amount', { amount: 1 }],
    ['another account', { toAccountId: 'someone.else@wing' }],
    ['another currency', { currency: 'KHR' }],
  ])('never marks a code paid with %s, and logs it', async (_label, overrides) => {
    const email = `wrong.${Object.keys(overrides)[0]}@hotel.test`;
    const { body: code } = await createCode({ package: 'enterprise', email, language: 'en' });
    bakong.pay(code.qr, overrides);
    await until(() => checksOf(code.md5) >= 2);
    expect((await statusOf(code.orderId)).body.status).toBe('pending');
    expect((await orderRow(code.orderId)).providerTransactionId).toBeNull();
    expect(
      logs.some((line) => line.orderId === code.orderId && line.level === 50 && /does not match/.test(line.msg)),
    ).toBe(true);
    expect(mailTo(email)).toHaveLength(0);
  });

  it('keeps the code pending while Bakong is down, and confirms it when Bakong is back', async () => {
    const { body: code } = await createCode({ package: 'starter', language: 'en' });
    bakong.mode = { kind: 'down' };
    bakong.pay(code.qr);
    await until(
      () => logs.filter((line) => line.orderId === code.orderId && /could not tell us/.test(line.msg)).length >= 1,
    );
    expect((await statusOf(code.orderId)).body.status).toBe('pending');
    bakong.mode = { kind: 'error', status: 503 };
    await until(
      () => logs.filter((line) => line.orderId === code.orderId && /HTTP 503/.test(line.reason ?? '')).length >= 1,
      20_000,
    );
    expect((await orderRow(code.orderId)).status).toBe('pending');
    bakong.mode = { kind: 'ok' };
    await until(async () => (await statusOf(code.orderId)).body.status === 'paid', 20_000);
  });

  it('tells staff once when Bakong refuses the token, stops offering KHQR, and offers it again once it works', async () => {
    const { body: code } = await createCode({ package: 'starter', language: 'en' });
    bakong.mode = { kind: 'refuse', status: 401 };
    const alert = await mailbox.waitFor(
      (mail) => recipientOf(mail) === STAFF && /KHQR payments stopped/.test(mail.subject ?? ''),
    );
    expect(alert.text).toContain('BAKONG_API_TOKEN');
    const alerted = new Date();
    await until(async () => {
      const methods = (await (await fetch(`${t.url}/api/payment-methods`)).json()) as { methods: string[] };
      return !methods.methods.includes('khqr');
    });
    const refused = await createCode({ package: 'starter', language: 'km' });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toContain('KHQR');
    // A later refused check of the code (it started after the e-mail came, and is done) changes
    // nothing: still one e-mail, sent with everything else queued; the code stays pending.
    await until(async () => (await checksOfOrderSince(code.orderId, alerted)) > 0, 20_000);
    await waitForQueuedMail(t.app.orm);
    expect(mailbox.messages.filter((mail) => /KHQR payments stopped/.test(mail.subject ?? ''))).toHaveLength(1);
    expect((await statusOf(code.orderId)).body.status).toBe('pending');

    bakong.mode = { kind: 'ok' };
    await until(async () => {
      const methods = (await (await fetch(`${t.url}/api/payment-methods`)).json()) as { methods: string[] };
      return methods.methods.includes('khqr');
    }, 20_000);
    expect((await createCode({ package: 'starter', language: 'en' })).status).toBe(201);
  });
});

describe('a code past its expiry', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await startTestApp(khqrEnv(bakong, mailbox, { KHQR_EXPIRY_MINUTES: '0.1' }));
  });
  afterAll(async () => {
    await short?.close();
  });

  it('becomes expired once Bakong says it was not paid', async () => {
    const response = await postJson(
      `${short.url}/api/khqr-payments`,
      { package: 'starter', language: 'en' },
      clientIp(),
    );
    const code = response.body as unknown as KhqrPaymentResponse;
    expect((await statusOf(code.orderId, short)).body.status).toBe('pending');
    await until(async () => (await statusOf(code.orderId, short)).body.status === 'expired', 20_000);
    // Expired is final for the checks: none is queued or running for the code, nothing more is asked.
    await waitForKhqrChecksToEnd(short.app.orm, code.orderId);
  });
});
