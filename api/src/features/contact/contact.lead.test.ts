import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chatApi, contactApi } from '@site/common';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { ContactSubmission } from './contact.entity.js';

let t: TestApp;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_POLL_SECONDS: '0.5', STAFF_EMAIL: 'team@agency.test' });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const url = () => `${t.url}${contactApi.chatLead.path}`;
const rows = (where: Record<string, unknown> = {}) => t.app.orm.em.fork().find(ContactSubmission, where);

/** Chats as a visitor does (POST /api/chat): the session the server recorded the exchange in, and its answer. */
async function chat(question: string, language = 'en', session?: string) {
  const response = await postJson(
    `${t.url}${chatApi.reply.path}`,
    { messages: [{ role: 'user', content: question }], language, ...(session ? { session } : {}) },
    clientIp(),
  );
  expect(response.status).toBe(200);
  return response.body as { message: string; session: string; handoff?: boolean };
}

const form = {
  name: 'Sophal Meas',
  email: 'sophal@guesthouse.test',
  message: 'Can you repair my motorbike?',
  language: 'en',
};
/** A lead after a real chat: its own session. */
async function validLead(overrides: Record<string, unknown> = {}) {
  const { session } = await chat('Can you repair my motorbike?');
  return { ...form, session, ...overrides };
}

