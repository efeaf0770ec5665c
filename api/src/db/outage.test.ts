import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DATABASE_UNAVAILABLE } from '../errors.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { clientIp, createTestDatabase, graphql, postJson, startTestApp, type TestApp } from '../test/test-app.js';
import { startEmbeddedDatabase } from './embedded.js';

/** Polls until `check` passes or `ms` elapse (a bounded loop: the outage must show, and end, in time). */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const inquiry = (language: 'en' | 'km', n: number) => ({
  name: `Outage test ${n}`,
  email: `outage${n}@example.com`,
  service: 'web-design',
  message: 'Checking that nothing is lost while the database is away.',
  language,
});

// The database goes away under a running server and comes back: the server stays up, says so clearly
// (readiness 503, API 503 in the visitor's language), and recovers by itself.
describe('database outage', () => {
  let proxy: TcpProxy;
  let site: TestApp;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    let target: URL;
    if (process.env.TEST_DATABASE_URL) {
      const database = await createTestDatabase(process.env.TEST_DATABASE_URL);
      target = new URL(database.url);
      cleanup = () => database.drop();
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'site-outage-'));
      const embedded = await startEmbeddedDatabase(path.join(dir, 'pg'));
      target = new URL(embedded.url);
      cleanup = async () => {
        await embedded.close();
        rmSync(dir, { recursive: true, force: true });
      };
    }
    proxy = await startTcpProxy(target.hostname, Number(target.port));
    const viaProxy = new URL(target.href);
    viaProxy.port = String(proxy.port);
    site = await startTestApp({ DATABASE_URL: viaProxy.href, LOG_LEVEL: 'silent', MAIL_POLL_SECONDS: '0.5' });
  });

  afterAll(async () => {
    await site?.close();
    await proxy?.close();
    await cleanup?.();
  });

  it('answers 503 while the database is away and recovers when it returns', async () => {
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    expect((await postJson(`${site.url}/api/contact`, inquiry('en', 1), clientIp())).status).toBe(201);

    proxy.cut();
    expect(await eventually(async () => (await fetch(`${site.url}/readyz`)).status === 503, 10_000)).toBe(true);

    const refused = await postJson(`${site.url}/api/contact`, inquiry('km', 2), clientIp());
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(DATABASE_UNAVAILABLE.km);

    const mutation = await graphql<{ submitContact: unknown }>(
      site.url,
      'mutation($input: ContactInput!) { submitContact(input: $input) { message } }',
      { input: inquiry('en', 3) },
      clientIp(),
    );
    expect(mutation.body.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    expect(mutation.body.errors?.[0]?.message).toBe(DATABASE_UNAVAILABLE.en);

    // What needs no database keeps working: the prerendered pages and the catalog.
    expect((await fetch(`${site.url}/faq`)).status).toBe(200);
    const catalog = await graphql<{ packages: unknown[] }>(site.url, '{ packages { id } }');
    expect(catalog.body.data?.packages).toHaveLength(3);

    proxy.restore();
    expect(await eventually(async () => (await fetch(`${site.url}/readyz`)).status === 200, 15_000)).toBe(true);
    expect(
      await eventually(
        async () => (await postJson(`${site.url}/api/contact`, inquiry('en', 4), clientIp())).status === 201,
        15_000,
      ),
    ).toBe(true);

    const em = site.app.orm.em.fork();
    const rows = await em
      .getConnection()
      .execute<{ name: string }[]>('select name from contact_submissions order by name');
    expect(rows.map((row) => row.name)).toEqual(['Outage test 1', 'Outage test 4']);
  }, 60_000);
});
