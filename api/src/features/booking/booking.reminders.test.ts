import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatMeeting, zonedTimeToUtc } from '@site/common';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Booking } from './booking.entity.js';
import { workday } from '../../test/dates.js';
import { bookingFeature } from './index.js';
import { waitForQueuedMail, waitUntil } from '../../test/wait.js';

// The reminders' schedule is the mail queue's `startAfter`. A booking service on a clock ten days
// behind the real one books a meeting that is (in real time) already over a week old: its reminders
// are due at once, so the real worker sends them now; nothing waits a day.
let t: TestApp;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_POLL_SECONDS: '0.5' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const PP = 'Asia/Phnom_Penh';
const TEN_DAYS = 10 * 24 * 3600_000;

/** The n-th Cambodian weekday from three days after `now`. */
const weekdayAfter = (now: Date, n: number) => workday(n, { from: 3, now });

const request = (start: Date, email: string, language = 'en') => ({
  name: 'Chenda',
  email,
  service: 'web-design',
  datetime: start.toISOString(),
  duration: 60,
  timezone: PP,
  language,
});
const meta = { ip: '198.51.100.77', language: 'en' as const };
const row = (email: string) => t.app.orm.em.fork().findOneOrFail(Booking, { email });
const stateOf = async (id: string | null | undefined) =>
  (
    await t.app.orm.em.getConnection().execute<{ state: string }[]>('select state from pgboss.job where id = ?', [id])
  )[0]?.state;
const subjects = (email: string) =>
  mailbox.messages.filter((mail) => recipientOf(mail) === email).map((mail) => mail.subject ?? '');

