import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { Order, ProcessedStripeEvent } from '../payments.entity.js';
import { orderNumber } from '../payments.mail.js';
import { startStripeDouble, type StripeDouble } from '../../../test/stripe-double.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../../test/smtp.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../../test/test-app.js';
import { waitForQueuedMail } from '../../../test/wait.js';

const SECRET = 'whsec_webhook_tests';
const STAFF = 'team@agency.test';

let stripe: StripeDouble;
let mailbox: TestMailbox;
let t: TestApp;

beforeAll(async () => {
  [stripe, mailbox] = await Promise.all([startStripeDouble(), startTestMailbox()]);
  t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_webhooks',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_webhooks',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: stripe.url,
    SMTP_URL: mailbox.url,
    MAIL_POLL_SECONDS: '0.5',
    STAFF_EMAIL: STAFF,
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([stripe?.close(), mailbox?.close()]);
});

type EventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'customer.created';

/** A checkout through the real endpoint: the order and its intent at the double. */
async function checkout(pkg = 'professional', language = 'en') {
  const response = await postJson(`${t.url}/api/create-payment-intent`, { package: pkg, language }, clientIp());
  expect(response.status).toBe(200);
  const intentId = (response.body as unknown as { clientSecret: string }).clientSecret.split('_secret_')[0];
  return { intent: stripe.intents.get(intentId)!, order: () => findOrder(intentId) };
}

const findOrder = (intentId: string) =>
  t.app.orm.em.fork().findOneOrFail(Order, { providerReference: intentId }, { refresh: true });

function event(
  type: EventType,
  intent: Partial<Stripe.PaymentIntent> & { id: string },
  id = `evt_${randomBytes(8).toString('hex')}`,
) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        object: 'payment_intent',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        receipt_email: null,
        latest_charge: null,
        ...intent,
      },
    },
  };
}

