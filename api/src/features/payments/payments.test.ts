import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { paymentsApi } from '@site/common';
import { Order } from './payments.entity.js';
import { idempotencyKey } from './stripe/stripe.provider.js';
import { restUrl } from '../../test/rest.js';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { paymentsFeature } from './index.js';

let stripe: StripeDouble;
let t: TestApp;

beforeAll(async () => {
  stripe = await startStripeDouble();
  t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_integration',
    STRIPE_WEBHOOK_SECRET: 'whsec_integration',
    STRIPE_API_URL: stripe.url,
    STRIPE_TIMEOUT_SECONDS: '1',
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  stripe.mode = { kind: 'ok' };
});

const orders = () => t.app.orm.em.fork().find(Order, {}, { orderBy: { createdAt: 'asc' } });
const createCalls = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

describe('POST /api/create-payment-intent', () => {
  it('charges the package table’s amount in USD, whatever the client sends, and stores the order first', async () => {
    const before = createCalls().length;
    const response = await postJson(
      `${t.url}${paymentsApi.createPaymentIntent.path}`,
      {
        package: 'professional',
        amount: 100,
        amountCents: 100,
        currency: 'khr',
        metadata: { order_id: 'mine' },
        idempotencyKey: 'client-key',
        language: 'km',
      },
      clientIp(),
    );
    expect(response.status).toBe(200);
    const body = response.body as unknown as { clientSecret: string; publishableKey: string };
    expect(Object.keys(body).sort()).toEqual(['clientSecret', 'publishableKey']);
    expect(body.publishableKey).toBe('pk_test_integration');

    const calls = createCalls().slice(before);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.authorization).toBe('Bearer sk_test_integration');
    expect(call.form.amount).toBe('79900');
    expect(call.form.currency).toBe('usd');
    expect(call.form['automatic_payment_methods[enabled]']).toBe('true');

    const [order] = (await orders()).filter(
      (row) => row.providerReference && body.clientSecret.startsWith(row.providerReference),
    );
    expect(order).toMatchObject({
      package: 'professional',
      amountCents: 79900,
      currency: 'usd',
      status: 'pending',
      language: 'km',
    });
    expect(order.customerEmail).toBeNull();
    expect(call.form['metadata[order_id]']).toBe(order.id);
    expect(call.form['metadata[package]']).toBe('professional');
    expect(call.idempotencyKey).toBe(idempotencyKey(order.id));
    expect(call.idempotencyKey).toContain(order.id);
    expect(stripe.intents.get(order.providerReference!)?.client_secret).toBe(body.clientSecret);
  });

  it.each([
    ['starter', 29900],
    ['enterprise', 149900],
  ])('charges %s at %i cents', async (pkg, cents) => {
    const response = await postJson(`${t.url}${paymentsApi.createPaymentIntent.path}`, { package: pkg }, clientIp());
    expect(response.status).toBe(200);
    expect(createCalls().at(-1)!.form.amount).toBe(String(cents));
  });

  it('refuses an unknown or missing package with 400 in the visitor’s language, calling nobody', async () => {
    const ordersBefore = (await orders()).length;
    const callsBefore = createCalls().length;
    const unknown = await postJson(
      `${t.url}${paymentsApi.createPaymentIntent.path}`,
      { package: 'platinum' },
      clientIp(),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^Please choose one of our packages/);
    expect(unknown.body.errors).toEqual({ package: 'Must be one of: starter, professional, enterprise' });
    const missing = await postJson(`${t.url}${paymentsApi.createPaymentIntent.path}`, { language: 'km' }, clientIp());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^សូមជ្រើសរើសកញ្ចប់/);
    const wrongType = await postJson(
      `${t.url}${paymentsApi.createPaymentIntent.path}`,
      { package: ['starter'] },
      clientIp(),
    );
    expect(wrongType.status).toBe(400);
    expect((await orders()).length).toBe(ordersBefore);
    expect(createCalls().length).toBe(callsBefore);
  });

  it('answers a failing provider with 502 after one retry under the same idempotency key', async () => {
    stripe.mode = { kind: 'error', status: 500 };
    const before = createCalls().length;
    const response = await postJson(
      `${t.url}${paymentsApi.createPaymentIntent.path}`,
      { package: 'starter' },
      clientIp(),
    );
    expect(response.status).toBe(502);
    expect(response.body.message).toMatch(/did not answer in time\. Nothing has been charged/);
    const calls = createCalls().slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);
    // The order stays pending, without an intent: a late webhook would still find it by metadata.
    const order = (await orders()).find((row) => idempotencyKey(row.id) === calls[0].idempotencyKey);
    expect(order).toMatchObject({ status: 'pending', providerReference: null });
  });

  it('gives up on a provider that does not answer within a bounded time', async () => {
    stripe.mode = { kind: 'slow', delayMs: 20_000 };
    const started = Date.now();
    const response = await postJson(
      `${t.url}${paymentsApi.createPaymentIntent.path}`,
      { package: 'starter', language: 'km' },
      clientIp(),
    );
    const elapsed = Date.now() - started;
    expect(response.status).toBe(502);
    expect(response.body.message).toMatch(/^អ្នកផ្ដល់សេវាទូទាត់មិនបានឆ្លើយតបទាន់ពេលទេ/);
    // 1 s timeout, one retry after a short back-off.
    expect(elapsed).toBeLessThan(8000);
  });
});

