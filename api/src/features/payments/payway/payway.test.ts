import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { paymentsApi, type OrderStatusResponse, type PaywayPaymentResponse } from '@site/common';
import { startPaywayDouble, type PaywayDouble } from '../../../test/payway-double.js';
import { startStripeDouble, type StripeDouble } from '../../../test/stripe-double.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../../test/smtp.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../../../test/test-app.js';
import { unfinishedJobs, waitForQueuedMail, waitUntil } from '../../../test/wait.js';
import { Order } from '../payments.entity.js';
import { PAYWAY_CHECK_QUEUE } from './payway.checks.js';
import { PUSHBACK_PATH } from './payway.provider.js';

const STAFF = 'staff@angkordigital.test';

let payway: PaywayDouble;
let stripe: StripeDouble;
let mailbox: TestMailbox;
let t: TestApp;

beforeAll(async () => {
  payway = await startPaywayDouble();
  stripe = await startStripeDouble();
  mailbox = await startTestMailbox();
  t = await startTestApp({
    // Stripe configured too: PayWay takes the cards, so checkout offers no Stripe card form.
    STRIPE_SECRET_KEY: 'sk_test_payway',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_payway',
    STRIPE_WEBHOOK_SECRET: 'whsec_payway',
    STRIPE_API_URL: stripe.url,
    PAYWAY_MERCHANT_ID: payway.merchantId,
    PAYWAY_API_KEY: payway.apiKey,
    PAYWAY_API_URL: payway.url,
    PAYWAY_RSA_PUBLIC_KEY: payway.rsaPublicKey,
    PAYWAY_CHECK_SECONDS: '1',
    SMTP_URL: mailbox.url,
    STAFF_EMAIL: STAFF,
    MAIL_POLL_SECONDS: '0.5',
  });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
  await payway?.close();
  await stripe?.close();
});

type Created = PaywayPaymentResponse & { message?: string; errors?: Record<string, string> };
async function createPayment(body: unknown): Promise<{ status: number; body: Created }> {
  const response = await postJson(`${t.url}${paymentsApi.createPaywayPayment.path}`, body, clientIp());
  return { status: response.status, body: response.body as unknown as Created };
}

/** The browser's form post to PayWay (multipart/form-data, as PayWay documents): its hosted checkout page. */
async function openCheckout(payment: PaywayPaymentResponse): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(payment.fields)) form.append(name, value);
  return fetch(payment.checkoutUrl, { method: 'POST', body: form });
}

