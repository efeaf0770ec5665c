import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { conversationsApi } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { callRest } from '../../test/rest.js';
import { wsClient } from '../../test/graphql-ws.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { startTelegramDouble, type TelegramDouble } from '../../test/telegram-double.js';
import {
  clientIp,
  graphql,
  postJson,
  startTestApp,
  startTestCluster,
  type TestApp,
  type TestCluster,
} from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';
import { conversationsFeature } from './index.js';
import { webhookSecret, TELEGRAM_WEBHOOK_PATH } from './conversations.updates.js';

// Issue 34, item 4: a person, while the visitor is still there. Against the Telegram double (topics,
// reply threads, getUpdates, webhooks) and a real SMTP mailbox; two instances share one PostgreSQL.

const START = `mutation($input: StartConversationInput!) {
  startConversation(input: $input) { id session visitorName messages { id author authorName text } }
}`;
const SEND = `mutation($input: ConversationMessageInput!) { sendConversationMessage(input: $input) { id author text } }`;
const READ = `query($session: String!) { conversation(session: $session) { id messages { author authorName text } } }`;
const WATCH = `subscription($session: String!) { conversationMessages(session: $session) { id author authorName text } }`;

type Message = { id: string; author: string; authorName: string | null; text: string };
type Started = { startConversation: { id: string; session: string; visitorName: string | null; messages: Message[] } };

/** A visitor's chat with the assistant: the session the server recorded it in. */
async function chatSession(url: string, ip: Record<string, string>, question = 'How much is a website?') {
  const reply = await postJson(
    url + '/api/chat',
    { messages: [{ role: 'user', content: question }], language: 'en' },
    ip,
  );
  expect(reply.status).toBe(200);
  return (reply.body as unknown as { session: string }).session;
}

async function startConversation(url: string, input: Record<string, unknown>, ip = clientIp()) {
  const result = await graphql<Started>(url, START, { input }, ip);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.startConversation;
}

