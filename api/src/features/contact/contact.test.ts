import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contactApi } from '@site/common';
import { ContactSubmission } from './contact.entity.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { waitForQueuedMail } from '../../test/wait.js';
import { runOnce, wsClient } from '../../test/graphql-ws.js';

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

const valid = {
  name: 'Sokha Chan',
  email: 'sokha@guesthouse.test',
  phone: '+855 12 345 678',
  service: 'web-design',
  message: 'We need a bilingual website for our guesthouse near Pub Street.',
  language: 'en',
};

const stored = () => t.app.orm.em.fork().find(ContactSubmission, {}, { orderBy: { createdAt: 'asc' } });

describe('POST /api/contact', () => {
  it('stores a valid inquiry as new, answers { message } and e-mails staff and the visitor', async () => {
    const response = await postJson(
      `${t.url}${contactApi.submit.path}`,
      { ...valid, language: 'km', email: 'dara@tours.test' },
      clientIp(),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'សាររបស់អ្នកត្រូវបានផ្ញើដោយជោគជ័យ!' });

    const [row] = (await stored()).filter((submission) => submission.email === 'dara@tours.test');
    expect(row).toMatchObject({ name: 'Sokha Chan', service: 'web-design', status: 'new', language: 'km' });
    expect(row.createdAt).toBeInstanceOf(Date);

    const staff = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'team@agency.test' && mail.text!.includes('dara@tours.test'),
    );
    expect(staff.subject).toBe('New inquiry from Sokha Chan: Web Design');
    expect(staff.replyTo?.value[0].address).toBe('dara@tours.test');
    expect(staff.html).toContain('Pub Street');

    const ack = await mailbox.waitFor((mail) => recipientOf(mail) === 'dara@tours.test');
    expect(ack.subject).toContain('យើងបានទទួលសាររបស់អ្នកហើយ');
    expect(ack.html).toContain('lang="km"');
    // What was received, never what was written (the address may be a stranger's).
    expect(ack.text).toContain('ការរចនាគេហទំព័រ');
    expect(ack.text).not.toContain(valid.message);
    expect(ack.text).not.toContain(valid.name);
    // The booking link in the visitor's language works.
    const bookingUrl = /(http:\/\/[^\s]+\/km\/booking)/.exec(ack.text!)![1];
    expect(bookingUrl).toBe(`${t.config.publicUrl}/km/booking`);
  });

  it.each(['name', 'email', 'service', 'message'])('refuses an inquiry without %s, naming the field', async (field) => {
    const before = (await stored()).length;
    const response = await postJson(`${t.url}${contactApi.submit.path}`, { ...valid, [field]: '   ' }, clientIp());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: 'This field is required' });
    expect(response.body.message).toMatch(/^Please check these fields: /);
    expect((await stored()).length).toBe(before);
  });

  it('names every bad field at once, in the visitor language', async () => {
    const response = await postJson(
      `${t.url}${contactApi.submit.path}`,
      {
        name: 'x'.repeat(101),
        email: 'not-an-email',
        phone: 'call me',
        service: 'astrology',
        message: 'x'.repeat(5001),
        language: 'km',
      },
      clientIp(),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: 'អនុញ្ញាតយ៉ាងច្រើនបំផុត 100 តួអក្សរ',
      email: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ',
      phone: 'សូមបញ្ចូលលេខទូរស័ព្ទដែលត្រឹមត្រូវ',
      service: 'សូមជ្រើសរើសជម្រើសណាមួយ',
      message: 'អនុញ្ញាតយ៉ាងច្រើនបំផុត 5000 តួអក្សរ',
    });
    expect(response.body.message).toContain('ឈ្មោះ');
  });

  it('accepts the limits exactly and an inquiry without phone', async () => {
    const response = await postJson(
      `${t.url}${contactApi.submit.path}`,
      { ...valid, phone: undefined, name: 'n'.repeat(100), message: 'm'.repeat(5000), email: 'edge@limits.test' },
      clientIp(),
    );
    expect(response.status).toBe(201);
    const [row] = (await stored()).filter((submission) => submission.email === 'edge@limits.test');
    expect(row.phone).toBeNull();
    expect(row.message).toHaveLength(5000);
  });

  it('refuses wrong types, empty and malformed bodies, and a body over 32 KB, storing nothing', async () => {
    const before = (await stored()).length;
    const wrongType = await postJson(
      `${t.url}${contactApi.submit.path}`,
      { ...valid, name: { first: 'Sokha' }, email: ['a@b.test'] },
      clientIp(),
    );
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors!).sort()).toEqual(['email', 'name']);
    const empty = await postJson(`${t.url}${contactApi.submit.path}`, {}, clientIp());
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors!).sort()).toEqual(['email', 'message', 'name', 'service']);
    const array = await postJson(`${t.url}${contactApi.submit.path}`, [valid], clientIp());
    expect(array.status).toBe(400);
    const malformed = await postJson(`${t.url}${contactApi.submit.path}`, '{"name": "Sokha",', clientIp());
    expect(malformed.status).toBe(400);
    const huge = await postJson(
      `${t.url}${contactApi.submit.path}`,
      { ...valid, message: 'x'.repeat(40_000) },
      clientIp(),
    );
    expect(huge.status).toBe(413);
    expect((await stored()).length).toBe(before);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = (await stored()).length;
    const mailsBefore = mailbox.messages.length;
    const response = await postJson(
      `${t.url}${contactApi.submit.path}`,
      { ...valid, email: 'bot@spam.test', website: 'http://spam.test' },
      clientIp(),
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Message sent successfully!');
    // An inquiry's e-mails are queued with its row, before the answer: any would have been sent by now.
    await waitForQueuedMail(t.app.orm);
    expect((await stored()).length).toBe(before);
    expect(mailbox.messages.slice(mailsBefore).some((mail) => recipientOf(mail) === 'bot@spam.test')).toBe(false);
  });

  it('limits each IP to 5 inquiries per 10 minutes with a clear 429 in the visitor language', async () => {
    const ip = clientIp();
    for (let i = 0; i < 5; i += 1) {
      const ok = await postJson(`${t.url}${contactApi.submit.path}`, { ...valid, email: `burst${i}@limits.test` }, ip);
      expect(ok.status).toBe(201);
    }
    const before = (await stored()).length;
    const limited = await postJson(
      `${t.url}${contactApi.submit.path}`,
      { ...valid, language: 'km', email: 'burst5@limits.test' },
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^មានសំណើច្រើនពេក.*សូមរង់ចាំ 10 នាទី/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await stored()).length).toBe(before);
    // Another visitor is not affected.
    expect(
      (await postJson(`${t.url}${contactApi.submit.path}`, { ...valid, email: 'other@limits.test' }, clientIp()))
        .status,
    ).toBe(201);
  });
});

