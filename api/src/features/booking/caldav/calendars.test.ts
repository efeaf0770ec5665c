import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, bookingApi, zonedTimeToUtc, type InputOf } from '@site/common';
import { existsSync } from 'node:fs';
import { createLogger } from '../../../logger.js';
import { TestBrowser, finishSignIn, signIn } from '../../../test/browser.js';
import { workday, isWorkday } from '../../../test/dates.js';
import { RADICALE, startRadicale, type TestCalDavServer } from '../../../test/radicale.js';
import { callRest } from '../../../test/rest.js';
import { startTestMailbox, type TestMailbox } from '../../../test/smtp.js';
import { startTelegramDouble, type TelegramDouble } from '../../../test/telegram-double.js';
import { clientIp, startTestApp, type TestApp } from '../../../test/test-app.js';
import { jobsAtWork, waitForQueuedAlerts, waitForQueuedMail, waitUntil } from '../../../test/wait.js';
import { Booking } from '../booking.entity.js';
import { CalendarConnection } from './calendar.entity.js';
import { CALENDAR_WRITES_QUEUE } from './calendar.writes.js';

// The team's calendars against a real CalDAV server (Radicale, started here): busy times remove
// exactly the slots they overlap, bookings are written into the chosen calendar and follow the
// booking, and a calendar that stops answering blocks nothing and is reported once. Without Debian's
// radicale the tests are skipped and counted (CI installs it, and fails on a skipped test).
const withRadicale = existsSync(RADICALE) ? describe : describe.skip;

const PP = 'Asia/Phnom_Penh';
const NY = 'America/New_York';
/** The app password: it must never come back out, in an answer, an error or a log line. */
const PASSWORD = 'Tonle-Sap-app-password-7f3a9c';
const OTHER_PASSWORD = 'Bayon-second-password-21be04';

let t: TestApp;
let radicale: TestCalDavServer;
let mailbox: TestMailbox;
let telegram: TelegramDouble;
let calendarUrl: string;
const logLines: string[] = [];
const answers: string[] = [];
const anonymous = new TestBrowser();
const staff = new TestBrowser();
const admin = new TestBrowser();

beforeAll(async () => {
  if (!existsSync(RADICALE)) return;
  [radicale, mailbox, telegram] = await Promise.all([startRadicale(), startTestMailbox(), startTelegramDouble()]);
  calendarUrl = await radicale.calendar('team', 'work');
  const log = createLogger({ logLevel: 'debug', nodeEnv: 'test' }, { write: (line) => void logLines.push(line) });
  t = await startTestApp(
    {
      SMTP_URL: mailbox.url,
      MAIL_POLL_SECONDS: '0.5',
      STAFF_EMAIL: 'team@agency.test',
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_CHAT_ID: telegram.chatId,
      TELEGRAM_API_URL: telegram.url,
      BOOKING_BUFFER_MINUTES: '0',
      // A sync every 1.2 seconds: the scheduled reading is seen within the test's patience.
      CALENDAR_SYNC_MINUTES: '0.02',
    },
    { log },
  );
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([radicale?.close(), mailbox?.close(), telegram?.close()]);
});

async function gql<T = Record<string, unknown>>(
  browser: TestBrowser,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const answer = await browser.request(`${t.url}/graphql`, { json: { query, variables }, headers });
  answers.push(answer.text);
  return JSON.parse(answer.text) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
  };
}

const FIELDS = 'id name url username writeBookings lastSyncAt lastError failingSince busyCount';
type View = { id: string; lastError: string | null; lastSyncAt: string | null; busyCount: number };
const ADD = `mutation ($input: CalendarInput!) { addCalendar(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: CalendarInput!) { updateCalendar(id: $id, input: $input) { ${FIELDS} } }`;
const TEST = `mutation ($id: ID!) { testCalendar(id: $id) { ${FIELDS} } }`;
const LIST = `{ calendars { ${FIELDS} } }`;

const vcalendar = (...parts: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//CalDAV//EN', ...parts, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (uid: string, lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const compact = (date: string) => date.replace(/-/g, '');
const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:STANDARD',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n');

