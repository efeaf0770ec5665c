import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isHoneypotFilled } from '@site/common';
import { startBakongDouble, type BakongDouble } from '../test/bakong-double.js';
import { startStripeDouble, type StripeDouble } from '../test/stripe-double.js';
import { PLAIN_PAGE_STYLESHEET } from '../shared/plain-page-style.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import {
  body,
  bookingStart,
  chatLeadFields,
  chatMessage,
  contactFields,
  email,
  get,
  gql,
  json,
  language,
  maybe,
  newsletterFields,
  query,
  rowId,
  staffListQuery,
  timezone,
  bookingFields,
  validBooking,
  validChatLead,
  validContact,
  validNewsletter,
  type EntryPoint,
} from './fuzz.arbitraries.js';
import { TestBrowser, finishSignIn, signIn } from '../test/browser.js';
import { BOOKING_ENTRY_POINTS, prepareBookingFuzz } from './fuzz.booking.js';
import { HOSTILE_ENTRY_POINTS, FUZZ_WEBHOOK_SECRET } from './fuzz.hostile.js';
import { PAYWAY_ENTRY_POINTS } from './fuzz.payway.js';
import { CALENDAR_ENTRY_POINTS } from './fuzz.calendars.js';
import { startPaywayDouble, type PaywayDouble } from '../test/payway-double.js';

/**
 * Every public entry point, REST and GraphQL, gets generated input: well-formed values mixed with
 * anything JSON can carry, then the hostile classes of fuzz.hostile.ts (other charsets, any
 * Content-Encoding, lone surrogates in every text field, signed Stripe events of any shape). The site
 * must never answer 5xx, never show a stack trace, and store nothing from a request it refused.
 */

const RUNS_PER_ENTRY = Number(process.env.FUZZ_RUNS ?? 1000);

