import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runSubscription, wsClient } from '../test/graphql-ws.js';
import { postJson, startTestApp, type TestApp } from '../test/test-app.js';
import { RATE_LIMITS } from './rate-limits.js';

// Per-address budgets see one visitor where one visitor is: an IPv6 /64 (a new privacy address is
// free to make) and an IPv4 client however the socket writes it. Requests come from 127.0.0.1, which
// TRUST_PROXY=loopback trusts, so X-Forwarded-For names the visitor.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CHAT_STREAM_PACE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const inquiry = (email: string) => ({ name: 'Dara', email, service: 'seo', message: 'Hello', language: 'en' });

describe('per-address budgets', () => {
  it('count every address of one IPv6 /64 as one visitor, and another /64 apart', async () => {
    for (let i = 0; i < RATE_LIMITS.contact.points; i += 1) {
      // A new privacy address for every message, as a script would make them.
      const response = await postJson(
        `${t.url}/api/contact`,
        inquiry(`v6-${i}@limits.test`),
        from(`2001:db8:64:1::${i + 1}`),
      );
      expect(response.status).toBe(201);
    }
    const sameNetwork = await postJson(
      `${t.url}/api/contact`,
      inquiry('v6-more@limits.test'),
      from('2001:0db8:0064:0001:ffff:1234:abcd:9'),
    );
    expect(sameNetwork.status).toBe(429);
    const otherNetwork = await postJson(
      `${t.url}/api/contact`,
      inquiry('v6-other@limits.test'),
      from('2001:db8:64:2::1'),
    );
    expect(otherNetwork.status).toBe(201);
  });

  it('count an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 0; i < RATE_LIMITS.newsletter.points; i += 1) {
      const address = i % 2 ? '198.51.100.64' : '::ffff:198.51.100.64';
      const response = await postJson(`${t.url}/api/newsletter`, { email: `v4-${i}@limits.test` }, from(address));
      expect(response.status).toBe(200);
    }
    const limited = await postJson(`${t.url}/api/newsletter`, { email: 'v4-more@limits.test' }, from('198.51.100.64'));
    expect(limited.status).toBe(429);
    const neighbour = await postJson(
      `${t.url}/api/newsletter`,
      { email: 'v4-next@limits.test' },
      from('198.51.100.65'),
    );
    expect(neighbour.status).toBe(200);
  });

  it('apply to operations over the WebSocket with the same key as over HTTP', async () => {
    const ask = { messages: [{ role: 'user', content: 'hi' }], language: 'en' };
    for (let i = 0; i < RATE_LIMITS.chat.points; i += 1) {
      expect((await postJson(`${t.url}/api/chat`, ask, from(`2001:db8:64:3::${i + 1}`))).status).toBe(200);
    }
    const client = wsClient(t.url, from('2001:db8:64:3:aaaa::1'));
    try {
      const run = await runSubscription(client, 'subscription($input: ChatInput!) { chat(input: $input) { text } }', {
        input: ask,
      });
      expect(run.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await client.dispose();
    }
  });

  it('give a forwarded value that is no address a bounded key of its own, never a 5xx', async () => {
    const response = await postJson(
      `${t.url}/api/contact`,
      inquiry('odd@limits.test'),
      from(`not-an-ip-${'x'.repeat(400)}`),
    );
    expect(response.status).toBe(201);
  });
});
