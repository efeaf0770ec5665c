import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newsletterApi } from '@site/common';
import type { ParsedMail } from 'mailparser';
import { NewsletterSubscription } from './newsletter.entity.js';
import { CONFIRMATION_COOLDOWN_MS } from './newsletter.service.js';
import { LinkTokens } from './newsletter.tokens.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { waitForQueuedMail } from '../../test/wait.js';

let t: TestApp;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_POLL_SECONDS: '0.5' });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const subscription = (email: string) => t.app.orm.em.fork().findOne(NewsletterSubscription, { email });
const subscribe = (email: string, language = 'en', ip = clientIp()) =>
  postJson(`${t.url}${newsletterApi.subscribe.path}`, { email, language }, ip);
const mailsTo = (email: string) => mailbox.messages.filter((mail) => recipientOf(mail) === email);
const linkIn = (mail: ParsedMail, path: string) => {
  const match = new RegExp(`(http://[^\\s"<>]+${path}\\?token=[^\\s"<>]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
};

describe('newsletter double opt-in', () => {
  it('stores pending, e-mails a link that activates, and a replayed link changes nothing', async () => {
    const response = await subscribe('Dara@Example.test', 'km');
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/^បានចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មានដោយជោគជ័យ!/);
    expect(await subscription('dara@example.test')).toMatchObject({ status: 'pending', language: 'km' });

    const confirmation = await mailbox.waitFor((mail) => recipientOf(mail) === 'dara@example.test');
    expect(confirmation.subject).toContain('សូមបញ្ជាក់ការចុះឈ្មោះរបស់អ្នក');
    expect(confirmation.html).toContain('lang="km"');

    const confirmUrl = linkIn(confirmation, '/api/newsletter/confirm');
    expect(confirmUrl.startsWith(`${t.config.publicUrl}/api/newsletter/confirm`)).toBe(true);
    const page = await fetch(confirmUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="km"');
    expect(html).toContain('ការចុះឈ្មោះត្រូវបានបញ្ជាក់');
    const active = await subscription('dara@example.test');
    expect(active).toMatchObject({ status: 'active', confirmNonce: null });
    expect(active!.confirmedAt).toBeInstanceOf(Date);

    const welcome = await mailbox.waitFor((mail) => recipientOf(mail) === 'dara@example.test' && mail !== confirmation);
    expect(welcome.subject).toContain('អ្នកបានចុះឈ្មោះរួចរាល់');

    const replay = await fetch(confirmUrl);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toContain('បានបញ្ជាក់រួចហើយ');
    // Everything queued has been sent: a second welcome for the replay would be here too.
    await waitForQueuedMail(t.app.orm);
    expect(mailsTo('dara@example.test')).toHaveLength(2);
  });

  it('answers the same whether the address is new, pending or active, and keeps one row', async () => {
    const first = await subscribe('same@example.test');
    const again = await subscribe('SAME@example.test');
    const fresh = await subscribe('never-seen@example.test');
    expect(again.body).toEqual(first.body);
    expect(fresh.body).toEqual(first.body);
    const rows = await t.app.orm.em.fork().find(NewsletterSubscription, { email: 'same@example.test' });
    expect(rows).toHaveLength(1);

    // Within the cooldown the second sign-up sent no second confirmation: anyone can send the form, and
    // an address must not be flooded with them.
    await waitForQueuedMail(t.app.orm);
    await mailbox.waitFor(() => mailsTo('same@example.test').length === 1);
    expect(mailsTo('same@example.test')).toHaveLength(1);

    // After it, a sign-up sends a new link, and only the latest link works while pending. The two
    // e-mails may arrive in either order: the newer link is the one carrying the nonce now on the row.
    await t.app.orm.em
      .fork()
      .nativeUpdate(
        NewsletterSubscription,
        { email: 'same@example.test' },
        { confirmationSentAt: new Date(Date.now() - CONFIRMATION_COOLDOWN_MS - 1000) },
      );
    expect((await subscribe('same@example.test')).body).toEqual(first.body);
    await mailbox.waitFor(() => mailsTo('same@example.test').length === 2);
    const { confirmNonce } = (await subscription('same@example.test'))!;
    const tokens = new LinkTokens(t.config.sessionSecret);
    const isNewer = (mail: ParsedMail) =>
      tokens.verify(new URL(linkIn(mail, '/api/newsletter/confirm')).searchParams.get('token'), 'confirm')?.nonce ===
      confirmNonce;
    const older = mailsTo('same@example.test').find((mail) => !isNewer(mail))!;
    const newer = mailsTo('same@example.test').find(isNewer)!;
    expect((await fetch(linkIn(older, '/api/newsletter/confirm'))).status).toBe(400);
    expect((await fetch(linkIn(newer, '/api/newsletter/confirm'))).status).toBe(200);

    // Active: subscribing again sends nothing.
    const afterActive = await subscribe('same@example.test');
    expect(afterActive.body).toEqual(first.body);
    await mailbox.waitFor(() => mailsTo('same@example.test').length === 3); // the welcome
    await waitForQueuedMail(t.app.orm);
    expect(mailsTo('same@example.test')).toHaveLength(3);
    expect((await subscription('same@example.test'))!.status).toBe('active');
  });

  it('sends one confirmation for sign-ups of one address at once, from many addresses', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe('flooded@example.test')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    await waitForQueuedMail(t.app.orm);
    await mailbox.waitFor(() => mailsTo('flooded@example.test').length === 1);
    expect(mailsTo('flooded@example.test')).toHaveLength(1);
  });

  it('refuses an expired or tampered link and leaves the subscription pending', async () => {
    await subscribe('late@example.test');
    const pending = await subscription('late@example.test');
    const tokens = new LinkTokens(t.config.sessionSecret);
    const expired = tokens.sign({
      purpose: 'confirm',
      subscriptionId: pending!.id,
      nonce: pending!.confirmNonce!,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const expiredPage = await fetch(`${t.url}/api/newsletter/confirm?token=${encodeURIComponent(expired)}`);
    expect(expiredPage.status).toBe(410);
    expect(await expiredPage.text()).toContain('This link has expired');

    const genuine = tokens.sign({
      purpose: 'confirm',
      subscriptionId: pending!.id,
      nonce: pending!.confirmNonce!,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const [payload, mac] = genuine.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'confirm', s: pending!.id, n: 'x', e: 9e9 })).toString('base64url')}.${mac}`;
    expect((await fetch(`${t.url}/api/newsletter/confirm?token=${encodeURIComponent(forged)}`)).status).toBe(400);
    expect((await fetch(`${t.url}/api/newsletter/confirm?token=${payload}`)).status).toBe(400);
    const wrongPurpose = tokens.sign({ purpose: 'unsubscribe', subscriptionId: pending!.id });
    expect((await fetch(`${t.url}/api/newsletter/confirm?token=${encodeURIComponent(wrongPurpose)}`)).status).toBe(400);
    expect((await subscription('late@example.test'))!.status).toBe('pending');
  });
});

