import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { SERVICE_OPTION_VALUES, isHoneypotFilled } from '@site/common';
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
  request: fc.Arbitrary<{ method: string; path: string; body?: string; contentType?: string }>;
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
  const accepted = new Map<string, number>();

  beforeAll(async () => {
    site = await startTestApp({ LOG_LEVEL: 'silent' });
  });
  afterAll(() => site.close());

  it.each(ENTRY_POINTS.map((entry) => [entry.name, entry] as const))(
    '%s: no 5xx, no stack trace',
    async (_name, entry) => {
      await fc.assert(
        fc.asyncProperty(entry.request, async (request) => {
          // A distinct client address per request: rate limits must not hide the code behind them.
          const response = await fetch(`${site.url}${request.path}`, {
            method: request.method,
            headers: {
              'content-type': request.contentType ?? 'application/json',
              'x-forwarded-for': `2001:db8:f::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`,
            },
            body: request.body,
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
    const subscriptions = await connection.execute<{ count: string }[]>(
      'select count(*) from newsletter_subscriptions',
    );
    expect(Number(subscriptions[0]!.count)).toBeLessThanOrEqual(accepted.get('newsletter_subscriptions') ?? 0);
    expect(ENTRY_POINTS.length * RUNS_PER_ENTRY).toBeGreaterThanOrEqual(Number(process.env.FUZZ_RUNS ? 0 : 9000));
  });
});
