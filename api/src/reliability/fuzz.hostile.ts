import { brotliCompressSync, deflateSync, gzipSync, zstdCompressSync } from 'node:zlib';
import fc from 'fast-check';
import Stripe from 'stripe';
import {
  maybe,
  validBooking,
  validChatLead,
  validContact,
  validNewsletter,
  type EntryPoint,
  type FuzzRequest,
} from './fuzz.arbitraries.js';

// The classes of input that once answered 500 (issue 14): a body in a charset other than UTF-8, any
// Content-Encoding (broken ones included), a lone surrogate in any text field, and correctly signed
// Stripe events of any shape. fuzz.reliability.ts runs them like every other entry point.

/** The webhook secret of the fuzzed app: the suite signs its own events. */
export const FUZZ_WEBHOOK_SECRET = 'whsec_fuzz';

/** A form the classes send their bodies to: REST or a GraphQL mutation, with its valid input and its text fields. */
interface Target {
  name: string;
  path: string;
  table?: string;
  valid: fc.Arbitrary<Record<string, unknown>>;
  textFields: string[];
  /** A GraphQL mutation wraps the input in its variables. */
  mutation?: string;
}

const chat = fc
  .tuple(fc.constantFrom('How much is the professional package?', 'តម្លៃប៉ុន្មាន?'), fc.constantFrom('en', 'km'))
  .map(([content, language]) => ({ content, language }));

const TARGETS: Target[] = [
  {
    name: 'POST /api/contact',
    path: '/api/contact',
    table: 'contact_submissions',
    valid: fc.record(validContact),
    textFields: ['name', 'email', 'service', 'message', 'language', 'phone'],
  },
  {
    name: 'POST /api/newsletter',
    path: '/api/newsletter',
    table: 'newsletter_subscriptions',
    valid: fc.record(validNewsletter),
    textFields: ['email', 'name', 'language'],
  },
  {
    name: 'POST /api/booking',
    path: '/api/booking',
    table: 'bookings',
    valid: fc.record(validBooking),
    textFields: ['name', 'email', 'phone', 'service', 'datetime', 'message', 'timezone', 'language'],
  },
  {
    name: 'POST /api/khqr-payments',
    path: '/api/khqr-payments',
    table: 'orders',
    valid: fc.record({
      package: fc.constantFrom('starter', 'professional', 'enterprise'),
      email: fc.emailAddress(),
      currency: fc.constantFrom('USD', 'KHR', 'khr'),
      language: fc.constantFrom('en', 'km'),
    }),
    textFields: ['package', 'email', 'currency', 'language'],
  },
  {
    name: 'POST /api/chat',
    path: '/api/chat',
    // Its text field is the content of the visitor's message (see withLoneSurrogate).
    valid: chat.map(({ content, language }) => ({ messages: [{ role: 'user', content }], language })),
    textFields: ['messages', 'language'],
  },
  {
    name: 'POST /api/chat/lead',
    path: '/api/chat/lead',
    table: 'contact_submissions',
    valid: fc.record(validChatLead),
    textFields: ['name', 'email', 'phone', 'message', 'language', 'session'],
  },
  {
    name: 'GraphQL submitChatLead',
    path: '/graphql',
    table: 'contact_submissions',
    valid: fc.record(validChatLead),
    textFields: ['name', 'email', 'phone', 'message', 'session'],
    mutation: 'mutation($input: ChatLeadInput!) { submitChatLead(input: $input) { message } }',
  },
  {
    name: 'GraphQL submitContact',
    path: '/graphql',
    table: 'contact_submissions',
    valid: fc.record(validContact),
    textFields: ['name', 'email', 'service', 'message', 'phone'],
    mutation: 'mutation($input: ContactInput!) { submitContact(input: $input) { message } }',
  },
  {
    name: 'GraphQL subscribeNewsletter',
    path: '/graphql',
    table: 'newsletter_subscriptions',
    valid: fc.record(validNewsletter),
    textFields: ['email', 'name'],
    mutation: 'mutation($input: NewsletterInput!) { subscribeNewsletter(input: $input) { message } }',
  },
  {
    name: 'GraphQL createBooking',
    path: '/graphql',
    table: 'bookings',
    valid: fc.record(validBooking),
    textFields: ['name', 'email', 'phone', 'service', 'datetime', 'message', 'timezone'],
    mutation: 'mutation($input: BookingInput!) { createBooking(input: $input) { message } }',
  },
];

