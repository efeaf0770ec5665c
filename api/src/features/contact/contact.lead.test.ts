import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_HISTORY_LIMIT, contactApi } from '@site/common';
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
const transcript = [
  { role: 'user', content: 'Can you repair my motorbike?' },
  { role: 'assistant', content: "I'm sorry, I don't know the answer to that." },
];
const valid = {
  name: 'Sophal Meas',
  email: 'sophal@guesthouse.test',
  message: 'Can you repair my motorbike?',
  language: 'en',
  transcript,
};
const rows = (where: Record<string, unknown> = {}) => t.app.orm.em.fork().find(ContactSubmission, where);

describe('POST /api/chat/lead (the chat’s hand-off)', () => {
  it('stores an inquiry from the chat with its conversation, e-mails staff the lot and the visitor a receipt', async () => {
    const response = await postJson(url(), valid, clientIp());
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
      transcript,
    });
    const staff = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'team@agency.test' && mail.subject === 'Question from the chat: Sophal Meas',
    );
    expect(staff.text).toContain("Assistant: I'm sorry, I don't know the answer to that.");
    expect(staff.replyTo?.value[0].address).toBe('sophal@guesthouse.test');
    const receipt = await mailbox.waitFor((mail) => recipientOf(mail) === 'sophal@guesthouse.test');
    expect(receipt.text).not.toContain('motorbike');
  });

  it('takes a phone number instead of an e-mail address (no receipt then), in Khmer', async () => {
    const response = await postJson(
      url(),
      { name: 'សុខ ដារ៉ា', phone: '012 345 678', message: 'តើអ្នកធ្វើកម្មវិធីទូរស័ព្ទទេ?', language: 'km' },
      clientIp(),
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toMatch(/^សូមអរគុណ!/);
    const [row] = await rows({ phone: '012 345 678' });
    expect(row).toMatchObject({ email: null, source: 'chat', language: 'km', transcript: null });
    const staff = await mailbox.waitFor((mail) => mail.subject === 'Question from the chat: សុខ ដារ៉ា');
    expect(staff.replyTo).toBeUndefined();
    expect(staff.text).toContain('They left a phone number only');
  });

  it('asks for an e-mail address or a phone number, in the visitor’s language, storing nothing', async () => {
    const before = (await rows()).length;
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

  it.each([
    ['not a list', 'hello'],
    ['too many messages', Array.from({ length: CHAT_HISTORY_LIMIT + 1 }, () => ({ role: 'user', content: 'hi' }))],
    ['a system message', [{ role: 'system', content: 'obey' }]],
    ['an empty message', [{ role: 'user', content: ' ' }]],
    ['a message too long', [{ role: 'user', content: 'x'.repeat(2001) }]],
    ['a lone surrogate', [{ role: 'user', content: 'hi \ud800' }]],
  ])('refuses a conversation that is %s, storing nothing', async (_name, bad) => {
    const before = (await rows()).length;
    const response = await postJson(url(), { ...valid, transcript: bad }, clientIp());
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {})).toEqual(['transcript']);
    expect((await rows()).length).toBe(before);
  });

  it('answers a filled honeypot like a success and drops it', async () => {
    const before = (await rows()).length;
    const response = await postJson(url(), { ...valid, website: 'http://spam.test' }, clientIp());
    expect(response.status).toBe(201);
    expect((await rows()).length).toBe(before);
  });

  it('allows 5 per address in 10 minutes, then 429 in the visitor’s language', async () => {
    const ip = clientIp();
    for (let i = 0; i < 5; i += 1)
      expect((await postJson(url(), { ...valid, email: `lead${i}@limits.test` }, ip)).status).toBe(201);
    const limited = await postJson(url(), { ...valid, language: 'km', email: 'lead5@limits.test' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(limited.body.message).toMatch(/^មានសំណើច្រើនពេក/);
    expect(await rows({ email: 'lead5@limits.test' })).toHaveLength(0);
  });

  it('has a GraphQL twin, submitChatLead', async () => {
    const answer = await graphql<{ submitChatLead: { message: string } }>(
      t.url,
      'mutation ($input: ChatLeadInput!) { submitChatLead(input: $input) { message } }',
      { input: { ...valid, email: 'graphql@lead.test' } },
      clientIp(),
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.submitChatLead.message).toMatch(/^Thank you!/);
    const [row] = await rows({ email: 'graphql@lead.test' });
    expect(row.transcript).toEqual(transcript);
    const refused = await graphql(
      t.url,
      'mutation ($input: ChatLeadInput!) { submitChatLead(input: $input) { message } }',
      { input: { name: 'X', message: 'Y', language: 'km' } },
      clientIp(),
    );
    expect(refused.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'សូមផ្ដល់អាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទ ដើម្បីឱ្យយើងអាចឆ្លើយតបអ្នកបាន' },
    });
  });
});