/** A payer's click at PayWay's hosted page: where PayWay sends the browser next. */
async function click(tranId: string, action: 'approve' | 'decline' | 'cancel'): Promise<string> {
  const response = await fetch(`${payway.url}/_double/checkout/${tranId}/${action}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

const orderRow = (orderId: string) => t.app.orm.em.fork().findOneOrFail(Order, { id: orderId }, { refresh: true });
const statusOf = async (orderId: string) => {
  const response = await fetch(`${t.url}/api/orders/status?order=${orderId}`);
  return (await response.json()) as OrderStatusResponse;
};
const mailTo = (to: string) => mailbox.messages.filter((mail: ParsedMail) => recipientOf(mail) === to);
const pushback = (body: unknown) => postJson(`${t.url}${PUSHBACK_PATH}`, body);
/** No check of the order is waiting or running: whatever the schedule would do has been done. */
const checksSettled = (orderId: string) =>
  waitUntil(
    'PayWay checks settled',
    async () => (await unfinishedJobs(t.app.orm, PAYWAY_CHECK_QUEUE, { orderId })) === 0,
  );

describe('POST /api/payway-payments', () => {
  it('stores a pending order and answers the signed Purchase form that PayWay accepts', async () => {
    const { status, body } = await createPayment({
      package: 'professional',
      email: 'sokha@guesthouse.test',
      language: 'km',
      amount: 1,
    });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['checkoutUrl', 'fields', 'orderId', 'tranId']);
    expect(body.checkoutUrl).toBe(`${payway.url}/api/payment-gateway/v1/payments/purchase`);
    expect(body.tranId).toMatch(/^[0-9a-f]{20}$/);
    expect(body.fields).toMatchObject({
      merchant_id: payway.merchantId,
      tran_id: body.tranId,
      amount: '799.00',
      currency: 'USD',
      email: 'sokha@guesthouse.test',
      continue_success_url: `${t.url}/km/payment-success?order=${body.orderId}`,
      cancel_url: `${t.url}/api/payway/cancel?order=${body.orderId}`,
    });
    expect(Buffer.from(body.fields.return_url, 'base64').toString()).toBe(`${t.url}${PUSHBACK_PATH}`);
    expect(body.fields.req_time).toMatch(/^\d{14}$/);
    expect(body.fields.hash).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(await orderRow(body.orderId)).toMatchObject({
      provider: 'payway',
      providerReference: body.tranId,
      status: 'pending',
      amountCents: 79900,
      currency: 'usd',
      customerEmail: 'sokha@guesthouse.test',
      language: 'km',
    });

    const page = await openCheckout(body);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>PayWay - Checkout</title>');
    expect(payway.wrongHashes).toEqual([]);
    expect(payway.transactions.get(body.tranId)).toMatchObject({
      amount: '799.00',
      currency: 'USD',
      status: 'PENDING',
    });
  });

  it('is refused by PayWay when a signed field is changed in the browser', async () => {
    const { body } = await createPayment({ package: 'starter', language: 'en' });
    const page = await openCheckout({ ...body, fields: { ...body.fields, amount: '0.01' } });
    expect(await page.json()).toEqual({ status: { code: 1, message: 'Wrong hash' } });
    expect(payway.transactions.has(body.tranId)).toBe(false);
    payway.wrongHashes.length = 0;
  });

  it('refuses an unknown package and a malformed e-mail in the visitor’s language, storing nothing', async () => {
    const count = await t.app.orm.em.fork().count(Order);
    const unknown = await createPayment({ package: 'platinum', language: 'km' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('សូមជ្រើសរើសកញ្ចប់');
    const email = await createPayment({ package: 'starter', email: 'not an address', language: 'en' });
    expect(email.status).toBe(400);
    expect(email.body.errors?.email).toBeDefined();
    for (const body of [
      {},
      { package: ['starter'] },
      { package: 'starter', email: 'x'.repeat(300) + '@a.b' },
      'x'.repeat(40),
    ])
      expect((await createPayment(body)).status).toBe(400);
    expect(await t.app.orm.em.fork().count(Order)).toBe(count);
  });

  it('has its GraphQL twin, createPaywayPayment, with the same signed fields', async () => {
    const { status, body } = await graphql<{
      createPaywayPayment: {
        orderId: string;
        tranId: string;
        checkoutUrl: string;
        fields: { name: string; value: string }[];
      };
    }>(
      t.url,
      `
        mutation ($input: CheckoutInput!) {
          createPaywayPayment(input: $input) {
            orderId
            tranId
            checkoutUrl
            fields {
              name
              value
            }
          }
        }
      `,
      { input: { package: 'starter', language: 'en' } },
      clientIp(),
    );
    expect(status).toBe(200);
    const payment = body.data!.createPaywayPayment;
    const fields = Object.fromEntries(payment.fields.map(({ name, value }) => [name, value]));
    expect(fields).toMatchObject({ tran_id: payment.tranId, amount: '299.00' });
    expect((await openCheckout({ ...payment, fields })).status).toBe(200);
    expect(payway.wrongHashes).toEqual([]);
  });

  it('lets the checkout pages, and only them, post a form to PayWay (CSP form-action)', async () => {
    const formAction = async (path: string) =>
      /form-action ([^;]*)/.exec((await fetch(`${t.url}${path}`)).headers.get('content-security-policy') ?? '')?.[1];
    expect(await formAction('/checkout')).toBe(`'self' ${payway.url}`);
    expect(await formAction('/km/checkout')).toBe(`'self' ${payway.url}`);
    expect(await formAction('/pricing')).toBe("'self'");
  });

  it('offers PayWay, and no Stripe card form beside it although Stripe is configured', async () => {
    const response = await fetch(`${t.url}${paymentsApi.methods.path}`);
    expect(await response.json()).toEqual({ methods: ['payway'] });
  });
});

describe('ABA PAY on a phone: the deep link that opens ABA Mobile', () => {
  it('asks PayWay from the server for the deep link (signed, abapay_khqr_deeplink) and answers it instead of a form', async () => {
    const { status, body } = await createPayment({
      package: 'starter',
      email: 'dara@phone.test',
      language: 'km',
      app: true,
    });
    expect(status).toBe(201);
    expect(body.abapayDeeplink).toMatch(/^abamobilebank:\/\/ababank\.com\?type=payway&qrcode=/);
    expect(body.fields).toEqual({});
    expect(payway.paymentOptions.get(body.tranId)).toBe('abapay_khqr_deeplink');
    expect(payway.wrongHashes).toEqual([]);
    // Paid in ABA Mobile: PayWay pushes back, and Check Transaction says APPROVED.
    const order = await orderRow(body.orderId);
    expect(order).toMatchObject({ status: 'pending', providerReference: body.tranId, language: 'km' });
    await payway.act(body.tranId, 'approve');
    await waitUntil('paid in ABA Mobile', async () => (await statusOf(body.orderId)).status === 'paid');
  });

  it('falls back to the hosted checkout where the merchant has no deep link, so the visitor still pays', async () => {
    payway.deeplinks = false;
    try {
      const { status, body } = await createPayment({ package: 'professional', language: 'en', app: true });
      expect(status).toBe(201);
      expect(body.abapayDeeplink).toBeUndefined();
      expect(body.fields).toMatchObject({ tran_id: body.tranId, amount: '799.00', view_type: 'hosted_view' });
      expect(body.fields.payment_option).toBeUndefined();
      expect((await orderRow(body.orderId)).providerReference).toBe(body.tranId);
      expect((await openCheckout(body)).status).toBe(200);
      expect(payway.wrongHashes).toEqual([]);
    } finally {
      payway.deeplinks = true;
    }
  });

  it('refuses an app flag that is not true or false, in the visitor’s language', async () => {
    const { status, body } = await createPayment({ package: 'starter', language: 'km', app: 'yes' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/[\u1780-\u17ff]/);
  });

  it('answers the deep link through the GraphQL twin too', async () => {
    const { body } = await graphql<{ createPaywayPayment: { abapayDeeplink: string | null; fields: unknown[] } }>(
      t.url,
      'mutation ($input: CheckoutInput!) { createPaywayPayment(input: $input) { abapayDeeplink fields { name } } }',
      { input: { package: 'enterprise', language: 'en', app: true } },
      clientIp(),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createPaywayPayment).toEqual({
      abapayDeeplink: expect.stringMatching(/^abamobilebank:\/\//),
      fields: [],
    });
  });
});

describe('confirmation by the server, with Check Transaction', () => {
  it('makes the order paid once, with one receipt, after the pushback and PayWay’s APPROVED', async () => {
    const email = 'paid.once@hotel.test';
    const { body } = await createPayment({ package: 'starter', email, language: 'en' });
    await openCheckout(body);
    expect(await statusOf(body.orderId)).toEqual({
      status: 'pending',
      package: 'starter',
      amount: 29900,
      method: 'payway',
    });

    const next = await click(body.tranId, 'approve');
    expect(next).toBe(`${t.url}/payment-success?order=${body.orderId}`);
    expect(payway.pushbacks.filter((sent) => sent.tranId === body.tranId)).toEqual([
      { tranId: body.tranId, status: '0', answered: 200 },
    ]);
    // The pushback is answered after Check Transaction was asked and the order updated.
    expect(payway.checks).toContain(body.tranId);
    const order = await orderRow(body.orderId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).toBeInstanceOf(Date);

    // A replayed pushback changes nothing and sends nothing more.
    expect((await pushback({ tran_id: body.tranId, apv: '123456', status: '0' })).status).toBe(200);
    await checksSettled(body.orderId);
    await waitForQueuedMail(t.app.orm);
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]!.text).toContain('ABA PayWay');
    expect(
      mailbox.messages.filter((mail) => recipientOf(mail) === STAFF && (mail.text ?? '').includes(body.tranId)),
    ).toHaveLength(1);
  });

  it('changes nothing on a forged pushback: PayWay has no such transaction', async () => {
    const { body } = await createPayment({ package: 'starter', language: 'en' });
    // Never posted to PayWay: its tran_id exists only here.
    const forged = await pushback({ tran_id: body.tranId, apv: '999999', status: '0' });
    expect(forged.status).toBe(200);
    expect(payway.checks).toContain(body.tranId);
    expect((await orderRow(body.orderId)).status).toBe('pending');
    // An unknown tran_id is answered alike; a body that is not a pushback is a 400, in the sender's language.
    expect((await pushback({ tran_id: 'nosuchtransaction01', status: '0' })).status).toBe(200);
    for (const bad of [{}, { tran_id: 12 }, { tran_id: 'x'.repeat(21) }, '[]', 'not json'])
      expect((await pushback(bad)).status).toBe(400);
    expect((await orderRow(body.orderId)).status).toBe('pending');
  });

  it('is not paid when PayWay approved another amount', async () => {
    const { body } = await createPayment({ package: 'starter', language: 'en' });
    await openCheckout(body);
    payway.transactions.get(body.tranId)!.amount = '2.99';
    await click(body.tranId, 'approve');
    expect((await orderRow(body.orderId)).status).toBe('pending');
  });

  it('catches a lost pushback on its schedule', async () => {
    const { body } = await createPayment({ package: 'enterprise', language: 'en' });
    await openCheckout(body);
    payway.losePushbacks = true;
    try {
      await click(body.tranId, 'approve');
    } finally {
      payway.losePushbacks = false;
    }
    expect(payway.pushbacks.some((sent) => sent.tranId === body.tranId)).toBe(false);
    await waitUntil('the scheduled check pays the order', async () => (await orderRow(body.orderId)).status === 'paid');
    await checksSettled(body.orderId);
  });

  it('marks a declined payment failed', async () => {
    const { body } = await createPayment({ package: 'starter', language: 'en' });
    await openCheckout(body);
    const next = await click(body.tranId, 'decline');
    expect(next).toBe(`${t.url}/payment-success?order=${body.orderId}`);
    expect((await orderRow(body.orderId)).status).toBe('failed');
    expect((await statusOf(body.orderId)).status).toBe('failed');
  });

  it('records a cancelled checkout and shows the order’s page in its language', async () => {
    const { body } = await createPayment({ package: 'starter', language: 'km' });
    await openCheckout(body);
    const next = await click(body.tranId, 'cancel');
    expect(next).toBe(`${t.url}/api/payway/cancel?order=${body.orderId}`);
    const response = await fetch(next, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/km/payment-success?order=${body.orderId}`);
    expect((await orderRow(body.orderId)).status).toBe('cancelled');
    expect((await statusOf(body.orderId)).status).toBe('cancelled');

    // Went back and paid after all: PayWay's word wins (at the latest on the schedule: a pushback
    // right after the cancel's own check is not asked about again).
    await click(body.tranId, 'approve');
    await waitUntil('the cancelled order paid', async () => (await orderRow(body.orderId)).status === 'paid');
    await checksSettled(body.orderId);

    const bad = await fetch(`${t.url}/api/payway/cancel?order=not-an-order`, { redirect: 'manual' });
    expect(bad.status).toBe(400);
  });
});