/** POSTs an event as Stripe does: the raw JSON, signed with the endpoint's secret. */
async function deliver(
  body: unknown,
  {
    secret = SECRET,
    signedPayload,
    raw,
    headers = {},
  }: { secret?: string; signedPayload?: string; raw?: string; headers?: Record<string, string> } = {},
) {
  const payload = raw ?? JSON.stringify(body);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: signedPayload ?? payload, secret });
  const response = await fetch(`${t.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header, ...headers },
    body: payload,
  });
  return {
    status: response.status,
    body: (await response.json()) as { received?: boolean; outcome?: string; message?: string },
  };
}

const mailsTo = (address: string) => mailbox.messages.filter((mail) => recipientOf(mail) === address);
const processedEvents = () => t.app.orm.em.fork().count(ProcessedStripeEvent, {});

describe('POST /api/stripe/webhook', () => {
  it('marks the order paid on a signed payment_intent.succeeded and e-mails the receipt and the staff', async () => {
    const { intent, order } = await checkout('professional', 'km');
    const customer = 'sokha.receipt@guesthouse.test';
    const response = await deliver(event('payment_intent.succeeded', { ...intent, receipt_email: customer }));
    expect(response).toEqual({ status: 200, body: { received: true, outcome: 'processed' } });

    const paid = await order();
    expect(paid).toMatchObject({ status: 'paid', customerEmail: customer });
    expect(paid.paidAt).toBeInstanceOf(Date);

    const receipt = await mailbox.waitFor((mail) => recipientOf(mail) === customer);
    expect(receipt.subject).toBe('បានទទួលការទូទាត់៖ កញ្ចប់ Professional — Angkor Digital');
    expect(receipt.html).toContain('lang="km"');
    expect(receipt.text).toContain('$799');
    expect(receipt.text).toContain(orderNumber(paid));
    expect(receipt.text).toContain('ក្នុងរយៈពេល 24 ម៉ោង'); // the team contacts them within 24 hours
    expect(receipt.text).toContain('ពិគ្រោះយោបល់'); // and a consultation is scheduled
    expect(receipt.text).toContain(`${t.config.publicUrl}/km/booking`);

    const staff = await mailbox.waitFor((mail) => recipientOf(mail) === STAFF && mail.text!.includes(customer));
    expect(staff.subject).toBe(`New order paid: Professional, $799 (${orderNumber(paid)})`);
    expect(staff.replyTo?.value[0].address).toBe(customer);
    expect(staff.text).toContain(intent.id);
    expect(staff.text).toContain('within 24 hours');
  });

  it('refuses a bad, missing or mismatched signature with 400 and changes nothing', async () => {
    const { intent, order } = await checkout('starter');
    const before = await processedEvents();
    const succeeded = event('payment_intent.succeeded', { ...intent, receipt_email: 'forged@attacker.test' });

    const wrongSecret = await deliver(succeeded, { secret: 'whsec_someone_else' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.message).toMatch(/Stripe-Signature/);
    // A valid signature of another body: the bytes were changed on the way.
    const tampered = await deliver(succeeded, {
      signedPayload: JSON.stringify({ ...succeeded, type: 'customer.created' }),
    });
    expect(tampered.status).toBe(400);
    const unsigned = await fetch(`${t.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(succeeded),
    });
    expect(unsigned.status).toBe(400);

    expect(await order()).toMatchObject({ status: 'pending', customerEmail: null, paidAt: null });
    expect(await processedEvents()).toBe(before);
    await waitForQueuedMail(t.app.orm);
    expect(mailsTo('forged@attacker.test')).toHaveLength(0);
  });

  it('handles a replayed event once: no second e-mail, even when both deliveries arrive together', async () => {
    const { intent, order } = await checkout('enterprise');
    const customer = 'dara.replay@tours.test';
    const succeeded = event('payment_intent.succeeded', { ...intent, receipt_email: customer });
    const outcomes = await Promise.all([deliver(succeeded), deliver(succeeded)]);
    expect(outcomes.map((o) => o.status)).toEqual([200, 200]);
    expect(outcomes.map((o) => o.body.outcome).sort()).toEqual(['duplicate', 'processed']);
    const later = await deliver(succeeded);
    expect(later.body.outcome).toBe('duplicate');
    expect((await order()).status).toBe('paid');

    await mailbox.waitFor((mail) => recipientOf(mail) === customer);
    // Whatever the three deliveries queued has been sent (several e-mails go out at once, so a later
    // order's e-mail would be no proof that these were).
    await waitForQueuedMail(t.app.orm);
    expect(mailsTo(customer)).toHaveLength(1);
    expect(mailsTo(STAFF).filter((mail) => mail.text!.includes(customer))).toHaveLength(1);
  });

  it('ends paid when a failure is reported before the success, and never downgrades paid to failed', async () => {
    const retried = await checkout('starter');
    const failed = await deliver(event('payment_intent.payment_failed', retried.intent));
    expect(failed.body.outcome).toBe('processed');
    expect((await retried.order()).status).toBe('failed');
    await deliver(event('payment_intent.succeeded', { ...retried.intent, receipt_email: 'second.card@hotel.test' }));
    expect(await retried.order()).toMatchObject({ status: 'paid', customerEmail: 'second.card@hotel.test' });
    await mailbox.waitFor((mail) => recipientOf(mail) === 'second.card@hotel.test');

    const late = await checkout('professional');
    await deliver(event('payment_intent.succeeded', { ...late.intent, receipt_email: 'late.failure@hotel.test' }));
    const paidAt = (await late.order()).paidAt;
    const lateFailure = await deliver(event('payment_intent.payment_failed', late.intent));
    expect(lateFailure.status).toBe(200);
    expect(await late.order()).toMatchObject({ status: 'paid', paidAt });
  });

  it('finds an order by the metadata when the event comes before the intent id was stored', async () => {
    const em = t.app.orm.em.fork();
    const order = em.create(Order, {
      package: 'starter',
      amountCents: 29900,
      currency: 'usd',
      status: 'pending',
      customerEmail: null,
      providerReference: null,
      language: 'en',
    });
    await em.flush();
    const intentId = `pi_early${randomBytes(6).toString('hex')}`;
    const response = await deliver(
      event('payment_intent.succeeded', {
        id: intentId,
        amount: 29900,
        currency: 'usd',
        metadata: { order_id: order.id },
        receipt_email: 'early@bird.test',
      }),
    );
    expect(response.body.outcome).toBe('processed');
    expect(await findOrder(intentId)).toMatchObject({ id: order.id, status: 'paid' });
  });

  it('asks Stripe for the billing e-mail when the event carries none', async () => {
    const { intent, order } = await checkout('starter', 'en');
    const chargeId = `ch_${randomBytes(6).toString('hex')}`;
    stripe.intents.get(intent.id)!.latest_charge = chargeId;
    stripe.chargeEmails.set(chargeId, 'billing@from-charge.test');
    await deliver(event('payment_intent.succeeded', { ...intent, latest_charge: chargeId }));
    expect((await order()).customerEmail).toBe('billing@from-charge.test');
    const read = stripe.requests.find((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.id}`);
    expect(Object.entries(read!.form)).toContainEqual(['expand[0]', 'latest_charge']);
    const receipt = await mailbox.waitFor((mail) => recipientOf(mail) === 'billing@from-charge.test');
    expect(receipt.subject).toBe('Payment received: Starter package — Angkor Digital');
    expect(receipt.text).toContain('within 24 hours');
  });

  it('acknowledges events it does not handle and events for unknown orders without changing anything', async () => {
    const before = await t.app.orm.em.fork().count(Order, { status: 'paid' });
    const other = await deliver(event('customer.created', { id: 'cus_123' }));
    expect(other).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    const stranger = await deliver(
      event('payment_intent.succeeded', {
        id: 'pi_notours',
        amount: 100,
        currency: 'usd',
        metadata: { order_id: randomUUID() },
      }),
    );
    expect(stranger.status).toBe(200);
    expect(await t.app.orm.em.fork().count(Order, { status: 'paid' })).toBe(before);
  });
});

describe('a correctly signed event of the wrong shape', () => {
  type Event = ReturnType<typeof event>;
  const withIntent = (fields: Record<string, unknown>) => (e: Event) => ({
    ...e,
    data: { object: { ...e.data.object, ...fields } },
  });
  it.each<[string, (e: Event) => unknown]>([
    ['no data', (e) => ({ ...e, data: undefined })],
    ['data without object', (e) => ({ ...e, data: {} })],
    ['a null data.object', (e) => ({ ...e, data: { object: null } })],
    ['a data.object that is text', (e) => ({ ...e, data: { object: e.data.object.id } })],
    ['a data.object that is a charge', withIntent({ object: 'charge' })],
    ['an intent without an id', withIntent({ id: undefined })],
    ['an intent id that is a number', withIntent({ id: 42 })],
    ['an intent id longer than any Stripe id', withIntent({ id: `pi_${'x'.repeat(300)}` })],
    ['an amount that is text', withIntent({ amount: '79900' })],
    ['metadata that is text', withIntent({ metadata: 'order' })],
    ['a receipt_email that is a number', withIntent({ receipt_email: 42 })],
    ['a receipt_email with a lone surrogate', withIntent({ receipt_email: 'a\ud800@b.test' })],
    ['a billing e-mail that is an object', withIntent({ latest_charge: { billing_details: { email: {} } } })],
    ['a created time that is text', (e) => ({ ...e, created: 'yesterday' })],
    ['an event id longer than 255 characters', (e) => ({ ...e, id: `evt_${'x'.repeat(300)}` })],
    ['an event that is null', () => null],
    ['an event that is an array', (e) => [e]],
  ])('refuses %s with 400, storing and sending nothing', async (_case, reshape) => {
    const { intent, order } = await checkout('starter');
    const before = await processedEvents();
    const response = await deliver(reshape(event('payment_intent.succeeded', { ...intent })));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/data\.object/);
    expect(await order()).toMatchObject({ status: 'pending', customerEmail: null, paidAt: null });
    expect(await processedEvents()).toBe(before);
  });

  it.each<[string, unknown]>([
    ['past the year 9999', 253_402_300_800 + 365 * 24 * 3600],
    ['beyond any date JavaScript can hold', 1e20],
    ['that JSON writes as Infinity (1e400)', '1e400'],
    ['before 1970', -86_400],
    ['at 1970 itself', 0],
    ['a week ahead', Math.floor(Date.now() / 1000) + 7 * 24 * 3600],
  ])('acknowledges a success whose created time is %s: paid once, as of its arrival', async (_case, created) => {
    const { intent, order } = await checkout('starter');
    const before = Date.now();
    const body = JSON.stringify({ ...event('payment_intent.succeeded', { ...intent }), created: 1 }).replace(
      '"created":1,',
      `"created":${String(created)},`,
    );
    const response = await deliver(undefined, { raw: body });
    expect(response).toEqual({ status: 200, body: { received: true, outcome: 'processed' } });
    const paid = await order();
    expect(paid.status).toBe('paid');
    expect(paid.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(paid.paidAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Redelivered (Stripe retries until it gets a 2xx): the same outcome, nothing twice.
    expect((await deliver(undefined, { raw: body })).body.outcome).toBe('duplicate');
  });

  it('keeps a plausible created time as the time paid, a fraction of a second included', async () => {
    const { intent, order } = await checkout('starter');
    const created = Math.floor(Date.now() / 1000) - 3600.5;
    expect((await deliver({ ...event('payment_intent.succeeded', { ...intent }), created })).status).toBe(200);
    expect((await order()).paidAt?.getTime()).toBe(created * 1000);
  });

  it('acknowledges a failure with an odd created time, and events of unknown types with odd dates or no objects', async () => {
    const { intent, order } = await checkout('starter');
    const failed = await deliver({ ...event('payment_intent.payment_failed', { ...intent }), created: 1e15 });
    expect(failed).toEqual({ status: 200, body: { received: true, outcome: 'processed' } });
    expect((await order()).status).toBe('failed');
    for (const odd of [
      { id: 'evt_odd_1', object: 'event', type: 'charge.refunded', created: 1e20 },
      { id: 'evt_odd_2', object: 'event', type: 'invoice.paid', created: -5, data: null },
      { id: 'evt_odd_3', object: 'event', type: 'some.future_type', data: { object: { object: 'mystery' } } },
      { object: 'event', type: 42 },
      // Found by the fuzz suite: a type whose toString is not a function, logged without calling it.
      { id: { toString: 0 }, type: { toString: 0 } },
    ]) {
      expect(await deliver(odd)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    }
  });

  it('refuses a signed body that is not JSON, saying so in the language asked for', async () => {
    const response = await deliver(undefined, { raw: '{"id": "evt_1", ', headers: { 'accept-language': 'km' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/data\.object/);
    expect(response.body.message).toMatch(/[\u1780-\u17FF]/);
  });

  it('still ignores an event it does not handle, whatever its data', async () => {
    const other = await deliver({ ...event('customer.created', { id: 'cus_1' }), data: undefined });
    expect(other).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
  });
});
