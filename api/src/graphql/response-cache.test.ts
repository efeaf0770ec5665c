import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { graphqlResponseCache, preferredCoding } from './response-cache.js';

// The cache in front of a stand-in for Apollo that counts what reaches it and answers like a GraphQL
// server: errors for a query naming `broken`, the media type the Accept header asks for.
let server: Server;
let url: string;
let reached: number;

beforeAll(async () => {
  const { serve, fill } = graphqlResponseCache({ cacheableFields: new Set(['services', 'packages']), maxEntries: 3 });
  const app = express();
  app.use(express.json({ limit: '1mb' }), serve, fill, (req, res) => {
    reached += 1;
    const query = String((req.body as { query: string }).query);
    const type = String(req.headers.accept).includes('graphql-response')
      ? 'application/graphql-response+json'
      : 'application/json';
    res.type(type).set('cache-control', 'no-store');
    if (query.includes('broken')) res.send(JSON.stringify({ errors: [{ message: 'no' }], data: null }));
    else if (query.includes('teapot')) res.status(418).send(JSON.stringify({ data: { services: [] } }));
    else if (query.includes('description'))
      res.send(JSON.stringify({ data: { services: [{ description: `answer ${reached} `.repeat(200) }] } }));
    else res.send(JSON.stringify({ data: { services: [{ slug: `answer ${reached}` }] } }));
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reached = 0;
});

async function ask(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The answer's bytes as sent (fetch would decode them), with its coding and Vary. */
async function askRaw(body: unknown, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ coding: string | undefined; vary: string | undefined; length: number; bytes: Buffer }>(
    (resolve, reject) => {
      const sent = request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              coding: response.headers['content-encoding'],
              vary: response.headers.vary,
              length: Number(response.headers['content-length']),
              bytes: Buffer.concat(chunks),
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(JSON.stringify(body));
    },
  );
}

describe('the catalog response cache', () => {
  it('answers the same query again with the same bytes, without reaching the server behind it', async () => {
    const query = { query: 'query A($l: Language) { services(language: $l) { slug } }', variables: { l: 'km' } };
    const first = await ask(query);
    const second = await ask(query);
    expect(first).toEqual({ status: 200, type: 'application/json; charset=utf-8', text: expect.any(String) });
    expect(second).toEqual(first);
    expect(reached).toBe(1);
  });

  it('knows a query by its normalised form: spacing, comments and the order of variables', async () => {
    await ask({ query: 'query B($a: Int, $b: Int) { packages(x: $a, y: $b) { id } }', variables: { a: 1, b: 2 } });
    const again = await ask({
      query: '# the same\nquery B($a: Int, $b: Int) {\n  packages(x: $a, y: $b) {\n    id\n  }\n}',
      variables: { b: 2, a: 1 },
    });
    expect(again.status).toBe(200);
    expect(reached).toBe(1);
    await ask({ query: 'query B($a: Int, $b: Int) { packages(x: $a, y: $b) { id } }', variables: { a: 1, b: 3 } });
    expect(reached).toBe(2);
  });

  it('keeps one answer per media type the Accept header chooses', async () => {
    const query = { query: '{ services { name } }' };
    const plain = await ask(query);
    const graphqlResponse = await ask(query, { accept: 'application/graphql-response+json' });
    const again = await ask(query, { accept: 'application/graphql-response+json' });
    expect(plain.type).toBe('application/json; charset=utf-8');
    expect(graphqlResponse.type).toBe('application/graphql-response+json; charset=utf-8');
    expect(again).toEqual(graphqlResponse);
    expect(reached).toBe(2);
  });

  it('never keeps what could depend on more than the query: other fields, mutations, several operations', async () => {
    for (const query of [
      '{ services { slug } me { email } }',
      'mutation { services { slug } }',
      'query A { services { slug } } query B { packages { id } }',
      '{ ...F } fragment F on Query { services { slug } }',
      '{ __schema { types { name } } }',
      '{ services @skip(if: false) { slug } }',
    ]) {
      await ask({ query });
      await ask({ query });
    }
    expect(reached).toBe(12);
  });

  it('never keeps an answer with errors or another status, nor a request with extensions', async () => {
    for (const body of [
      { query: '{ services { broken } }' },
      { query: '{ services { teapot } }' },
      { query: '{ services { slug } }', extensions: { persistedQuery: { version: 1 } } },
    ]) {
      await ask(body);
      await ask(body);
    }
    expect(reached).toBe(6);
  });

  it('passes on, uncached, variables nested too deeply to write out again (no stack overflow, no 500)', async () => {
    const depth = 200_000;
    const body = `{"query":"{ services { slug } }","variables":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(200);
    }
    expect(reached).toBe(2);
  });

  it('holds a bounded number of answers, dropping the least recently used', async () => {
    const q = (n: number) => ({ query: `{ services(n: ${n}) { slug } }` });
    for (const n of [1, 2, 3]) await ask(q(n));
    await ask(q(1)); // 1 is now the most recently used
    await ask(q(4)); // evicts 2
    expect(reached).toBe(4);
    await ask(q(1));
    await ask(q(3));
    expect(reached).toBe(4);
    await ask(q(2));
    expect(reached).toBe(5);
  });

  it('sends a large answer compressed as the client accepts, compressing it once per coding', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const query = { query: '{ services { description } }' };
    const plain = await askRaw(query, 'identity');
    const brotli = await askRaw(query, 'gzip, deflate, br, zstd');
    const gzip = await askRaw(query, 'gzip');
    const brotliAgain = await askRaw(query, 'br;q=1, gzip;q=0.5');
    expect(reached).toBe(1);
    expect(plain.coding).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(brotli.coding).toBe('br');
    expect(brotliDecompressSync(brotli.bytes)).toEqual(plain.bytes);
    expect(brotli.length).toBe(brotli.bytes.length);
    expect(brotli.length).toBeLessThan(plain.length / 4);
    expect(gzip.coding).toBe('gzip');
    expect(gunzipSync(gzip.bytes)).toEqual(plain.bytes);
    expect(brotliAgain.bytes).toEqual(brotli.bytes);
    for (const answer of [brotli, gzip]) expect(answer.vary).toMatch(/accept-encoding/i);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const query = { query: '{ services { small } }' };
    await askRaw(query, 'br');
    const again = await askRaw(query, 'br');
    expect(reached).toBe(1);
    expect(again.coding).toBeUndefined();
    expect(JSON.parse(again.bytes.toString('utf8'))).toEqual({ data: { services: [{ slug: 'answer 1' }] } });
  });
});

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP; q=0.8, BR; q=0.8', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0', undefined],
    ['gzip;q=nonsense', undefined],
    ['', undefined],
  ])('%j -> %s', (header, coding) => {
    expect(preferredCoding({ headers: { 'accept-encoding': header } })).toBe(coding);
  });

  it('no header: none', () => {
    expect(preferredCoding({ headers: {} })).toBeUndefined();
  });
});
