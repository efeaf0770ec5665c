import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  bookingApi,
  contactApi,
  dashboardApi,
  newsletterApi,
  paymentsApi,
  PAGE_LIMITS,
  type AnyContract,
} from '@site/common';
import { Booking } from '../features/booking/booking.entity.js';
import { ContactSubmission } from '../features/contact/contact.entity.js';
import { Order } from '../features/payments/payments.entity.js';
import { NewsletterSubscription } from '../features/newsletter/newsletter.entity.js';
import { TestBrowser, finishSignIn, signIn } from '../test/browser.js';
import { callRest, restUrl } from '../test/rest.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

// The local default: the built-in OpenID provider at /dev-oidc, its admin@example.com an admin by default.
let t: TestApp;
const anonymous = new TestBrowser();
const staff = new TestBrowser();
const admin = new TestBrowser();
let oldest: string;
let bookingId: string;
let orderId: string;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.app.orm.em.fork();
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, minutes));
  const old = em.create(ContactSubmission, {
    name: '=HYPERLINK("http://evil.test","click")',
    email: 'old@guesthouse.test',
    phone: '+855 12 000 000',
    service: 'seo',
    message: 'Line one, "quoted"\nline two',
    language: 'en',
    status: 'new',
    createdAt: at(0),
  });
  em.create(ContactSubmission, {
    name: 'សុខា ចាន់',
    email: 'new@guesthouse.test',
    service: 'web-design',
    message: 'សួស្តី',
    language: 'km',
    status: 'new',
    createdAt: at(30),
  });
  em.create(NewsletterSubscription, {
    email: 'first@reader.test',
    language: 'en',
    status: 'active',
    subscribedAt: at(1),
  });
  em.create(NewsletterSubscription, {
    email: 'second@reader.test',
    name: 'Dara',
    language: 'km',
    status: 'pending',
    subscribedAt: at(2),
  });
  const booking = em.create(Booking, {
    name: 'Dara Sok',
    email: 'dara@tours.test',
    service: 'seo',
    startsAt: new Date(Date.UTC(2030, 0, 7, 2)),
    endsAt: new Date(Date.UTC(2030, 0, 7, 3)),
    duration: 60,
    timezone: 'Asia/Phnom_Penh',
    language: 'en',
    status: 'confirmed',
  });
  const order = em.create(Order, {
    package: 'starter',
    amountCents: 29900,
    currency: 'usd',
    status: 'paid',
    customerEmail: 'buyer@hotel.test',
    language: 'km',
    paidAt: new Date(),
  });
  await em.flush();
  oldest = old.id;
  bookingId = booking.id;
  orderId = order.id;
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

// Every staff call under /api/admin, whichever feature owns it: [name, contract, input].
const REST_CALLS: [string, AnyContract, () => Record<string, unknown>][] = [
  ['contact list', contactApi.list, () => ({})],
  ['contact CSV', contactApi.list, () => ({ format: 'csv' })],
  ['contact status', contactApi.setStatus, () => ({ id: oldest, status: 'read' })],
  ['newsletter list', newsletterApi.list, () => ({})],
  ['newsletter CSV', newsletterApi.list, () => ({ format: 'csv' })],
  ['upcoming bookings', bookingApi.upcoming, () => ({})],
  ['bookings CSV', bookingApi.upcoming, () => ({ format: 'csv' })],
  ['orders', paymentsApi.orders, () => ({})],
  // Issue 17: the inbox, the dashboard's figures, the detail views and the searches and exports.
  ['contact search', contactApi.list, () => ({ q: 'guesthouse', status: 'new', source: 'form' })],
  ['inquiry detail', contactApi.detail, () => ({ id: oldest })],
  ['dashboard summary', dashboardApi.summary, () => ({})],
  ['booking search', bookingApi.upcoming, () => ({ q: 'dara' })],
  ['booking detail', bookingApi.detail, () => ({ id: bookingId })],
  ['order search', paymentsApi.orders, () => ({ q: 'buyer' })],
  ['orders CSV', paymentsApi.orders, () => ({ format: 'csv' })],
  ['order detail', paymentsApi.order, () => ({ id: orderId })],
];

