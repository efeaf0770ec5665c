import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { SITE, addDays, bookingApi, formatMeeting, todayIn, zonedTimeToUtc, type InputOf } from '@site/common';
import { CROSS_ORIGIN_REFUSED } from '../../access.js';
import { Booking } from './booking.entity.js';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { callRest } from '../../test/rest.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { clientIp, graphql, startTestApp, type TestApp } from '../../test/test-app.js';
import { workday } from '../../test/dates.js';
import { bookingFeature } from './index.js';

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

/** The n-th Cambodian weekday from a week ahead, so the notices never matter. */
const weekday = (n: number) => workday(n);
const at = (date: string, time: string) => zonedTimeToUtc(date, time, PP);

/** Books through the API and returns the row and the manage link's token. */
async function booked(start: Date, overrides: Record<string, unknown> = {}) {
  const input = {
    name: 'Sokha Chan',
    email: `guest.${start.getTime()}@tours.test`,
    service: 'seo',
    datetime: start.toISOString(),
    duration: 60,
    timezone: PP,
    language: 'en',
    ...overrides,
  } as InputOf<typeof bookingApi.create>;
  const response = await callRest(t.url, bookingApi.create, input, { headers: clientIp() });
  expect(response.status).toBe(201);
  const token = new URLSearchParams(response.body.manageUrl!.split('?')[1]).get('token')!;
  const row = await t.app.orm.em.fork().findOneOrFail(Booking, { email: input.email });
  return { row, token, email: input.email };
}

const reschedule = (token: string, start: Date, extra: Record<string, unknown> = {}, headers = clientIp()) =>
  callRest(
    t.url,
    bookingApi.reschedule,
    { token, datetime: start.toISOString(), timezone: PP, ...extra } as InputOf<typeof bookingApi.reschedule>,
    { headers },
  );
const slotsOn = async (date: string, token?: string) =>
  (await callRest(t.url, bookingApi.availability, { date, timezone: PP, ...(token ? { token } : {}) })).body.timeSlots;
const fresh = (id: string) => t.app.orm.em.fork().findOneOrFail(Booking, { id });
/** The mail jobs of these ids, in the same order (state and when each may be sent). */
const jobs = (ids: (string | null | undefined)[]) =>
  Promise.all(
    ids.map(async (id) => {
      const [job] = await t.app.orm.em
        .getConnection()
        .execute<{ id: string; state: string; start_after: Date }[]>(
          'select id, state, start_after from pgboss.job where id = ?',
          [id],
        );
      return job;
    }),
  );
const invite = (mail: ParsedMail) =>
  mail.attachments.find((file) => file.contentType === 'text/calendar')!.content.toString('utf8');

/** The one VEVENT of an .ics, read by a real parser (ical.js). */
function parsedEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate(),
    summary: event.getFirstPropertyValue('summary'),
    status: event.getFirstPropertyValue('status'),
  };
}

