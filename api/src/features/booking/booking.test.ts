import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { addDays, bookingApi, formatMeeting, isWeekend, todayIn, zonedTimeToUtc, type InputOf } from '@site/common';
import { Booking } from './booking.entity.js';
import { BookingTokens } from './booking.tokens.js';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { callRest, restUrl } from '../../test/rest.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { workday } from '../../test/dates.js';
import { bookingFeature } from './index.js';
import { waitForQueuedMail } from '../../test/wait.js';

let t: TestApp;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_POLL_SECONDS: '0.5', STAFF_EMAIL: 'team@agency.test' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const PP = 'Asia/Phnom_Penh';
const NY = 'America/New_York';

/** The n-th weekday from a week ahead (in Cambodia), so the minimum notice never matters. */
const weekday = (n: number) => workday(n);
const at = (date: string, time: string) => zonedTimeToUtc(date, time, PP);

// Hostile queries too: anything goes in, typed as the contract's input.
const availability = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  callRest(t.url, bookingApi.availability, query as unknown as InputOf<typeof bookingApi.availability>, { headers });

const request = (start: Date, overrides: Record<string, unknown> = {}) => ({
  name: 'Sokha Chan',
  email: 'sokha@guesthouse.test',
  phone: '+855 12 345 678',
  service: 'web-design',
  datetime: start.toISOString(),
  duration: 60,
  message: 'A website for our guesthouse near Pub Street.',
  timezone: PP,
  language: 'en',
  ...overrides,
});
const book = (start: Date, overrides: Record<string, unknown> = {}, ip = clientIp()) =>
  callRest(t.url, bookingApi.create, request(start, overrides) as InputOf<typeof bookingApi.create>, { headers: ip });