describe('unsubscribe', () => {
  it('carries RFC 8058 headers; the link asks first, and one POST unsubscribes', async () => {
    await subscribe('leaving@example.test');
    const confirmation = await mailbox.waitFor((mail) => recipientOf(mail) === 'leaving@example.test');
    await fetch(linkIn(confirmation, '/api/newsletter/confirm'));
    type ListHeaders = { unsubscribe?: { url: string }; 'unsubscribe-post'?: { name: string } };
    const listHeaders = (mail: ParsedMail) => mail.headers.get('list') as ListHeaders | undefined;
    const welcome = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'leaving@example.test' && Boolean(listHeaders(mail)?.['unsubscribe-post']),
    );
    // mailparser groups List-* headers: List-Unsubscribe-Post: List-Unsubscribe=One-Click, List-Unsubscribe: <url>.
    expect(listHeaders(welcome)!['unsubscribe-post']!.name).toBe('List-Unsubscribe=One-Click');
    const headerUrl = listHeaders(welcome)!.unsubscribe!.url;
    const bodyUrl = linkIn(welcome, '/api/newsletter/unsubscribe').replace(/&language=\w+$/, '');
    expect(headerUrl.split('&language=')[0]).toBe(bodyUrl);

    // A mail scanner following the link unsubscribes nobody.
    const ask = await fetch(headerUrl);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('<form method="post"');
    expect((await subscription('leaving@example.test'))!.status).toBe('active');

    const oneClick = await fetch(headerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    const gone = await subscription('leaving@example.test');
    expect(gone).toMatchObject({ status: 'unsubscribed' });
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);

    // Again: still fine. Subscribing again needs a new confirmation.
    expect((await fetch(headerUrl, { method: 'POST' })).status).toBe(200);
    await subscribe('leaving@example.test');
    expect((await subscription('leaving@example.test'))!.status).toBe('pending');
  });

  it('refuses a forged unsubscribe link, and says so when it is opened (no button that cannot work)', async () => {
    const response = await fetch(`${t.url}/api/newsletter/unsubscribe?token=abc.def`, { method: 'POST' });
    expect(response.status).toBe(400);
    for (const [query, words] of [
      ['token=abc.def&language=en', 'This link does not work'],
      ['language=km', 'តំណនេះ'],
    ] as const) {
      const opened = await fetch(`${t.url}/api/newsletter/unsubscribe?${query}`);
      expect(opened.status).toBe(400);
      const page = await opened.text();
      expect(page).toContain(words);
      expect(page).not.toContain('<form method="post"');
    }
  });
});