describe('two reminders: a day and an hour before', () => {
  it('both are sent when their time comes, in the visitor’s language, with the manage link', async () => {
    const now = new Date(Date.now() - TEN_DAYS);
    const past = t.app.use(bookingFeature).booking.withClock(() => now);
    const start = zonedTimeToUtc(weekdayAfter(now, 0), '10:00', PP);
    await past.create(request(start, 'due@tours.test', 'km'), meta);
    const booking = await row('due@tours.test');
    const day = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'due@tours.test' && /នៅថ្ងៃស្អែក/.test(mail.subject ?? ''),
    );
    const hour = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'due@tours.test' && /មួយម៉ោងទៀត/.test(mail.subject ?? ''),
    );
    for (const reminder of [day, hour]) {
      expect(reminder.text).toContain(formatMeeting(booking.startsAt, booking.endsAt, PP, 'km'));
      expect(reminder.text).toMatch(/\/km\/booking\/manage\?token=/);
    }
    // A day before, the booking can still be changed online; an hour before (inside the 12-hour
    // notice) the manage page refuses changes, so the reminder offers a call or a reply instead.
    expect(day.text).toContain('ផ្លាស់ប្ដូរ ឬបោះបង់ការកក់នេះ');
    expect(hour.text).not.toContain('ផ្លាស់ប្ដូរ ឬបោះបង់ការកក់នេះ');
    expect(hour.text).toContain('មើលការកក់នេះ');
    expect(hour.text).toContain('ឆ្លើយតបអ៊ីមែលនេះ');
    // The mail arrives before pg-boss records its job as done: wait for that record, then look.
    await waitUntil(
      'both reminder jobs recorded as done',
      async () =>
        ['completed', 'failed'].includes((await stateOf(booking.hourReminderJobId)) ?? '') &&
        ['completed', 'failed'].includes((await stateOf(booking.reminderJobId)) ?? ''),
    );
    expect(await stateOf(booking.reminderJobId)).toBe('completed');
    expect(await stateOf(booking.hourReminderJobId)).toBe('completed');
  });

  it('a booking made less than 12 hours ahead: its e-mail promises no online change and no reminder that cannot come', async () => {
    const start = zonedTimeToUtc(weekdayAfter(new Date(), 2), '10:00', PP);
    // Five hours before the meeting: inside the change notice, past the day reminder, before the hour one.
    const late = t.app.use(bookingFeature).booking.withClock(() => new Date(start.getTime() - 5 * 3600_000));
    await late.create(request(start, 'short-notice@tours.test'), meta);
    const confirmation = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'short-notice@tours.test' && /is booked/.test(mail.subject ?? ''),
    );
    expect(confirmation.text).toContain('We will remind you one hour before.');
    expect(confirmation.text).not.toContain('one day');
    expect(confirmation.text).toContain(
      'It is less than 12 hours away, so it can no longer be moved or cancelled online.',
    );
    expect(confirmation.text).not.toMatch(/Change or cancel|cancel it with the link|Pick another time/);
    expect(confirmation.text).toContain('See this booking');
    expect(confirmation.text).toMatch(/\/booking\/manage\?token=/);

    // Booked days ahead: both reminders announced, and the link changes or cancels it.
    const later = zonedTimeToUtc(weekdayAfter(new Date(), 2), '14:00', PP);
    await t.app.use(bookingFeature).booking.create(request(later, 'ahead@tours.test'), meta);
    const ahead = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'ahead@tours.test' && /is booked/.test(mail.subject ?? ''),
    );
    expect(ahead.text).toContain('We will remind you one day and one hour before.');
    expect(ahead.text).toContain('Change or cancel this booking');
    expect(ahead.text).not.toContain('no longer be moved');
  });

  it('move with the booking: the old ones are withdrawn, the new time’s are sent', async () => {
    // Booked on the real clock (reminders days away), then moved by the service ten days behind.
    const start = zonedTimeToUtc(weekdayAfter(new Date(), 5), '11:00', PP);
    await t.app.use(bookingFeature).booking.create(request(start, 'moves@tours.test'), meta);
    const before = await row('moves@tours.test');
    expect(await stateOf(before.reminderJobId)).toBe('created');
    expect(await stateOf(before.hourReminderJobId)).toBe('created');

    const now = new Date(Date.now() - TEN_DAYS);
    const token = new URL(t.app.use(bookingFeature).booking.manageUrl(before)).searchParams.get('token');
    const target = zonedTimeToUtc(weekdayAfter(now, 1), '15:00', PP);
    await t.app
      .use(bookingFeature)
      .booking.withClock(() => now)
      .reschedule({ token, datetime: target.toISOString(), timezone: PP }, meta);
    expect(await stateOf(before.reminderJobId)).toBe('cancelled');
    expect(await stateOf(before.hourReminderJobId)).toBe('cancelled');

    const after = await row('moves@tours.test');
    const reminders = await Promise.all([
      mailbox.waitFor((mail) => recipientOf(mail) === 'moves@tours.test' && /is tomorrow/.test(mail.subject ?? '')),
      mailbox.waitFor((mail) => recipientOf(mail) === 'moves@tours.test' && /in one hour/.test(mail.subject ?? '')),
    ]);
    for (const reminder of reminders)
      expect(reminder.text).toContain(formatMeeting(after.startsAt, after.endsAt, PP, 'en'));
    // Only the new time's two reminders went out.
    await waitForQueuedMail(t.app.orm);
    expect(subjects('moves@tours.test').filter((subject) => subject.startsWith('Reminder:'))).toHaveLength(2);
  });

  it('are withdrawn on cancel and never sent, even once due', async () => {
    const start = zonedTimeToUtc(weekdayAfter(new Date(), 8), '09:00', PP);
    await t.app.use(bookingFeature).booking.create(request(start, 'drops@tours.test'), meta);
    const booking = await row('drops@tours.test');
    const token = new URL(t.app.use(bookingFeature).booking.manageUrl(booking)).searchParams.get('token');
    await t.app.use(bookingFeature).booking.cancelByLink(token, meta);
    expect(await stateOf(booking.reminderJobId)).toBe('cancelled');
    expect(await stateOf(booking.hourReminderJobId)).toBe('cancelled');
    // Their time comes: still nothing (pg-boss never sends a cancelled job).
    await t.app.orm.em
      .getConnection()
      .execute('update pgboss.job set start_after = now() where id in (?, ?)', [
        booking.reminderJobId,
        booking.hourReminderJobId,
      ]);
    await mailbox.waitFor((mail) => recipientOf(mail) === 'drops@tours.test' && /cancelled/.test(mail.subject ?? ''));
    // Every due e-mail has gone out, these two had they been sendable.
    await waitForQueuedMail(t.app.orm);
    expect(await stateOf(booking.reminderJobId)).toBe('cancelled');
    expect(await stateOf(booking.hourReminderJobId)).toBe('cancelled');
    expect(subjects('drops@tours.test').some((subject) => subject.startsWith('Reminder:'))).toBe(false);
  });

  it('a reminder whose time has passed at booking is not queued at all', async () => {
    // Booked 5 hours before the meeting: no day-before reminder, the hour-before one is queued.
    const now = new Date(Date.now() - TEN_DAYS);
    const start = zonedTimeToUtc(weekdayAfter(now, 2), '13:00', PP);
    const clock = new Date(start.getTime() - 5 * 3600_000);
    await t.app
      .use(bookingFeature)
      .booking.withClock(() => clock)
      .create(request(start, 'late@tours.test'), meta);
    const booking = await row('late@tours.test');
    expect(booking.reminderJobId).toBeNull();
    expect(booking.hourReminderJobId).toBeTruthy();
  });
});
