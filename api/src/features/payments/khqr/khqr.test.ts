import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { paymentsApi, type KhqrPaymentResponse, type OrderStatusResponse } from '@site/common';
import { createLogger } from '../../../logger.js';
import { startBakongDouble, type BakongDouble } from '../../../test/bakong-double.js';
import { TestBrowser, finishSignIn, signIn } from '../../../test/browser.js';
import { callRest } from '../../../test/rest.js';
import { startTelegramDouble, type TelegramDouble } from '../../../test/telegram-double.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../../test/smtp.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../../test/test-app.js';
import {
  unfinishedJobs,
  waitForKhqrChecksToEnd,
  waitForQueuedAlerts,
  waitForQueuedMail,
  waitUntil,
} from '../../../test/wait.js';
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
let telegram: TelegramDouble;
let t: TestApp;
const admin = new TestBrowser();
const logs: { level: number; msg: string; reason?: string; orderId?: string; orderIds?: string[] }[] = [];

beforeAll(async () => {
  bakong = await startBakongDouble();
  mailbox = await startTestMailbox();
  telegram = await startTelegramDouble();
  const env = {
    ...khqrEnv(bakong, mailbox),
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_CHAT_ID: telegram.chatId,
    TELEGRAM_API_URL: telegram.url,
  };
  const log = createLogger(
    { logLevel: 'info', nodeEnv: 'test' },
    { write: (line: string) => logs.push(JSON.parse(line)) },
  );
  t = await startTestApp(env, { log });
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
});
afterAll(async () => {
  await t?.close();
  await telegram?.close();
  await mailbox?.close();
  await bakong?.close();
});

async function createCode(
  body: Record<string, unknown>,
): Promise<{ status: number; body: KhqrPaymentResponse & { message?: string; errors?: Record<string, string> } }> {
  const response = await postJson(`${t.url}${paymentsApi.createKhqrPayment.path}`, body, clientIp());
  return { status: response.status, body: response.body as unknown as KhqrPaymentResponse & { message?: string } };
}

/** A visitor's return page asking once (each call from a network of its own: the call has a budget per visitor). */
let statusAsks = 0;
const statusOf = async (orderId: string, app: TestApp = t) => {
  statusAsks += 1;
  const response = await fetch(`${app.url}/api/orders/status?order=${orderId}`, {
    headers: { 'x-forwarded-for': `2001:db8:5757:${statusAsks.toString(16)}::1` },
  });
  return { status: response.status, body: (await response.json()) as OrderStatusResponse };
};
const orderRow = (orderId: string, app: TestApp = t) =>
  app.app.orm.em.fork().findOneOrFail(Order, { id: orderId }, { refresh: true });
