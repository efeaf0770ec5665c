import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ContactSubmission } from '../features/contact/contact.entity.js';
import { clientIp, startTestApp, type TestApp } from '../test/test-app.js';

// A body the parsers cannot read is the sender's mistake: 4xx with a next step in their language, never 500.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_body',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_body',
    STRIPE_WEBHOOK_SECRET: 'whsec_body',
    // Never called: the webhook refuses these bodies before any Stripe call.
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await t?.close();
});

const inquiry = JSON.stringify({
  name: 'Sokha Chan',
  email: 'sokha@guesthouse.test',
  service: 'seo',
  message: 'Compressed, on purpose.',
  language: 'en',
});
// A gzip header followed by bytes that are not a deflate stream.
const brokenGzip = Buffer.concat([gzipSync(inquiry).subarray(0, 10), Buffer.from('not deflate at all')]);

async function send(path: string, headers: Record<string, string>, body: string | Buffer) {
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { ...clientIp(), ...headers }, body });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', json: JSON.parse(text) };
}

const stored = () => t.app.orm.em.fork().count(ContactSubmission, {});

describe('a request body the JSON parser cannot read', () => {
  it.each([
    ['charset=latin1', { 'content-type': 'application/json; charset=latin1' }, inquiry, 415, /UTF-8/, /UTF-8/],
    [
      'charset=windows-1252',
      { 'content-type': 'application/json; charset=windows-1252' },
      inquiry,
      415,
      /UTF-8/,
      /UTF-8/,
    ],
    [
      'an unknown Content-Encoding',
      { 'content-type': 'application/json', 'content-encoding': 'compress' },
      inquiry,
      415,
      /gzip/,
      /gzip/,
    ],
    ['text/plain', { 'content-type': 'text/plain' }, inquiry, 415, /must be JSON/, /ត្រូវតែជា JSON/],
    [
      'a form',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'name=Dara&email=dara%40tours.test&service=seo&message=Hi&language=en',
      415,
      /Content-Type: application\/json/,
      /Content-Type: application\/json/,
    ],
    [
      'a broken gzip body',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      brokenGzip,
      400,
      /could not be decompressed/,
      /មិនអាចពន្លា/,
    ],
    [
      'a broken deflate body',
      { 'content-type': 'application/json', 'content-encoding': 'deflate' },
      'plain text, not deflate',
      400,
      /could not be decompressed/,
      /មិនអាចពន្លា/,
    ],
  ])('REST: %s answers %#', async (_case, headers, body, status, english, khmer) => {
    const before = await stored();
    const en = await send('/api/contact', headers, body);
    expect(en.status).toBe(status);
    expect(en.type).toContain('application/json');
    expect(en.json.message).toMatch(english);
    const km = await send('/api/contact', { ...headers, 'accept-language': 'km' }, body);
    expect(km.status).toBe(status);
    expect(km.json.message).toMatch(khmer);
    expect(km.json.message).toMatch(/[\u1780-\u17FF]/);
    expect(await stored()).toBe(before);
  });

  it('still reads a well-formed gzip body', async () => {
    const before = await stored();
    const response = await send(
      '/api/contact',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(inquiry),
    );
    expect(response.status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it.each([
    ['charset=latin1', { 'content-type': 'application/json; charset=latin1' }, '{"query":"{ __typename }"}', 415],
    ['an unknown Content-Encoding', { 'content-type': 'application/json', 'content-encoding': 'x-zip' }, '{}', 415],
    ['a broken gzip body', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, brokenGzip, 400],
  ])('GraphQL: %s answers a GraphQL error with status %#', async (_case, headers, body, status) => {
    const response = await send('/graphql', { ...headers, 'accept-language': 'km' }, body);
    expect(response.status).toBe(status);
    expect(response.json.errors).toHaveLength(1);
    expect(response.json.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(response.json.errors[0].message).toMatch(/[\u1780-\u17FF]/);
  });

  it('the Stripe webhook refuses a broken gzip body with 400', async () => {
    const response = await send(
      '/api/stripe/webhook',
      { 'content-type': 'application/json', 'content-encoding': 'gzip', 'stripe-signature': 't=1,v1=00' },
      brokenGzip,
    );
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/could not be decompressed/);
  });
});

describe('a documented path asked with another method', () => {
  it('answers 405 with Allow, in the request language; OPTIONS and unknown paths are as before', async () => {
    const get = await fetch(`${t.url}/api/contact`, { headers: clientIp() });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(((await get.json()) as { message: string }).message).toBe(
      'This API endpoint does not take this method. It takes: POST.',
    );
    const put = await fetch(`${t.url}/api/booking/availability?date=2027-01-04`, {
      method: 'PUT',
      headers: { ...clientIp(), 'accept-language': 'km' },
    });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
    expect(((await put.json()) as { message: string }).message).toMatch(/^API នៅអាសយដ្ឋាននេះមិនទទួល/);
    expect((await fetch(`${t.url}/api/no-such-thing`, { headers: clientIp() })).status).toBe(404);
    expect((await fetch(`${t.url}/api/contact`, { method: 'OPTIONS', headers: clientIp() })).status).not.toBe(405);
  });
});