const sent = (target: Target, input: Record<string, unknown>) =>
  target.mutation ? { query: target.mutation, variables: { input } } : input;
const request = (target: Target, input: Record<string, unknown>, extra: Partial<FuzzRequest>): FuzzRequest => ({
  method: 'POST',
  path: target.path,
  table: target.table,
  value: sent(target, input),
  ...extra,
});
const target = fc.constantFrom(...TARGETS);
const targetAndInput = target.chain((t) => t.valid.map((input) => [t, input] as const));

/** Half a surrogate pair, alone: high, low, or a pair in the wrong order. */
const loneSurrogate = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdbff }).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0xdc00, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.constant('\udc00\ud800'),
);

function withLoneSurrogate(input: Record<string, unknown>, field: string, lone: string, at: number) {
  const insert = (value: string) =>
    value.slice(0, at % (value.length + 1)) + lone + value.slice(at % (value.length + 1));
  if (field === 'messages' || field === 'transcript') {
    const [message, ...rest] = input[field] as { role: string; content: string }[];
    return { ...input, [field]: [{ ...message, content: insert(message.content) }, ...rest] };
  }
  return { ...input, [field]: insert(typeof input[field] === 'string' ? input[field] : '') };
}

/** Charsets a client may name: UTF-8 spelled many ways, others Node can decode, and ones no one can. */
const charset = fc.oneof(
  fc.constantFrom('utf-8', 'UTF-8', 'utf8', '"utf-8"', 'latin1', 'iso-8859-1', 'windows-1252', 'ascii', 'utf-16'),
  fc.constantFrom('utf-16le', 'utf-16be', 'utf-32', 'utf-7', 'koi8-r', 'shift_jis', 'binary', 'utf-9', 'x-unknown', ''),
  fc.stringMatching(/^[\w.:-]{0,20}$/),
);
/** The body in the named charset when Node can write it, else the UTF-8 bytes the client sent anyway. */
function encodeIn(text: string, name: string): Uint8Array {
  const label = name.replace(/"/g, '').toLowerCase();
  if (label === 'utf-16le' || label === 'utf-16') return Buffer.from(text, 'utf16le');
  if (label === 'latin1' || label === 'iso-8859-1' || label === 'binary') return Buffer.from(text, 'latin1');
  return Buffer.from(text, 'utf8');
}

const CODECS: Record<string, (bytes: Uint8Array) => Uint8Array> = {
  gzip: (bytes) => gzipSync(bytes),
  deflate: (bytes) => deflateSync(bytes),
  br: (bytes) => brotliCompressSync(bytes),
  zstd: (bytes) => zstdCompressSync(bytes),
  identity: (bytes) => bytes,
};
const encoding = fc.constantFrom(
  ...Object.keys(CODECS),
  'GZIP',
  ' gzip',
  'x-gzip',
  'compress',
  'gzip, deflate',
  'unknown',
  '',
);
/** What the body holds: what the header says, nothing compressed, another codec, or a broken stream. */
const bodyKind = fc.constantFrom('as-said', 'plain', 'other-codec', 'truncated', 'trailing-bytes', 'random-bytes');

function compressedBody(json: string, header: string, kind: string, noise: Uint8Array, other: string): Uint8Array {
  const plain = Buffer.from(json, 'utf8');
  const codec = CODECS[header.trim().toLowerCase()] ?? CODECS.identity;
  const asSaid = codec(plain);
  switch (kind) {
    case 'plain':
      return plain;
    case 'other-codec':
      return CODECS[other](plain);
    case 'truncated':
      return asSaid.subarray(0, Math.floor(asSaid.length / 2));
    case 'trailing-bytes':
      return Buffer.concat([asSaid, noise]);
    case 'random-bytes':
      return noise;
    default:
      return asSaid;
  }
}

/** A Stripe event of any shape: right or wrong in every field the webhook reads, signed with the endpoint's secret. */
const intentLike = fc.record(
  {
    id: maybe(fc.stringMatching(/^pi_[A-Za-z0-9]{4,24}$/)),
    object: maybe(fc.constant('payment_intent')),
    amount: maybe(fc.integer({ min: 0, max: 200_000 })),
    currency: maybe(fc.constant('usd')),
    metadata: maybe(fc.record({ order_id: fc.uuid() })),
    receipt_email: maybe(fc.emailAddress()),
    latest_charge: maybe(
      fc.oneof(
        fc.constant('ch_1'),
        fc.record({ billing_details: maybe(fc.record({ email: maybe(fc.emailAddress()) })) }),
      ),
    ),
  },
  { requiredKeys: [] },
);
const stripeEvent = fc.record(
  {
    id: maybe(fc.stringMatching(/^evt_[A-Za-z0-9]{4,24}$/)),
    object: fc.constant('event'),
    type: maybe(fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded')),
    // Ordinary times, and the odd ones a signed event may carry (issue 33): past 9999, negative, huge, fractions.
    created: maybe(
      fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 0, max: 2_000_000_000 }) },
        fc.integer(),
        fc.double(),
        fc.constantFrom(253_402_300_800, 253_402_300_800_000, 8.64e12, 1e20, -62_135_596_800, Number.MAX_SAFE_INTEGER),
      ),
    ),
    data: fc.oneof(
      { weight: 4, arbitrary: fc.record({ object: maybe(intentLike) }, { requiredKeys: [] }) },
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);

