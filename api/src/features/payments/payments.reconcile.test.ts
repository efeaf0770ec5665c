import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paymentsApi, type PaywayPaymentResponse } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { startPaywayDouble, type PaywayDouble } from '../../test/payway-double.js';
import { callRest } from '../../test/rest.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { waitForQueuedMail } from '../../test/wait.js';
import { Order } from './payments.entity.js';
import { paymentsFeature } from './payments.feature.js';

const STAFF = 'staff@angkordigital.test';
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
    // The schedule of PayWay checks stays out of the way: what is found here is the reconciliation's.
    PAYWAY_CHECK_SECONDS: '600',
    STRIPE_SECRET_KEY: 'sk_test_reconcile',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_reconcile',
    STRIPE_WEBHOOK_SECRET: 'whsec_reconcile',
    STRIPE_API_URL: stripe.url,
    SMTP_URL: mailbox.url,
    STAFF_EMAIL: STAFF,
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
const reconcile = () => callRest(t.url, paymentsApi.reconcileOrders, {}, { browser: admin });
const staffMail = (orderId: string) =>
  mailbox.messages.filter(
    (mail) =>
      recipientOf(mail) === STAFF &&
      (mail.subject ?? '').includes('needs checking') &&
      (mail.subject ?? '').includes(orderId.slice(0, 8).toUpperCase()),
  );

async function paywayOrder(): Promise<PaywayPaymentResponse> {
  const created = await postJson(
    `${t.url}${paymentsApi.createPaywayPayment.path}`,
    { package: 'starter', language: 'en' },
    clientIp(),
  );
  const payment = created.body as unknown as PaywayPaymentResponse;
  const form = new FormData();
  for (const [name, value] of Object.entries(payment.fields)) form.append(name, value);
  expect((await fetch(payment.checkoutUrl, { method: 'POST', body: form })).status).toBe(200);
  return payment;
}

describe('reconciliation with the providers (admins, on demand and daily)', () => {
  it('makes paid an order PayWay has as APPROVED whose pushback was lost', async () => {
    const payment = await paywayOrder();
    payway.losePushbacks = true;
    try {
      await payway.act(payment.tranId, 'approve');
    } finally {
      payway.losePushbacks = false;
    }
    expect((await orderRow(payment.orderId)).status).toBe('pending');
    const answer = await reconcile();
    expect(answer.status).toBe(200);
    expect(answer.body?.fixed).toContain(payment.orderId);
    expect((await orderRow(payment.orderId)).status).toBe('paid');
  });

  it('flags and reports an order paid here that Stripe does not have as paid', async () => {
    expect((await postJson(`${t.url}/api/create-payment-intent`, { package: 'starter' }, clientIp())).status).toBe(200);
    const intent = [...stripe.intents.values()].at(-1)!;
    const order = await t.app.orm.em.fork().findOneOrFail(Order, { providerReference: intent.id });
    await t.app.use(paymentsFeature).ledger.confirm(order.id, { paidAt: new Date() });
    const answer = await reconcile();
    expect(answer.body?.reported).toContain(order.id);
    const flagged = await orderRow(order.id);
    expect(flagged.status).toBe('paid');
    expect(flagged.problem).toMatch(/paid here, but stripe says the payment is pending/);
    await waitForQueuedMail(t.app.orm);
    expect(staffMail(order.id)).toHaveLength(1);
    // The same problem again is not reported twice.
    expect((await reconcile()).body?.reported).not.toContain(order.id);
    await waitForQueuedMail(t.app.orm);
    expect(staffMail(order.id)).toHaveLength(1);
  });

  it('flags a PayWay payment of another amount on the order and tells staff at once', async () => {
    const payment = await paywayOrder();
    payway.transactions.get(payment.tranId)!.amount = '2.99';
    await payway.act(payment.tranId, 'approve');
    const order = await orderRow(payment.orderId);
    expect(order.status).toBe('pending');
    expect(order.problem).toContain('paid 2.99, not 299.00');
    await waitForQueuedMail(t.app.orm);
    expect(staffMail(payment.orderId)).toHaveLength(1);
    expect((await reconcile()).body?.reported).not.toContain(payment.orderId);
  });

  it('is for admins only', async () => {
    expect((await callRest(t.url, paymentsApi.reconcileOrders, {})).status).toBe(401);
  });
});
