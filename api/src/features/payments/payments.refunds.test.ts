import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paymentsApi, type OrderView, type PaywayPaymentResponse } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { wsClient } from '../../test/graphql-ws.js';
import { startPaywayDouble, type PaywayDouble } from '../../test/payway-double.js';
import { callRest } from '../../test/rest.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { waitForQueuedMail } from '../../test/wait.js';
import { Order, OrderRefund } from './payments.entity.js';
import { paymentsFeature } from './payments.feature.js';

let payway: PaywayDouble;
let stripe: StripeDouble;
let mailbox: TestMailbox;
let t: TestApp;
const admin = new TestBrowser();

beforeAll(async () => {
  payway = await startPaywayDouble();
  stripe = await startStripeDouble();
  mailbox = await startTestMailbox();
  t = await startTestApp({
    PAYWAY_MERCHANT_ID: payway.merchantId,
    PAYWAY_API_KEY: payway.apiKey,
    PAYWAY_API_URL: payway.url,
    PAYWAY_RSA_PUBLIC_KEY: payway.rsaPublicKey,
    STRIPE_SECRET_KEY: 'sk_test_refunds',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
    STRIPE_WEBHOOK_SECRET: 'whsec_refunds',
    STRIPE_API_URL: stripe.url,
    SMTP_URL: mailbox.url,
    MAIL_POLL_SECONDS: '0.5',
  });
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
  await stripe?.close();
  await payway?.close();
});

const orderRow = (id: string) => t.app.orm.em.fork().findOneOrFail(Order, { id }, { refresh: true });

/** An order paid through PayWay's hosted checkout (the double), confirmed by Check Transaction. */
async function paidPaywayOrder(language: 'en' | 'km', email: string, pkg = 'starter'): Promise<PaywayPaymentResponse> {
  const created = await postJson(
    `${t.url}${paymentsApi.createPaywayPayment.path}`,
    { package: pkg, email, language },
    clientIp(),
  );
  const payment = created.body as unknown as PaywayPaymentResponse;
  const form = new FormData();
  for (const [name, value] of Object.entries(payment.fields)) form.append(name, value);
  expect((await fetch(payment.checkoutUrl, { method: 'POST', body: form })).status).toBe(200);
  await payway.act(payment.tranId, 'approve');
  expect((await orderRow(payment.orderId)).status).toBe('paid');
  return payment;
}

const refund = (
  id: string,
  body: { amountCents: number; reason: string; idempotencyKey?: string; bankReference?: string },
  headers: Record<string, string> = {},
) =>
  callRest(t.url, paymentsApi.refundOrder, { id, idempotencyKey: randomUUID(), ...body }, { browser: admin, headers });
const refundBody = (answer: { body: unknown }) =>
  answer.body as OrderView & { message?: string; errors?: Record<string, string> };
const mailsTo = (to: string) => mailbox.messages.filter((mail) => recipientOf(mail) === to);

