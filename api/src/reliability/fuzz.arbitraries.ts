import fc from 'fast-check';
import { SERVICE_OPTION_VALUES } from '@site/common';

// The fuzz suite's generators (fuzz.reliability.ts runs them): plausible values mixed with anything
// JSON can carry, and one request shape for every entry point.

/** Plausible values mixed with arbitrary JSON, so both validation and the code behind it are reached. */
export const maybe = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.string({ maxLength: 3000 }) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', "'; drop table x; --") },
  );
export const email = fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', 'x@y.', '@example.com', 'ដារ៉ា@example.com'));
export const khmerText = fc.stringMatching(/^[\u1780-\u17FF ]{1,200}$/);
export const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 2500 }),
  khmerText,
  // Any UTF-16 code unit, lone surrogates included (JSON carries them as "\ud800").
  fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }),
);
export const language = fc.constantFrom('en', 'km', 'fr', 'KM', '');

/**
 * A request body: half the time a valid object with one field replaced by generated input (so the
 * code behind validation runs), otherwise an object with some fields, each possibly wrong, stray extra
 * fields, or any JSON value at all.
 */
export function body(valid: Record<string, fc.Arbitrary<unknown>>, fields: Record<string, fc.Arbitrary<unknown>>) {
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

/** One generated request. */
export interface FuzzRequest {
  method: string;
  path: string;
  /** Text, or bytes for a compressed body. */
  body?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
  /** The table an accepted request adds a row to, when it differs from its entry point's. */
  table?: string;
  /** The fields sent, when the body is not plain JSON (compressed, another charset): for the honeypot check. */
  value?: unknown;
}

export interface EntryPoint {
  name: string;
  /** A request from a generated value. */
  request: fc.Arbitrary<FuzzRequest>;
  /** Which table an accepted request adds a row to (checked against the count of 2xx answers). */
  table?: string;
  /** Every request of this class must be refused: 4xx, or GraphQL errors. */
  refused?: boolean;
  /** Sent with a signed-in admin's session cookie (the staff calls behind the gate). */
  admin?: boolean;
}

export const json = (path: string, value: fc.Arbitrary<unknown>) =>
  value.map((v) => ({ method: 'POST', path, body: JSON.stringify(v) }));

export const gql = (query: string, variables: fc.Arbitrary<unknown>) =>
  variables.map((v) => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query, variables: v }) }));

export const contactFields = {
  name: text,
  email,
  phone: fc.oneof(fc.stringMatching(/^\+?[0-9 ()-]{6,20}$/), fc.string()),
  service: fc.constantFrom(...SERVICE_OPTION_VALUES, 'unknown'),
  message: text,
  language,
  website: fc.constantFrom('', 'http://spam.example'),
};
export const newsletterFields = { email, language, website: fc.constantFrom('', 'bot') };
export const validContact = {
  name: fc.constantFrom('Dara Sok', 'សុខ ដារ៉ា'),
  email: fc.emailAddress(),
  service: fc.constantFrom(...SERVICE_OPTION_VALUES),
  message: fc.constantFrom('We need a website for our guesthouse.', 'សូមជួយធ្វើគេហទំព័រ'),
  language: fc.constantFrom('en', 'km'),
};
export const validNewsletter = { email: fc.emailAddress(), language: fc.constantFrom('en', 'km') };

/** A weekday start in business hours some days ahead (some are taken, on weekends or past the horizon). */
export const bookingStart = fc
  .tuple(fc.integer({ min: -2, max: 70 }), fc.integer({ min: 7, max: 18 }), fc.constantFrom(0, 30))
  .map(([days, hour, minute]) => {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    return new Date(
      `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+07:00`,
    ).toISOString();
  });
export const timezone = fc.constantFrom(
  'Asia/Phnom_Penh',
  'America/New_York',
  'Pacific/Kiritimati',
  'Mars/Olympus',
  'UTC',
  '',
);
export const bookingFields = {
  ...contactFields,
  datetime: fc.oneof(
    bookingStart,
    fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
  ),
  duration: fc.constantFrom(30, 60, 90, 120, 45, 0, -60),
  timezone,
};
export const validBooking = {
  ...validContact,
  datetime: bookingStart,
  duration: fc.constantFrom(30, 60, 90, 120),
  timezone: fc.constantFrom('Asia/Phnom_Penh', 'Europe/London'),
};
export const chatMessage = fc.record(
  { role: maybe(fc.constantFrom('user', 'assistant', 'system')), content: maybe(text) },
  { requiredKeys: [] },
);
/** The chat's hand-off form (POST /api/chat/lead, GraphQL submitChatLead). */
export const chatLeadFields = {
  name: text,
  email,
  phone: contactFields.phone,
  message: text,
  language,
  // The chat session (the server's record carries the conversation; a browser's lines are not taken).
  session: fc.oneof(fc.uuid(), text),
  transcript: fc.array(chatMessage, { maxLength: 20 }),
  website: fc.constantFrom('', 'http://spam.example'),
};
export const validChatLead = {
  name: validContact.name,
  email: fc.emailAddress(),
  message: fc.constantFrom('Do you build mobile apps?', 'តើអ្នកធ្វើកម្មវិធីទូរស័ព្ទទេ?'),
  language: fc.constantFrom('en', 'km'),
  // A session the server does not know: the lead is refused (400), as one without a chat behind it.
  session: fc.uuid(),
};

/** What a staff list's query may carry: a search, filters, a page, an export. */
export const staffListQuery = {
  q: fc.oneof(text, khmerText, fc.constantFrom('%', '_', '\\', "'", '50%_off')),
  status: fc.constantFrom('new', 'read', 'replied', 'archived', ''),
  source: fc.constantFrom('form', 'chat', 'fax', ''),
  limit: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.constant('x')),
  offset: fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.constant('1e3')),
  format: fc.constantFrom('csv', 'json'),
};
/** A row id in a URL: a UUID (of no row), or anything. */
export const rowId = fc.oneof(fc.uuid(), fc.string({ maxLength: 60 })).map((id) => encodeURIComponent(id) || 'x');

export const query = (params: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(Object.fromEntries(Object.entries(params).map(([name, value]) => [name, fc.oneof(value, fc.string())])), {
      requiredKeys: [],
    })
    .map((values) =>
      new URLSearchParams(
        Object.entries(values).map(([name, value]): [string, string] => [name, String(value)]),
      ).toString(),
    );
export const get = (path: string, params: Record<string, fc.Arbitrary<unknown>>) =>
  query(params).map((search) => ({ method: 'GET', path: `${path}?${search}` }));