describe('submitContact mutation', () => {
  it('goes through the same service: stored on success, field errors with BAD_USER_INPUT', async () => {
    const mutation = 'mutation($input: ContactInput!) { submitContact(input: $input) { message } }';
    const ok = await graphql<{ submitContact: { message: string } }>(
      t.url,
      mutation,
      { input: { ...valid, email: 'graphql@inquiry.test' } },
      clientIp(),
    );
    expect(ok.body.data?.submitContact.message).toBe('Message sent successfully!');
    expect((await stored()).some((row) => row.email === 'graphql@inquiry.test')).toBe(true);

    const bad = await graphql(t.url, mutation, { input: { ...valid, email: 'nope', language: 'km' } }, clientIp());
    expect(bad.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { email: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ' },
    });
  });

  it("answers errors in the input's language, whatever its variable is called or written inline, as REST does", async () => {
    const invalid = { ...valid, name: '', email: 'x', message: '', language: 'km' };
    const khmer = { message: 'សូមពិនិត្យចន្លោះទាំងនេះ៖ ឈ្មោះ, អ៊ីមែល, សារ។' };
    // No Accept-Language: the body's language alone decides, on both doors.
    const rest = await postJson(`${t.url}${contactApi.submit.path}`, invalid, clientIp());
    expect(rest.body).toMatchObject(khmer);

    const named = await graphql(
      t.url,
      'mutation($i: ContactInput!) { submitContact(input: $i) { message } }',
      { i: invalid },
      clientIp(),
    );
    expect(named.body.errors?.[0]).toMatchObject(khmer);

    const inline = await graphql(
      t.url,
      `
        mutation {
          submitContact(input: { name: "", email: "x", service: "seo", message: "", language: km }) {
            message
          }
        }
      `,
      undefined,
      clientIp(),
    );
    expect(inline.body.errors?.[0]).toMatchObject(khmer);

    // An English input on a Khmer browser is answered in English, again like REST.
    const english = await graphql(
      t.url,
      'mutation($form: ContactInput!) { submitContact(input: $form) { message } }',
      { form: { ...invalid, language: 'en' } },
      { ...clientIp(), 'accept-language': 'km' },
    );
    expect(english.body.errors?.[0]).toMatchObject({ message: 'Please check these fields: Name, Email, Message.' });
  });

  it("answers over the WebSocket in the operation's own language too, before the connection's", async () => {
    const invalid = { ...valid, name: '', email: 'x', message: '', language: 'km' };
    const english = { message: 'Please check these fields: Name, Email, Message.' };
    const khmer = { message: 'សូមពិនិត្យចន្លោះទាំងនេះ៖ ឈ្មោះ, អ៊ីមែល, សារ។' };
    const run = async (
      query: string,
      variables: Record<string, unknown> | undefined,
      headers: Record<string, string>,
      connectionParams?: Record<string, unknown>,
    ) => {
      const client = wsClient(t.url, { ...clientIp(), ...headers }, connectionParams);
      try {
        return await runOnce(client, query, variables);
      } finally {
        await client.dispose();
      }
    };
    // A variable of any name, no other hint: Khmer.
    const named = await run('mutation($i: ContactInput!) { submitContact(input: $i) { message } }', { i: invalid }, {});
    expect(named.errors?.[0]).toMatchObject(khmer);
    // English written inline, on a Khmer browser whose socket said Khmer: English.
    const inline = await run(
      'mutation { submitContact(input: { name: "", email: "x", service: "seo", message: "", language: en }) { message } }',
      undefined,
      { 'accept-language': 'km' },
      { language: 'km' },
    );
    expect(inline.errors?.[0]).toMatchObject(english);
    // An operation that names no language: the socket's.
    const plain = await run(
      'mutation { submitContact(input: { name: "", email: "x", service: "seo", message: "" }) { message } }',
      undefined,
      {},
      { language: 'km' },
    );
    expect(plain.errors?.[0]?.message).toMatch(/[\u1780-\u17FF]/);
  });
});
