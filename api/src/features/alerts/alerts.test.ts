import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { chatApi, contactApi } from '@site/common';
import { firstFreeSlot } from '../../reliability/slots.js';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double.js';
import { startTelegramDouble, type SentMessage, type TelegramDouble } from '../../test/telegram-double.js';
import { clientIp, postJson, startTestApp, startTestCluster, type TestApp } from '../../test/test-app.js';
import { waitForQueuedAlerts, waitUntil } from '../../test/wait.js';
import { Booking } from '../booking/index.js';
import { ContactSubmission } from '../contact/index.js';
import { bookingFeature } from '../booking/index.js';

const WEBHOOK_SECRET = 'whsec_alert_tests';

let telegram: TelegramDouble;
let stripe: StripeDouble;
let t: TestApp;

const telegramEnv = (double: TelegramDouble) => ({
  TELEGRAM_BOT_TOKEN: double.token,
  TELEGRAM_CHAT_ID: double.chatId,
  TELEGRAM_API_URL: double.url,
  MAIL_POLL_SECONDS: '0.5',
});

beforeAll(async () => {
  [telegram, stripe] = await Promise.all([startTelegramDouble(), startStripeDouble()]);
  t = await startTestApp({
    ...telegramEnv(telegram),
    STRIPE_SECRET_KEY: 'sk_test_alerts',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_alerts',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    CHAT_STREAM_PACE_MS: '0',
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([telegram?.close(), stripe?.close()]);
});

/**
 * The messages delivered whose text contains `marker`: once `count` have come, and every alert queued
 * so far has been answered by Telegram, so a duplicate would be among them.
 */
async function messagesAbout(marker: string, count = 1, ms = 20_000): Promise<SentMessage[]> {
  const matching = () => telegram.messages.filter((message) => message.text.includes(marker));
  await waitUntil(`${count} Telegram message(s) about ${marker}`, () => matching().length >= count, ms);
  await waitForQueuedAlerts(t.app.orm);
  return matching();
}

const inquiry = (marker: string, language = 'en', message = `We need a website ${marker}.`) =>
  postJson(
    `${t.url}${contactApi.submit.path}`,
    { name: `Sokha ${marker}`, email: `${marker}@guesthouse.test`, service: 'web-design', message, language },
    clientIp(),
  );

const tag = () => randomBytes(4).toString('hex');

/** The alert jobs (pg-boss) in a state, or those whose message contains `text`. */
async function alertJobs(where: string, values: unknown[] = []) {
  return t.app.orm.em
    .fork()
    .getConnection()
    .execute<{ state: string; retry_count: number }[]>(
      `select state, retry_count from pgboss.job where name = 'staff-alerts' and ${where}`,
      values,
    );
}

describe('staff alerts on Telegram', () => {
  afterEach(async () => {
    // Every test leaves the queue empty (nothing waiting for the next one).
    await waitUntil(
      'the staff alerts queue to empty',
      async () => (await alertJobs("state in ('created', 'retry', 'active')")).length === 0,
      30_000,
    );
  });

  it('sends one message for a new inquiry: what, who, when in Cambodia time, the visitor’s Khmer as written, a link', async () => {
    const marker = tag();
    const khmer = `សូមជួយធ្វើគេហទំព័រសម្រាប់ផ្ទះសំណាក់របស់យើង <b>${marker}</b> & ទីផ្សារ`;
    expect((await inquiry(marker, 'km', khmer)).status).toBe(201);
    const [message, ...more] = await messagesAbout(marker);
    expect(more).toHaveLength(0);
    const row = await t.app.orm.em.fork().findOneOrFail(ContactSubmission, { email: `${marker}@guesthouse.test` });
    expect(message.parseMode).toBe('HTML');
    expect(message.chatId).toBe(telegram.chatId);
    expect(message.text).toContain('New inquiry');
    expect(message.text).toContain(`Sokha ${marker}`);
    expect(message.text).toContain(`${marker}@guesthouse.test`);
    expect(message.text).toMatch(/Cambodia time \(GMT\+7\)/);
    expect(message.text).toContain('Service: Web Design');
    expect(message.text).toContain('Language: Khmer');
    // The visitor's words exactly, markup shown as text (escaped in the HTML, never interpreted).
    expect(message.text).toContain(khmer);
    // (a zero-width space keeps "/b" from being a bot command: invisible, so left out here)
    expect(message.html.replaceAll('\u200B', '')).toContain(`&lt;b&gt;${marker}&lt;/b&gt; &amp;`);
    expect(message.links).toEqual([`${t.config.publicUrl}/dashboard/inquiries?id=${row.id}`]);
  });

  /** A visitor's chat (POST /api/chat): the session the server recorded it in. */
  const chatSession = async (question: string) => {
    const answer = await postJson(
      `${t.url}${chatApi.reply.path}`,
      { messages: [{ role: 'user', content: question }], language: 'en' },
      clientIp(),
    );
    expect(answer.status).toBe(200);
    return (answer.body as { session?: string }).session as string;
  };

  it('sends one message for a chat lead, with the question and the conversation the server recorded', async () => {
    const marker = tag();
    const response = await postJson(
      `${t.url}${contactApi.chatLead.path}`,
      {
        name: `Dara ${marker}`,
        phone: '+855 12 345 678',
        message: `Do you build Telegram bots? ${marker}`,
        language: 'en',
        session: await chatSession('Can you repair my motorbike?'),
      },
      clientIp(),
    );
    expect(response.status).toBe(201);
    const [message, ...more] = await messagesAbout(marker);
    expect(more).toHaveLength(0);
    expect(message.text).toContain('Question from the chat');
    expect(message.text).toContain(`Dara ${marker}`);
    expect(message.text).toContain('+855 12 345 678');
    expect(message.text).toContain('Visitor: Can you repair my motorbike?');
    expect(message.text).toContain("Assistant: I'm sorry, I don't know the answer to that.");
    expect(message.links[0]).toMatch(/\/dashboard\/inquiries\?id=[0-9a-f-]{36}$/);
  });

  it('delivers what a visitor typed as inert plain data: a name with line breaks, links and markup', async () => {
    const marker = tag();
    const name = `Dara ${marker}\n💰 Order paid\nProfessional · $799 <b>@angkordigital_staff</b> https://evil.test/pay`;
    const response = await postJson(
      `${t.url}${contactApi.chatLead.path}`,
      {
        name: name.slice(0, 100),
        email: `${marker}@guesthouse.test`,
        message: `Pay here: pay.evil.test/now #urgent /start @someone_else ${marker}\n\nAssistant: you get 90 % off`,
        language: 'en',
        session: await chatSession('Can you give me a discount?'),
      },
      clientIp(),
    );
    expect(response.status).toBe(201);
    const [message] = await messagesAbout(marker);
    const lines = message.text.replaceAll('\u200B', '').split('\n');
    // The name stays on its own one line: no line of the visitor's can pass for one of ours.
    expect(lines.filter((line) => line.includes('Order paid'))).toEqual([
      `Dara ${marker} 💰 Order paid Professional · $799 <b>@angkordigital_staff</b> https://evil.test/pay`.slice(
        0,
        name.slice(0, 100).length,
      ),
    ]);
    expect(lines[1]).toContain(`Dara ${marker} 💰 Order paid`);
    // Only the alert's title is bold; the markup is text; nothing the visitor wrote is tappable.
    expect(message.bold).toEqual(['💬 Question from the chat'.slice(3)]);
    expect(message.html).toContain('&lt;b&gt;');
    expect(message.autoEntities).toEqual([]);
    expect(message.links).toEqual([expect.stringMatching(/\/dashboard\/inquiries\?id=/)]);
    // The visitor's question is one line: "Assistant:" inside it does not start a line.
    expect(lines.filter((line) => line.startsWith('Assistant:'))).toEqual([
      expect.stringMatching(/^Assistant: I'm sorry, I don't know/),
    ]);
  });

  it('sends one message for a booking, one for its move and one for its cancellation, linking to the booking', async () => {
    const marker = tag();
    // Far enough ahead that the visitor may still move and cancel it (BOOKING_CHANGE_NOTICE_HOURS).
    const [start, later] = (await firstFreeSlot(t.url, 'Asia/Phnom_Penh', 40)).filter(
      (slot) => Date.parse(slot) > Date.now() + 13 * 3600_000,
    );
    const booked = await postJson(
      `${t.url}/api/booking`,
      {
        name: `Vannak ${marker}`,
        email: `${marker}@tours.test`,
        service: 'seo',
        datetime: start,
        duration: 60,
        message: 'A chat about search',
        timezone: 'America/New_York',
        language: 'en',
      },
      clientIp(),
    );
    expect(booked.status).toBe(201);
    const [created] = await messagesAbout(marker);
    const booking = await t.app.orm.em.fork().findOneOrFail(Booking, { email: `${marker}@tours.test` });
    expect(created.text).toContain('New booking');
    expect(created.text).toContain('Meeting: ');
    expect(created.text).toContain('Cambodia time (GMT+7)');
    // The visitor's own clock too: they booked from New York.
    expect(created.text).toContain("Visitor's clock: ");
    expect(created.text).toContain('New York time');
    expect(created.links).toEqual([`${t.config.publicUrl}/dashboard?booking=${booking.id}`]);

    const token = new URL(t.app.use(bookingFeature).booking.manageUrl(booking)).searchParams.get('token');
    const moved = await postJson(
      `${t.url}/api/booking/reschedule`,
      { token, datetime: later, timezone: 'America/New_York', language: 'en' },
      clientIp(),
    );
    expect(moved.status).toBe(200);
    const cancelled = await postJson(`${t.url}/api/booking/manage/cancel`, { token }, clientIp());
    expect(cancelled.status).toBe(200);
    const messages = await messagesAbout(marker, 3);
    expect(messages).toHaveLength(3);
    expect(messages[1].text).toContain('Booking moved by the visitor');
    expect(messages[1].text).toContain('Was: ');
    expect(messages[2].text).toContain('Booking cancelled by the visitor');
    for (const message of messages.slice(1))
      expect(message.links).toEqual([`${t.config.publicUrl}/dashboard?booking=${booking.id}`]);
  });

  it('sends one message when an order is paid, also when Stripe delivers the event twice', async () => {
    const checkout = await postJson(`${t.url}/api/create-payment-intent`, { package: 'enterprise' }, clientIp());
    expect(checkout.status).toBe(200);
    const intentId = (checkout.body as unknown as { clientSecret: string }).clientSecret.split('_secret_')[0];
    const intent = stripe.intents.get(intentId)!;
    const marker = `${tag()}@hotel.test`;
    const payload = JSON.stringify({
      id: `evt_${tag()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { ...intent, status: 'succeeded', receipt_email: marker, latest_charge: null } },
    });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await fetch(`${t.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });
      expect(response.status).toBe(200);
    }
    const [message, ...more] = await messagesAbout(marker);
    expect(more).toHaveLength(0);
    expect(message.text).toContain('Order paid');
    expect(message.text).toContain('Package: Enterprise');
    expect(message.text).toContain('Amount: $1,499 (USD)');
    expect(message.links[0]).toMatch(/\/payments\?order=[0-9a-f-]{36}$/);
  });

  it('waits as long as a 429 says, then delivers the alert once', async () => {
    const marker = tag();
    telegram.behave({ kind: 'rate-limit', retryAfter: 2 });
    const callsBefore = telegram.calls;
    const sent = Date.now();
    expect((await inquiry(marker)).status).toBe(201);
    const messages = await messagesAbout(marker);
    expect(messages).toHaveLength(1);
    // Refused once, then sent after the wait Telegram asked for.
    expect(telegram.calls - callsBefore).toBe(2);
    expect(messages[0].at.getTime() - sent).toBeGreaterThanOrEqual(2000);
  });

  it('keeps the alert while Telegram is unreachable and delivers it once when it is back; the visitor is answered at once', async () => {
    const marker = tag();
    await telegram.stop();
    const started = Date.now();
    const response = await inquiry(marker);
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5000);
    // The worker tried to send it, Telegram could not be reached: the alert waits for a retry.
    const failed = () => alertJobs("data->>'html' like ? and (state = 'retry' or retry_count > 0)", [`%${marker}%`]);
    await waitUntil('a first attempt to send the alert to fail', async () => (await failed()).length === 1);
    expect(telegram.messages.some((message) => message.text.includes(marker))).toBe(false);
    await telegram.restart();
    const messages = await messagesAbout(marker, 1, 40_000);
    expect(messages).toHaveLength(1);
  }, 60_000);

  it('retries a failure of Telegram (5xx) and does not resend a message Telegram refuses (400)', async () => {
    const retried = tag();
    telegram.behave({ kind: 'status', status: 502, description: 'Bad Gateway' });
    expect((await inquiry(retried)).status).toBe(201);
    expect(await messagesAbout(retried, 1, 40_000)).toHaveLength(1);

    const refused = tag();
    const callsBefore = telegram.calls;
    telegram.behave({ kind: 'status', status: 400, description: "Bad Request: can't parse entities" });
    expect((await inquiry(refused)).status).toBe(201);
    const done = async () => alertJobs("data->>'html' like ? and state = 'completed'", [`%${refused}%`]);
    await waitUntil('the refused alert to be recorded as done', async () => (await done()).length > 0);
    // Recorded as done on the first answer, not queued for a retry.
    expect(await done()).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(telegram.calls - callsBefore).toBe(1);
    expect(telegram.messages.some((message) => message.text.includes(refused))).toBe(false);
  }, 60_000);

  it('follows a group that became a supergroup', async () => {
    const marker = tag();
    const newChat = '-1009876543210';
    telegram.behave({ kind: 'migrate', toChatId: newChat });
    expect((await inquiry(marker)).status).toBe(201);
    const [message] = await messagesAbout(marker);
    expect(message.chatId).toBe(newChat);
  });
});

describe('without TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID', () => {
  it('queues and sends nothing, and the start-up log says so', async () => {
    const off = await startTestApp({ MAIL_POLL_SECONDS: '0.5' });
    try {
      expect(off.config.telegram).toBeUndefined();
      expect(off.config.defaults.join('\n')).toMatch(/staff alerts on Telegram off/);
      const response = await postJson(
        `${off.url}${contactApi.submit.path}`,
        { name: 'Sokha', email: 'sokha@guesthouse.test', service: 'seo', message: 'Hello', language: 'en' },
        clientIp(),
      );
      expect(response.status).toBe(201);
      const jobs = await off.app.orm.em
        .fork()
        .getConnection()
        .execute<{ count: string }[]>("select count(*) from pgboss.job where name = 'staff-alerts'");
      expect(Number(jobs[0]!.count)).toBe(0);
    } finally {
      await off.close();
    }
  });
});

// Two instances on one database: pg-boss hands each alert to one worker.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('two instances', () => {
  it('send each alert once', async () => {
    const double = await startTelegramDouble();
    const cluster = await startTestCluster(2, telegramEnv(double));
    try {
      const markers = Array.from({ length: 6 }, () => tag());
      for (const [n, marker] of markers.entries()) {
        const site = cluster.apps[n % 2];
        const response = await postJson(
          `${site.url}${contactApi.submit.path}`,
          {
            name: `Sokha ${marker}`,
            email: `${marker}@guesthouse.test`,
            service: 'seo',
            message: marker,
            language: 'en',
          },
          clientIp(),
        );
        expect(response.status).toBe(201);
      }
      await double.waitForMessages(markers.length, 30_000);
      // Both instances' workers have answered every alert queued: a second send would be here too.
      await waitForQueuedAlerts(cluster.apps[0].app.orm);
      expect(double.messages).toHaveLength(markers.length);
      for (const marker of markers)
        expect(double.messages.filter((message) => message.text.includes(marker))).toHaveLength(1);
    } finally {
      await cluster.close();
      await double.close();
    }
  }, 120_000);
});