describe('refunds through PayWay’s Refund API', () => {
  it('refunds a paid order in full: the order says refunded, with its history, and the buyer is told in Khmer', async () => {
    const email = 'full.refund@guesthouse.test';
    const payment = await paidPaywayOrder('km', email);
    const answer = await refund(payment.orderId, { amountCents: 29900, reason: 'The customer changed their plans' });
    expect(answer.status).toBe(201);
    const order = refundBody(answer);
    expect(order).toMatchObject({ status: 'refunded', refundedCents: 29900 });
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amountCents: 29900,
        reason: 'The customer changed their plans',
        status: 'succeeded',
        requestedBy: 'admin@example.com',
      }),
    ]);
    // The double decrypted merchant_auth with its private key and checked the hash.
    expect(payway.refunds.filter((sent) => sent.tranId === payment.tranId)).toEqual([
      { tranId: payment.tranId, amountCents: 29900, code: '00' },
    ]);
    expect(payway.wrongHashes).toEqual([]);
    expect(
      (await fetch(`${t.url}/api/orders/status?order=${payment.orderId}`).then((r) => r.json())) as object,
    ).toMatchObject({
      status: 'refunded',
    });
    await waitForQueuedMail(t.app.orm);
    const notices = mailsTo(email).filter((mail) => (mail.subject ?? '').startsWith('បានសងប្រាក់វិញ'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('$299 ');
  });

  it("pushes each refund to the buyer's open success page, and ends the live status once all is refunded", async () => {
    const payment = await paidPaywayOrder('en', 'live.refund@guesthouse.test');
    const client = wsClient(t.url);
    const statuses: string[] = [];
    let first!: () => void;
    const firstEvent = new Promise<void>((resolve) => (first = resolve));
    const ended = new Promise<void>((resolve, reject) => {
      client.subscribe<{ orderStatus: { status: string } }>(
        {
          query: 'subscription ($reference: OrderReferenceInput!) { orderStatus(reference: $reference) { status } }',
          variables: { reference: { order: payment.orderId } },
        },
        {
          next: ({ data }) => {
            if (data) statuses.push(data.orderStatus.status);
            first();
          },
          error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: resolve,
        },
      );
    }).finally(() => void client.dispose());
    // A paid order is still followed: a refund may come later.
    await firstEvent;
    expect(statuses).toEqual(['paid']);
    expect((await refund(payment.orderId, { amountCents: 9900, reason: 'Part of the work dropped' })).status).toBe(201);
    expect((await refund(payment.orderId, { amountCents: 20000, reason: 'The rest' })).status).toBe(201);
    // Refunded in full is final: the server ends the subscription.
    await ended;
    expect(statuses).toEqual(['paid', 'partially_refunded', 'refunded']);
  });

  it('refunds part, then the rest, and never above what was paid', async () => {
    const email = 'partial.refund@hotel.test';
    const payment = await paidPaywayOrder('en', email);
    const first = await refund(payment.orderId, { amountCents: 10000, reason: 'One page fewer' });
    expect(first.status).toBe(201);
    expect(refundBody(first)).toMatchObject({ status: 'partially_refunded', refundedCents: 10000 });

    const over = await refund(payment.orderId, { amountCents: 19901, reason: 'Too much' }, { 'accept-language': 'km' });
    expect(over.status).toBe(400);
    expect(refundBody(over).message).toContain('$199');
    expect(refundBody(over).errors?.amountCents).toBeDefined();
    expect(payway.refunds.filter((sent) => sent.tranId === payment.tranId)).toHaveLength(1);

    const rest = await refund(payment.orderId, { amountCents: 19900, reason: 'The rest' });
    expect(refundBody(rest)).toMatchObject({ status: 'refunded', refundedCents: 29900 });
    expect(refundBody(rest).refunds?.map((each) => each.amountCents)).toEqual([10000, 19900]);
    const after = await refund(payment.orderId, { amountCents: 1, reason: 'One cent more' });
    expect(after.status).toBe(409);
    await waitForQueuedMail(t.app.orm);
    expect(mailsTo(email).filter((mail) => (mail.subject ?? '').startsWith('Refund sent'))).toHaveLength(2);
  });

  it('sends the same refund form once, however often and however fast it is sent', async () => {
    const payment = await paidPaywayOrder('en', 'twice@hotel.test');
    const idempotencyKey = randomUUID();
    const body = { amountCents: 5000, reason: 'Sent twice', idempotencyKey };
    const answers = await Promise.all([refund(payment.orderId, body), refund(payment.orderId, body)]);
    const statuses = answers.map((answer) => answer.status).sort();
    // One sends it; the other is told it is on its way (409) or, if it came after, answered the same order.
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const again = await refund(payment.orderId, body);
    expect(again.status).toBe(201);
    expect(refundBody(again)).toMatchObject({ status: 'partially_refunded', refundedCents: 5000 });
    expect(payway.refunds.filter((sent) => sent.tranId === payment.tranId)).toHaveLength(1);
    expect(await t.app.orm.em.fork().count(OrderRefund, { orderId: payment.orderId })).toBe(1);
  });

  it('refuses bad input in the admin’s language, and anyone but an admin', async () => {
    const payment = await paidPaywayOrder('en', 'bad.input@hotel.test');
    for (const body of [
      { amountCents: 0, reason: 'zero' },
      { amountCents: -5, reason: 'negative' },
      { amountCents: 1.5, reason: 'fraction' },
      { amountCents: '100', reason: 'text' },
      { amountCents: 100, reason: '' },
      { amountCents: 100, reason: 'x'.repeat(501) },
      { amountCents: 100, reason: 'bad key', idempotencyKey: 'short' },
    ])
      expect((await refund(payment.orderId, body as never, { 'accept-language': 'km' })).status).toBe(400);
    expect((await refund(randomUUID(), { amountCents: 100, reason: 'no order' })).status).toBe(404);
    const anonymous = await callRest(t.url, paymentsApi.refundOrder, {
      id: payment.orderId,
      amountCents: 100,
      reason: 'who?',
      idempotencyKey: randomUUID(),
    });
    expect(anonymous.status).toBe(401);
    expect(await orderRow(payment.orderId)).toMatchObject({ status: 'paid', refundedCents: 0 });
  });
});

