import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { RATE_LIMITS } from '../rate-limits/rate-limits.js';
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

  it("answers a form's spent budget exactly like REST: 429, Retry-After and extensions.retryAfter", async () => {
    const inquiry = {
      name: 'Sokha Chan',
      email: 'sokha@guesthouse.test',
      service: 'web-design',
      message: 'We need a bilingual website for our guesthouse near Pub Street.',
      language: 'km',
    };
    const submitContact = 'mutation ($input: ContactInput!) { submitContact(input: $input) { message } }';
    const overGraphQL = (ip: string) =>
      fetch(`${site.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ query: submitContact, variables: { input: inquiry } }),
      });
    const overRest = (ip: string) =>
      fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(inquiry),
      });
    for (let i = 0; i < RATE_LIMITS.contact.points; i += 1) {
      expect((await overGraphQL('198.51.100.90')).status).toBe(200);
      expect((await overRest('198.51.100.91')).status).toBe(201);
    }
    const rest = await overRest('198.51.100.91');
    const restBody = (await rest.json()) as { message: string };
    const spent = await overGraphQL('198.51.100.90');
    const body = (await spent.json()) as {
      data: unknown;
      errors: { message: string; extensions: { code: string; retryAfter: number; http?: unknown } }[];
    };
    expect([rest.status, spent.status]).toEqual([429, 429]);
    const retryAfter = Number(spent.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - Number(rest.headers.get('retry-after')))).toBeLessThanOrEqual(2);
    expect(body.errors[0]).toMatchObject({
      message: restBody.message,
      extensions: { code: 'RATE_LIMITED', retryAfter },
    });
    expect(body.errors[0]!.extensions.http).toBeUndefined();
    expect(body.errors[0]!.message).toMatch(/[\u1780-\u17FF]/);
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
      const refused = JSON.stringify(await run());
      expect(refused).toContain('RATE_LIMITED');
      // No HTTP answer to carry Retry-After: the error itself says how long to wait.
      expect(refused).toMatch(/"retryAfter":[1-9]/);
    } finally {
      await client.dispose();
    }
  });
});
