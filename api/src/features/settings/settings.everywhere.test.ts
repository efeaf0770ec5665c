import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { bookingApi, chatApi, zonedTimeToUtc, type InputOf } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { workday } from '../../test/dates.js';
import { callRest } from '../../test/rest.js';
import { clientIp, graphql, postJson, startTestCluster, type TestApp, type TestCluster } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';

// What admins save in Settings on one instance is what the other instance's e-mails, calendar
// invitations, pages of its own, error texts and assistant say from then on (issue 32, item 4).
// Two instances on one PostgreSQL server (the embedded database serves one instance).
const describeWithServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const PHONE = '+855 99 888 777';
const EMAIL = 'team@angkordigital.test';
const SHIPPED_PHONE = '+855 12 345 678';

describeWithServer('saved contact details and prices on every instance', () => {
  let cluster: TestCluster;
  let a: TestApp;
  let b: TestApp;
  const admin = new TestBrowser();
  beforeAll(async () => {
    cluster = await startTestCluster(2, {
      LOG_LEVEL: 'silent',
      MAIL_POLL_SECONDS: '0.5',
      SESSION_SECRET: 'settings-everywhere-secret-0123456789abcdef',
    });
    [a, b] = cluster.apps as [TestApp, TestApp];
    await finishSignIn(admin, (await signIn(admin, a.url, 'admin@example.com')).callbackUrl);
    const saved = await graphql(
      a.url,
      'mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { revision } }',
      {
        input: {
          phone: PHONE,
          email: EMAIL,
          address: { en: '12 Pub Street, Siem Reap, Cambodia', km: 'ផ្ទះលេខ 12 ផ្លូវ Pub Street ក្រុងសៀមរាប កម្ពុជា' },
          mapUrl: 'https://maps.example/pub-street',
          packages: [
            { id: 'professional', price: 950, name: { en: 'Professional Plus', km: 'កញ្ចប់ Professional Plus' } },
          ],
        },
      },
      { cookie: admin.cookieHeader(), ...clientIp() },
    );
    expect(saved.body.errors).toBeUndefined();
  }, 180_000);
  afterAll(async () => {
    await cluster?.close();
  });

  /** The .eml files instance `app` wrote (no SMTP_URL) of one kind to one address. */
  const mails = (app: TestApp, kind: string, to: string) => {
    const dir = path.join(app.config.dataDir, 'mail');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith(`-${kind}.eml`));
    } catch {
      return [];
    }
    return files
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw));
  };

  it("reach the other instance's assistant within seconds: saved prices and phone, in both languages", async () => {
    await waitUntil(
      'the assistant on the other instance states the saved price',
      async () => {
        const response = await postJson(
          `${b.url}${chatApi.reply.path}`,
          { messages: [{ role: 'user', content: 'How much is the Professional package?' }], language: 'en' },
          clientIp(),
        );
        return String(response.body.message).includes('$950');
      },
      5000,
    );
    const en = await postJson(
      `${b.url}${chatApi.reply.path}`,
      { messages: [{ role: 'user', content: 'How much does a website cost?' }], language: 'en' },
      clientIp(),
    );
    expect(en.body.message).toContain('Professional Plus $950');
    expect(en.body.message).not.toContain('$799');
    const km = await postJson(
      `${b.url}${chatApi.reply.path}`,
      { messages: [{ role: 'user', content: 'តើខ្ញុំអាចទាក់ទងអ្នកតាមលេខទូរស័ព្ទអ្វី?' }], language: 'km' },
      clientIp(),
    );
    expect(km.body.message).toContain(PHONE);
    expect(km.body.message).not.toContain(SHIPPED_PHONE);
  });

  it("reach the other instance's booking e-mails and invitations: phone, e-mail, office and its map", async () => {
    // A meeting at the office, booked on the instance the settings were not saved on.
    const input = {
      name: 'Dara Kim',
      email: 'dara@hotel.test',
      service: 'seo',
      datetime: zonedTimeToUtc(workday(1), '10:00', 'Asia/Phnom_Penh').toISOString(),
      duration: 60,
      timezone: 'Asia/Phnom_Penh',
      language: 'en',
      meeting: 'office',
    } as InputOf<typeof bookingApi.create>;
    const response = await callRest(b.url, bookingApi.create, input, { headers: clientIp() });
    expect(response.status).toBe(201);
    let raw = '';
    await waitUntil('the confirmation e-mail', async () => {
      // Either instance's mail worker may send it (one queue in the shared database).
      [raw = ''] = [
        ...mails(a, 'booking-confirmation', 'dara@hotel.test'),
        ...mails(b, 'booking-confirmation', 'dara@hotel.test'),
      ];
      return raw !== '';
    });
    const text = raw.replace(/=\r?\n/g, '');
    expect(text).toContain(PHONE);
    expect(text).toContain('12 Pub Street, Siem Reap, Cambodia');
    expect(text).toContain('https://maps.example/pub-street');
    expect(text).not.toContain(SHIPPED_PHONE);
    // The invitation's organizer is the agency's saved address, its description the saved phone.
    const mail = await simpleParser(raw);
    const invite = mail.attachments.find((part) => part.contentType.startsWith('text/calendar'));
    const ics = invite!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(new RegExp(`^ORGANIZER[^\r\n]*:mailto:${EMAIL.replace(/\./g, '\\.')}\r?$`, 'm'));
    expect(ics).toContain(PHONE);
    expect(ics).not.toContain(SHIPPED_PHONE);
  });

  it("reach the other instance's own answers: a link that does not work names the saved phone", async () => {
    const page = await fetch(`${b.url}/api/booking/cancel?token=broken`, { headers: clientIp() });
    const body = await page.text();
    expect(body).toContain(PHONE);
    expect(body).not.toContain(SHIPPED_PHONE);
  });
});