const call = (browser: TestBrowser, contract: AnyContract, input: Record<string, unknown>) =>
  callRest(t.url, contract, input, { browser });

describe('the built-in OpenID provider (local default)', () => {
  it('signs in its test accounts with their roles', async () => {
    expect(JSON.parse((await staff.request(`${t.url}/api/auth/user`)).text)).toEqual({
      id: expect.any(String),
      email: 'staff@example.com',
      firstName: 'Dara',
      lastName: 'Sok',
      profileImageUrl: null,
      role: 'staff',
    });
    expect(JSON.parse((await admin.request(`${t.url}/api/auth/user`)).text)).toMatchObject({
      email: 'admin@example.com',
      firstName: 'Sophea',
      role: 'admin',
    });
  });

  it('shows a sign-in page offering the two test accounts, and refuses any other', async () => {
    const browser = new TestBrowser();
    const { page } = await signIn(browser, t.url, 'staff@example.com');
    expect(page.text).toContain('Sign in as admin@example.com');
    expect(page.text).toContain('Sign in as staff@example.com');
    const another = new TestBrowser();
    const hops = await another.follow(`${t.url}/api/login`, (next) => /\/interaction\/[^/]+$/.test(next));
    const refused = await another.request(`${hops.at(-1)!.location}/login`, {
      form: { email: 'intruder@example.com' },
    });
    expect(refused.status).toBe(400);
  });

  it('serves discovery at /dev-oidc like any issuer', async () => {
    const response = await fetch(`${t.url}/dev-oidc/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`${t.url}/dev-oidc`);
    expect(metadata.end_session_endpoint).toBe(`${t.url}/dev-oidc/session/end`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });
});

describe('admin REST calls (one gate for /api/admin/*)', () => {
  it.each(REST_CALLS)('%s answers 401 anonymous, 403 staff, 200 admin', async (_name, contract, input) => {
    const none = await call(anonymous, contract, input());
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Please sign in to continue.');
    const denied = await call(staff, contract, input());
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('Access Denied');
    const allowed = await call(admin, contract, input());
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
  });

  it('lists contact submissions newest first with the admin-view fields', async () => {
    const response = await callRest(t.url, contactApi.list, {}, { browser: admin });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-total-count')).toBe('2');
    // The whole list fits the first page: no next page.
    expect(response.headers.get('link')).toBeNull();
    const rows = response.body;
    expect(rows.map((row) => row.email)).toEqual(['new@guesthouse.test', 'old@guesthouse.test']);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['createdAt', 'email', 'id', 'language', 'message', 'name', 'phone', 'service', 'source', 'status'].sort(),
    );
    expect(rows[0]).toMatchObject({
      name: 'សុខា ចាន់',
      service: 'web-design',
      language: 'km',
      status: 'new',
      source: 'form',
      phone: null,
    });
    expect(rows[0].createdAt).toBe('2026-01-05T09:30:00.000Z');
  });

  it('lists newsletter subscriptions newest first, an empty name as null', async () => {
    const { body: rows } = await callRest(t.url, newsletterApi.list, {}, { browser: admin });
    expect(rows).toEqual([
      {
        id: expect.any(String),
        email: 'second@reader.test',
        name: 'Dara',
        language: 'km',
        status: 'pending',
        subscribedAt: '2026-01-05T09:02:00.000Z',
      },
      expect.objectContaining({ email: 'first@reader.test', name: null, status: 'active' }),
    ]);
  });

  it('exports CSV with quoting, formula neutralised and a BOM for Khmer text', async () => {
    const response = await admin.request(`${restUrl(t.url, contactApi.list, {})}?format=csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Date (UTC)","Name","Email","Phone","Service","Message","Language","Status","Source","ID"');
    expect(lines[1]).toContain('"សុខា ចាន់"');
    expect(response.text).toContain(
      `"'=HYPERLINK(""http://evil.test"",""click"")","old@guesthouse.test","'+855 12 000 000","SEO & AI Search (GEO)","Line one, ""quoted""\nline two"`,
    );
    const newsletter = await admin.request(`${restUrl(t.url, newsletterApi.list, {})}?format=csv`);
    expect(newsletter.text.split('\r\n')[1]).toMatch(
      /^"2026-01-05T09:02:00.000Z","second@reader.test","Dara","km","pending"/,
    );
  });

  it('moves a contact submission new → read → replied, refusing unknown statuses and ids', async () => {
    const patch = (id: string, status: string) =>
      callRest(t.url, contactApi.setStatus, { id, status } as { id: string; status: 'read' }, { browser: admin });
    expect((await patch(oldest, 'read')).body.status).toBe('read');
    expect((await patch(oldest, 'replied')).body.status).toBe('replied');
    const bad = await patch(oldest, 'archived');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.status).toMatch(/new, read, replied/);
    expect((await patch('00000000-0000-4000-8000-000000000000', 'read')).status).toBe(404);
    expect((await patch('not-a-uuid', 'read')).status).toBe(404);
    const row = await t.app.orm.em.fork().findOneOrFail(ContactSubmission, { id: oldest });
    expect(row.status).toBe('replied');
  });
});

