import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DATABASE_UNAVAILABLE } from '../errors.js';
import { startTestDatabase, type TestDatabase } from '../test/database.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../test/test-app.js';
import { workday } from '../test/dates.js';

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
  let database: TestDatabase;

  beforeAll(async () => {
    database = await startTestDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port));
    const viaProxy = new URL(target.href);
    viaProxy.port = String(proxy.port);
    site = await startTestApp({ DATABASE_URL: viaProxy.href, LOG_LEVEL: 'silent', MAIL_POLL_SECONDS: '0.5' });
  });

  afterAll(async () => {
    await site?.close();
    await proxy?.close();
    await database?.close();
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
    // The app's screens (rendered by the server with the settings last read, or the build's file) and the
    // 404 page keep their status; their data waits for the database in the browser.
    const booking = await fetch(`${site.url}/km/booking`);
    expect(booking.status).toBe(200);
    expect(await booking.text()).toContain('lang="km"');
    expect((await fetch(`${site.url}/no-such-page`)).status).toBe(404);
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

  it('answers 503 within seconds while packets to the database are dropped, and recovers by itself', async () => {
    // A weekday a week ahead: bookable whatever the minimum notice.
    const date = workday();
    const availability = `${site.url}/api/booking/availability?date=${date}&timezone=Asia/Phnom_Penh&language=km`;
    // Nothing hangs: each call must answer long before it would be given up (no timing beyond that).
    const answer = (url: string, init: RequestInit = {}) =>
      fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const contact = (n: number) =>
      answer(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...clientIp() },
        body: JSON.stringify(inquiry('km', n)),
      });

    // Every pool holds connections now; the black hole swallows them with the new ones.
    expect(await eventually(async () => (await answer(availability)).status === 200, 15_000)).toBe(true);
    expect((await contact(5)).status).toBe(201);

    proxy.blackHole();
    const readiness = await answer(`${site.url}/readyz`);
    expect(readiness.status).toBe(503);
    const [slots, inquiryRefused] = await Promise.all([answer(availability), contact(6)]);
    expect(slots.status).toBe(503);
    expect(((await slots.json()) as { message: string }).message).toBe(DATABASE_UNAVAILABLE.km);
    expect(inquiryRefused.status).toBe(503);
    expect(((await inquiryRefused.json()) as { message: string }).message).toBe(DATABASE_UNAVAILABLE.km);
    // Once more, now that the timed-out connections were dropped: new ones vanish into the black hole too.
    expect((await answer(availability)).status).toBe(503);
    const mutation = await answer(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...clientIp() },
      body: JSON.stringify({
        query: 'mutation($input: ContactInput!) { submitContact(input: $input) { message } }',
        variables: { input: inquiry('en', 8) },
      }),
    });
    const { errors } = (await mutation.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    expect(errors?.[0]?.message).toBe(DATABASE_UNAVAILABLE.en);

    proxy.restore();
    expect(await eventually(async () => (await answer(`${site.url}/readyz`)).status === 200, 30_000)).toBe(true);
    expect(await eventually(async () => (await answer(availability)).status === 200, 30_000)).toBe(true);
    expect(await eventually(async () => (await contact(7)).status === 201, 30_000)).toBe(true);
  }, 120_000);
});