const mailTo = (to: string) => mailbox.messages.filter((mail: ParsedMail) => recipientOf(mail) === to);
const checksOf = (md5: string) => bakong.checks.filter((checked) => checked === md5).length;
/** Sweeps of the pending codes that started after `since` and are done (pg-boss jobs of the khqr-check queue). */
async function sweepsSince(since: Date): Promise<number> {
  const [row] = await t.app.orm.em
    .fork()
    .getConnection()
    .execute<{ count: number }[]>(
      `select count(*)::int as count from pgboss.job where name = ? and state = 'completed' and started_on > ?`,
      [KHQR_CHECK_QUEUE, since],
    );
  return row?.count ?? 0;
}
/** A visitor of their own: an IPv6 /64 no other test uses. */
let networks = 0;
const network = () => {
  networks += 1;
  return `2001:db8:33:${networks.toString(16)}`;
};
const from = (address: string) => ({ 'x-forwarded-for': address });
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
    // Unpaid, the next sweep of the pending codes is queued.
    expect(await unfinishedJobs(t.app.orm, KHQR_CHECK_QUEUE, {})).toBeGreaterThan(0);

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
    ['another amount', { amount: 1 }, /paid 1 USD, not 1499\.00 USD/],
    ['an amount a fraction of a cent off (298.995 is not 299)', { amount: 1498.995 }, /paid 1498\.995 USD/],
    ['another account', { toAccountId: 'someone.else@wing' }, /paid to someone\.else@wing/],
    ['another currency', { currency: 'KHR' }, /paid in KHR, not USD/],
  ])(
    'never marks a code paid with %s: flags the order for staff and tells them once',
    async (_label, overrides, problem) => {
      const email = `wrong.${Object.keys(overrides)[0]}.${networks}@hotel.test`;
      const { body: code } = await createCode({ package: 'enterprise', email, language: 'en' });
      bakong.pay(code.qr, overrides);
      await until(async () => (await orderRow(code.orderId)).problem !== null);
      const order = await orderRow(code.orderId);
      expect(order.problem).toMatch(problem);
      expect(order).toMatchObject({ status: 'pending', providerTransactionId: null });
      const alert = await mailbox.waitFor(
        (mail) => recipientOf(mail) === STAFF && (mail.subject ?? '').includes(code.orderId.slice(0, 8).toUpperCase()),
      );
      expect(alert.subject).toMatch(/does not match/);
      expect(alert.text).toMatch(problem);
      const number = code.orderId.slice(0, 8).toUpperCase();
      const told = () => telegram.messages.filter((message) => message.text.includes(number));
      await until(() => told().length > 0);
      expect(told()[0].text).toMatch(/Payment does not match its order/);
      expect(told()[0].text).toMatch(problem);
      // Staff see it on the order in the orders view (REST and GraphQL read the same view).
      const view = await callRest(t.url, paymentsApi.order, { id: code.orderId }, { browser: admin });
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ status: 'pending', problem: expect.stringMatching(problem) });
      // Later sweeps see the same payment: still one e-mail to staff, none to the customer, still unpaid.
      const seen = checksOf(code.md5);
      await until(() => checksOf(code.md5) >= seen + 2);
      await waitForQueuedMail(t.app.orm);
      expect(
        mailbox.messages.filter((mail) => (mail.subject ?? '').includes(code.orderId.slice(0, 8).toUpperCase())),
      ).toHaveLength(1);
      expect((await statusOf(code.orderId)).body.status).toBe('pending');
      await waitForQueuedAlerts(t.app.orm);
      expect(told()).toHaveLength(1);
      expect(mailTo(email)).toHaveLength(0);
      expect(
        logs.some((line) => line.orderId === code.orderId && line.level === 50 && /does not match/.test(line.msg)),
      ).toBe(true);
    },
  );

  it('keeps the code pending while Bakong is down, and confirms it when Bakong is back', async () => {
    const { body: code } = await createCode({ package: 'starter', language: 'en' });
    bakong.mode = { kind: 'down' };
    bakong.pay(code.qr);
    await until(
      () =>
        logs.filter((line) => line.orderIds?.includes(code.orderId) && /could not tell us/.test(line.msg)).length >= 1,
    );
    expect((await statusOf(code.orderId)).body.status).toBe('pending');
    bakong.mode = { kind: 'error', status: 503 };
    await until(
      () =>
        logs.filter((line) => line.orderIds?.includes(code.orderId) && /HTTP 503/.test(line.reason ?? '')).length >= 1,
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
    await until(async () => (await sweepsSince(alerted)) > 0, 20_000);
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

describe('checks in batches', () => {
  it('asks Bakong about the pending codes 50 to a call, newest first, with the token, never more than 50', async () => {
    const made: KhqrPaymentResponse[] = [];
    for (let visitor = 0; visitor < 11; visitor += 1) {
      const address = `${network()}::1`;
      for (let i = 0; i < 5; i += 1) {
        const response = await postJson(
          `${t.url}${paymentsApi.createKhqrPayment.path}`,
          { package: 'starter', language: 'en' },
          from(address),
        );
        expect(response.status).toBe(201);
        made.push(response.body as unknown as KhqrPaymentResponse);
      }
    }
    const newest = made.at(-1)!;
    const before = bakong.lists.length;
    // A sweep that began after the last code was made: its first call starts with that code.
    const sweepAt = () => bakong.lists.slice(before).findIndex((list) => list[0] === newest.md5);
    await until(() => sweepAt() >= 0 && bakong.lists.length > before + sweepAt() + 1);
    const sweep = sweepAt();
    const [first, second] = bakong.lists.slice(before + sweep, before + sweep + 2);
    expect(first).toEqual(
      made
        .slice(-50)
        .map((code) => code.md5)
        .reverse(),
    );
    // The older codes come next, in the same sweep (and the oldest of those made here is among them).
    expect(second).toBeDefined();
    expect(second.slice(0, 5)).toEqual(
      made
        .slice(0, 5)
        .map((code) => code.md5)
        .reverse(),
    );
    expect(bakong.lists.every((list) => list.length >= 1 && list.length <= 50)).toBe(true);
    expect(bakong.refusedLists).toEqual([]);

    // One of them paid among the others: confirmed by the batch, the rest still pending.
    const paid = made[20];
    bakong.pay(paid.qr);
    await until(async () => (await statusOf(paid.orderId)).body.status === 'paid');
    expect((await statusOf(made[21].orderId)).body.status).toBe('pending');
  });
});

describe('caps on pending codes', () => {
  it('lets one visitor (an IPv6 /64) hold 5 pending codes, then answers 429 with Retry-After in their language', async () => {
    const net = network();
    for (let i = 0; i < 5; i += 1) {
      const response = await postJson(
        `${t.url}${paymentsApi.createKhqrPayment.path}`,
        { package: 'starter', language: 'km' },
        from(`${net}::${i + 1}`),
      );
      expect(response.status).toBe(201);
    }
    const count = await t.app.orm.em.fork().count(Order);
    const refused = await postJson(
      `${t.url}${paymentsApi.createKhqrPayment.path}`,
      { package: 'starter', language: 'km' },
      from(`${net}:ffff:1:2:3`),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('កូដ KHQR ចំនួន 5');
    const retryAfter = Number(refused.headers.get('retry-after'));
    // Until the first of its codes expires (2 minutes here).
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(120);
    const english = await postJson(
      `${t.url}${paymentsApi.createKhqrPayment.path}`,
      { package: 'starter', language: 'en' },
      from(`${net}::9`),
    );
    expect(english.status).toBe(429);
    expect(english.body.message).toMatch(/already have 5 KHQR codes/);
    expect(await t.app.orm.em.fork().count(Order)).toBe(count);
    // Another /64 is another visitor.
    const other = await postJson(
      `${t.url}${paymentsApi.createKhqrPayment.path}`,
      { package: 'starter', language: 'en' },
      from(`${network()}::1`),
    );
    expect(other.status).toBe(201);
  });

  it('holds under concurrent requests: 12 at once from one visitor store exactly 5 codes', async () => {
    const net = network();
    const count = await t.app.orm.em.fork().count(Order);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postJson(
          `${t.url}${paymentsApi.createKhqrPayment.path}`,
          { package: 'starter', language: 'en' },
          from(`${net}::${i + 1}`),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    expect(await t.app.orm.em.fork().count(Order)).toBe(count + 5);
  });
});

describe('GET /api/orders/status', () => {
  it('is rate-limited per visitor like the other public calls, over REST and GraphQL', async () => {
    const { body: code } = await createCode({ package: 'starter', language: 'en' });
    const address = `${network()}::1`;
    let status = 200;
    let answers = 0;
    while (status === 200 && answers < 200) {
      const response = await fetch(`${t.url}/api/orders/status?order=${code.orderId}`, {
        headers: { ...from(address), 'accept-language': 'km' },
      });
      status = response.status;
      answers += 1;
      if (status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await response.json()) as { message: string }).message).toContain('សំណើច្រើនពេក');
      } else await response.arrayBuffer();
    }
    expect(status).toBe(429);
    expect(answers).toBeGreaterThan(10);
    const graphqlAnswer = await postJson(
      `${t.url}/graphql`,
      {
        query: 'query($r: OrderReferenceInput!) { orderStatus(reference: $r) { status } }',
        variables: { r: { order: code.orderId } },
      },
      from(`${address.slice(0, -1)}2`),
    );
    expect(
      (graphqlAnswer.body as unknown as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code,
    ).toBe('RATE_LIMITED');
  });
});

describe('currencies and accounts', () => {
  it('refuses a code in riel while no rate is set (400, in the visitor’s language), and an unknown currency', async () => {
    const count = await t.app.orm.em.fork().count(Order);
    const khr = await createCode({ package: 'starter', currency: 'KHR', language: 'km' });
    expect(khr.status).toBe(400);
    expect(khr.body.message).toContain('ប្រាក់រៀល');
    expect(khr.body.errors?.currency).toBeDefined();
    for (const currency of ['EUR', 12, ['KHR'], '']) {
      const refused = await createCode({ package: 'starter', currency, language: 'en' });
      expect(refused.status).toBe(400);
    }
    expect(await t.app.orm.em.fork().count(Order)).toBe(count);
  });

  describe('with a rate, a merchant account and a small cap in all', () => {
    let riel: TestApp;
    beforeAll(async () => {
      riel = await startTestApp(
        khqrEnv(bakong, mailbox, {
          KHQR_KHR_PER_USD: '4100',
          KHQR_MERCHANT_ID: '1234567890',
          KHQR_ACQUIRING_BANK: 'Advanced Bank of Asia',
          KHQR_MAX_PENDING: '4',
        }),
      );
    });
    afterAll(async () => {
      await riel?.close();
    });
    const create = async (body: Record<string, unknown>, address = `${network()}::1`) => {
      const response = await postJson(`${riel.url}${paymentsApi.createKhqrPayment.path}`, body, from(address));
      return {
        status: response.status,
        body: response.body as unknown as KhqrPaymentResponse & { message: string },
        headers: response.headers,
      };
    };

    it('makes a merchant-account code (tag 30) in riel at the rate, rounded to 100 riel, and confirms its exact payment', async () => {
      const { status, body } = await create({ package: 'starter', currency: 'khr', language: 'en' });
      expect(status).toBe(201);
      expect(body).toMatchObject({ currency: 'KHR', amount: 1_225_900 });
      expect(body.qr).toContain('30610018angkordigital@aclb011012345678900221Advanced Bank of Asia');
      expect(body.qr).not.toMatch(/^0002010102122922/);
      expect(body.qr).toContain('5303116');
      expect(body.qr).toContain('54071225900');
      const order = await orderRow(body.orderId, riel);
      expect(order).toMatchObject({ amountKhr: 1_225_900, amountCents: 29900, currency: 'usd' });
      // A riel payment a riel short is flagged, not paid; the exact one (as another code) is paid.
      bakong.pay(body.qr, { amount: 1_225_800 });
      await until(async () => (await orderRow(body.orderId, riel)).problem !== null);
      expect((await orderRow(body.orderId, riel)).problem).toMatch(/paid 1225800 KHR, not 1225900 KHR/);
      const exact = await create({ package: 'starter', currency: 'KHR', language: 'en' });
      bakong.pay(exact.body.qr);
      await until(async () => (await statusOf(exact.body.orderId, riel)).body.status === 'paid');
    });

    it('keeps a code in US dollars the default, and caps the pending codes of everyone (429 with Retry-After)', async () => {
      const pending = await riel.app.orm.em.fork().count(Order, { provider: 'khqr', status: 'pending' });
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof create>> | undefined;
      for (let i = pending; i < 5; i += 1) {
        last = await create({ package: 'professional', language: 'km' });
        statuses.push(last.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 201).length + pending).toBe(4);
      expect(last!.body.message).toContain('KHQR ច្រើនពេក');
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      const [usd] = await riel.app.orm.em.fork().find(Order, { provider: 'khqr', package: 'professional' });
      expect(usd).toMatchObject({ amountKhr: null, amountCents: 79900 });
    });
  });
});