describe('refunds through Stripe, and KHQR’s manual refund', () => {
  it('refunds a card payment with Stripe’s Refunds API, the form’s key as Stripe’s idempotency key', async () => {
    const created = await postJson(
      `${t.url}/api/create-payment-intent`,
      { package: 'starter', language: 'en' },
      clientIp(),
    );
    expect(created.status).toBe(200);
    const intent = [...stripe.intents.values()].at(-1)!;
    intent.status = 'succeeded';
    const order = await t.app.orm.em.fork().findOneOrFail(Order, { providerReference: intent.id });
    await t.app.use(paymentsFeature).ledger.confirm(order.id, { paidAt: new Date(), customerEmail: 'card@hotel.test' });
    const idempotencyKey = randomUUID();
    const answer = await refund(order.id, { amountCents: 9900, reason: 'Discount agreed', idempotencyKey });
    expect(answer.status).toBe(201);
    const [made] = [...stripe.refunds.values()];
    expect(made).toMatchObject({ amount: 9900, payment_intent: intent.id, metadata: { order_id: order.id } });
    expect(stripe.requests.find((request) => request.path === '/v1/refunds')?.idempotencyKey).toBe(
      `refund-${idempotencyKey}`,
    );
    expect(refundBody(answer)).toMatchObject({ status: 'partially_refunded', refundedCents: 9900 });
    expect(refundBody(answer).refunds?.[0]?.providerReference).toBe(made!.id);
    // Stripe itself refuses more than the charge; the site never asks.
    expect((await refund(order.id, { amountCents: 20001, reason: 'too much' })).status).toBe(400);
    expect(stripe.refunds.size).toBe(1);
  });

  it('records a KHQR refund made from the bank, with the bank’s reference', async () => {
    const em = t.app.orm.em.fork();
    const order = em.create(Order, {
      package: 'starter',
      amountCents: 29900,
      currency: 'usd',
      status: 'paid',
      customerEmail: 'khqr@hotel.test',
      provider: 'khqr',
      providerReference: 'f'.repeat(32),
      providerTransactionId: 'e'.repeat(64),
      expiresAt: new Date(),
      language: 'en',
      paidAt: new Date(),
    });
    await em.flush();
    const missing = await refund(order.id, { amountCents: 29900, reason: 'Cancelled' });
    expect(missing.status).toBe(400);
    expect(refundBody(missing).errors?.bankReference).toBeDefined();
    const answer = await refund(order.id, { amountCents: 29900, reason: 'Cancelled', bankReference: 'ABA-TRX-778812' });
    expect(answer.status).toBe(201);
    expect(refundBody(answer)).toMatchObject({ status: 'refunded', refundedCents: 29900 });
    expect(refundBody(answer).refunds?.[0]).toMatchObject({ providerReference: 'ABA-TRX-778812', status: 'succeeded' });
  });

  it('has its GraphQL twin, refundOrder', async () => {
    const payment = await paidPaywayOrder('en', 'graphql.refund@hotel.test');
    const { body } = await graphql<{
      refundOrder: { status: string; refundedCents: number; refunds: { amountCents: number }[] };
    }>(
      t.url,
      `
        mutation ($input: RefundOrderInput!) {
          refundOrder(input: $input) {
            status
            refundedCents
            refunds {
              amountCents
            }
          }
        }
      `,
      { input: { orderId: payment.orderId, amountCents: 29900, reason: 'GraphQL', idempotencyKey: randomUUID() } },
      { cookie: admin.cookieHeader() },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.refundOrder).toEqual({
      status: 'refunded',
      refundedCents: 29900,
      refunds: [{ amountCents: 29900 }],
    });
  });
});