const rows = () => t.app.orm.em.fork().find(Booking, {}, { orderBy: { createdAt: 'asc' } });
/** The manage link of an e-mail; its token also opens the cancel page of links sent before it existed. */
const manageLinkIn = (mail: ParsedMail) => {
  const match = /(http:\/\/[^\s"<>]+\/booking\/manage\?token=[^\s"<>]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no manage link in: ${mail.text}`);
  return match[1];
};
const linkIn = (mail: ParsedMail) => {
  const token = new URL(manageLinkIn(mail)).searchParams.get('token')!;
  return `${t.url}/api/booking/cancel?token=${encodeURIComponent(token)}`;
};
const invite = (mail: ParsedMail) =>
  mail.attachments.find((file) => file.contentType === 'text/calendar')!.content.toString('utf8');
const sql = (query: string, params: unknown[] = []) =>
  t.app.orm.em.getConnection().execute<Record<string, unknown>[]>(query, params);
const ALL_60 = [
  '09:00',
  '09:30',
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
  '16:00',
];

describe('GET /api/booking/availability', () => {
  it('answers { timeSlots } in the visitor’s zone for their local date', async () => {
    const date = weekday(0);
    const here = await availability({ date, timezone: PP });
    expect(here.status).toBe(200);
    expect(here.body).toEqual({ timeSlots: ALL_60 });
    expect(here.headers.get('cache-control')).toBe('no-store');

    const long = await availability({ date, timezone: PP, duration: '120' });
    expect(long.body.timeSlots).toEqual(ALL_60.slice(0, 13));
    const short = await availability({ date, timezone: PP, duration: '30' });
    expect(short.body.timeSlots).toEqual([...ALL_60, '16:30']);

    // Kiritimati is 7 hours ahead of Cambodia all year: the same day, 16:00 to 23:00 there.
    const east = await availability({ date, timezone: 'Pacific/Kiritimati' });
    expect(east.body.timeSlots![0]).toBe('16:00');
    expect(east.body.timeSlots!.at(-1)).toBe('23:00');
  });

  it('refuses invalid input with 400 and a message naming the field, in the visitor’s language', async () => {
    const date = weekday(0);
    const missing = await availability({ timezone: PP });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ date: 'This field is required' });
    expect(missing.body.message).toBe('Please check these fields: Date.');

    const impossible = await availability({ date: '2027-02-30', timezone: PP });
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors!.date).toMatch(/^Please give a real date written as yyyy-MM-dd/);
    expect((await availability({ date: '03/15/2027', timezone: PP })).status).toBe(400);

    const zone = await availability({ date, timezone: 'Mars/Olympus_Mons', language: 'km' });
    expect(zone.status).toBe(400);
    expect(zone.body.errors).toEqual({ timezone: 'សូមផ្ដល់ឈ្មោះល្វែងម៉ោង ដូចជា Asia/Phnom_Penh ឬ America/New_York' });
    expect(zone.body.message).toBe('សូមពិនិត្យចន្លោះទាំងនេះ៖ ល្វែងម៉ោង។');
    expect((await availability({ date, timezone: '+07:00' })).status).toBe(400);
    expect((await availability({ date })).body.errors).toEqual({ timezone: 'This field is required' });

    const duration = await availability({ date, timezone: PP, duration: '45' });
    expect(duration.status).toBe(400);
    expect(duration.body.errors).toEqual({ duration: 'Please choose 30, 60, 90 or 120 minutes' });
    expect((await availability({ date, timezone: PP, duration: 'long' })).status).toBe(400);

    const repeated = await fetch(`${t.url}${bookingApi.availability.path}?date=${date}&date=${date}&timezone=${PP}`);
    expect(repeated.status).toBe(400);
  });

  it('refuses dates the calendar disables (weekend, past, beyond 60 days) with 400, never an empty list', async () => {
    let saturday = weekday(0);
    while (!isWeekend(saturday)) saturday = addDays(saturday, 1);
    const today = todayIn(PP, new Date());
    for (const date of [saturday, addDays(today, -1), addDays(today, 61)]) {
      const response = await availability({ date, timezone: PP }, { 'accept-language': 'km' });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^យើងជួបគ្នាពីថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ/);
      expect(response.body.timeSlots).toBeUndefined();
    }
    const english = await availability({ date: saturday, timezone: PP });
    expect(english.body.message).toBe(
      'We meet Monday to Friday, 9:00 AM to 5:00 PM, Cambodia time, from today up to 60 days ahead, and that date holds none of those hours on your clock. Please pick another date.',
    );
    // A New York Sunday is Cambodia's Monday morning: open, with the Monday's first starts in the evening.
    const sunday = addDays(saturday, 1);
    const ny = await availability({ date: sunday, timezone: NY });
    expect(ny.status).toBe(200);
    expect(ny.body.timeSlots!.length).toBeGreaterThan(0);
    expect(ny.body.timeSlots!.every((time) => time >= '20:00')).toBe(true);
  });
});

describe('POST /api/booking', () => {
  it('stores a zone by its current name: India as Chromium reports it (Asia/Calcutta) is Kolkata time', async () => {
    const start = at(weekday(2), '15:00');
    const response = await book(start, { timezone: 'Asia/Calcutta', email: 'priya@tours.test', name: 'Priya Nair' });
    expect(response.status).toBe(201);
    expect(response.body.booking).toMatchObject({ timezone: 'Asia/Kolkata' });
    const [row] = (await rows()).filter((booking) => booking.email === 'priya@tours.test');
    expect(row.timezone).toBe('Asia/Kolkata');
    const confirmation = await mailbox.waitFor((mail) => recipientOf(mail) === 'priya@tours.test');
    expect(confirmation.text).toContain('Kolkata time');
    expect(confirmation.text).not.toContain('Calcutta');
  });

  it('books, e-mails both sides an invite, hides the slot, and a cancel link frees it again', async () => {
    const date = weekday(1);
    const start = at(date, '10:00');
    const response = await book(start, { timezone: NY, language: 'km', email: 'dara@tours.test', duration: 90 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      message: 'ការកក់ការពិគ្រោះយោបល់បានជោគជ័យ! អ៊ីមែលបញ្ជាក់ ព្រមទាំងការអញ្ជើញប្រតិទិន កំពុងផ្ញើទៅអ្នក។',
      // What the page's lasting confirmation shows: the meeting, the manage page, the calendar file.
      booking: { startsAt: start.toISOString(), duration: 90, service: 'web-design', timezone: NY },
      manageUrl: expect.stringMatching(/^\/km\/booking\/manage\?token=/),
      calendarUrl: expect.stringMatching(/^\/api\/booking\/calendar\.ics\?token=/),
    });
    expect(Object.keys(response.body.booking!).sort()).toEqual([
      'duration',
      'endsAt',
      'meeting',
      'meetingUrl',
      'service',
      'startsAt',
      'timezone',
    ]);

    const [row] = (await rows()).filter((booking) => booking.email === 'dara@tours.test');
    expect(row).toMatchObject({
      status: 'confirmed',
      duration: 90,
      timezone: NY,
      language: 'km',
      service: 'web-design',
    });
    expect(row.startsAt.toISOString()).toBe(start.toISOString());
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(90 * 60_000);

    // 10:00–11:30 is taken: a 60-minute meeting can't start from 09:30 to 11:00.
    const after = await availability({ date, timezone: PP });
    expect(after.body.timeSlots).toEqual(['09:00', ...ALL_60.slice(5)]);

    // The visitor's e-mail: Khmer, times in New York and in Cambodia, the invite in UTC with a stable UID.
    const confirmation = await mailbox.waitFor((mail) => recipientOf(mail) === 'dara@tours.test');
    expect(confirmation.subject).toMatch(/^ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានកក់ហើយ/);
    expect(confirmation.text).toContain(formatMeeting(row.startsAt, row.endsAt, NY, 'km'));
    expect(confirmation.text).toContain(formatMeeting(row.startsAt, row.endsAt, PP, 'km'));
    const ics = invite(confirmation);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:booking-${row.id}@angkordigital.com.kh`);
    const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
    expect(ics).toContain(`DTSTART:${utc(row.startsAt)}`);
    expect(ics).toContain(`DTEND:${utc(row.endsAt)}`);

    const staff = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'team@agency.test' && (mail.subject ?? '').startsWith('New booking: Sokha Chan'),
    );
    expect(staff.replyTo?.value[0].address).toBe('dara@tours.test');
    expect(invite(staff)).toContain(`UID:booking-${row.id}@angkordigital.com.kh`);

    // The reminders wait in the queue until 24 hours and 1 hour before.
    expect(row.reminderJobId).toBeTruthy();
    const [job] = await sql('select state, start_after from pgboss.job where id = ?', [row.reminderJobId]);
    expect(job.state).toBe('created');
    expect(new Date(job.start_after as string).getTime()).toBe(start.getTime() - 24 * 3600_000);
    const [hour] = await sql('select state, start_after from pgboss.job where id = ?', [row.hourReminderJobId]);
    expect(new Date(hour.start_after as string).getTime()).toBe(start.getTime() - 3600_000);
    // The e-mail's link is the manage page, in the booking's language.
    expect(new URL(manageLinkIn(confirmation)).pathname).toBe('/km/booking/manage');

    // A mail scanner following the link cancels nothing.
    const link = linkIn(confirmation);
    const ask = await fetch(link);
    expect(ask.status).toBe(200);
    const askPage = await ask.text();
    expect(askPage).toContain('lang="km"');
    expect(askPage).toContain('<form method="post"');
    expect((await availability({ date, timezone: PP })).body.timeSlots).not.toContain('10:00');

    const cancelled = await fetch(link, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('ការកក់របស់អ្នកត្រូវបានបោះបង់');
    expect((await availability({ date, timezone: PP })).body.timeSlots).toEqual(ALL_60);
    const gone = await t.app.orm.em.fork().findOneOrFail(Booking, { id: row.id });
    expect(gone.status).toBe('cancelled');
    expect(gone.cancelledAt).toBeInstanceOf(Date);
    const withdrawn = await sql('select state from pgboss.job where id in (?, ?)', [
      row.reminderJobId,
      row.hourReminderJobId,
    ]);
    expect(withdrawn.map((job) => job.state)).toEqual(['cancelled', 'cancelled']);

    const notice = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'dara@tours.test' && (mail.subject ?? '').startsWith('ការកក់របស់អ្នកត្រូវបានបោះបង់'),
    );
    expect(invite(notice)).toContain('METHOD:CANCEL');
    expect(invite(notice)).toContain(`UID:booking-${row.id}@angkordigital.com.kh`);
    await mailbox.waitFor((mail) => (mail.subject ?? '').startsWith('Booking cancelled: Sokha Chan'));

    const again = await fetch(link, { method: 'POST' });
    expect(await again.text()).toContain('បានបោះបង់រួចហើយ');
    // The slot can be booked again.
    expect((await book(start, { email: 'next@tours.test' })).status).toBe(201);
  });

  it('sends the reminder when its time comes, and never for a cancelled booking', async () => {
    const date = weekday(2);
    await book(at(date, '09:00'), { email: 'keeps@tours.test' });
    await book(at(date, '14:00'), { email: 'cancels@tours.test' });
    const all = await rows();
    const keeps = all.find((booking) => booking.email === 'keeps@tours.test')!;
    const cancels = all.find((booking) => booking.email === 'cancels@tours.test')!;
    const confirmation = await mailbox.waitFor((mail) => recipientOf(mail) === 'cancels@tours.test');
    expect((await fetch(linkIn(confirmation), { method: 'POST' })).status).toBe(200);

    // Bring both reminders' time forward to now, as if the day before the meeting had come.
    await sql('update pgboss.job set start_after = now() where id in (?, ?)', [
      keeps.reminderJobId,
      cancels.reminderJobId,
    ]);
    const reminder = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'keeps@tours.test' && (mail.subject ?? '').startsWith('Reminder:'),
    );
    expect(reminder.subject).toMatch(/^Reminder: your consultation is tomorrow, /);
    expect(reminder.text).toContain(formatMeeting(keeps.startsAt, keeps.endsAt, PP, 'en'));
    // Every due e-mail has gone: the cancelled booking's reminder, had it still been queued, too.
    await waitForQueuedMail(t.app.orm);
    const toCancelled = mailbox.messages.filter((mail) => recipientOf(mail) === 'cancels@tours.test');
    expect(toCancelled.map((mail) => mail.subject).some((subject) => subject?.startsWith('Reminder:'))).toBe(false);
  });

  it('answers 409 in the visitor’s language when the slot or an overlapping one is taken', async () => {
    const date = weekday(3);
    expect((await book(at(date, '11:00'), { duration: 120 })).status).toBe(201);
    const taken = await book(at(date, '12:00'), { language: 'km' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'សូមអភ័យទោស ម៉ោងនោះទើបតែមានគេកក់ហើយ — សូមជ្រើសរើសម៉ោងផ្សេងទៀត។' });
    const overlap = await book(at(date, '10:30'));
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('Sorry, that time was just taken — please pick another time.');
    // Back to back is fine.
    expect((await book(at(date, '13:00'), { duration: 30 })).status).toBe(201);
  });

  it('answers the same form sent again with the booking it made, once booked and told once', async () => {
    const start = at(weekday(4), '15:30');
    const details = { email: 'twice@tours.test', name: 'Vanna Twice', message: 'Sent again on a slow network.' };
    const first = await book(start, details);
    expect(first.status).toBe(201);
    const again = await book(start, details);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ message: first.body.message, booking: first.body.booking });
    expect(again.body.manageUrl).toMatch(/\/booking\/manage\?token=/);
    expect((await rows()).filter((booking) => booking.email === 'twice@tours.test')).toHaveLength(1);
    // Anything different is another request: the time is taken.
    expect((await book(start, { ...details, message: 'Someone else.' })).status).toBe(409);
    expect((await book(start, { ...details, name: 'Another Name' })).status).toBe(409);
    // One confirmation, not two.
    await mailbox.waitFor((mail) => recipientOf(mail) === 'twice@tours.test');
    await waitForQueuedMail(t.app.orm);
    expect(mailbox.messages.filter((mail) => recipientOf(mail) === 'twice@tours.test')).toHaveLength(1);
  });

  it('validates everything again and stores nothing that fails', async () => {
    const before = (await rows()).length;
    const date = weekday(4);
    const empty = await postJson(`${t.url}${bookingApi.create.path}`, {}, clientIp());
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors!).sort()).toEqual(['datetime', 'email', 'name', 'service', 'timezone']);

    const bad = await book(at(date, '10:00'), {
      email: 'nope',
      service: 'astrology',
      duration: 45,
      timezone: 'Nowhere/City',
      language: 'km',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      email: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ',
      service: 'សូមជ្រើសរើសជម្រើសណាមួយ',
      duration: 'សូមជ្រើសរើស 30, 60, 90 ឬ 120 នាទី',
      timezone: 'សូមផ្ដល់ឈ្មោះល្វែងម៉ោង ដូចជា Asia/Phnom_Penh ឬ America/New_York',
    });
    expect((await book(at(date, '10:00'), { datetime: 'tomorrow at ten' })).body.errors).toEqual({
      datetime: 'Please choose a date and a time from the list',
    });
    // PostgreSQL cannot store NUL: a message carrying one is a 400 naming the field, never a 5xx.
    const nul = await book(at(date, '10:00'), { message: '\u0000' });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body.errors!)).toEqual(['message']);

    // A time we never offer: off the half-hour grid, after hours, or a meeting running past 17:00.
    for (const start of [at(date, '10:15'), at(date, '18:00'), at(date, '16:30')]) {
      const response = await book(start);
      expect(response.status).toBe(400);
      expect(response.body.errors!.datetime).toMatch(/^We don't offer that time\./);
    }
    // A weekend or past date.
    let saturday = date;
    while (!isWeekend(saturday)) saturday = addDays(saturday, 1);
    expect((await book(at(saturday, '10:00'))).status).toBe(400);
    expect((await book(at(addDays(todayIn(PP, new Date()), -1), '10:00'))).status).toBe(400);
    // Too soon: the visitor's "now" is later than the minimum notice allows.
    const soon = new Date(Math.ceil((Date.now() + 30 * 60_000) / 1_800_000) * 1_800_000);
    expect((await book(soon)).status).toBe(400);
    expect((await rows()).length).toBe(before);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = (await rows()).length;
    const response = await book(at(weekday(5), '10:00'), { email: 'bot@spam.test', website: 'http://spam.test' });
    expect(response.status).toBe(201);
    expect(response.body.message).toMatch(/^Appointment booked successfully!/);
    // A booking's e-mails are queued with its row, before the answer: any would have been sent by now.
    await waitForQueuedMail(t.app.orm);
    expect((await rows()).length).toBe(before);
    expect(mailbox.messages.some((mail) => recipientOf(mail) === 'bot@spam.test')).toBe(false);
  });

  it('limits each IP to 10 booking attempts per 10 minutes', async () => {
    const ip = clientIp();
    const start = at(weekday(3), '11:00'); // taken above: each attempt is a 409, and counts
    for (let i = 0; i < 10; i += 1) expect((await book(start, {}, ip)).status).toBe(409);
    const limited = await book(start, { language: 'km' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^មានសំណើច្រើនពេក/);
  });

  it('refuses a forged or altered cancel link', async () => {
    const tokens = new BookingTokens('another secret that is at least 32 characters');
    const [row] = await rows();
    const forged = tokens.sign({ bookingId: row.id, nonce: row.cancelNonce });
    const page = await fetch(`${t.url}/api/booking/cancel?token=${encodeURIComponent(forged)}`, { method: 'POST' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This link does not work');
    const genuine = new BookingTokens(t.config.sessionSecret).sign({ bookingId: row.id, nonce: 'other-nonce' });
    expect((await fetch(`${t.url}/api/booking/cancel?token=${encodeURIComponent(genuine)}`)).status).toBe(400);
    expect((await fetch(`${t.url}/api/booking/cancel`)).status).toBe(400);
  });
});

describe('GraphQL', () => {
  it('availability and createBooking are the same service', async () => {
    const date = weekday(6);
    const query =
      'query($date: String!, $timezone: String!, $duration: Int) { availability(date: $date, timezone: $timezone, duration: $duration) { timeSlots } }';
    const free = await graphql<{ availability: { timeSlots: string[] } }>(t.url, query, { date, timezone: PP });
    expect(free.body.data?.availability.timeSlots).toEqual(ALL_60);

    const mutation = 'mutation($input: BookingInput!) { createBooking(input: $input) { message } }';
    const input = { ...request(at(date, '15:00')), email: 'graphql@tours.test' };
    const created = await graphql<{ createBooking: { message: string } }>(t.url, mutation, { input }, clientIp());
    expect(created.body.data?.createBooking.message).toMatch(/^Appointment booked successfully!/);
    const rest = await availability({ date, timezone: PP });
    expect(rest.body.timeSlots).not.toContain('15:00');
    expect(rest.body.timeSlots).not.toContain('14:30');

    const conflict = await graphql(t.url, mutation, { input: { ...input, language: 'km' } }, clientIp());
    expect(conflict.body.errors?.[0].extensions).toEqual({ code: 'CONFLICT' });
    expect(conflict.body.errors?.[0].message).toMatch(/^សូមអភ័យទោស/);

    const invalid = await graphql(t.url, query, { date: '2027-13-01', timezone: PP });
    expect(invalid.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('upcomingBookings is for admins only; the service lists confirmed bookings that have not ended, soonest first', async () => {
    const anonymous = await graphql(t.url, '{ upcomingBookings { rows { id name startsAt } total } }');
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data ?? null).toBeNull();

    const { rows: upcoming } = await t.app.use(bookingFeature).booking.upcoming({});
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((booking) => booking.status === 'confirmed' && booking.endsAt > new Date())).toBe(true);
    const starts = upcoming.map((booking) => booking.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const cancelled = (await rows()).filter((booking) => booking.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(upcoming.some((booking) => cancelled.some((c) => c.id === booking.id))).toBe(false);
  });
});

describe('staff: the upcoming bookings and cancelling one from the dashboard', () => {
  const anonymous = new TestBrowser();
  const staff = new TestBrowser();
  const admin = new TestBrowser();
  beforeAll(async () => {
    await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
    await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
  }, 60_000);

  it('GET /api/admin/bookings: 401 anonymous, 403 staff; admins get the upcoming bookings, soonest first, both clocks in the CSV', async () => {
    const date = weekday(9);
    expect((await book(at(date, '16:00'), { email: 'later@tours.test', timezone: NY })).status).toBe(201);
    expect((await book(at(date, '09:00'), { email: 'sooner@tours.test', name: 'សុខា ចាន់' })).status).toBe(201);

    // The CSV is the same path with ?format=csv.
    for (const input of [{}, { format: 'csv' }] as InputOf<typeof bookingApi.upcoming>[]) {
      expect((await callRest(t.url, bookingApi.upcoming, input, { browser: anonymous })).status).toBe(401);
      expect((await callRest(t.url, bookingApi.upcoming, input, { browser: staff })).status).toBe(403);
    }
    const response = await callRest(t.url, bookingApi.upcoming, {}, { browser: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = response.body;
    const starts = list.map((booking) => booking.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(list.every((booking) => booking.status === 'confirmed' && new Date(booking.startsAt) > new Date())).toBe(
      true,
    );
    const mine = list.filter((booking) => ['sooner@tours.test', 'later@tours.test'].includes(booking.email));
    expect(mine.map((booking) => booking.email)).toEqual(['sooner@tours.test', 'later@tours.test']);
    expect(Object.keys(mine[0]).sort()).toEqual(
      [
        'createdAt',
        'duration',
        'email',
        'endsAt',
        'id',
        'language',
        'meeting',
        'meetingUrl',
        'message',
        'name',
        'phone',
        'service',
        'source',
        'startsAt',
        'status',
        'timezone',
      ].sort(),
    );
    expect(mine[1]).toMatchObject({ startsAt: at(date, '16:00').toISOString(), timezone: NY, duration: 60 });

    const csv = await admin.request(`${restUrl(t.url, bookingApi.upcoming, {})}?format=csv`);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"Starts \(UTC\)","Ends \(UTC\)","When \(Cambodia\)","When \(visitor's clock\)"/);
    const later = lines.find((line) => line.includes('later@tours.test'))!;
    const start = at(date, '16:00');
    const end = new Date(start.getTime() + 3600_000);
    expect(later).toContain(`"${formatMeeting(start, end, PP, 'en')}","${formatMeeting(start, end, NY, 'en')}"`);
    expect(lines.some((line) => line.includes('"សុខា ចាន់"'))).toBe(true);
    expect(later).toContain('"Video call","https://meet.jit.si/AngkorDigital-');
  });

  it('POST /api/admin/bookings/:id/cancel frees the time, withdraws the reminder and tells the visitor in their language', async () => {
    const date = weekday(10);
    const start = at(date, '10:00');
    expect((await book(start, { email: 'dropped@tours.test', language: 'km' })).status).toBe(201);
    const row = (await rows()).find((booking) => booking.email === 'dropped@tours.test')!;
    const cancel = (browser: TestBrowser, id = row.id, headers: Record<string, string> = {}) =>
      callRest(t.url, bookingApi.cancelByStaff, { id }, { browser, headers });

    expect((await cancel(anonymous)).status).toBe(401);
    expect((await cancel(staff)).status).toBe(403);
    expect((await t.app.orm.em.fork().findOneOrFail(Booking, { id: row.id })).status).toBe('confirmed');

    const cancelled = await cancel(admin);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: row.id, status: 'cancelled' });
    expect((await availability({ date, timezone: PP })).body.timeSlots).toContain('10:00');
    const [withdrawn] = await sql('select state from pgboss.job where id = ?', [row.reminderJobId]);
    expect(withdrawn.state).toBe('cancelled');
    const { body: upcoming } = await callRest(t.url, bookingApi.upcoming, {}, { browser: admin });
    expect(upcoming.some((booking) => booking.id === row.id)).toBe(false);

    const notice = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'dropped@tours.test' && /បោះបង់/.test(mail.subject ?? ''),
    );
    expect(notice.text).toContain('យើងសូមអភ័យទោស៖ យើងចាំបាច់ត្រូវបោះបង់');
    expect(invite(notice)).toContain('METHOD:CANCEL');
    const team = await mailbox.waitFor(
      (mail) => recipientOf(mail) === 'team@agency.test' && (mail.text ?? '').includes('admin@example.com cancelled'),
    );
    expect(team.subject).toMatch(/^Booking cancelled: /);

    // Again: idempotent, no second e-mail.
    expect((await cancel(admin)).status).toBe(200);
    await waitForQueuedMail(t.app.orm);
    expect(
      mailbox.messages.filter((mail) => recipientOf(mail) === 'dropped@tours.test' && /បោះបង់/.test(mail.subject ?? '')),
    ).toHaveLength(1);

    const unknown = await cancel(admin, '00000000-0000-4000-8000-000000000000', { 'accept-language': 'km' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('មិនមានការកក់នេះទេ។');
    expect((await cancel(admin, 'not-an-id')).status).toBe(404);
  });

  it('refuses to cancel a meeting that has already started (409)', async () => {
    const em = t.app.orm.em.fork();
    const started = em.create(Booking, {
      name: 'Now',
      email: 'now@tours.test',
      service: 'seo',
      startsAt: new Date(Date.now() - 10 * 60_000),
      endsAt: new Date(Date.now() + 50 * 60_000),
      duration: 60,
      timezone: PP,
      language: 'en',
    });
    await em.flush();
    const response = await callRest(t.url, bookingApi.cancelByStaff, { id: started.id }, { browser: admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'This meeting has already started, so it can no longer be changed or cancelled.',
    );
    expect((await em.fork().findOneOrFail(Booking, { id: started.id })).status).toBe('confirmed');
  });

  it('GraphQL cancelBooking: UNAUTHENTICATED, FORBIDDEN, then the cancelled booking for an admin', async () => {
    const date = weekday(11);
    expect((await book(at(date, '13:00'), { email: 'viagraphql@tours.test' })).status).toBe(201);
    const row = (await rows()).find((booking) => booking.email === 'viagraphql@tours.test')!;
    const mutation = 'mutation ($id: ID!) { cancelBooking(id: $id) { id status } }';
    const gql = async (browser: TestBrowser) =>
      JSON.parse(
        (await browser.request(`${t.url}/graphql`, { json: { query: mutation, variables: { id: row.id } } })).text,
      );
    expect((await gql(anonymous)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(staff)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(admin)).data.cancelBooking).toEqual({ id: row.id, status: 'cancelled' });
  });
});