export const HOSTILE_ENTRY_POINTS: EntryPoint[] = [
  {
    name: 'JSON bodies in other charsets (every form)',
    request: fc.tuple(targetAndInput, charset).map(([[t, input], name]) =>
      request(t, input, {
        body: encodeIn(JSON.stringify(sent(t, input)), name),
        contentType: `application/json; charset=${name}`,
      }),
    ),
  },
  {
    name: 'any Content-Encoding, broken streams included (every form and the Stripe webhook)',
    request: fc
      .tuple(
        targetAndInput,
        encoding,
        bodyKind,
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.constantFrom('gzip', 'deflate', 'br'),
        fc.boolean(),
      )
      .map(([[t, input], header, kind, noise, other, toWebhook]) => {
        const body = compressedBody(JSON.stringify(sent(t, input)), header, kind, noise, other);
        const headers = { 'content-encoding': header };
        return toWebhook
          ? {
              method: 'POST',
              path: '/api/stripe/webhook',
              body,
              headers: { ...headers, 'stripe-signature': 't=1,v1=0' },
            }
          : request(t, input, { body, headers });
      }),
  },
  {
    name: 'a lone surrogate in every text field (every form and the chat)',
    refused: true,
    request: fc.oneof(
      fc.tuple(targetAndInput, loneSurrogate, fc.nat({ max: 100 })).chain(([[t, input], lone, at]) =>
        fc.constantFrom(...t.textFields).map((field) => {
          const bad = withLoneSurrogate(input, field, lone, at);
          return request(t, bad, { body: JSON.stringify(sent(t, bad)) });
        }),
      ),
      // The availability query's text arguments (its REST twin's URL cannot carry a lone surrogate).
      fc
        .tuple(fc.constantFrom('date', 'timezone'), loneSurrogate, fc.nat({ max: 20 }))
        .map(([field, lone, at]): FuzzRequest => {
          const variables = withLoneSurrogate({ date: '2027-03-15', timezone: 'Asia/Phnom_Penh' }, field, lone, at);
          const query =
            'query($date: String!, $timezone: String!) { availability(date: $date, timezone: $timezone) { timeSlots } }';
          return { method: 'POST', path: '/graphql', body: JSON.stringify({ query, variables }) };
        }),
    ),
  },
  {
    name: 'POST /api/stripe/webhook: correctly signed events of any shape',
    request: fc
      .oneof({ weight: 9, arbitrary: stripeEvent.map((event) => JSON.stringify(event)) }, fc.string({ maxLength: 200 }))
      .map((payload) => ({
        method: 'POST',
        path: '/api/stripe/webhook',
        body: payload,
        headers: {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: FUZZ_WEBHOOK_SECRET }),
        },
      })),
  },
];
