import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingApi, zonedTimeToUtc, type InputOf } from '@site/common';
import { Booking } from './booking.entity.js';
import { callRest } from '../../test/rest.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { startTelegramDouble, type TelegramDouble } from '../../test/telegram-double.js';
import { clientIp, startTestApp, type TestApp } from '../../test/test-app.js';
import { workday } from '../../test/dates.js';
import { waitForQueuedAlerts, waitForQueuedMail } from '../../test/wait.js';

// Issue 34 item 5: one manage link sent many times at once (a double tap, a retrying client, a script)
// moves the booking once, and the visitor, the team and Telegram hear of that one move only.
let t: TestApp;
let mailbox: TestMailbox;
let telegram: TelegramDouble;

beforeAll(async () => {
  [mailbox, telegram] = await Promise.all([startTestMailbox(), startTelegramDouble()]);
  t = await startTestApp({
    SMTP_URL: mailbox.url,
    MAIL_POLL_SECONDS: '0.5',
    STAFF_EMAIL: 'team@agency.test',
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_CHAT_ID: telegram.chatId,
    TELEGRAM_API_URL: telegram.url,
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([mailbox?.close(), telegram?.close()]);
});

const PP = 'Asia/Phnom_Penh';
/** Every request from its own address, so the per-IP budget plays no part. */
const from = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });

describe('one manage link, many moves at once', () => {
  it('moves the booking once: one 200, the rest 409 in the visitor’s language, one update e-mail each side, one alert', async () => {
    const date = workday(2);
    const email = 'racer@moves.test';
    const booked = await callRest(
      t.url,
      bookingApi.create,
      {
        name: 'Vanna Racer',
        email,
        service: 'seo',
        datetime: zonedTimeToUtc(date, '09:00', PP).toISOString(),
        duration: 60,
        timezone: PP,
        language: 'km',
      } as InputOf<typeof bookingApi.create>,
      { headers: clientIp() },
    );
    expect(booked.status).toBe(201);
    const token = new URLSearchParams(booked.body.manageUrl!.split('?')[1]).get('token')!;
    await waitForQueuedMail(t.app.orm);
    await waitForQueuedAlerts(t.app.orm);
    const alertsBefore = telegram.messages.length;

    // Twelve different new times, all asked for at once with the same link.
    const times = [
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ];
    const responses = await Promise.all(
      times.map((time, i) =>
        callRest(
          t.url,
          bookingApi.reschedule,
          { token, datetime: zonedTimeToUtc(date, time, PP).toISOString(), timezone: PP, language: 'km' } as InputOf<
            typeof bookingApi.reschedule
          >,
          { headers: from(i) },
        ),
      ),
    );
    const won = responses.filter((response) => response.status === 200);
    expect(won).toHaveLength(1);
    const lost = responses.filter((response) => response.status !== 200);
    expect(lost.map((response) => response.status)).toEqual(times.slice(1).map(() => 409));
    for (const response of lost) expect(response.body.message).toMatch(/ទើបតែត្រូវបានប្ដូរ/);

    const row = await t.app.orm.em.fork().findOneOrFail(Booking, { email });
    expect(row.sequence).toBe(1);
    expect(row.startsAt.toISOString()).toBe(won[0].body.booking!.startsAt);

    // Everything the winner queued has gone out; nothing else was queued.
    await waitForQueuedMail(t.app.orm);
    await waitForQueuedAlerts(t.app.orm);
    const moved = mailbox.messages.filter((mail) => recipientOf(mail) === email && /ប្ដូរ/.test(mail.subject ?? ''));
    expect(moved).toHaveLength(1);
    const staffMoved = mailbox.messages.filter(
      (mail) =>
        recipientOf(mail) === 'team@agency.test' && (mail.subject ?? '').startsWith('Booking moved: Vanna Racer'),
    );
    expect(staffMoved).toHaveLength(1);
    const alerts = telegram.messages.slice(alertsBefore).filter((message) => message.text.includes('Booking moved'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain('Vanna Racer');
    expect(alerts[0].text).toContain(`How we meet: Video call ${booked.body.booking!.meetingUrl}`);

    // A later move with the same link is a new request, not a race: it goes through.
    const later = await callRest(
      t.url,
      bookingApi.reschedule,
      { token, datetime: zonedTimeToUtc(date, '16:00', PP).toISOString(), timezone: PP } as InputOf<
        typeof bookingApi.reschedule
      >,
      { headers: from(50) },
    );
    expect(later.status).toBe(200);
    expect((await t.app.orm.em.fork().findOneOrFail(Booking, { email })).sequence).toBe(2);
  }, 90_000);
});