/** The visitor's open chat: every message its subscription delivers, with when it arrived. */
function watch(client: Client, session: string) {
  const received: { message: Message; at: number }[] = [];
  const errors: unknown[] = [];
  let ready = false;
  const stop = client.subscribe<{ conversationMessages: Message }>(
    { query: WATCH, variables: { session } },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        if (result.data) received.push({ message: result.data.conversationMessages, at: Date.now() });
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  client.on('connected', () => (ready = true));
  return { received, errors, stop, isReady: () => ready };
}

const clusterEnv = (telegram: TelegramDouble, mailbox: TestMailbox): Record<string, string> => ({
  TELEGRAM_BOT_TOKEN: telegram.token,
  TELEGRAM_CHAT_ID: telegram.chatId,
  TELEGRAM_API_URL: telegram.url,
  TELEGRAM_POLL_TIMEOUT_SECONDS: '20',
  SESSION_SECRET: 'conversation-cluster-secret-0123456789abcdef',
  SMTP_URL: mailbox.url,
  MAIL_POLL_SECONDS: '0.5',
  CONVERSATION_EMAIL_AFTER_MINUTES: '0.05',
  CHAT_STREAM_PACE_MS: '0',
  LOG_LEVEL: 'silent',
});

// Two instances need a PostgreSQL server (the embedded PGlite serves one), as in scale-out.test.ts.
const describeWithServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeWithServer('two instances, a staff group with topics', () => {
  let telegram: TelegramDouble;
  let mailbox: TestMailbox;
  let cluster: TestCluster;
  const clients: Client[] = [];

  beforeAll(async () => {
    telegram = await startTelegramDouble();
    mailbox = await startTestMailbox();
    cluster = await startTestCluster(2, clusterEnv(telegram, mailbox));
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await cluster?.close();
    await telegram?.close();
    await mailbox?.close();
  });

  const pollers = () => cluster.apps.map((t) => t.app.use(conversationsFeature).poller!);

  it('polls Telegram from one instance only (an advisory lock)', async () => {
    await waitUntil('one instance polling', () => pollers().some((poller) => poller.polling));
    await waitUntil('the double long-polled', () => telegram.getUpdatesCalls > 0);
    expect(pollers().filter((poller) => poller.polling)).toHaveLength(1);
  });

  it('opens a topic carrying the transcript, with a visitor’s name, links and markup inert', async () => {
    const [a] = cluster.apps;
    const ip = clientIp();
    const session = await chatSession(a!.url, ip, 'Is https://evil.example/pay your page? Ask @scammer_bot');
    const name = 'Dara\n💰 Order paid / Professional · $799 <b>bold</b> evil.com @admin_bot /start';
    const sent = telegram.messages.length;
    const started = await startConversation(a!.url, { session, name, email: 'dara@visitor.test', language: 'en' }, ip);
    expect(started.session).toBe(session);
    // The chat so far, from the server's record.
    expect(started.messages.map((m) => m.author)).toEqual(['visitor', 'assistant']);
    expect(started.messages[0]!.text).toContain('https://evil.example/pay');

    const topic = telegram.topics.at(-1)!;
    expect(topic.name).not.toMatch(/[\n\r]/);
    expect(topic.name).toContain('Dara 💰 Order paid');
    const [first] = (await telegram.waitForMessages(sent + 1)).slice(sent);
    expect(first!.threadId).toBe(topic.threadId);
    expect(first!.parseMode).toBeUndefined();
    expect(first!.previewsOff).toBe(true);
    expect(first!.bold).toEqual([]);
    // Line one is ours; the name stays on it (no fake "Order paid" line of its own).
    const lines = first!.text.split('\n');
    expect(lines[0]).toBe(
      '💬 Talk to a person: Dara 💰 Order paid / Professional · $799 <b>bold</b> evil.com @admin_bot /start',
    );
    expect(lines.filter((line) => line.startsWith('💰'))).toEqual([]);
    expect(first!.text).toContain('🗣 Visitor: Is https://evil.example/pay your page? Ask @scammer_bot');
    // Nothing the visitor typed is tappable: only our own inbox link is.
    expect(first!.autoEntities.filter((entity) => !entity.startsWith('http://127.0.0.1'))).toEqual([]);

    // Replayed: the same conversation, no second topic.
    const again = await startConversation(a!.url, { session, language: 'en' }, ip);
    expect(again.id).toBe(started.id);
    expect(telegram.topics.filter((t) => t.threadId === topic.threadId)).toHaveLength(1);
  });

  it('opens one conversation and one topic when the same session asks on both instances at once', async () => {
    const [a, b] = cluster.apps;
    const ip = clientIp();
    const session = await chatSession(a!.url, ip);
    const topics = telegram.topics.length;
    const [one, two] = await Promise.all([
      startConversation(a!.url, { session, name: 'Twice', language: 'en' }, ip),
      startConversation(b!.url, { session, name: 'Twice', language: 'en' }, ip),
    ]);
    expect(one.id).toBe(two.id);
    expect(telegram.topics.length).toBe(topics + 1);
  });

  it('brings a staff reply in the topic to the visitor’s open chat on the other instance within 2 seconds', async () => {
    await waitUntil('one instance polling', () => pollers().some((poller) => poller.polling));
    const polling = pollers().findIndex((poller) => poller.polling);
    const other = cluster.apps[1 - polling]!;
    const ip = clientIp();
    const session = await chatSession(other.url, ip);
    const started = await startConversation(other.url, { session, name: 'Sokha', language: 'en' }, ip);
    const topic = telegram.topics.at(-1)!;

    const client = wsClient(other.url, ip);
    clients.push(client);
    const chat = watch(client, session);
    await waitUntil('the visitor’s chat connected', chat.isReady);
    // The subscription is listening once the server has it: a visitor message comes back through it.
    const mine = await graphql(other.url, SEND, { input: { session, text: 'Are you there?' } }, ip);
    expect(mine.body.errors).toBeUndefined();
    await waitUntil('the visitor’s own message echoed', () => chat.received.length === 1);
    // What the visitor wrote went to the topic, inert.
    await waitUntil('forwarded to the topic', () =>
      telegram.messages.some((m) => m.threadId === topic.threadId && m.text.includes('Are you there?')),
    );

    const written = Date.now();
    telegram.staffWrites({
      threadId: topic.threadId,
      text: 'Hello Sokha, yes: a website starts at $299.',
      from: { first_name: 'Sophea' },
    });
    await waitUntil('the staff reply in the open chat', () => chat.received.length === 2, 5000);
    const reply = chat.received[1]!;
    expect(reply.at - written).toBeLessThan(2000);
    expect(reply.message).toMatchObject({
      author: 'staff',
      authorName: 'Sophea',
      text: 'Hello Sokha, yes: a website starts at $299.',
    });
    expect(chat.errors).toEqual([]);

    // Stored once, delivered (no e-mail needed), and readable again by the visitor's key only.
    const read = await graphql<{ conversation: { id: string; messages: Message[] } }>(other.url, READ, { session }, ip);
    expect(read.body.data!.conversation.id).toBe(started.id);
    expect(read.body.data!.conversation.messages.filter((m) => m.author === 'staff')).toHaveLength(1);
    const stranger = await graphql(other.url, READ, { session: randomUUID() }, clientIp());
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    chat.stop();
  });

  it('ignores what is not a staff reply in a known topic: another chat, a bot, an unknown topic', async () => {
    const [a] = cluster.apps;
    const ip = clientIp();
    const session = await chatSession(a!.url, ip);
    const started = await startConversation(a!.url, { session, language: 'en' }, ip);
    const topic = telegram.topics.at(-1)!;
    telegram.staffWrites({ threadId: topic.threadId, text: 'from elsewhere', chatId: '-1009999999999' });
    telegram.staffWrites({ threadId: topic.threadId, text: 'from a bot', from: { first_name: 'Bot', is_bot: true } });
    telegram.staffWrites({ threadId: 99999, text: 'unknown topic' });
    const last = telegram.staffWrites({ threadId: topic.threadId, text: 'the real one' });
    // Every update was handled once the last one was confirmed (and stored).
    await waitUntil('all updates confirmed', () => telegram.pendingUpdates() === 0 && telegram.getUpdatesCalls > 0);
    await waitUntil('the real reply stored', async () => {
      const read = await graphql<{ conversation: { messages: Message[] } }>(a!.url, READ, { session }, ip);
      return read.body.data!.conversation.messages.some((m) => m.text === 'the real one');
    });
    const read = await graphql<{ conversation: { id: string; messages: Message[] } }>(a!.url, READ, { session }, ip);
    expect(read.body.data!.conversation.id).toBe(started.id);
    expect(read.body.data!.conversation.messages.filter((m) => m.author === 'staff').map((m) => m.text)).toEqual([
      'the real one',
    ]);
    expect(last.update_id).toBeGreaterThan(0);
  });

  it('e-mails a staff reply to a visitor who left, in their language, with a link back', async () => {
    const [a] = cluster.apps;
    const ip = clientIp();
    const session = await chatSession(a!.url, ip);
    await startConversation(a!.url, { session, name: 'ស្រីនាង', email: 'sreyneang@visitor.test', language: 'km' }, ip);
    const topic = telegram.topics.at(-1)!;
    telegram.staffWrites({ threadId: topic.threadId, text: 'សួស្ដី! តម្លៃចាប់ពី $299។', from: { first_name: 'Sophea' } });
    const mail = await mailbox.waitFor((m) => recipientOf(m) === 'sreyneang@visitor.test', 20_000);
    expect(mail.subject).toBe('Sophea មកពី Angkor Digital បានឆ្លើយតបអ្នកក្នុងការជជែក');
    expect(mail.text).toContain('សួស្ដី! តម្លៃចាប់ពី $299។');
    expect(mail.text).toContain(`/km#conversation=${session}`);
  });
});

describe('one instance, a staff group without topics', () => {
  let telegram: TelegramDouble;
  let t: TestApp;
  const clients: Client[] = [];

  beforeAll(async () => {
    telegram = await startTelegramDouble({ forum: false });
    t = await startTestApp({
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_CHAT_ID: telegram.chatId,
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_POLL_TIMEOUT_SECONDS: '20',
      CHAT_STREAM_PACE_MS: '0',
      LOG_LEVEL: 'silent',
    });
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await t?.close();
    await telegram?.close();
  });

  it('falls back to a reply thread and takes replies to it', async () => {
    const ip = clientIp();
    const session = await chatSession(t.url, ip);
    await startConversation(t.url, { session, name: 'Bopha', language: 'en' }, ip);
    expect(telegram.topics).toEqual([]);
    const [root] = await telegram.waitForMessages(1);
    expect(root!.threadId).toBeUndefined();
    await graphql(t.url, SEND, { input: { session, text: 'Anyone?' } }, ip);
    await telegram.waitForMessages(2);
    expect(telegram.messages[1]!.replyTo).toBe(root!.messageId);

    telegram.staffWrites({ replyTo: 424242, text: 'a reply to something else' });
    telegram.staffWrites({ replyTo: root!.messageId, text: 'Yes, Bopha?', from: { first_name: 'Sophea' } });
    // Replying to the visitor's forwarded message counts as well.
    telegram.staffWrites({
      replyTo: telegram.messages[1]!.messageId,
      text: 'Still here.',
      from: { first_name: 'Dara' },
    });
    await waitUntil('both replies stored', async () => {
      const read = await graphql<{ conversation: { messages: Message[] } }>(t.url, READ, { session }, ip);
      return read.body.data!.conversation.messages.filter((m) => m.author === 'staff').length === 2;
    });
    await waitUntil('all updates confirmed', () => telegram.pendingUpdates() === 0);
    const read = await graphql<{ conversation: { messages: Message[] } }>(t.url, READ, { session }, ip);
    expect(read.body.data!.conversation.messages.filter((m) => m.author === 'staff')).toEqual([
      { author: 'staff', authorName: 'Sophea', text: 'Yes, Bopha?' },
      { author: 'staff', authorName: 'Dara', text: 'Still here.' },
    ]);
  });

  it('lets staff answer from the inbox, live to the visitor and copied to the thread', async () => {
    const ip = clientIp();
    const session = await chatSession(t.url, ip);
    const started = await startConversation(t.url, { session, name: 'Vanna', language: 'en' }, ip);
    const root = telegram.messages.at(-1)!;
    const client = wsClient(t.url, ip);
    clients.push(client);
    const chat = watch(client, session);
    await waitUntil('the visitor’s chat connected', chat.isReady);
    await graphql(t.url, SEND, { input: { session, text: 'Hello?' } }, ip);
    await waitUntil('listening', () => chat.received.length === 1);

    const staff = new TestBrowser();
    await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
    const headers = { cookie: staff.cookieHeader(), origin: t.url };
    const list = await graphql<{ conversations: { id: string; visitorName: string | null }[] }>(
      t.url,
      '{ conversations { id visitorName lastMessage { text } } }',
      {},
      headers,
    );
    expect(list.body.data!.conversations.find((c) => c.id === started.id)?.visitorName).toBe('Vanna');
    const reply = await graphql(
      t.url,
      'mutation($id: ID!, $text: String!) { replyToConversation(id: $id, text: $text) { author authorName text } }',
      { id: started.id, text: 'Hi Vanna, how can we help?' },
      headers,
    );
    expect(reply.body.errors).toBeUndefined();
    await waitUntil('the inbox reply in the open chat', () => chat.received.length === 2, 5000);
    expect(chat.received[1]!.message).toMatchObject({ author: 'staff', text: 'Hi Vanna, how can we help?' });
    expect(chat.received[1]!.message.authorName).toBeTruthy();
    await waitUntil('copied to the thread', () =>
      telegram.messages.some((m) => m.replyTo === root.messageId && m.text.includes('Hi Vanna, how can we help?')),
    );
    // Anonymous callers get no inbox.
    const anonymous = await graphql(t.url, '{ conversations { id } }', {}, clientIp());
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    chat.stop();
  });
  it('opens the thread later when Telegram was away, and keeps the conversation meanwhile', async () => {
    const ip = clientIp();
    const session = await chatSession(t.url, ip);
    await telegram.stop();
    let started: Awaited<ReturnType<typeof startConversation>>;
    try {
      started = await startConversation(t.url, { session, name: 'Kosal', language: 'en' }, ip);
    } finally {
      await telegram.restart();
    }
    expect(started.messages).toHaveLength(2);
    const before = telegram.messages.length;
    const sent = await graphql(t.url, SEND, { input: { session, text: 'Hello, is the team there now?' } }, ip);
    expect(sent.body.errors).toBeUndefined();
    const [root] = (await telegram.waitForMessages(before + 1)).slice(before);
    expect(root!.text).toContain('Talk to a person: Kosal');
    expect(root!.text).toContain('🗣 Visitor: Hello, is the team there now?');
  });

  it('limits how fast one visitor writes, in their language, and stores nothing refused', async () => {
    const ip = clientIp();
    const session = await chatSession(t.url, ip);
    const started = await startConversation(t.url, { session, language: 'km' }, ip);
    let accepted = 0;
    let refusal: { message: string; extensions?: Record<string, unknown> } | undefined;
    for (let i = 0; i < 40 && !refusal; i += 1) {
      const result = await graphql(
        t.url,
        SEND,
        { input: { session, text: `message ${i}` } },
        { ...ip, 'accept-language': 'km' },
      );
      if (result.body.errors) refusal = result.body.errors[0];
      else accepted += 1;
    }
    expect(refusal?.extensions?.code).toBe('RATE_LIMITED');
    expect(refusal?.message).toMatch(/[\u1780-\u17FF]/);
    const read = await graphql<{ conversation: { messages: Message[] } }>(t.url, READ, { session }, ip);
    expect(read.body.data!.conversation.messages.filter((m) => m.author === 'visitor')).toHaveLength(
      started.messages.filter((m) => m.author === 'visitor').length + accepted,
    );
  });

  it('has the same doors over REST, with the same access rules', async () => {
    const ip = clientIp();
    const session = await chatSession(t.url, ip);
    const started = await callRest(
      t.url,
      conversationsApi.start,
      { session, name: 'Rest', language: 'en' },
      { headers: ip },
    );
    expect(started.status).toBe(201);
    expect(started.body.session).toBe(session);
    const sent = await callRest(t.url, conversationsApi.send, { session, text: 'Over REST' }, { headers: ip });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ author: 'visitor', text: 'Over REST' });
    const read = await callRest(t.url, conversationsApi.read, { session }, { headers: ip });
    expect(read.status).toBe(200);
    expect(read.body.messages.at(-1)).toMatchObject({ author: 'visitor', text: 'Over REST' });
    expect((await callRest(t.url, conversationsApi.read, { session: randomUUID() }, { headers: ip })).status).toBe(404);
    expect((await callRest(t.url, conversationsApi.list, {}, { headers: ip })).status).toBe(401);
    expect(
      (await callRest(t.url, conversationsApi.reply, { id: started.body.id, text: 'not staff' }, { headers: ip }))
        .status,
    ).toBe(401);

    const staff = new TestBrowser();
    await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
    const list = await callRest(t.url, conversationsApi.list, {}, { browser: staff });
    expect(list.status).toBe(200);
    expect(list.body.some((row) => row.id === started.body.id && row.lastMessage?.text === 'Over REST')).toBe(true);
    const reply = await callRest(
      t.url,
      conversationsApi.reply,
      { id: started.body.id, text: 'Answered over REST' },
      { browser: staff },
    );
    expect(reply.status).toBe(201);
    const thread = await callRest(t.url, conversationsApi.thread, { id: started.body.id }, { browser: staff });
    expect(thread.body.messages.at(-1)).toMatchObject({ author: 'staff', text: 'Answered over REST' });
  });

  it('refuses bad input in the visitor’s language and unknown sessions', async () => {
    const ip = clientIp();
    const unknown = await graphql(t.url, SEND, { input: { session: randomUUID(), text: 'hi' } }, ip);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const session = await chatSession(t.url, ip);
    await startConversation(t.url, { session, language: 'km' }, ip);
    const empty = await graphql(t.url, SEND, { input: { session, text: '   ' } }, { ...ip, 'accept-language': 'km' });
    expect(empty.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const huge = await graphql(t.url, SEND, { input: { session, text: 'x'.repeat(5000) } }, ip);
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badEmail = await graphql(t.url, START, { input: { email: 'not-an-address', language: 'en' } }, clientIp());
    expect(badEmail.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('deletes conversations, their chat sessions and booking dialogues after CHAT_RETENTION_DAYS', async () => {
    const ip = clientIp();
    const oldSession = await chatSession(t.url, ip);
    const old = await startConversation(t.url, { session: oldSession, language: 'en' }, ip);
    const freshSession = await chatSession(t.url, ip);
    const fresh = await startConversation(t.url, { session: freshSession, language: 'en' }, ip);
    const em = t.app.orm.em.fork();
    await em.execute(`update conversations set updated_at = now() - interval '91 days' where id = ?`, [old.id]);
    await em.execute(`update chat_sessions set updated_at = now() - interval '91 days' where id = ?`, [oldSession]);
    // A booking dialogue that chat had (a visitor's name and e-mail in its draft), as old.
    await em.execute(
      `insert into chat_booking_dialogues (session, draft, bookings, updated_at) values (?, '{"name":"Dara"}', 0, now() - interval '91 days'), (?, '{}', 0, now())`,
      [oldSession, freshSession],
    );
    const deleted = await t.app.use(conversationsFeature).conversations.purge();
    expect(deleted).toBe(1);
    const count = async (sql: string, id: string) => Number(((await em.execute(sql, [id])) as { n: string }[])[0]!.n);
    expect(await count('select count(*) n from conversations where id = ?', old.id)).toBe(0);
    expect(await count('select count(*) n from conversation_messages where conversation_id = ?', old.id)).toBe(0);
    expect(await count('select count(*) n from chat_sessions where id = ?', oldSession)).toBe(0);
    expect(await count('select count(*) n from conversations where id = ?', fresh.id)).toBe(1);
    expect(await count('select count(*) n from chat_sessions where id = ?', freshSession)).toBe(1);
    expect(await count('select count(*) n from chat_booking_dialogues where session = ?', oldSession)).toBe(0);
    expect(await count('select count(*) n from chat_booking_dialogues where session = ?', freshSession)).toBe(1);
    // The daily job is scheduled.
    const schedules = (await em.execute(
      `select name, cron from pgboss.schedule where name = 'conversation-retention'`,
    )) as {
      cron: string;
    }[];
    expect(schedules).toHaveLength(1);
  });
});

describe('one instance, staff replies by webhook (TELEGRAM_WEBHOOK_URL)', () => {
  let telegram: TelegramDouble;
  let t: TestApp;
  const secret = 'webhook-session-secret-0123456789abcdefghij';

  beforeAll(async () => {
    telegram = await startTelegramDouble();
    t = await startTestApp({
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_CHAT_ID: telegram.chatId,
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_WEBHOOK_URL: 'https://site.example/api/telegram/updates',
      SESSION_SECRET: secret,
      CHAT_STREAM_PACE_MS: '0',
      LOG_LEVEL: 'silent',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await telegram?.close();
  });

  it('sets the webhook with a secret token and takes only updates that carry it', async () => {
    expect(telegram.webhook).toEqual({
      url: 'https://site.example/api/telegram/updates',
      secret_token: webhookSecret(secret),
    });
    expect(t.app.use(conversationsFeature).poller).toBeUndefined();
    const ip = clientIp();
    const session = await chatSession(t.url, ip);
    await startConversation(t.url, { session, language: 'en' }, ip);
    const topic = telegram.topics.at(-1)!;
    const update = telegram.staffWrites({
      threadId: topic.threadId,
      text: 'By webhook',
      from: { first_name: 'Sophea' },
    });
    const url = t.url + '/api' + TELEGRAM_WEBHOOK_PATH;
    const post = (headers: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(update),
      });
    expect((await post({})).status).toBe(403);
    expect((await post({ 'x-telegram-bot-api-secret-token': 'wrong' })).status).toBe(403);
    const staffReplies = async () => {
      const read = await graphql<{ conversation: { messages: Message[] } }>(t.url, READ, { session }, ip);
      return read.body.data!.conversation.messages.filter((m) => m.author === 'staff');
    };
    expect(await staffReplies()).toEqual([]);
    const right = await post({ 'x-telegram-bot-api-secret-token': webhookSecret(secret) });
    expect(right.status).toBe(200);
    // Sent again by Telegram (it had no answer in time): stored once.
    expect((await post({ 'x-telegram-bot-api-secret-token': webhookSecret(secret) })).status).toBe(200);
    expect(await staffReplies()).toEqual([{ author: 'staff', authorName: 'Sophea', text: 'By webhook' }]);
  });
});
