import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestBrowser, finishSignIn, signIn } from './test/browser.js';
import { wsClient } from './test/graphql-ws.js';
import { startTestIssuer, type TestIssuer } from './test/oidc-issuer.js';
import { recipientOf, startTestMailbox, type TestMailbox } from './test/smtp.js';
import { firstFreeSlot } from './reliability/slots.js';
import { freePort, postJson, startTestCluster, type TestCluster } from './test/test-app.js';
import { waitForQueuedMail } from './test/wait.js';

/** An address no earlier run has used (Redis keeps counters across runs for their window). */
const freshIp = () => ({
  'x-forwarded-for': `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`,
});

const inquiry = (email: string) => ({
  name: 'Sokha Chea',
  email,
  service: 'seo',
  message: 'Two instances, one site.',
  language: 'en',
});

// Two instances of the site on different ports sharing one PostgreSQL server behave as one site.
// Scale-out needs a PostgreSQL server (CI sets TEST_DATABASE_URL): the embedded PGlite serves one
// instance by design — all its connections share one session — so without a server this suite does not run.
const describeWithServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeWithServer.each([
  ['PostgreSQL only', {}],
  ['with Redis', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }],
])('two instances (%s)', (_label, extraEnv: Record<string, string>) => {
  let cluster: TestCluster;
  let mailbox: TestMailbox;
  let issuer: TestIssuer;
  const client = { clientId: 'angkor-site', clientSecret: 'cluster-client-secret-0123456789abcdef' };

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    const issuerPort = await freePort();
    cluster = await startTestCluster(2, {
      ...extraEnv,
      // One secret and one issuer for both, as in production behind the proxy.
      SESSION_SECRET: 'cluster-session-secret-0123456789abcdefghij',
      OIDC_ISSUER_URL: `http://127.0.0.1:${issuerPort}`,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
      ADMIN_EMAILS: 'boss@agency.test',
      SMTP_URL: mailbox.url,
      STAFF_EMAIL: 'team@agency.test',
      MAIL_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'silent',
    });
    const [a] = cluster.apps;
    issuer = await startTestIssuer({
      port: issuerPort,
      ...client,
      redirectUri: `${a!.url}/api/callback`,
      postLogoutRedirectUri: `${a!.url}/`,
      accounts: [{ sub: 'sub-boss', email: 'boss@agency.test', given_name: 'Sreymom', family_name: 'Keo' }],
    });
  }, 90_000);

  afterAll(async () => {
    await issuer?.close();
    await cluster?.close();
    await mailbox?.close();
  });

  it('share one rate-limit budget per visitor', async () => {
    const [a, b] = cluster.apps;
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const target = i % 2 === 0 ? a! : b!;
      statuses.push((await postJson(`${target.url}/api/contact`, inquiry(`budget${i}@tours.test`), ip)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('send each e-mail once, whichever instance took the request', async () => {
    const [a, b] = cluster.apps;
    const run = randomBytes(3).toString('hex');
    const senders = Array.from({ length: 6 }, (_, i) => `once-${run}-${i}@tours.test`);
    await Promise.all(
      senders.map((email, i) => postJson(`${(i % 2 ? a : b)!.url}/api/contact`, inquiry(email), freshIp())),
    );
    for (const email of senders) await mailbox.waitFor((mail) => recipientOf(mail) === email);
    // Both workers take from the same queue: once it has nothing left, a duplicate would be here.
    await waitForQueuedMail(a!.app.orm);
    for (const email of senders) {
      expect(mailbox.messages.filter((mail) => recipientOf(mail) === email)).toHaveLength(1);
    }
    const staffCopies = mailbox.messages.filter(
      (mail) => recipientOf(mail) === 'team@agency.test' && senders.some((email) => mail.text?.includes(email)),
    );
    expect(staffCopies).toHaveLength(senders.length);
  });

  it('share sessions: signed in on one instance, signed in on the other; signed out on one, out on both', async () => {
    const [a, b] = cluster.apps;
    const browser = new TestBrowser();
    const { callbackUrl } = await signIn(browser, a!.url, 'boss@agency.test');
    const callback = await finishSignIn(browser, callbackUrl);
    expect(callback.status).toBe(302);
    for (const app of [a!, b!]) {
      const user = await browser.request(`${app.url}/api/auth/user`);
      expect(user.status).toBe(200);
      expect(JSON.parse(user.text)).toMatchObject({ email: 'boss@agency.test', role: 'admin' });
    }
    const admin = await browser.request(`${b!.url}/api/admin/contact-submissions`);
    expect(admin.status).toBe(200);

    const cookie = browser.cookieHeader();
    await browser.request(`${b!.url}/api/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    const after = await fetch(`${a!.url}/api/auth/user`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('never double-book: concurrent requests for one slot on both instances give one booking', async () => {
    const [a, b] = cluster.apps;
    const [slot] = await firstFreeSlot(a!.url);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await postJson(
          `${(i % 2 ? a : b)!.url}/api/booking`,
          {
            name: `Guest ${i}`,
            email: `guest${i}@tours.test`,
            service: 'seo',
            datetime: slot,
            duration: 60,
            timezone: 'Asia/Phnom_Penh',
            language: 'en',
          },
          freshIp(),
        );
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('push live events to every instance: an inquiry sent to one reaches a staff page open on the other', async () => {
    const [a, b] = cluster.apps;
    const browser = new TestBrowser();
    const { callbackUrl } = await signIn(browser, a!.url, 'boss@agency.test');
    await finishSignIn(browser, callbackUrl);
    // The staff page is open on instance B (its socket carries the session cookie, as a browser's does).
    const staff = wsClient(b!.url, { cookie: browser.cookieHeader(), origin: b!.url });
    const received: { kind: string; id: string }[] = [];
    const listening = new Promise<void>((resolve, reject) => {
      const stop = staff.subscribe<{ staffActivity: { kind: string; id: string } }>(
        { query: 'subscription { staffActivity { kind id at } }' },
        {
          next: ({ data, errors }) => {
            if (errors) reject(new Error(JSON.stringify(errors)));
            if (data) received.push(data.staffActivity);
            if (received.length > 0) {
              stop();
              resolve();
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // graphql-ws does not acknowledge a subscription: until the first event arrives, send another inquiry
    // each second (a subscription started after an inquiry rightly misses it), at most five.
    for (let attempt = 0; attempt < 5 && received.length === 0; attempt += 1) {
      const sent = await postJson(
        `${a!.url}/api/contact`,
        inquiry(`live-${attempt}-${Date.now()}@tours.test`),
        freshIp(),
      );
      expect(sent.status).toBe(201);
      await Promise.race([listening, new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
    await listening;
    expect(received[0]).toMatchObject({ kind: 'inquiry' });
    await staff.dispose();
  });
});
