import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { OFFICE_MAP_URL, SITE, bookingApi, zonedTimeToUtc, type InputOf } from '@site/common';
import { loadConfig } from '../../config.js';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { callRest } from '../../test/rest.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { clientIp, graphql, startTestApp, type TestApp } from '../../test/test-app.js';
import { workday } from '../../test/dates.js';

// How we meet, chosen on the form (or left out by a partner tool) and stated everywhere: the page's
// answer, every e-mail, the calendar event and the staff views.
let t: TestApp;
let mailbox: TestMailbox;
const BASE = 'https://meet.agency.test';

beforeAll(async () => {
  mailbox = await startTestMailbox();
  t = await startTestApp({
    SMTP_URL: mailbox.url,
    MAIL_POLL_SECONDS: '0.5',
    STAFF_EMAIL: 'team@agency.test',
    MEETING_BASE_URL: `${BASE}/`,
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const PP = 'Asia/Phnom_Penh';
const ROOM = new RegExp(`^${BASE.replace(/\./g, '\\.')}/AngkorDigital-[a-z2-7]{26}$`);

const input = (start: Date, overrides: Record<string, unknown> = {}) =>
  ({
    name: 'Sokha Chan',
    email: `guest.${start.getTime()}@meet.test`,
    service: 'seo',
    datetime: start.toISOString(),
    duration: 60,
    timezone: PP,
    language: 'en',
    ...overrides,
  }) as InputOf<typeof bookingApi.create>;
const book = (start: Date, overrides: Record<string, unknown> = {}) =>
  callRest(t.url, bookingApi.create, input(start, overrides), { headers: clientIp() });

const mailTo = (kind: RegExp, to: string) =>
  mailbox.waitFor((mail) => recipientOf(mail) === to && kind.test(mail.subject ?? ''));
const invite = (mail: ParsedMail) => {
  const ics = mail.attachments.find((file) => file.contentType === 'text/calendar')!.content.toString('utf8');
  return new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
};

describe('the meeting medium', () => {
  it('a video call gets its own unguessable room, stated in the answer, the e-mails, the reminder and the event', async () => {
    const first = await book(zonedTimeToUtc(workday(0), '09:00', PP), { meeting: 'video', language: 'km' });
    const second = await book(zonedTimeToUtc(workday(0), '11:00', PP), { meeting: 'video' });
    expect(first.status).toBe(201);
    const url = first.body.booking!.meetingUrl!;
    expect(first.body.booking!.meeting).toBe('video');
    expect(url).toMatch(ROOM);
    expect(second.body.booking!.meetingUrl).toMatch(ROOM);
    expect(second.body.booking!.meetingUrl).not.toBe(url);

    const email = input(zonedTimeToUtc(workday(0), '09:00', PP)).email;
    const confirmation = await mailTo(/./, email);
    expect(confirmation.text).toContain(url);
    expect(confirmation.html).toContain(`href="${url}"`);
    expect(confirmation.text).toContain('ការហៅជាវីដេអូ');
    // The plain text names links, never a button it does not have; the HTML names its button.
    expect(confirmation.text).not.toContain('ប៊ូតុង');
    expect(confirmation.text).toContain('តាមតំណខាងលើ');
    expect(confirmation.html).toContain('តាមប៊ូតុងខាងលើ');
    const event = invite(confirmation);
    expect(event.getFirstPropertyValue('location')).toBe(url);
    expect(String(event.getFirstPropertyValue('description'))).toContain(url);
    const conference = event.getFirstProperty('conference')!;
    expect(conference.getFirstValue()).toBe(url);
    expect(conference.getParameter('feature')).toBe('VIDEO');
    // Two bookings were made: the team's e-mail of this one is the one naming its visitor's time and link.
    const staff = await mailbox.waitFor(
      (mail) =>
        recipientOf(mail) === 'team@agency.test' &&
        /^New booking/.test(mail.subject ?? '') &&
        invite(mail).getFirstPropertyValue('uid') === event.getFirstPropertyValue('uid'),
    );
    expect(staff.text).toContain(url);
    expect(invite(staff).getFirstPropertyValue('location')).toBe(url);

    // The day-before reminder waits in the queue with the same link.
    const [reminder] = await t.app.orm.em
      .getConnection()
      .execute<{ text: string }[]>(
        `select data->>'text' as text from pgboss.job where name = 'mail' and data->>'kind' = 'booking-reminder' and data->>'to' = ?`,
        [email],
      );
    expect(reminder.text).toContain(url);
    expect(reminder.text).toContain('តាមតំណខាងក្រោម');
  }, 60_000);

  it('a phone call needs the number; the team calls it, the visitor is not shown it again', async () => {
    const start = zonedTimeToUtc(workday(1), '10:00', PP);
    const missing = await book(start, { meeting: 'phone', language: 'km' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.phone).toBeTruthy();
    const booked = await book(start, { meeting: 'phone', phone: '+855 17 555 123' });
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ meeting: 'phone', meetingUrl: null });
    const confirmation = await mailTo(/./, input(start).email);
    expect(confirmation.text).toContain('We call you on the phone number you gave us');
    expect(confirmation.text).not.toContain('17 555 123');
    expect(invite(confirmation).getFirstPropertyValue('location')).toBe(SITE.phone);
    expect(invite(confirmation).getFirstProperty('conference')).toBeNull();
    const staff = await mailTo(/^New booking/, 'team@agency.test').then(() =>
      mailbox.waitFor((mail) => recipientOf(mail) === 'team@agency.test' && (mail.text ?? '').includes('17 555 123')),
    );
    expect(staff.text).toContain('Phone call: Call +855 17 555 123');
    expect(invite(staff).getFirstPropertyValue('location')).toBe('+855 17 555 123');
  }, 60_000);

  it('the office: its address and map link in the e-mail and the event', async () => {
    const start = zonedTimeToUtc(workday(2), '14:00', PP);
    const booked = await book(start, { meeting: 'office' });
    expect(booked.status).toBe(201);
    const confirmation = await mailTo(/./, input(start).email);
    expect(confirmation.text).toContain('No. 25, Sivatha Boulevard, Svay Dangkum, Siem Reap, Cambodia');
    expect(confirmation.text).toContain(OFFICE_MAP_URL);
    expect(invite(confirmation).getFirstPropertyValue('location')).toBe(
      'No. 25, Sivatha Boulevard, Svay Dangkum, Siem Reap, Cambodia',
    );
  }, 60_000);

  it('absent (a partner tool): a video call with its link; unknown or wrongly typed: a clear 400 in the visitor’s language', async () => {
    const start = zonedTimeToUtc(workday(3), '09:30', PP);
    const partner = await book(start);
    expect(partner.status).toBe(201);
    expect(partner.body.booking).toMatchObject({ meeting: 'video' });
    expect(partner.body.booking!.meetingUrl).toMatch(ROOM);
    for (const meeting of ['zoom', 42, ['video'], { mode: 'video' }]) {
      const refused = await book(zonedTimeToUtc(workday(3), '13:00', PP), { meeting, language: 'km' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.meeting).toMatch(/[\u1780-\u17FF]/);
    }
    // GraphQL: the same field, the same default.
    const result = await graphql<{ createBooking: { booking: { meeting: string; meetingUrl: string } } }>(
      t.url,
      `
        mutation ($input: BookingInput!) {
          createBooking(input: $input) {
            booking {
              meeting
              meetingUrl
            }
          }
        }
      `,
      { input: input(zonedTimeToUtc(workday(3), '15:00', PP), { meeting: 'office' }) },
      clientIp(),
    );
    expect(result.body.data?.createBooking.booking).toEqual({ meeting: 'office', meetingUrl: null });
  }, 60_000);

  it('staff see how they meet, with the link', async () => {
    const admin = new TestBrowser();
    await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
    const booked = await book(zonedTimeToUtc(workday(4), '10:00', PP), { meeting: 'video' });
    const list = await callRest(t.url, bookingApi.upcoming, {}, { browser: admin });
    const row = list.body.find((item) => item.meetingUrl === booked.body.booking!.meetingUrl);
    expect(row).toMatchObject({ meeting: 'video' });
  }, 60_000);

  it('MEETING_BASE_URL: Jitsi Meet by default; only https (http on loopback)', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: t.config.dataDir };
    expect(loadConfig(base).meetingBaseUrl).toBe('https://meet.jit.si');
    expect(() => loadConfig({ ...base, MEETING_BASE_URL: 'http://meet.example.com' })).toThrow(/MEETING_BASE_URL/);
    expect(() => loadConfig({ ...base, MEETING_BASE_URL: 'not a url' })).toThrow(/MEETING_BASE_URL/);
    expect(loadConfig({ ...base, MEETING_BASE_URL: 'http://127.0.0.1:8443' }).meetingBaseUrl).toBe(
      'http://127.0.0.1:8443',
    );
  });
});