const PHNOM_PENH = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Phnom_Penh',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const slots = async (date: string) => {
  const answer = await callRest(t.url, bookingApi.availability, { date, timezone: PP, duration: 60 });
  expect(answer.status).toBe(200);
  return (answer.body as { timeSlots: string[] }).timeSlots;
};
/** The office's day with nothing in it: 09:00 to 16:00 every half hour, for an hour's meeting. */
const FULL_DAY = Array.from(
  { length: 15 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
const without = (...taken: string[]) => FULL_DAY.filter((time) => !taken.includes(time));

const book = (date: string, time: string, email: string) =>
  callRest(
    t.url,
    bookingApi.create,
    {
      name: 'Sokha Chan',
      email,
      service: 'seo',
      datetime: zonedTimeToUtc(date, time, PP).toISOString(),
      duration: 60,
      timezone: PP,
      language: 'en',
      meeting: 'video',
    } as InputOf<typeof bookingApi.create>,
    { headers: clientIp() },
  );

const eventOf = async (bookingId: string) => {
  const response = await fetch(`${calendarUrl}booking-${bookingId}.ics`, {
    headers: { authorization: `Basic ${Buffer.from('team:x').toString('base64')}` },
  });
  return { status: response.status, text: await response.text() };
};

// Workdays from ten days ahead: the weekly meeting's, then five others on other weekdays (so the
// weekly meeting is on none of them); the day a week after the weekly one is its excluded date.
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const DAYS = (() => {
  const weekly = workday(0, { from: 10 });
  const others: string[] = [];
  for (let n = 1; others.length < 5; n += 1) {
    const date = workday(n, { from: 10 });
    if (weekdayOf(date) !== weekdayOf(weekly)) others.push(date);
  }
  return { weekly, others };
})();
const weeklyDay = () => DAYS.weekly;
const dentistDay = () => DAYS.others[0];
const dayOff = () => DAYS.others[1];
const newYorkDay = () => DAYS.others[2];
const bookingDay = () => DAYS.others[3];
const laterDay = () => DAYS.others[4];

withRadicale('team calendars (CalDAV, against Radicale)', () => {
  let calendarId: string;

  it('are for admins only: anonymous and staff are refused, nothing is stored', async () => {
    for (const browser of [anonymous, staff]) {
      const code = browser === anonymous ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      const input = { name: 'Team', url: calendarUrl, username: 'team', password: PASSWORD };
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await gql(browser, LIST)).errors?.[0].extensions?.code).toBe(code);
      expect((await gql(browser, ADD, { input })).errors?.[0].extensions?.code).toBe(code);
      expect((await gql(browser, UPDATE, { id, input })).errors?.[0].extensions?.code).toBe(code);
      expect((await gql(browser, TEST, { id })).errors?.[0].extensions?.code).toBe(code);
      expect(
        (await gql(browser, 'mutation ($id: ID!) { removeCalendar(id: $id) { message } }', { id })).errors?.[0]
          .extensions?.code,
      ).toBe(code);
    }
    expect(await t.app.orm.em.fork().count(CalendarConnection, {})).toBe(0);
  });

  it('refuses a plain-http address, a missing password and a huge name, in the caller’s language', async () => {
    const bad = await gql(
      admin,
      ADD,
      { input: { name: 'Team', url: 'http://calendar.example.com/team/', username: 'team', password: '' } },
      { 'accept-language': 'km' },
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.fields?.url).toBe('សូមផ្ដល់អាសយដ្ឋាន CalDAV របស់ប្រតិទិន ដែលចាប់ផ្ដើមដោយ https://');
    expect(bad.errors?.[0].extensions?.fields?.password).toBe('សូមបំពេញចន្លោះនេះ');
    const huge = await gql(admin, ADD, {
      input: { name: 'x'.repeat(5000), url: calendarUrl, username: 'team', password: PASSWORD },
    });
    expect(huge.errors?.[0].extensions?.fields?.name).toBe('Maximum 100 characters allowed');
    expect(await t.app.orm.em.fork().count(CalendarConnection, {})).toBe(0);
  });

  it('busy times from a plain, a weekly, an all-day and a New York event remove exactly the slots they overlap', async () => {
    const dentist = dentistDay();
    const weekly = weeklyDay();
    const off = dayOff();
    const nyPp = newYorkDay();
    for (const date of [dentist, weekly, off, nyPp]) expect(await slots(date)).toEqual(FULL_DAY);

    // 10:00–11:00 in Cambodia, written in UTC.
    await radicale.put(
      calendarUrl,
      'dentist',
      vcalendar(
        vevent('dentist-1', [
          `DTSTART:${utcStamp(zonedTimeToUtc(dentist, '10:00', PP))}`,
          `DTEND:${utcStamp(zonedTimeToUtc(dentist, '11:00', PP))}`,
          'SUMMARY:Dentist',
        ]),
      ),
    );
    // Every week at 14:00 Cambodia time since three weeks before, except a week after `weekly`.
    const firstWeek = addDays(weekly, -21);
    await radicale.put(
      calendarUrl,
      'weekly',
      vcalendar(
        PHNOM_PENH,
        vevent('weekly-1', [
          `DTSTART;TZID=Asia/Phnom_Penh:${compact(firstWeek)}T140000`,
          `DTEND;TZID=Asia/Phnom_Penh:${compact(firstWeek)}T150000`,
          'RRULE:FREQ=WEEKLY',
          `EXDATE;TZID=Asia/Phnom_Penh:${compact(addDays(weekly, 7))}T140000`,
          'SUMMARY:Team meeting',
        ]),
      ),
    );
    await radicale.put(
      calendarUrl,
      'day-off',
      vcalendar(
        vevent('day-off', [`DTSTART;VALUE=DATE:${compact(off)}`, `DTEND;VALUE=DATE:${compact(addDays(off, 1))}`]),
      ),
    );
    // 22:00–23:00 in New York the evening before: 09:00 or 10:00 next morning in Cambodia (daylight saving).
    const nyDate = addDays(nyPp, -1);
    const nyStart = zonedTimeToUtc(nyDate, '22:00', NY);
    await radicale.put(
      calendarUrl,
      'new-york',
      vcalendar(
        NEW_YORK,
        vevent('ny-call', [
          `DTSTART;TZID=America/New_York:${compact(nyDate)}T220000`,
          `DTEND;TZID=America/New_York:${compact(nyDate)}T230000`,
        ]),
      ),
    );
    // Free time and a cancelled event block nothing.
    await radicale.put(
      calendarUrl,
      'free',
      vcalendar(
        vevent('free-1', [
          `DTSTART:${utcStamp(zonedTimeToUtc(dentist, '14:00', PP))}`,
          `DTEND:${utcStamp(zonedTimeToUtc(dentist, '15:00', PP))}`,
          'TRANSP:TRANSPARENT',
        ]),
      ),
    );

    const added = await gql<{ addCalendar: View }>(admin, ADD, {
      input: { name: 'Team', url: calendarUrl, username: 'team', password: PASSWORD, writeBookings: true },
    });
    expect(added.errors).toBeUndefined();
    calendarId = added.data!.addCalendar.id;
    expect(added.data!.addCalendar).toMatchObject({ lastError: null, writeBookings: true });
    expect(added.data!.addCalendar.lastSyncAt).not.toBeNull();

    expect(await slots(dentist)).toEqual(without('09:30', '10:00', '10:30'));
    expect(await slots(weekly)).toEqual(without('13:30', '14:00', '14:30'));
    const weekLater = addDays(weekly, 7);
    if (isWorkday(weekLater)) expect(await slots(weekLater)).toEqual(FULL_DAY);
    expect(await slots(off)).toEqual([]);
    const ppStart = new Intl.DateTimeFormat('en-GB', { timeZone: PP, hour: '2-digit', minute: '2-digit' }).format(
      nyStart,
    );
    expect(['09:00', '10:00']).toContain(ppStart);
    expect(await slots(nyPp)).toEqual(
      ppStart === '09:00' ? without('09:00', '09:30') : without('09:30', '10:00', '10:30'),
    );

    // The booking guard says the same: the dentist's hour cannot be booked.
    expect((await book(dentist, '10:00', 'guard@tours.test')).status).toBe(409);
  });

  it('an event added later removes its slot within the sync interval, with no one asking', async () => {
    const date = laterDay();
    expect(await slots(date)).toEqual(FULL_DAY);
    await radicale.put(
      calendarUrl,
      'later',
      vcalendar(
        vevent('later-1', [
          `DTSTART:${utcStamp(zonedTimeToUtc(date, '15:00', PP))}`,
          `DTEND:${utcStamp(zonedTimeToUtc(date, '15:30', PP))}`,
        ]),
      ),
    );
    await waitUntil('the scheduled sync to read the new event', async () => !(await slots(date)).includes('15:00'));
    expect(await slots(date)).toEqual(without('14:30', '15:00'));
  });

  it('a booking appears in the calendar, moves with a reschedule and disappears on cancel; it is not counted twice', async () => {
    const date = bookingDay();
    const booked = await book(date, '11:00', 'writes@tours.test');
    expect(booked.status).toBe(201);
    const booking = await t.app.orm.em.fork().findOneOrFail(Booking, { email: 'writes@tours.test' });
    const uid = `UID:booking-${booking.id}@`;
    await waitUntil('the booking’s event in the calendar', async () => (await eventOf(booking.id)).status === 200);
    const written = (await eventOf(booking.id)).text;
    expect(written).toContain(uid);
    expect(written).toContain(`DTSTART:${utcStamp(zonedTimeToUtc(date, '11:00', PP))}`);
    expect(written).not.toMatch(/^METHOD:/m);
    expect(written).toContain(booking.meetingUrl!);

    // Read back, our own event is not a busy time of the calendar: only the booking row blocks its hour.
    const before = (await gql<{ testCalendar: View }>(admin, TEST, { id: calendarId })).data!.testCalendar;
    const row = await t.app.orm.em.fork().findOneOrFail(CalendarConnection, { id: calendarId });
    const start = zonedTimeToUtc(date, '11:00', PP).toISOString();
    expect(row.busy.some(([from]) => from === start)).toBe(false);
    expect(before.lastError).toBeNull();

    const moved = await gql(
      admin,
      'mutation ($id: ID!, $datetime: String!) { rescheduleBookingByStaff(id: $id, datetime: $datetime) { startsAt } }',
      { id: booking.id, datetime: zonedTimeToUtc(date, '15:00', PP).toISOString() },
    );
    expect(moved.errors).toBeUndefined();
    await waitUntil('the event to move', async () =>
      (await eventOf(booking.id)).text.includes(`DTSTART:${utcStamp(zonedTimeToUtc(date, '15:00', PP))}`),
    );
    expect((await eventOf(booking.id)).text).toContain(uid);
    expect(await slots(date)).toEqual(without('14:30', '15:00', '15:30'));

    const cancelled = await gql(admin, 'mutation ($id: ID!) { cancelBooking(id: $id) { status } }', {
      id: booking.id,
    });
    expect(cancelled.errors).toBeUndefined();
    await waitUntil('the event to be deleted', async () => (await eventOf(booking.id)).status === 404);
    expect(await slots(date)).toEqual(FULL_DAY);
  });

  it('when bookings go to another calendar, a booking’s next change moves its event there (no copy left behind)', async () => {
    const date = bookingDay();
    const booked = await book(date, '10:00', 'switch@tours.test');
    expect(booked.status).toBe(201);
    const booking = await t.app.orm.em.fork().findOneOrFail(Booking, { email: 'switch@tours.test' });
    await waitUntil('the event in the first calendar', async () => (await eventOf(booking.id)).status === 200);

    // A second calendar of the same account now receives the bookings.
    const secondUrl = await radicale.calendar('team', 'bookings');
    const second = await gql<{ addCalendar: View }>(admin, ADD, {
      input: { name: 'Bookings', url: secondUrl, username: 'team', password: PASSWORD, writeBookings: true },
    });
    expect(second.errors).toBeUndefined();
    const inSecond = async () =>
      (
        await fetch(`${secondUrl}booking-${booking.id}.ics`, {
          headers: { authorization: `Basic ${Buffer.from('team:x').toString('base64')}` },
        })
      ).status;

    const moved = await gql(
      admin,
      'mutation ($id: ID!, $datetime: String!) { rescheduleBookingByStaff(id: $id, datetime: $datetime) { startsAt } }',
      { id: booking.id, datetime: zonedTimeToUtc(date, '13:00', PP).toISOString() },
    );
    expect(moved.errors).toBeUndefined();
    await waitUntil('the event in the second calendar', async () => (await inSecond()) === 200);
    await waitUntil('the event gone from the first', async () => (await eventOf(booking.id)).status === 404);
    const row = await t.app.orm.em.fork().findOneOrFail(Booking, { id: booking.id });
    expect(row.calendarEventIn).toBe(second.data!.addCalendar.id);

    // Cancelled: gone from the calendar that holds it; then the first calendar receives bookings again.
    expect(
      (await gql(admin, 'mutation ($id: ID!) { cancelBooking(id: $id) { status } }', { id: booking.id })).errors,
    ).toBeUndefined();
    await waitUntil('the event deleted from the second calendar', async () => (await inSecond()) === 404);
    const back = await gql(admin, UPDATE, {
      id: calendarId,
      input: { name: 'Team', url: calendarUrl, username: 'team', writeBookings: true },
    });
    expect(back.errors).toBeUndefined();
    expect(
      (
        await gql(admin, 'mutation ($id: ID!) { removeCalendar(id: $id) { message } }', {
          id: second.data!.addCalendar.id,
        })
      ).errors,
    ).toBeUndefined();
  });

  it('an update keeps the stored password when none is given, and the password never comes back out', async () => {
    const input = { name: 'Team calendar', url: calendarUrl, username: 'team', password: '', writeBookings: true };
    const kept = await gql<{ updateCalendar: View }>(admin, UPDATE, { id: calendarId, input });
    expect(kept.errors).toBeUndefined();
    const row = await t.app.orm.em.fork().findOneOrFail(CalendarConnection, { id: calendarId });
    const sealed = row.passwordEncrypted;
    expect(sealed).not.toContain(PASSWORD);
    const changed = await gql(admin, UPDATE, { id: calendarId, input: { ...input, password: OTHER_PASSWORD } });
    expect(changed.errors).toBeUndefined();
    const after = await t.app.orm.em.fork().findOneOrFail(CalendarConnection, { id: calendarId });
    expect(after.passwordEncrypted).not.toBe(sealed);
    expect(after.passwordEncrypted).not.toContain(OTHER_PASSWORD);
    // The schema has no field that could carry it.
    const asked = await gql(admin, '{ calendars { id password } }');
    expect(asked.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const listed = await gql<{ calendars: View[] }>(admin, LIST);
    expect(listed.data!.calendars).toHaveLength(1);
  });

  it('a calendar that stops answering blocks nothing: its last known busy times stay, staff are told once', async () => {
    const dentist = dentistDay();
    await radicale.close();
    // Read again and again: by the schedule, by "test connection", before each booking.
    const tested = await gql<{ testCalendar: View }>(admin, TEST, { id: calendarId });
    expect(tested.data!.testCalendar.lastError).toMatch(/unreachable/);
    expect((await gql<{ testCalendar: View }>(admin, TEST, { id: calendarId })).data!.testCalendar.lastError).toMatch(
      /unreachable/,
    );
    const started = Date.now();
    expect((await book(dentist, '10:00', 'outage-refused@tours.test')).status).toBe(409);
    const booked = await book(dentist, '13:00', 'outage@tours.test');
    expect(booked.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await slots(dentist)).toEqual(without('09:30', '10:00', '10:30', '12:30', '13:00', '13:30'));

    const subject = 'Calendar “Team calendar” does not answer';
    await mailbox.waitFor((mail) => mail.subject === subject);
    await telegram.waitForMessages(1);
    // Several more scheduled syncs fail after the first; then the queues have nothing left to send.
    const failedAt = (await t.app.orm.em.fork().findOneOrFail(CalendarConnection, { id: calendarId })).lastAttemptAt!;
    await waitUntil('two more scheduled syncs', async () => {
      const row = await t.app.orm.em.fork().findOneOrFail(CalendarConnection, { id: calendarId });
      return row.lastAttemptAt!.getTime() > failedAt.getTime() + 2000;
    });
    await waitForQueuedMail(t.app.orm);
    await waitForQueuedAlerts(t.app.orm);
    expect(mailbox.messages.filter((mail) => mail.subject === subject)).toHaveLength(1);
    expect(telegram.messages.filter((message) => message.text.includes('does not answer'))).toHaveLength(1);
    const notice = mailbox.messages.find((mail) => mail.subject === subject)!;
    expect(notice.text).toContain('last known busy times');
    // The write of the new booking waits for the calendar (retried), without holding the booking up.
    expect(await jobsAtWork(t.app.orm, CALENDAR_WRITES_QUEUE)).toBeGreaterThan(0);
  });

  it('is told once more when it answers again (here at a new address, whose busy times replace the old ones)', async () => {
    radicale = await startRadicale();
    calendarUrl = await radicale.calendar('team', 'work');
    const input = { name: 'Team calendar', url: calendarUrl, username: 'team', password: '', writeBookings: true };
    const changed = await gql<{ updateCalendar: View }>(admin, UPDATE, { id: calendarId, input });
    expect(changed.data!.updateCalendar).toMatchObject({ lastError: null, failingSince: null, busyCount: 0 });
    await mailbox.waitFor((mail) => mail.subject === 'Calendar “Team calendar” answers again');
    // The dentist is not in the new calendar: only the booking made during the outage still blocks.
    expect(await slots(dentistDay())).toEqual(without('12:30', '13:00', '13:30'));
    await waitForQueuedMail(t.app.orm);
    expect(mailbox.messages.filter((mail) => mail.subject === 'Calendar “Team calendar” answers again')).toHaveLength(
      1,
    );
  });

  it('no calendar password appears in any answer, e-mail, alert or log line', () => {
    const everything = [
      ...answers,
      ...logLines,
      ...mailbox.messages.map((mail) => `${mail.subject}\n${mail.text}\n${mail.html}`),
      ...telegram.messages.map((message) => message.html),
    ].join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, OTHER_PASSWORD]) expect(everything).not.toContain(secret);
  });
});
