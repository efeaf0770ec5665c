import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql, startTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('answers /healthz and /readyz when the database answers', async () => {
    const health = await fetch(`${t.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('gives every response a request id, echoing a sane incoming one', async () => {
    const generated = await fetch(`${t.url}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const refused = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(refused.headers.get('x-request-id')).not.toBe('bad id <script>');
  });
});

describe('GraphQL over HTTP', () => {
  it('answers siteInfo from common/ in both languages', async () => {
    const query =
      'query($language: Language!) { siteInfo(language: $language) { name phone address openingHours { days opens closes timezone } socialLinks { network } } }';
    const en = await graphql<{ siteInfo: Record<string, unknown> }>(t.url, query, { language: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.data?.siteInfo).toMatchObject({
      name: 'Angkor Digital',
      address: expect.stringContaining('Siem Reap'),
      openingHours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00', timezone: 'Asia/Phnom_Penh' },
    });
    expect((en.body.data?.siteInfo.socialLinks as unknown[]).length).toBe(5);
    const km = await graphql<{ siteInfo: { address: string } }>(t.url, query, { language: 'km' });
    expect(km.body.data?.siteInfo.address).toContain('សៀមរាប');
  });

  it('rejects an invalid operation with a validation code and no stack trace', async () => {
    const result = await graphql(t.url, '{ nope }');
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(result.body)).not.toContain('stacktrace');
  });

  it('refuses a GET that could be a cross-site request (CSRF prevention)', async () => {
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ siteInfo { name } }')}`);
    expect(response.status).toBe(400);
  });
});

describe('GraphQL over WebSocket', () => {
  it('streams serverTime on the same server and path', async () => {
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const events = client.iterate<{
        serverTime: { now: string; businessTimezone: string; businessLocalTime: string; isBusinessOpen: boolean };
      }>({
        query: 'subscription { serverTime { now businessTimezone businessLocalTime isBusinessOpen } }',
      });
      const first = await events.next();
      const tick = first.value?.data?.serverTime;
      expect(tick?.businessTimezone).toBe('Asia/Phnom_Penh');
      expect(Math.abs(Date.parse(tick!.now) - Date.now())).toBeLessThan(5000);
      expect(tick?.businessLocalTime).toMatch(/^\d{2}:\d{2}$/);
      expect(typeof tick?.isBusinessOpen).toBe('boolean');
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });
});

describe('REST conventions', () => {
  it('answers an unknown /api path with JSON 404 in the request language', async () => {
    const en = await fetch(`${t.url}/api/nothing-here`);
    expect(en.status).toBe(404);
    expect(((await en.json()) as { message: string }).message).toMatch(/no such API endpoint/);
    const km = await fetch(`${t.url}/api/nothing-here`, { headers: { 'accept-language': 'km-KH,km;q=0.9,en;q=0.5' } });
    expect(((await km.json()) as { message: string }).message).toMatch(/API/);
    expect(km.headers.get('content-type')).toContain('application/json');
  });

  it('refuses a body over 32 KB with 413 and malformed JSON with 400', async () => {
    const big = await fetch(`${t.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(33 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toMatch(/too large/);
    const malformed = await fetch(`${t.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/not valid JSON/);
  });
});
