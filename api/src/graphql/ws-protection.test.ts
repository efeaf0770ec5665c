import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getIntrospectionQuery } from 'graphql';
import { RATE_LIMITS } from '../rate-limits/rate-limits.js';
import { runOnce, wsClient } from '../test/graphql-ws.js';
import { graphql, startTestApp, type TestApp } from '../test/test-app.js';

// The same rules over the WebSocket as over HTTP (issue 14, item 11): one place decides both.

const nested = (fields: string[]) => `{ ${fields.join(' { ')} { name }${' }'.repeat(fields.length - 1)} }`;
/** Twelve levels: the schema's types, unwrapped ten times (the standard query unwraps nine). */
const TWELVE_LEVELS = nested(['__schema', 'types', ...Array(10).fill('ofType')]);
const MUTATION = 'mutation { updateContactSubmissionStatus(id: "x", status: read) { id } }';

/** One operation over a fresh socket from `headers`' address. */
async function overSocket(url: string, query: string, variables?: Record<string, unknown>, headers = {}) {
  const client = wsClient(url, headers);
  try {
    return await runOnce(client, query, variables);
  } finally {
    await client.dispose();
  }
}

describe('GraphQL over the WebSocket in production', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-test-secret-0123456789-abcdefghijklmnop',
      OIDC_ISSUER_URL: 'https://issuer.example',
      OIDC_CLIENT_ID: 'site',
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(() => site.close());

  it('refuses introspection', async () => {
    const result = await overSocket(site.url, '{ __schema { queryType { name } } }');
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/introspection/i);
    const byType = await overSocket(site.url, '{ __type(name: "Query") { name } }');
    expect(byType.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('gives no "Did you mean" suggestions, on either transport', async () => {
    const typo = await overSocket(site.url, '{ categorie { id } }');
    expect(typo.errors?.[0]?.message).toMatch(/Cannot query field "categorie"/);
    expect(JSON.stringify(typo)).not.toMatch(/did you mean/i);
    // An enum value misspelled in the variables fails later, while executing: hidden as well.
    const enumQuery =
      'mutation ($status: ContactStatus!) { updateContactSubmissionStatus(id: "x", status: $status) { id } }';
    const headers = { 'x-forwarded-for': '198.51.100.21' };
    const overWs = await overSocket(site.url, enumQuery, { status: 'reed' }, headers);
    expect(overWs.errors?.[0]?.message).toMatch(/"reed"/);
    expect(JSON.stringify(overWs)).not.toMatch(/did you mean/i);
    const overHttp = await graphql(site.url, enumQuery, { status: 'reed' }, headers);
    expect(overHttp.body.errors?.[0]?.message).toMatch(/"reed"/);
    expect(JSON.stringify(overHttp.body)).not.toMatch(/did you mean/i);
  });

  it('spends one mutation budget per address over HTTP and WebSocket together', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.22', 'accept-language': 'km' };
    const overHttp = RATE_LIMITS.graphqlMutation.points - 20;
    for (let i = 0; i < overHttp; i += 1) {
      const { body } = await graphql(site.url, MUTATION, undefined, ip);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const client = wsClient(site.url, ip);
    try {
      for (let i = 0; i < 20; i += 1)
        expect((await runOnce(client, MUTATION)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // The budget is spent: ten more over the socket, each refused in the visitor's language.
      for (let i = 0; i < 10; i += 1) {
        const refused = await runOnce(client, MUTATION);
        expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
        expect(refused.errors?.[0]?.message).toMatch(/[\u1780-\u17FF]/);
      }
      // Queries are not mutations.
      expect((await runOnce(client, '{ categories { id } }')).data?.categories).toBeDefined();
    } finally {
      await client.dispose();
    }
    const http = await graphql(site.url, MUTATION, undefined, ip);
    expect(http.status).toBe(429);
    // Another address has its own budget.
    const other = await overSocket(site.url, MUTATION, undefined, { 'x-forwarded-for': '198.51.100.23' });
    expect(other.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('introspection depth in development', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp({ LOG_LEVEL: 'silent' });
  });
  afterAll(() => site.close());

  it('refuses a 12-level nested introspection query over both transports', async () => {
    const http = await graphql(site.url, TWELVE_LEVELS);
    expect(http.status).toBe(400);
    expect(http.body.errors?.[0]?.message).toMatch(/introspection depth/i);
    const ws = await overSocket(site.url, TWELVE_LEVELS);
    expect(ws.data).toBeUndefined();
    expect(ws.errors?.[0]?.message).toMatch(/introspection depth/i);
  });

  it('answers the standard introspection query over both transports', async () => {
    const query = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, oneOf: true });
    const http = await graphql<{ __schema: { types: unknown[] } }>(site.url, query);
    expect(http.body.errors).toBeUndefined();
    expect(http.body.data!.__schema.types.length).toBeGreaterThan(10);
    const ws = await overSocket(site.url, query);
    expect(ws.errors).toBeUndefined();
    expect((ws.data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(10);
  });

  it('keeps the token limit on the WebSocket too', async () => {
    const fields = Array.from({ length: 600 }, () => 'id name').join(' ');
    const ws = await overSocket(site.url, `{ categories { ${fields} } }`);
    expect(ws.errors?.[0]?.message).toMatch(/token limit/i);
  });
});
