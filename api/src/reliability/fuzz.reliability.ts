import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { SERVICE_OPTION_VALUES, isHoneypotFilled } from '@site/common';
import { startStripeDouble, type StripeDouble } from '../test/stripe-double.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/**
 * Every public entry point, REST and GraphQL, gets generated input: well-formed values mixed with
 * anything JSON can carry. The site must never answer 5xx, never show a stack trace, and store nothing
 * from a request it refused.
 */

const RUNS_PER_ENTRY = Number(process.env.FUZZ_RUNS ?? 1000);

/** Plausible values mixed with arbitrary JSON, so both validation and the code behind it are reached. */
const maybe = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.string({ maxLength: 3000 }) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', "'; drop table x; --") },
  );
const email = fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', 'x@y.', '@example.com', 'ដារ៉ា@example.com'));
const khmerText = fc.stringMatching(/^[\u1780-\u17FF ]{1,200}$/);
const text = fc.oneof(fc.string({ minLength: 1, maxLength: 2500 }), khmerText);
const language = fc.constantFrom('en', 'km', 'fr', 'KM', '');

/**
 * A request body: half the time a valid object with one field replaced by generated input (so the
 * code behind validation runs), otherwise an object with some fields, each possibly wrong, stray extra
 * fields, or any JSON value at all.
 */
function body(valid: Record<string, fc.Arbitrary<unknown>>, fields: Record<string, fc.Arbitrary<unknown>>) {
  const names = Object.keys(fields);
  const oneChanged = fc
    .tuple(fc.record(valid), fc.constantFrom(...names), fc.option(maybe(fc.constant(null)), { nil: undefined }))
    .map(([base, field, value]) => (value === undefined ? base : { ...base, [field]: value }));
  const record = fc.record(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, maybe(value)])), {
    requiredKeys: [],
  });
  return fc.oneof(
    { weight: 5, arbitrary: oneChanged },
    { weight: 4, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc.tuple(record, fc.dictionary(fc.string(), fc.jsonValue())).map(([a, b]) => ({ ...b, ...a })),
    },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

export interface EntryPoint {
  name: string;
  /** A request from a generated value. */
  request: fc.Arbitrary<{
    method: string;
    path: string;
    body?: string;
    contentType?: string;
    headers?: Record<string, string>;
  }>;
  /** Which table an accepted request adds a row to (checked against the count of 2xx answers). */
  table?: string;
}

const json = (path: string, value: fc.Arbitrary<unknown>) =>
  value.map((v) => ({ method: 'POST', path, body: JSON.stringify(v) }));

const gql = (query: string, variables: fc.Arbitrary<unknown>) =>
  variables.map((v) => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query, variables: v }) }));

const contactFields = {
  name: text,
  email,
  phone: fc.oneof(fc.stringMatching(/^\+?[0-9 ()-]{6,20}$/), fc.string()),
  service: fc.constantFrom(...SERVICE_OPTION_VALUES, 'unknown'),
  message: text,
  language,
  website: fc.constantFrom('', 'http://spam.example'),
};
const newsletterFields = { email, language, website: fc.constantFrom('', 'bot') };
const validContact = {
  name: fc.constantFrom('Dara Sok', 'សុខ ដារ៉ា'),
  email: fc.emailAddress(),
  service: fc.constantFrom(...SERVICE_OPTION_VALUES),
  message: fc.constantFrom('We need a website for our guesthouse.', 'សូមជួយធ្វើគេហទំព័រ'),
  language: fc.constantFrom('en', 'km'),
};
const validNewsletter = { email: fc.emailAddress(), language: fc.constantFrom('en', 'km') };

/** A weekday start in business hours some days ahead (some are taken, on weekends or past the horizon). */
const bookingStart = fc
  .tuple(fc.integer({ min: -2, max: 70 }), fc.integer({ min: 7, max: 18 }), fc.constantFrom(0, 30))
  .map(([days, hour, minute]) => {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    return new Date(
      `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+07:00`,
    ).toISOString();
  });
const timezone = fc.constantFrom(
  'Asia/Phnom_Penh',
  'America/New_York',
  'Pacific/Kiritimati',
  'Mars/Olympus',
  'UTC',
  '',
);
const bookingFields = {
  ...contactFields,
  datetime: fc.oneof(
    bookingStart,
    fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
  ),
  duration: fc.constantFrom(30, 60, 90, 120, 45, 0, -60),
  timezone,
};
const validBooking = {
  ...validContact,
  datetime: bookingStart,
  duration: fc.constantFrom(30, 60, 90, 120),
  timezone: fc.constantFrom('Asia/Phnom_Penh', 'Europe/London'),
};
const chatMessage = fc.record(
  { role: maybe(fc.constantFrom('user', 'assistant', 'system')), content: maybe(text) },
  { requiredKeys: [] },
);
const query = (params: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(Object.fromEntries(Object.entries(params).map(([name, value]) => [name, fc.oneof(value, fc.string())])), {
      requiredKeys: [],
    })
    .map((values) =>
      new URLSearchParams(
        Object.entries(values).map(([name, value]): [string, string] => [name, String(value)]),
      ).toString(),
    );
const get = (path: string, params: Record<string, fc.Arbitrary<unknown>>) =>
  query(params).map((search) => ({ method: 'GET', path: `${path}?${search}` }));

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
  { name: 'GET /api/orders/status', request: get('/api/orders/status', { payment_intent: fc.string() }) },
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
          'GET /api/auth/user',
          'GET /api/callback',
          'GET /api/login',
          'GET /api/logout',
        ),
        query({ format: fc.constantFrom('csv', 'json'), returnTo: fc.string(), code: fc.string(), state: fc.string() }),
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
      '{ contactSubmissions { id } newsletterSubscriptions { id } orders { id } upcomingBookings { id } }',
      fc.jsonValue(),
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

function safeParse(raw: string): unknown {
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
  const accepted = new Map<string, number>();

  beforeAll(async () => {
    stripe = await startStripeDouble();
    site = await startTestApp({
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
      // Payments on, against the Stripe API double: the checkout call is fuzzed end to end.
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      STRIPE_API_URL: stripe.url,
      CHAT_STREAM_PACE_MS: '0',
    });
  });
  afterAll(async () => {
    await site?.close();
    await stripe?.close();
  });

  it.each(ENTRY_POINTS.map((entry) => [entry.name, entry] as const))(
    '%s: no 5xx, no stack trace',
    async (_name, entry) => {
      await fc.assert(
        fc.asyncProperty(entry.request, async (request) => {
          // A distinct client address per request: rate limits must not hide the code behind them.
          const response = await fetch(`${site.url}${request.path}`, {
            method: request.method,
            headers: {
              ...request.headers,
              'content-type': request.contentType ?? 'application/json',
              'x-forwarded-for': `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::f`,
            },
            body: request.body,
            // The entry point's own answer: a redirect to a page is not followed (pages need the web build).
            redirect: 'manual',
          });
          const text = await response.text();
          expect(response.status).toBeLessThan(500);
          expect(text).not.toMatch(STACK_TRACE);
          // A filled honeypot gets a quiet 2xx and is not stored: count only real acceptances.
          const sent: unknown = request.body ? safeParse(request.body) : undefined;
          const fields = (sent as { variables?: { input?: unknown } })?.variables?.input ?? sent;
          if (entry.table && response.ok && !/"errors"/.test(text) && !isHoneypotFilled(fields)) {
            accepted.set(entry.table, (accepted.get(entry.table) ?? 0) + 1);
          }
        }),
        { numRuns: RUNS_PER_ENTRY },
      );
    },
  );

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