describe('POST /api/booking/reschedule: the manage link moves a booking', () => {
  it('moves it in one step: old time free, new time taken, same UID with a higher SEQUENCE, reminders moved', async () => {
    const date = weekday(0);
    const { row, token, email } = await booked(at(date, '10:00'), { language: 'km', timezone: NY });
    // Its own time does not count against it on the manage page.
    expect(await slotsOn(date)).not.toContain('10:00');
    expect(await slotsOn(date, token)).toContain('10:00');
    expect((await callRest(t.url, bookingApi.manage, { token })).body).toMatchObject({
      startsAt: row.startsAt.toISOString(),
      status: 'confirmed',
      changeable: true,
      noticeHours: 12,
      language: 'km',
    });

    const target = at(weekday(1), '14:00');
    const moved = await reschedule(token, target, { timezone: NY });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toMatch(/^ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានប្ដូរពេលវេលាហើយ/);
    expect(moved.body.booking).toMatchObject({ startsAt: target.toISOString(), timezone: NY });

    const after = await fresh(row.id);
    expect(after.startsAt.toISOString()).toBe(target.toISOString());
    expect(after.endsAt.getTime() - after.startsAt.getTime()).toBe(3600_000);
    expect(after.sequence).toBe(1);
    expect(await slotsOn(date)).toContain('10:00');
    expect(await slotsOn(weekday(1))).not.toContain('14:00');

    // The reminders of the old time are withdrawn, two new ones wait for the new time.
    const old = await jobs([row.reminderJobId, row.hourReminderJobId]);
    expect(old.map((job) => job.state)).toEqual(['cancelled', 'cancelled']);
    const [day, hour] = await Promise.all([jobs([after.reminderJobId]), jobs([after.hourReminderJobId])]);
    expect(day[0]).toMatchObject({ state: 'created' });
    expect(new Date(day[0].start_after).getTime()).toBe(target.getTime() - 24 * 3600_000);
    expect(new Date(hour[0].start_after).getTime()).toBe(target.getTime() - 3600_000);

    // The visitor's update: Khmer, the new time on both clocks, the previous one, the invite moved.
    const update = await mailbox.waitFor((mail) => recipientOf(mail) === email && /ប្ដូរទៅ/.test(mail.subject ?? ''));
    expect(update.text).toContain(formatMeeting(after.startsAt, after.endsAt, NY, 'km'));
    expect(update.text).toContain(formatMeeting(after.startsAt, after.endsAt, PP, 'km'));
    expect(update.text).toContain(formatMeeting(row.startsAt, row.endsAt, NY, 'km'));
    const ics = invite(update);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(
      ics
        .split('\r\n')
        .slice(0, -1)
        .every((line) => !line.includes('\n')),
    ).toBe(true);
    expect(parsedEvent(ics)).toMatchObject({
      method: 'REQUEST',
      uid: `booking-${row.id}@angkordigital.com.kh`,
      sequence: 1,
      start: target,
      end: after.endsAt,
      status: 'CONFIRMED',
    });
    expect(parsedEvent(ics).summary).toMatch(/ការពិគ្រោះយោបល់/);
    const team = await mailbox.waitFor((mail) => (mail.subject ?? '').startsWith('Booking moved: Sokha Chan'));
    expect(team.text).toContain('moved their consultation with the link');
    expect(parsedEvent(invite(team))).toMatchObject({ uid: `booking-${row.id}@angkordigital.com.kh`, sequence: 1 });

    // Moved again: SEQUENCE 2.
    expect((await reschedule(token, at(weekday(1), '15:30'), { timezone: NY })).status).toBe(200);
    expect((await fresh(row.id)).sequence).toBe(2);
  });

  it('answers 409 when the new time was just taken, and keeps the booking where it was', async () => {
    const date = weekday(2);
    await booked(at(date, '11:00'));
    const { row, token } = await booked(at(date, '14:00'));
    const taken = await reschedule(token, at(date, '11:30'), { language: 'km' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('សូមអភ័យទោស ម៉ោងនោះទើបតែមានគេកក់ហើយ — សូមជ្រើសរើសម៉ោងផ្សេងទៀត។');
    expect((await fresh(row.id)).startsAt.toISOString()).toBe(row.startsAt.toISOString());
    // Moving within its own time (14:00 -> 14:30) overlaps only itself: fine.
    expect((await reschedule(token, at(date, '14:30'))).status).toBe(200);
  });

  it('refuses an invalid, past, unoffered or unchanged time with 400, an unknown link with 404, another origin with 403', async () => {
    const date = weekday(3);
    const { row, token } = await booked(at(date, '09:00'));
    expect((await reschedule(token, at(date, '09:15'))).status).toBe(400);
    expect((await reschedule(token, at(addDays(todayIn(PP, new Date()), -1), '10:00'))).status).toBe(400);
    const same = await reschedule(token, at(date, '09:00'));
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('That is already the time of this booking. Please pick another time.');
    const bad = await callRest(t.url, bookingApi.reschedule, {
      token,
      datetime: 'tomorrow',
      timezone: 'Mars/Base',
    } as InputOf<typeof bookingApi.reschedule>);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['datetime', 'timezone']);
    const unknown = await reschedule(`${token}x`, at(date, '10:00'), {}, { ...clientIp(), 'accept-language': 'km' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/^តំណនេះប្រើមិនបាន/);
    const foreign = await reschedule(token, at(date, '10:00'), {}, { ...clientIp(), 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect((await fresh(row.id)).startsAt.toISOString()).toBe(row.startsAt.toISOString());
  });

  it('refuses changes less than BOOKING_CHANGE_NOTICE_HOURS before the meeting (400 saying to call or e-mail)', async () => {
    const em = t.app.orm.em.fork();
    const soon = em.create(Booking, {
      name: 'Soon',
      email: 'soon@tours.test',
      service: 'seo',
      startsAt: new Date(Date.now() + 5 * 3600_000),
      endsAt: new Date(Date.now() + 6 * 3600_000),
      duration: 60,
      timezone: PP,
      language: 'en',
    });
    await em.flush();
    const token = new URL(t.app.use(bookingFeature).booking.manageUrl(soon)).searchParams.get('token')!;
    const late = await reschedule(token, at(weekday(4), '10:00'));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(
      `This meeting is less than 12 hours away, so it can no longer be changed or cancelled online. Please call us on ${SITE.phone} or e-mail ${SITE.email}.`,
    );
    expect((await callRest(t.url, bookingApi.manage, { token })).body.changeable).toBe(false);
    const cancel = await callRest(t.url, bookingApi.cancelByLink, { token });
    expect(cancel.status).toBe(400);
    expect((await fresh(soon.id)).status).toBe('confirmed');
  });

  it('a link of a cancelled booking still opens, but moves nothing (409); cancelling again is harmless', async () => {
    const date = weekday(5);
    const { row, token } = await booked(at(date, '13:00'), { language: 'km' });
    const cancelled = await callRest(t.url, bookingApi.cancelByLink, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(/^ការកក់របស់អ្នកត្រូវបានបោះបង់/);
    expect((await fresh(row.id)).sequence).toBe(1);
    const stale = await reschedule(token, at(date, '15:00'));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This booking was cancelled, so it can no longer be moved. Please book a new time.',
    );
    expect((await callRest(t.url, bookingApi.manage, { token })).body).toMatchObject({
      status: 'cancelled',
      changeable: false,
    });
    expect((await callRest(t.url, bookingApi.cancelByLink, { token })).body.message).toMatch(
      /^ការកក់នេះត្រូវបានបោះបង់រួចហើយ/,
    );
    const notice = await mailbox.waitFor(
      (mail) => recipientOf(mail) === `guest.${row.startsAt.getTime()}@tours.test` && /បោះបង់/.test(mail.subject ?? ''),
    );
    expect(parsedEvent(invite(notice))).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' });
    expect(invite(notice).endsWith('\r\n')).toBe(true);
  });

  it('GraphQL rescheduleBooking and managedBooking are the same service', async () => {
    const date = weekday(6);
    const { row, token } = await booked(at(date, '09:30'));
    const view = await graphql<{ managedBooking: { startsAt: string; changeable: boolean } }>(
      t.url,
      'query($token: String!) { managedBooking(token: $token) { startsAt changeable } }',
      { token },
    );
    expect(view.body.data?.managedBooking).toEqual({ startsAt: row.startsAt.toISOString(), changeable: true });
    const mutation = 'mutation($input: RescheduleInput!) { rescheduleBooking(input: $input) { message } }';
    const input = { token, datetime: at(date, '16:00').toISOString(), timezone: PP };
    // As over REST, a page of another origin (a partner's page, with CORS) can neither move nor cancel it.
    const partner = { ...clientIp(), origin: 'https://partner.example', 'accept-language': 'km' };
    for (const [query, variables] of [
      [mutation, { input }],
      ['mutation($token: String!) { cancelBookingByLink(token: $token) { message } }', { token }],
    ] as const) {
      const refused = await graphql(t.url, query, variables, partner);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: CROSS_ORIGIN_REFUSED.km,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect((await t.app.orm.em.fork().findOneOrFail(Booking, { id: row.id })).startsAt).toEqual(row.startsAt);
    const moved = await graphql<{ rescheduleBooking: { message: string } }>(t.url, mutation, { input }, clientIp());
    expect(moved.body.data?.rescheduleBooking.message).toMatch(/^Your consultation is moved/);
    const again = await graphql(t.url, mutation, { input }, clientIp());
    expect(again.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await graphql(t.url, mutation, { input: { ...input, token: 'nope' } }, clientIp());
    expect(unknown.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('staff move a booking: POST /api/admin/bookings/:id/reschedule and rescheduleBookingByStaff', () => {
  const anonymous = new TestBrowser();
  const staff = new TestBrowser();
  const admin = new TestBrowser();
  beforeAll(async () => {
    await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
    await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
  }, 60_000);

  it('401 anonymous, 403 staff; an admin moves it, the visitor is told the agency did, in their language', async () => {
    const date = weekday(7);
    const { row, email } = await booked(at(date, '10:00'), { language: 'km', timezone: NY });
    const move = (browser: TestBrowser, datetime: Date, id = row.id) =>
      callRest(t.url, bookingApi.rescheduleByStaff, { id, datetime: datetime.toISOString() }, { browser });
    expect((await move(anonymous, at(date, '15:00'))).status).toBe(401);
    expect((await move(staff, at(date, '15:00'))).status).toBe(403);
    const moved = await move(admin, at(date, '15:00'));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: row.id, startsAt: at(date, '15:00').toISOString(), timezone: NY });
    const notice = await mailbox.waitFor((mail) => recipientOf(mail) === email && /ប្ដូរទៅ/.test(mail.subject ?? ''));
    expect(notice.text).toContain('យើងចាំបាច់ត្រូវប្ដូរការពិគ្រោះយោបល់របស់អ្នក');
    await mailbox.waitFor((mail) => (mail.text ?? '').includes(`admin@example.com moved Sokha Chan's consultation`));

    expect((await move(admin, at(date, '15:00'))).status).toBe(400); // same time
    expect((await move(admin, at(date, '15:15'))).status).toBe(400); // not offered
    expect((await move(admin, at(date, '16:00'), '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await move(admin, at(date, '16:00'), 'nope')).status).toBe(404);

    const mutation =
      'mutation ($id: ID!, $datetime: String!) { rescheduleBookingByStaff(id: $id, datetime: $datetime) { id startsAt } }';
    const gql = async (browser: TestBrowser, datetime: Date) =>
      JSON.parse(
        (
          await browser.request(`${t.url}/graphql`, {
            json: { query: mutation, variables: { id: row.id, datetime: datetime.toISOString() } },
          })
        ).text,
      );
    expect((await gql(anonymous, at(date, '11:00'))).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(staff, at(date, '11:00'))).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(admin, at(date, '11:00'))).data.rescheduleBookingByStaff).toEqual({
      id: row.id,
      startsAt: at(date, '11:00').toISOString(),
    });
    expect((await fresh(row.id)).sequence).toBe(2);
  });
});
