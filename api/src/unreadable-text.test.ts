import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runSubscription, wsClient } from './test/graphql-ws.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from './test/test-app.js';
import { firstFreeSlot } from './reliability/slots.js';

// Half of a surrogate pair travels in JSON as "\ud800" and reaches the server as a string no one could
// have typed; PostgreSQL's jsonb (the mail queue) refuses it. Every entry point refuses it first: a 400
// naming the field in the visitor's language, nothing stored, nothing queued.

const LONE = 'Dara \ud800 Sok';
const KM_CHARACTERS = 'អត្ថបទនេះមានតួអក្សរដែលយើងមិនអាចអានបាន។ សូមវាយម្ដងទៀត ដោយគ្មាននិមិត្តសញ្ញាពិសេស';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CHAT_STREAM_PACE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) => {
  const rows = await t.app.orm.em.fork().getConnection().execute<{ count: string }[]>(`select count(*) from ${table}`);
  return Number(rows[0]!.count);
};
const queued = () => count('pgboss.job');

const contact = {
  name: 'Sokha Chan',
  email: 'sokha@guesthouse.test',
  service: 'seo',
  message: 'Hello',
  language: 'km',
};

describe('a lone surrogate in a text field', () => {
  it.each([
    ['/api/contact', 'contact_submissions', { ...contact, name: LONE }, 'name'],
    ['/api/contact', 'contact_submissions', { ...contact, message: `Links \udc00 here` }, 'message'],
    ['/api/newsletter', 'newsletter_subscriptions', { email: 'dara@tours.test', name: LONE, language: 'km' }, 'name'],
  ])('POST %s answers 400 naming the field, stores and queues nothing', async (path, table, body, field) => {
    const [rows, jobs] = [await count(table), await queued()];
    const response = await postJson(`${t.url}${path}`, body, clientIp());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: KM_CHARACTERS });
    expect([await count(table), await queued()]).toEqual([rows, jobs]);
  });

  it('POST /api/booking answers 400 for the message, even on a free slot', async () => {
    const [slot] = await firstFreeSlot(t.url);
    const before = await count('bookings');
    const booking = {
      ...contact,
      language: 'en',
      datetime: slot,
      duration: 60,
      timezone: 'Asia/Phnom_Penh',
      message: 'See \udbff you',
    };
    const response = await postJson(`${t.url}/api/booking`, booking, clientIp());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ message: expect.stringMatching(/character we cannot read/) });
    expect(await count('bookings')).toBe(before);
    // The same booking without it is taken.
    expect((await postJson(`${t.url}/api/booking`, { ...booking, message: 'See you' }, clientIp())).status).toBe(201);
  });

  it('GraphQL submitContact answers BAD_USER_INPUT with the field, storing nothing', async () => {
    const before = await count('contact_submissions');
    const result = await graphql(
      t.url,
      'mutation($input: ContactInput!) { submitContact(input: $input) { message } }',
      { input: { ...contact, name: LONE } },
      clientIp(),
    );
    expect(result.body.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { name: KM_CHARACTERS } });
    expect(await count('contact_submissions')).toBe(before);
  });

  it('the chat refuses it over REST and over the subscription, in the visitor’s language', async () => {
    const messages = [{ role: 'user', content: 'How much \ud83d is a website?' }];
    const rest = await postJson(`${t.url}/api/chat`, { messages, language: 'km' }, clientIp());
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(/តួអក្សរដែលយើងមិនអាចអានបាន/);
    expect(rest.body.errors).toHaveProperty('messages');

    const client = wsClient(t.url, clientIp());
    try {
      const run = await runSubscription(client, 'subscription($input: ChatInput!) { chat(input: $input) { text } }', {
        input: { messages: [{ role: 'user', content: 'hi' }, ...messages], language: 'en' },
      });
      expect(run.events).toEqual([]);
      expect(run.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(run.errors?.[0].message).toMatch(/character we cannot read/);
    } finally {
      await client.dispose();
    }
  });
});
