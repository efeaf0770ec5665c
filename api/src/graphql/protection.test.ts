import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql, startTestApp, type TestApp } from '../test/test-app.js';
import { GRAPHQL_LIMITS } from './protection.js';

const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: categories { id }`).join(' ')} }`;

describe('GraphQL limits', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp();
  });
  afterAll(() => site.close());

  it('accepts the allowed number of aliases and refuses one more', async () => {
    const ok = await graphql(site.url, aliases(GRAPHQL_LIMITS.maxAliases));
    expect(ok.body.errors).toBeUndefined();
    const tooMany = await graphql(site.url, aliases(GRAPHQL_LIMITS.maxAliases + 1));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors![0]!.message).toMatch(/aliases/i);
    expect(JSON.stringify(tooMany.body)).not.toMatch(/at .*\.js/);
  });

  it('refuses a document with too many tokens', async () => {
    const fields = Array.from({ length: 600 }, () => 'id name').join(' ');
    const { status, body } = await graphql(site.url, `{ categories { ${fields} } }`);
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/token/i);
  });

  it('refuses a costly document that stays under the alias and token limits', async () => {
    const items = Array.from({ length: 10 }, () => 'id question answer').join(' ');
    const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `f${i}: faq { items { ${items} } }`).join(' ')} }`;
    const { status, body } = await graphql(site.url, query);
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/cost/i);
  });

  it('lets the heaviest real query through', async () => {
    const query = `{ services { slug name description keyFeatures headline summary features { id title text } url bookingUrl }
      packages { id name description priceUsd priceCents currency formattedPrice supportMonths pages features popular url }
      faq { id title url items { id question answer } } categories { id name } siteInfo { name phone email } }`;
    const { status, body } = await graphql(site.url, query);
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
  });

  it('refuses batched requests', async () => {
    const response = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ categories { id } }' }, { query: '{ categories { id } }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('answers introspection outside production', async () => {
    const { body } = await graphql<{ __schema: { queryType: { name: string } } }>(
      site.url,
      '{ __schema { queryType { name } } }',
    );
    expect(body.data!.__schema.queryType.name).toBe('Query');
  });

  it('applies the same limits over the WebSocket', async () => {
    const client = createClient({
      url: `${site.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const result = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: aliases(GRAPHQL_LIMITS.maxAliases + 1) },
          { next: resolve, error: resolve, complete: () => resolve('complete') },
        );
      });
      expect(JSON.stringify(result)).toMatch(/aliases/i);
    } finally {
      await client.dispose();
    }
  });
});

describe('GraphQL in production', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'production-test-secret-0123456789-abcdefghijklmnop',
    OIDC_ISSUER_URL: 'https://issuer.example',
    OIDC_CLIENT_ID: 'site',
    LOG_LEVEL: 'silent',
  };

  describe('by default', () => {
    let closed: TestApp;
    beforeAll(async () => {
      closed = await startTestApp(production);
    });
    afterAll(() => closed.close());

    it('refuses introspection and hides field suggestions', async () => {
      const introspection = await graphql(closed.url, '{ __schema { queryType { name } } }');
      expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
      const typo = await graphql(closed.url, '{ categorie { id } }');
      expect(typo.status).toBe(400);
      expect(typo.body.errors![0]!.message).not.toMatch(/did you mean/i);
    });
  });

  describe('with PARTNER_INTROSPECTION=true', () => {
    let open: TestApp;
    beforeAll(async () => {
      open = await startTestApp({ ...production, PARTNER_INTROSPECTION: 'true' });
    });
    afterAll(() => open.close());

    it('answers introspection', async () => {
      const introspection = await graphql<{ __schema: unknown }>(open.url, '{ __schema { queryType { name } } }');
      expect(introspection.body.data!.__schema).toEqual({ queryType: { name: 'Query' } });
    });
  });
});