export const ENTRY_POINTS: EntryPoint[] = [
  {
    name: 'POST /api/contact',
    request: json('/api/contact', body(validContact, contactFields)),
    table: 'contact_submissions',
  },
  {
    name: 'POST /api/newsletter',
    request: json('/api/newsletter', body(validNewsletter, newsletterFields)),
    table: 'newsletter_subscriptions',
  },
  {
    name: 'POST /api/contact (not JSON)',
    request: fc.string({ maxLength: 500 }).map((raw) => ({ method: 'POST', path: '/api/contact', body: raw })),
  },
  {
    name: 'GET /api/newsletter/confirm',
    request: fc.string({ maxLength: 300 }).map((token) => ({
      method: 'GET',
      path: `/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
    })),
  },
  {
    name: 'POST /api/newsletter/unsubscribe',
    request: fc.string({ maxLength: 300 }).map((token) => ({
      method: 'POST',
      path: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    })),
  },
  {
    name: 'GraphQL submitContact',
    request: gql(
      'mutation($input: ContactInput!) { submitContact(input: $input) { message } }',
      fc.record({ input: body(validContact, contactFields) }, { requiredKeys: [] }),
    ),
    table: 'contact_submissions',
  },
  {
    name: 'GraphQL subscribeNewsletter',
    request: gql(
      'mutation($input: NewsletterInput!) { subscribeNewsletter(input: $input) { message } }',
      fc.record({ input: body(validNewsletter, newsletterFields) }, { requiredKeys: [] }),
    ),
    table: 'newsletter_subscriptions',
  },
  {
    name: 'GraphQL catalog',
    request: gql(
      'query($slug: String!, $language: Language) { service(slug: $slug, language: $language) { slug name } faq(language: $language) { id } }',
      fc.record({ slug: maybe(fc.string()), language: maybe(language) }, { requiredKeys: [] }),
    ),
  },
  {
    name: 'GET /api/booking/availability',
    request: get('/api/booking/availability', {
      date: bookingStart.map((iso) => iso.slice(0, 10)),
      timezone,
      duration: fc.constantFrom('30', '60', '90', '120', '15', 'x'),
    }),
  },
  { name: 'POST /api/booking', request: json('/api/booking', body(validBooking, bookingFields)), table: 'bookings' },
  {
    name: 'GET and POST /api/booking/cancel',
    request: fc
      .tuple(fc.constantFrom('GET', 'POST'), fc.string({ maxLength: 300 }))
      .map(([method, token]) => ({ method, path: `/api/booking/cancel?token=${encodeURIComponent(token)}` })),
  },
  {
    name: 'POST /api/chat',
    request: json(
      '/api/chat',
      body(
        { messages: fc.constant([{ role: 'user', content: 'How much is the professional package?' }]), language },
        { messages: fc.array(chatMessage, { maxLength: 20 }), language },
      ),
    ),
  },
  {
    name: 'POST /api/chat/lead',
    request: json('/api/chat/lead', body(validChatLead, chatLeadFields)),
    table: 'contact_submissions',
  },
  {
    name: 'GraphQL submitChatLead',
    request: gql(
      'mutation($input: ChatLeadInput!) { submitChatLead(input: $input) { message } }',
      fc.record({ input: body(validChatLead, chatLeadFields) }, { requiredKeys: [] }),
    ),
    table: 'contact_submissions',
  },
  {
    name: 'POST /api/create-payment-intent',
    request: json(
      '/api/create-payment-intent',
      body(
        { package: fc.constantFrom('starter', 'professional', 'enterprise') },
        { package: fc.string(), amount: fc.integer(), currency: fc.string() },
      ),
    ),
    table: 'orders',
  },
  {
    name: 'POST /api/stripe/webhook',
    request: fc.tuple(fc.string({ maxLength: 500 }), fc.string({ maxLength: 200 })).map(([raw, signature]) => ({
      method: 'POST',
      path: '/api/stripe/webhook',
      body: raw,
      headers: { 'stripe-signature': signature },
    })),
  },
  {
    name: 'POST /api/khqr-payments',
    request: json(
      '/api/khqr-payments',
      body(
        {
          package: fc.constantFrom('starter', 'professional', 'enterprise'),
          email: fc.emailAddress(),
          currency: fc.constantFrom('USD', 'KHR', 'usd', 'khr', ' KHR '),
          language,
        },
        {
          package: fc.string(),
          email,
          language,
          amount: fc.integer(),
          currency: fc.oneof(fc.string(), fc.jsonValue()),
          md5: fc.string(),
        },
      ),
    ),
    table: 'orders',
  },
  {
    name: 'GraphQL createKhqrPayment',
    request: gql(
      'mutation($input: CheckoutInput!) { createKhqrPayment(input: $input) { orderId md5 amount currency } }',
      fc.record(
        {
          input: body(
            {
              package: fc.constantFrom('starter', 'professional', 'enterprise'),
              currency: fc.constantFrom('USD', 'KHR'),
              language,
            },
            { package: fc.string(), email, currency: fc.oneof(fc.string(), fc.jsonValue()) },
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    table: 'orders',
  },
  {
    name: 'GraphQL orderStatus',
    request: gql(
      'query($reference: OrderReferenceInput!) { orderStatus(reference: $reference) { status amount method } }',
      fc.record(
        {
          reference: fc.record(
            {
              order: maybe(fc.oneof(fc.uuid(), fc.string())),
              paymentIntent: maybe(fc.string()),
            },
            { requiredKeys: [] },
          ),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { name: 'GET /api/orders/status', request: get('/api/orders/status', { payment_intent: fc.string() }) },
  {
    name: 'GET /api/orders/status?order=',
    request: get('/api/orders/status', {
      order: fc.oneof(fc.uuid(), fc.string(), fc.constant('00000000-0000-4000-8000-000000000000')),
      payment_intent: fc.string(),
    }),
  },
  { name: 'GET /api/payment-methods', request: get('/api/payment-methods', { language, x: fc.string() }) },
  {
    name: "GET and HEAD /plain-page/* (the server pages' stylesheet and fonts)",
    request: fc
      .tuple(
        fc.constantFrom('GET', 'HEAD'),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom(PLAIN_PAGE_STYLESHEET.path.slice('/plain-page/'.length), '../package.json', 'a/b/c.css', ''),
        ),
        fc.boolean(),
      )
      .map(([method, file, encode]) => ({ method, path: `/plain-page/${encode ? encodeURIComponent(file) : file}` })),
  },
  {
    name: 'staff calls without a session',
    request: fc
      .tuple(
        fc.constantFrom(
          'GET /api/admin/contact-submissions',
          'GET /api/admin/newsletter-subscriptions',
          'GET /api/admin/orders',
          'PATCH /api/admin/contact-submissions/1',
          'GET /api/admin/bookings',
          'POST /api/admin/bookings/1/cancel',
          'GET /api/admin/contact-submissions/1',
          'GET /api/admin/bookings/1',
          'GET /api/admin/orders/1',
          'GET /api/admin/dashboard',
          'GET /api/auth/user',
          'GET /api/callback',
          'GET /api/login',
          'GET /api/logout',
        ),
        query({
          format: fc.constantFrom('csv', 'json'),
          q: fc.string(),
          returnTo: fc.string(),
          code: fc.string(),
          state: fc.string(),
        }),
        fc.jsonValue(),
      )
      .map(([route, search, value]) => {
        const [method, path] = route.split(' ') as [string, string];
        return {
          method,
          path: `${path}?${search}`,
          body: method === 'PATCH' || method === 'POST' ? JSON.stringify(value) : undefined,
        };
      }),
  },
  {
    name: 'GraphQL availability',
    request: gql(
      'query($date: String!, $timezone: String!, $duration: Int) { availability(date: $date, timezone: $timezone, duration: $duration) { timeSlots } }',
      fc.record(
        {
          date: maybe(bookingStart.map((iso) => iso.slice(0, 10))),
          timezone: maybe(timezone),
          duration: maybe(fc.integer()),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    name: 'GraphQL createBooking',
    request: gql(
      'mutation($input: BookingInput!) { createBooking(input: $input) { message } }',
      fc.record({ input: body(validBooking, bookingFields) }, { requiredKeys: [] }),
    ),
    table: 'bookings',
  },
  {
    name: 'GraphQL staff queries without a session',
    request: gql(
      '{ contactSubmissions { rows { id } total } newsletterSubscriptions { rows { id } total } orders { rows { id } total } upcomingBookings { rows { id } total } dashboard { messagesToday } }',
      fc.jsonValue(),
    ),
  },
  {
    name: 'GraphQL staff items without a session',
    request: gql(
      'query($id: ID!) { contactSubmission(id: $id) { id } booking(id: $id) { id } order(id: $id) { id } }',
      fc.record({ id: fc.oneof(fc.uuid(), fc.string()) }),
    ),
    refused: true,
  },
  // Issue 17: the staff calls with an admin's session, so the search, filters and ids reach the database.
  {
    name: 'admin: the inbox, bookings and orders lists (search, filters, pages, CSV)',
    admin: true,
    request: fc
      .tuple(
        fc.constantFrom('/api/admin/contact-submissions', '/api/admin/bookings', '/api/admin/orders'),
        query(staffListQuery),
      )
      .map(([path, search]) => ({ method: 'GET', path: `${path}?${search}` })),
  },
  {
    name: 'admin: one inquiry, booking or order; an inquiry’s status; the dashboard',
    admin: true,
    request: fc
      .tuple(
        fc.constantFrom(
          'GET /api/admin/contact-submissions/',
          'PATCH /api/admin/contact-submissions/',
          'GET /api/admin/bookings/',
          'GET /api/admin/orders/',
          'GET /api/admin/dashboard',
        ),
        rowId,
        fc.jsonValue(),
      )
      .map(([route, id, value]) => {
        const [method, path] = route.split(' ') as [string, string];
        return {
          method,
          path: path.endsWith('/') ? `${path}${id}` : path,
          body: method === 'PATCH' ? JSON.stringify({ status: value }) : undefined,
        };
      }),
  },
  {
    name: 'admin: GraphQL inbox, items, status and dashboard',
    admin: true,
    request: gql(
      `query($search: String, $status: ContactStatus, $source: InquirySource, $limit: Int, $offset: Int, $id: ID!) {
        contactSubmissions(search: $search, status: $status, source: $source, limit: $limit, offset: $offset) { rows { id } total }
        upcomingBookings(search: $search, limit: $limit) { rows { id } total }
        orders(search: $search, offset: $offset) { rows { id } total }
        contactSubmission(id: $id) { id }
        dashboard { messagesToday recentActivity { kind } }
      }`,
      fc.record(
        {
          search: maybe(staffListQuery.q),
          status: maybe(fc.constantFrom('new', 'read', 'replied')),
          source: maybe(fc.constantFrom('form', 'chat')),
          limit: maybe(fc.integer({ min: -5, max: 600 })),
          offset: maybe(fc.integer({ min: -5, max: 10_000 })),
          id: fc.oneof(fc.uuid(), fc.string()),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    name: 'GraphQL documents',
    request: fc
      .oneof(
        fc.string({ maxLength: 400 }),
        fc.constantFrom('{', '{ __typename }', 'mutation { x }', 'query q($a: Int) { a }'),
      )
      .map((query) => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query }) })),
  },
];

function safeParse(raw: string | Uint8Array | undefined): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const STACK_TRACE = /\n\s+at [\w$.<>]+ \(|node_modules|\.ts:\d+:\d+|\.js:\d+:\d+/;

describe('fuzzing every entry point', () => {
  let site: TestApp;
  let stripe: StripeDouble;
  let bakong: BakongDouble;
  let payway: PaywayDouble;
  const accepted = new Map<string, number>();
  const admin = new TestBrowser();

  beforeAll(async () => {
    stripe = await startStripeDouble();
    bakong = await startBakongDouble();
    payway = await startPaywayDouble();
    site = await startTestApp({
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
      // Payments on, against the Stripe API double: the checkout call is fuzzed end to end.
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: FUZZ_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      // KHQR on, against the Bakong double: codes are made and checked while the fuzzing goes on.
      KHQR_ACCOUNT_ID: 'angkordigital@aclb',
      BAKONG_API_TOKEN: bakong.token,
      BAKONG_API_URL: bakong.url,
      // Riel codes and a merchant account on: every path of the KHQR checkout is reached.
      KHQR_KHR_PER_USD: '4100',
      KHQR_MERCHANT_ID: '1234567890',
      KHQR_ACQUIRING_BANK: 'ACLEDA Bank Plc.',
      // PayWay on, against its double: checkout, pushbacks and refunds reach PayWay's (double's) APIs.
      PAYWAY_MERCHANT_ID: payway.merchantId,
      PAYWAY_API_KEY: payway.apiKey,
      PAYWAY_API_URL: payway.url,
      PAYWAY_RSA_PUBLIC_KEY: payway.rsaPublicKey,
      CHAT_STREAM_PACE_MS: '0',
    });
    await finishSignIn(admin, (await signIn(admin, site.url, 'admin@example.com')).callbackUrl);
    // Genuine manage links and an admin session for issue 18's entry points; their bookings count as stored.
    accepted.set('bookings', await prepareBookingFuzz(site));
  });
  afterAll(async () => {
    await site?.close();
    await stripe?.close();
    await bakong?.close();
    await payway?.close();
  });

  it.each(
    [
      ...ENTRY_POINTS,
      ...BOOKING_ENTRY_POINTS,
      ...HOSTILE_ENTRY_POINTS,
      ...PAYWAY_ENTRY_POINTS,
      ...CALENDAR_ENTRY_POINTS,
    ].map((entry) => [entry.name, entry] as const),
  )('%s: no 5xx, no stack trace', async (_name, entry) => {
    await fc.assert(
      fc.asyncProperty(entry.request, async (request) => {
        // A distinct client address per request: rate limits must not hide the code behind them.
        const response = await fetch(`${site.url}${request.path}`, {
          method: request.method,
          headers: {
            ...request.headers,
            ...(entry.admin ? { cookie: admin.cookieHeader() } : {}),
            'content-type': request.contentType ?? 'application/json',
            'x-forwarded-for': `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::f`,
          },
          body: request.body,
          // The entry point's own answer: a redirect to a page is not followed (pages need the web build).
          redirect: 'manual',
        });
        const text = await response.text();
        expect(response.status).toBeLessThan(500);
        // The admin's session holds: the calls reach the code behind the gate.
        if (entry.admin) expect([401, 403]).not.toContain(response.status);
        expect(text).not.toMatch(STACK_TRACE);
        const refused = !response.ok || /"errors"/.test(text);
        if (entry.refused) expect({ status: response.status, refused }).toMatchObject({ refused: true });
        // A filled honeypot gets a quiet 2xx and is not stored: count only real acceptances.
        const sent: unknown = request.value ?? safeParse(request.body);
        const fields = (sent as { variables?: { input?: unknown } })?.variables?.input ?? sent;
        const table = request.table ?? entry.table;
        if (table && !refused && !isHoneypotFilled(fields)) accepted.set(table, (accepted.get(table) ?? 0) + 1);
      }),
      { numRuns: RUNS_PER_ENTRY },
    );
  });

  it('stored exactly what it accepted, nothing from refused input', async () => {
    // The generators reach past validation: some requests were accepted and stored.
    expect(accepted.get('contact_submissions') ?? 0).toBeGreaterThan(0);
    expect(accepted.get('newsletter_subscriptions') ?? 0).toBeGreaterThan(0);
    const connection = site.app.orm.em.fork().getConnection();
    const contacts = await connection.execute<{ count: string }[]>('select count(*) from contact_submissions');
    expect(Number(contacts[0]!.count)).toBe(accepted.get('contact_submissions') ?? 0);
    // Subscribing again is idempotent: rows ≤ accepted answers, and at least one row per distinct address.
    const bookings = await connection.execute<{ count: string }[]>('select count(*) from bookings');
    expect(Number(bookings[0]!.count)).toBe(accepted.get('bookings') ?? 0);
    const orders = await connection.execute<{ count: string }[]>('select count(*) from orders');
    expect(Number(orders[0]!.count)).toBe(accepted.get('orders') ?? 0);
    const subscriptions = await connection.execute<{ count: string }[]>(
      'select count(*) from newsletter_subscriptions',
    );
    expect(Number(subscriptions[0]!.count)).toBeLessThanOrEqual(accepted.get('newsletter_subscriptions') ?? 0);
    expect(ENTRY_POINTS.length * RUNS_PER_ENTRY).toBeGreaterThanOrEqual(Number(process.env.FUZZ_RUNS ? 0 : 9000));
  });
});