describe('newsletter input', () => {
  it('refuses a missing or bad e-mail with a message naming the field, storing nothing', async () => {
    const before = await t.app.orm.em.fork().count(NewsletterSubscription);
    const missing = await postJson(`${t.url}${newsletterApi.subscribe.path}`, { language: 'km' }, clientIp());
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: 'សូមបំពេញចន្លោះនេះ' });
    const bad = await postJson(
      `${t.url}${newsletterApi.subscribe.path}`,
      { email: 'not@valid', language: 'en' },
      clientIp(),
    );
    expect(bad.body.errors).toEqual({ email: 'Please enter a valid email address' });
    const long = await postJson(
      `${t.url}${newsletterApi.subscribe.path}`,
      { email: `${'a'.repeat(250)}@x.test` },
      clientIp(),
    );
    expect(long.body.errors).toEqual({ email: 'Maximum 254 characters allowed' });
    const honeypot = await postJson(
      `${t.url}${newsletterApi.subscribe.path}`,
      { email: 'bot@spam.test', website: 'x' },
      clientIp(),
    );
    expect(honeypot.status).toBe(200);
    expect(await t.app.orm.em.fork().count(NewsletterSubscription)).toBe(before);
  });

  it('rate limits per IP with 429 and stores nothing from the rejected request', async () => {
    const ip = clientIp();
    for (let i = 0; i < 5; i += 1) expect((await subscribe(`rl${i}@example.test`, 'en', ip)).status).toBe(200);
    const limited = await subscribe('rl5@example.test', 'en', ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many requests/);
    expect(await subscription('rl5@example.test')).toBeNull();
  });

  it('subscribes through the GraphQL mutation too', async () => {
    const result = await graphql<{ subscribeNewsletter: { message: string } }>(
      t.url,
      'mutation($input: NewsletterInput!) { subscribeNewsletter(input: $input) { message } }',
      { input: { email: 'graphql@example.test', language: 'km' } },
      clientIp(),
    );
    expect(result.body.data?.subscribeNewsletter.message).toMatch(/^បានចុះឈ្មោះ/);
    expect((await subscription('graphql@example.test'))!.status).toBe('pending');
  });
});