describe('admin GraphQL', () => {
  const gql = async (browser: TestBrowser, query: string, variables?: Record<string, unknown>) =>
    JSON.parse((await browser.request(`${t.url}/graphql`, { json: { query, variables } })).text) as {
      data?: Record<string, unknown> | null;
      errors?: { extensions: { code: string } }[];
    };
  // [field, document, takes the id of a submission]
  const OPERATIONS: [string, string, boolean | (() => Record<string, unknown>)][] = [
    [
      'contactSubmissions',
      '{ contactSubmissions { rows { id name email service message language status createdAt } total } }',
      false,
    ],
    [
      'newsletterSubscriptions',
      '{ newsletterSubscriptions { rows { id email name language status subscribedAt } total } }',
      false,
    ],
    [
      'updateContactSubmissionStatus',
      'mutation ($id: ID!) { updateContactSubmissionStatus(id: $id, status: read) { id status } }',
      true,
    ],
    [
      'contactSubmission',
      'query ($id: ID!) { contactSubmission(id: $id) { id source transcript { role content } statusChangedBy } }',
      true,
    ],
    [
      'contactSubmissions',
      '{ contactSubmissions(search: "guesthouse", status: new, source: form) { rows { id phone source } total } }',
      false,
    ],
    [
      'dashboard',
      '{ dashboard { messagesToday scheduledMeetings paidOrdersThisMonth activeSubscribers recentActivity { kind id at who detail link } } }',
      false,
    ],
    ['booking', 'query ($id: ID!) { booking(id: $id) { id name status } }', () => ({ id: bookingId })],
    ['upcomingBookings', '{ upcomingBookings(search: "dara") { rows { id } total } }', false],
    ['order', 'query ($id: ID!) { order(id: $id) { id status } }', () => ({ id: orderId })],
    ['orders', '{ orders(search: "buyer") { rows { id } total } }', false],
  ];

  it.each(OPERATIONS)('%s: UNAUTHENTICATED anonymous, FORBIDDEN staff, data for admin', async (name, query, withId) => {
    const variables = typeof withId === 'function' ? withId() : withId ? { id: oldest } : undefined;
    expect((await gql(anonymous, query, variables)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(staff, query, variables)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const answer = await gql(admin, query, variables);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.[name]).toBeTruthy();
  });

  it('knows the user of a WebSocket from the session cookie of its upgrade request', async () => {
    const run = async (cookie?: string) => {
      const client = createClient({
        url: `${t.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, cookie ? { headers: { cookie } } : {});
          }
        },
        retryAttempts: 0,
      });
      try {
        const events = client.iterate<{ contactSubmissions: { rows: { email: string }[] } }>({
          query: '{ contactSubmissions { rows { email } total } }',
        });
        return (await events.next()).value;
      } finally {
        await client.dispose();
      }
    };
    expect((await run(admin.cookieHeader()))?.data?.contactSubmissions.rows).toHaveLength(2);
    expect((await run(staff.cookieHeader()))?.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await run())?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

// Last: it adds rows the tests above do not expect.
describe('one bound on every staff list (?limit=&offset=)', () => {
  const EXTRA = PAGE_LIMITS.default + 3;

  beforeAll(async () => {
    const em = t.app.orm.em.fork();
    for (let i = 0; i < EXTRA; i += 1)
      em.create(NewsletterSubscription, {
        email: `reader${i}@bulk.test`,
        language: 'en',
        status: 'active',
        subscribedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      });
    await em.flush();
  });

  it('answers the first 100 rows by default, the whole count in X-Total-Count and a Link to the next page', async () => {
    const total = EXTRA + 2;
    const first = await callRest(t.url, newsletterApi.list, {}, { browser: admin });
    expect(first.body).toHaveLength(PAGE_LIMITS.default);
    expect(first.headers.get('x-total-count')).toBe(String(total));
    expect(first.headers.get('link')).toBe(`</api/admin/newsletter-subscriptions?limit=100&offset=100>; rel="next"`);
    const next = await callRest(t.url, newsletterApi.list, { limit: 100, offset: 100 }, { browser: admin });
    expect(next.body).toHaveLength(total - PAGE_LIMITS.default);
    expect(next.headers.get('link')).toBeNull();
    // Pages never overlap and keep the order: newest first.
    const emails = [...first.body, ...next.body].map((row) => row.email);
    expect(new Set(emails).size).toBe(total);
    expect(emails.at(-1)).toBe('reader0@bulk.test');
  });

  it('takes a smaller page, and refuses a limit over 500, under 1 or not a whole number, and a negative offset', async () => {
    const small = await callRest(t.url, newsletterApi.list, { limit: 2, offset: 1 }, { browser: admin });
    expect(small.body.map((row) => row.email)).toEqual(['first@reader.test', `reader${EXTRA - 1}@bulk.test`]);
    expect(small.headers.get('link')).toBe(`</api/admin/newsletter-subscriptions?limit=2&offset=3>; rel="next"`);
    for (const page of [{ limit: PAGE_LIMITS.max + 1 }, { limit: 0 }, { limit: 2.5 }, { offset: -1 }]) {
      const refused = await callRest(t.url, newsletterApi.list, page, { browser: admin });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(Object.keys(page));
    }
    const most = await callRest(t.url, newsletterApi.list, { limit: PAGE_LIMITS.max }, { browser: admin });
    expect(most.body).toHaveLength(EXTRA + 2);
  });

  it('bounds the GraphQL twins the same way', async () => {
    const answer = JSON.parse(
      (
        await admin.request(`${t.url}/graphql`, {
          json: { query: '{ newsletterSubscriptions(limit: 3, offset: 1) { rows { email } total } }' },
        })
      ).text,
    ) as { data: { newsletterSubscriptions: { rows: { email: string }[]; total: number } } };
    expect(answer.data.newsletterSubscriptions.total).toBe(EXTRA + 2);
    expect(answer.data.newsletterSubscriptions.rows.map((row) => row.email)).toEqual([
      'first@reader.test',
      `reader${EXTRA - 1}@bulk.test`,
      `reader${EXTRA - 2}@bulk.test`,
    ]);
    const fullList = JSON.parse(
      (
        await admin.request(`${t.url}/graphql`, {
          json: { query: '{ newsletterSubscriptions { rows { email } total } }' },
        })
      ).text,
    ) as { data: { newsletterSubscriptions: { rows: unknown[] } } };
    expect(fullList.data.newsletterSubscriptions.rows).toHaveLength(PAGE_LIMITS.default);
  });

  it('keeps a CSV export whole up to its own high bound', async () => {
    const csv = await admin.request(`${restUrl(t.url, newsletterApi.list, {})}?format=csv`);
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1 + EXTRA + 2);
  });
});
