import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { RATE_LIMITS } from '../features/abuse/rate-limits.js';
import { graphql, startTestApp, type TestApp } from '../test/test-app.js';

describe('per-IP budgets for GraphQL mutations and subscriptions', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp({ LOG_LEVEL: 'silent' });
  });
  afterAll(() => site.close());

  it('answers 429 RATE_LIMITED in the visitor language once the mutation budget is spent', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.77', 'accept-language': 'km' };
    const mutation = 'mutation { updateContactSubmissionStatus(id: "x", status: read) { id } }';
    for (let i = 0; i < RATE_LIMITS.graphqlMutation.points; i += 1) {
      const { body } = await graphql(site.url, mutation, undefined, ip);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const response = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ip },
      body: JSON.stringify({ query: mutation }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0]!.message).toMatch(/[\u1780-\u17FF]/);

    // Queries are not mutations: the catalog still answers, and another address is unaffected.
    expect((await graphql(site.url, '{ categories { id } }', undefined, ip)).status).toBe(200);
    const other = await graphql(site.url, mutation, undefined, { 'x-forwarded-for': '198.51.100.78' });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses operations over the WebSocket once the subscription budget is spent', async () => {
    const client = createClient({
      url: `${site.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const run = () =>
      new Promise<unknown>((resolve) => {
        let result: unknown;
        client.subscribe(
          { query: '{ categories { id } }' },
          { next: (value) => (result = value), error: resolve, complete: () => resolve(result) },
        );
      });
    try {
      for (let i = 0; i < RATE_LIMITS.graphqlSubscription.points; i += 1) {
        expect(JSON.stringify(await run())).toContain('"categories"');
      }
      expect(JSON.stringify(await run())).toContain('RATE_LIMITED');
    } finally {
      await client.dispose();
    }
  });
});