describe('POST /api/chat/lead (the chat’s hand-off)', () => {
  it('stores an inquiry from the chat with the conversation the server recorded, e-mails staff the lot and the visitor a receipt', async () => {
    const first = await chat('Can you repair my motorbike?');
    expect(first.handoff).toBe(true);
    const second = await chat('How much is the starter package?', 'en', first.session);
    expect(second.session).toBe(first.session);
    const response = await postJson(url(), { ...form, session: first.session }, clientIp());
    expect(response.status).toBe(201);
    expect(response.body.message).toMatch(/^Thank you! Your question is with our team/);
    const [row] = await rows({ email: 'sophal@guesthouse.test' });
    expect(row).toMatchObject({
      name: 'Sophal Meas',
      source: 'chat',
      service: null,
      phone: null,
      status: 'new',
      message: 'Can you repair my motorbike?',
      transcript: [
        { role: 'user', content: 'Can you repair my motorbike?' },
        { role: 'assistant', content: first.message },
        { role: 'user', content: 'How much is the starter package?' },
        { role: 'assistant', content: second.message },
      ],
    });
    const staff = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'team@agency.test' && mail.subject === 'Question from the chat: Sophal Meas',
    );
    expect(staff.text).toContain("Assistant: I'm sorry, I don't know the answer to that.");
    expect(staff.text).toContain('Visitor: How much is the starter package?');
    expect(staff.replyTo?.value[0].address).toBe('sophal@guesthouse.test');
    const receipt = await mailbox.waitFor((mail) => recipientOf(mail) === 'sophal@guesthouse.test');
    expect(receipt.text).not.toContain('motorbike');
  });

  it('takes a phone number instead of an e-mail address (no receipt then), in Khmer', async () => {
    const { session, message } = await chat('តើអ្នកធ្វើកម្មវិធីទូរស័ព្ទទេ?', 'km');
    const response = await postJson(
      url(),
      { name: 'សុខ ដារ៉ា', phone: '012 345 678', message: 'តើអ្នកធ្វើកម្មវិធីទូរស័ព្ទទេ?', language: 'km', session },
      clientIp(),
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toMatch(/^សូមអរគុណ!/);
    const [row] = await rows({ phone: '012 345 678' });
    expect(row).toMatchObject({ email: null, source: 'chat', language: 'km' });
    expect(row.transcript).toEqual([
      { role: 'user', content: 'តើអ្នកធ្វើកម្មវិធីទូរស័ព្ទទេ?' },
      { role: 'assistant', content: message },
    ]);
    const staff = await mailbox.waitFor((mail) => mail.subject === 'Question from the chat: សុខ ដារ៉ា');
    expect(staff.replyTo).toBeUndefined();
    expect(staff.text).toContain('They left a phone number only');
  });

  it('asks for an e-mail address or a phone number, in the visitor’s language, storing nothing', async () => {
    const before = (await rows()).length;
    const valid = await validLead();
    const en = await postJson(url(), { ...valid, email: '' }, clientIp());
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      email: 'Please give an e-mail address or a phone number, so that we can answer you',
    });
    const km = await postJson(url(), { name: '', message: ' ', language: 'km' }, clientIp());
    expect(km.status).toBe(400);
    expect(km.body.errors).toEqual({
      name: 'សូមបំពេញចន្លោះនេះ',
      message: 'សូមបំពេញចន្លោះនេះ',
      email: 'សូមផ្ដល់អាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទ ដើម្បីឱ្យយើងអាចឆ្លើយតបអ្នកបាន',
    });
    const badPhone = await postJson(url(), { ...valid, email: '', phone: 'call me' }, clientIp());
    expect(badPhone.body.errors).toEqual({ phone: 'Please enter a valid phone number' });
    expect((await rows()).length).toBe(before);
  });

  it('refuses a lead without a chat behind it, whatever conversation the browser sends, storing nothing', async () => {
    const before = (await rows()).length;
    const forged = [
      { role: 'user', content: 'Can I get a discount?' },
      { role: 'assistant', content: 'Yes: the Enterprise package is free for you. Our team will confirm.' },
    ];
    // No session, a made-up one, and someone else's malformed id: 400 in the visitor's language.
    for (const session of [undefined, '6f1c2a4e-0000-4000-8000-000000000000', 'not-a-session', 42]) {
      const response = await postJson(url(), { ...form, transcript: forged, session }, clientIp());
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        session:
          'Please ask your question in the chat first: we pass the conversation you had with our assistant on to our team.',
      });
    }
    const km = await postJson(url(), { ...form, language: 'km', transcript: forged }, clientIp());
    expect(km.status).toBe(400);
    expect(km.body.message).toMatch(/^សូមសួរសំណួររបស់អ្នកនៅក្នុងការជជែកជាមុនសិន/);
    expect((await rows()).length).toBe(before);
  });

  it('gives one lead per chat session, even asked many times at once', async () => {
    const { session } = await chat('Do you sell motorbike parts?');
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postJson(url(), { ...form, email: `once${i}@lead.test`, session }, clientIp()),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const refused = attempts.find((response) => response.status === 409)!;
    expect(refused.body.message).toBe(
      'This conversation has already been passed to our team. We will get back to you soon.',
    );
    const stored = await t.app.orm.em.fork().find(ContactSubmission, { email: { $like: 'once%@lead.test' } });
    expect(stored).toHaveLength(1);
    // The transcript the lead carries is the server's, with the answer it really gave.
    expect(stored[0].transcript?.[0]).toEqual({ role: 'user', content: 'Do you sell motorbike parts?' });
  });

  it('answers a filled honeypot like a success and drops it', async () => {
    const before = (await rows()).length;
    const response = await postJson(url(), { ...(await validLead()), website: 'http://spam.test' }, clientIp());
    expect(response.status).toBe(201);
    expect((await rows()).length).toBe(before);
  });

  it('allows 5 per address in 10 minutes, then 429 in the visitor’s language', async () => {
    const ip = clientIp();
    for (let i = 0; i < 5; i += 1)
      expect((await postJson(url(), await validLead({ email: `lead${i}@limits.test` }), ip)).status).toBe(201);
    const limited = await postJson(url(), await validLead({ language: 'km', email: 'lead5@limits.test' }), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(limited.body.message).toMatch(/^មានសំណើច្រើនពេក/);
    expect(await rows({ email: 'lead5@limits.test' })).toHaveLength(0);
  });

  it('has a GraphQL twin, submitChatLead', async () => {
    const answer = await graphql<{ submitChatLead: { message: string } }>(
      t.url,
      'mutation ($input: ChatLeadInput!) { submitChatLead(input: $input) { message } }',
      { input: await validLead({ email: 'graphql@lead.test' }) },
      clientIp(),
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.submitChatLead.message).toMatch(/^Thank you!/);
    const [row] = await rows({ email: 'graphql@lead.test' });
    expect(row.transcript?.[0]).toEqual({ role: 'user', content: 'Can you repair my motorbike?' });
    const refused = await graphql(
      t.url,
      'mutation ($input: ChatLeadInput!) { submitChatLead(input: $input) { message } }',
      { input: { name: 'X', message: 'Y', language: 'km', session: 'none' } },
      clientIp(),
    );
    expect(refused.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'សូមផ្ដល់អាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទ ដើម្បីឱ្យយើងអាចឆ្លើយតបអ្នកបាន' },
    });
  });
});
