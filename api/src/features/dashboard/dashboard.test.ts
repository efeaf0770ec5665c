import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contactApi, dashboardApi, STAFF_LINKS } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { callRest } from '../../test/rest.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../test/test-app.js';
import { Booking } from '../booking/index.js';
import { ContactSubmission } from '../contact/index.js';
import { NewsletterSubscription } from '../newsletter/index.js';
import { Order } from '../payments/index.js';
import { DashboardService } from './dashboard.service.js';

let t: TestApp;
const admin = new TestBrowser();

beforeAll(async () => {
  t = await startTestApp();
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** An instant written in Cambodia time (UTC+7 all year). */
const cambodia = (local: string) => new Date(`${local}+07:00`);

describe('GET /api/admin/dashboard', () => {
  it('counts a new inquiry at once', async () => {
    const before = await callRest(t.url, dashboardApi.summary, {}, { browser: admin });
    expect(before.status).toBe(200);
    const sent = await postJson(
      `${t.url}${contactApi.submit.path}`,
      { name: 'Chanthy', email: 'chanthy@hotel.test', service: 'seo', message: 'Hello', language: 'km' },
      clientIp(),
    );
    expect(sent.status).toBe(201);
    const after = await callRest(t.url, dashboardApi.summary, {}, { browser: admin });
    expect(after.body.messagesToday).toBe(before.body.messagesToday + 1);
    const event = after.body.recentActivity.find((item) => item.who === 'Chanthy');
    expect(event).toMatchObject({ kind: 'inquiry', detail: 'seo' });
    expect(event!.link).toMatch(/^\/dashboard\/inquiries\?id=[0-9a-f-]{36}$/);
  });
});

// After the test above: these rows are dated 2027, later than anything it adds.
describe("the dashboard's figures, counted in the office's zone", () => {
  // "Now" is 10:00 on Monday 15 March 2027 in Cambodia: 03:00 UTC.
  const now = cambodia('2027-03-15T10:00:00');

  beforeAll(async () => {
    const em = t.app.orm.em.fork();
    const inquiry = (createdAt: Date, name: string, source: 'form' | 'chat' = 'form') =>
      em.create(ContactSubmission, {
        name,
        email: `${name}@guesthouse.test`,
        service: source === 'form' ? 'seo' : null,
        message: 'Hello',
        language: 'en',
        status: 'new',
        source,
        createdAt,
      });
    // Today in Cambodia started at 17:00 UTC yesterday: the first two count, the third is yesterday.
    inquiry(cambodia('2027-03-15T00:00:00'), 'midnight');
    inquiry(cambodia('2027-03-15T09:59:00'), 'lead', 'chat');
    inquiry(cambodia('2027-03-14T23:59:59'), 'yesterday');
    const booking = (
      startsAt: Date,
      status: 'confirmed' | 'cancelled',
      name: string,
      cancelledAt?: Date,
      rescheduledAt?: Date,
    ) =>
      em.create(Booking, {
        name,
        email: `${name}@tours.test`,
        service: 'seo',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        duration: 60,
        timezone: 'Asia/Phnom_Penh',
        language: 'en',
        status,
        cancelledAt: cancelledAt ?? null,
        rescheduledAt: rescheduledAt ?? null,
        createdAt: cambodia('2027-03-01T08:00:00'),
      });
    booking(cambodia('2027-03-15T11:00:00'), 'confirmed', 'later-today');
    booking(cambodia('2027-03-16T09:00:00'), 'confirmed', 'tomorrow');
    booking(cambodia('2027-03-15T09:00:00'), 'confirmed', 'started');
    booking(cambodia('2027-03-17T09:00:00'), 'cancelled', 'cancelled', cambodia('2027-03-15T08:00:00'));
    booking(cambodia('2027-03-18T10:00:00'), 'confirmed', 'moved', undefined, cambodia('2027-03-14T20:00:00'));
    const order = (paidAt: Date | null, status: 'paid' | 'pending') =>
      em.create(Order, {
        package: 'professional',
        amountCents: 79900,
        currency: 'usd',
        status,
        customerEmail: 'buyer@hotel.test',
        stripePaymentIntentId: null,
        language: 'en',
        paidAt,
        createdAt: paidAt ?? now,
      });
    // The month in Cambodia started at 17:00 UTC on 28 February.
    order(cambodia('2027-03-01T00:00:00'), 'paid');
    order(cambodia('2027-03-15T09:30:00'), 'paid');
    order(cambodia('2027-02-28T23:59:00'), 'paid');
    order(null, 'pending');
    const subscriber = (email: string, status: 'active' | 'pending' | 'unsubscribed') =>
      em.create(NewsletterSubscription, {
        email,
        language: 'en',
        status,
        confirmedAt: status === 'pending' ? null : cambodia('2027-03-15T07:00:00'),
      });
    subscriber('one@reader.test', 'active');
    subscriber('two@reader.test', 'active');
    subscriber('three@reader.test', 'pending');
    subscriber('four@reader.test', 'unsubscribed');
    await em.flush();
  });

  it('counts today’s inquiries, meetings to come, this month’s paid orders and active subscribers', async () => {
    const summary = await new DashboardService(t.app.orm, { businessTimeZone: 'Asia/Phnom_Penh' }, () => now).summary();
    expect(summary).toMatchObject({
      messagesToday: 2,
      scheduledMeetings: 3,
      paidOrdersThisMonth: 2,
      activeSubscribers: 2,
    });
  });

  it('bounds the day in BUSINESS_TIMEZONE', async () => {
    // 10:00 in Cambodia is 12:00 in Tokyo: there, "yesterday" (23:59:59 Cambodia = 01:59:59 Tokyo) is today too.
    const tokyo = await new DashboardService(t.app.orm, { businessTimeZone: 'Asia/Tokyo' }, () => now).summary();
    expect(tokyo.messagesToday).toBe(3);
  });

  it('lists the latest events of every kind, newest first, with links to their staff pages', async () => {
    const { recentActivity } = await new DashboardService(
      t.app.orm,
      { businessTimeZone: 'Asia/Phnom_Penh' },
      () => now,
    ).summary();
    expect(recentActivity.map((event) => [event.kind, event.who])).toEqual([
      ['chat-lead', 'lead'],
      ['payment', 'buyer@hotel.test'],
      ['cancellation', 'cancelled'],
      ['subscription', expect.stringMatching(/@reader\.test$/)],
      ['subscription', expect.stringMatching(/@reader\.test$/)],
      ['inquiry', 'midnight'],
      ['inquiry', 'yesterday'],
      // A move is an event of its own, naming the new time.
      ['reschedule', 'moved'],
    ]);
    const move = recentActivity.find((event) => event.kind === 'reschedule')!;
    expect(move.detail).toBe(cambodia('2027-03-18T10:00:00').toISOString());
    expect(move.link).toBe(STAFF_LINKS.booking(move.id));
    const cancellation = recentActivity.find((event) => event.kind === 'cancellation')!;
    expect(cancellation.link).toBe(STAFF_LINKS.booking(cancellation.id));
    expect(cancellation.detail).toBe(cambodia('2027-03-17T09:00:00').toISOString());
  });
});