describe('GET /api/orders/status', () => {
  it('shows only status, package and amount of the order behind a payment intent', async () => {
    const created = await postJson(
      `${t.url}${paymentsApi.createPaymentIntent.path}`,
      { package: 'enterprise' },
      clientIp(),
    );
    const intentId = (created.body as unknown as { clientSecret: string }).clientSecret.split('_secret_')[0];
    const response = await fetch(`${t.url}${paymentsApi.orderStatus.path}?payment_intent=${intentId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'pending', package: 'enterprise', amount: 149900, method: 'card' });
  });

  it('answers 404 for an unknown intent and 400 for a malformed one', async () => {
    const unknown = await fetch(`${t.url}${paymentsApi.orderStatus.path}?payment_intent=pi_doesnotexist`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/could not find an order/);
    for (const bad of ['', 'payment_intent=', "payment_intent=pi_1'%20or%201=1", 'payment_intent=ch_123']) {
      expect((await fetch(`${t.url}${paymentsApi.orderStatus.path}?${bad}`)).status).toBe(400);
    }
  });

  it('answers by the order id checkout received too: 404 unknown, 400 malformed', async () => {
    const [order] = await orders();
    const byId = await fetch(`${t.url}${paymentsApi.orderStatus.path}?order=${order.id}`);
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual({
      status: order.status,
      package: order.package,
      amount: order.amountCents,
      method: 'card',
    });
    const unknown = await fetch(`${t.url}${paymentsApi.orderStatus.path}?order=00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    for (const bad of ['order=', 'order=1', `order=${order.id}x`, `order=${order.id}&order=${order.id}`]) {
      expect((await fetch(`${t.url}${paymentsApi.orderStatus.path}?${bad}`)).status).toBe(400);
    }
  });
});

describe('GET /api/payment-methods', () => {
  it('offers the card alone when only Stripe is configured, and KHQR answers 503', async () => {
    const response = await fetch(`${t.url}${paymentsApi.methods.path}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ methods: ['card'] });
    const khqr = await postJson(
      `${t.url}${paymentsApi.createKhqrPayment.path}`,
      { package: 'starter', language: 'km' },
      clientIp(),
    );
    expect(khqr.status).toBe(503);
    expect(khqr.body.message).toMatch(/^ការទូទាត់តាម KHQR មិនអាចប្រើបាន/);
  });
});

describe('staff orders', () => {
  it('refuses anonymous callers with 401 over REST and GraphQL', async () => {
    const rest = await fetch(restUrl(t.url, paymentsApi.orders, {}), { headers: { 'accept-language': 'km' } });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { message: string }).message).toBe('សូមចូលគណនីដើម្បីបន្ត។');
    const gql = await graphql(t.url, '{ orders { rows { id status } total } }');
    expect(gql.body.data).toBeNull();
    expect(gql.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists every order newest first with package, amount, status, e-mail and dates (service level)', async () => {
    const { rows: list } = await t.app.use(paymentsFeature).payments.listOrders({});
    expect(list.length).toBe((await orders()).length);
    expect(list[0].createdAt.getTime()).toBeGreaterThanOrEqual(list.at(-1)!.createdAt.getTime());
    expect(list[0]).toEqual(
      expect.objectContaining({
        package: expect.any(String),
        amountCents: expect.any(Number),
        currency: 'usd',
        status: expect.stringMatching(/^(pending|paid|failed)$/),
        customerEmail: null,
        provider: 'stripe',
        method: 'card',
        providerReference: expect.stringMatching(/^pi_/),
        providerTransactionId: null,
        expiresAt: null,
        paidAt: null,
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      }),
    );
  });
});

describe('payments not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answers checkout and webhook with 503 and a clear message in the visitor’s language', async () => {
    const en = await postJson(`${bare.url}${paymentsApi.createPaymentIntent.path}`, { package: 'starter' }, clientIp());
    expect(en.status).toBe(503);
    expect(en.body.message).toMatch(/^Online card payment is not set up on this website yet/);
    const km = await postJson(
      `${bare.url}${paymentsApi.createPaymentIntent.path}`,
      { package: 'starter', language: 'km' },
      clientIp(),
    );
    expect(km.status).toBe(503);
    expect(km.body.message).toMatch(/^ការទូទាត់ដោយកាតតាមអនឡាញ មិនទាន់បានរៀបចំ/);
    const webhook = await fetch(`${bare.url}/api/stripe/webhook`, { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(503);
    const khqr = await postJson(`${bare.url}${paymentsApi.createKhqrPayment.path}`, { package: 'starter' }, clientIp());
    expect(khqr.status).toBe(503);
    expect(khqr.body.message).toMatch(/^Payment by KHQR is not available/);
    const methods = await fetch(`${bare.url}${paymentsApi.methods.path}`);
    expect(await methods.json()).toEqual({ methods: [] });
    expect(await bare.app.orm.em.fork().count(Order, {})).toBe(0);
  });
});

describe('the staff spreadsheet of orders', () => {
  it('names how each order was paid and the provider’s ids', async () => {
    const csv = await t.app.use(paymentsFeature).payments.ordersCsv({});
    const [header, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      '"Created (UTC)","Order","Package","Amount","Status","Method","Customer e-mail","Language","Paid (UTC)","Provider reference","Bakong transaction hash","Problem","ID"',
    );
    expect(first).toContain('"Card (Stripe)"');
    expect(first).toMatch(/"pi_\w+"/);
  });
});
