import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { DATABASE_UNAVAILABLE } from '../../errors.js';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { startTestDatabase } from '../../test/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

// A database that stalls or goes away while a signed-in visitor's session is read must not sign
// them out: the request answers 503 in their language, and the session row and cookies stay.
let proxy: TcpProxy;
let t: TestApp;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const database = await startTestDatabase();
  const target = new URL(database.url);
  cleanup = () => database.close();
  proxy = await startTcpProxy(target.hostname, Number(target.port));
  const viaProxy = new URL(target.href);
  viaProxy.port = String(proxy.port);
  t = await startTestApp({ DATABASE_URL: viaProxy.href, LOG_LEVEL: 'silent' });
}, 120_000);
afterEach(() => {
  jest.restoreAllMocks();
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await cleanup?.();
});

const sidOf = (browser: TestBrowser) =>
  decodeURIComponent(browser.cookies.get('sid') ?? '')
    .replace(/^s:/, '')
    .split('.')[0];
const rowOf = async (browser: TestBrowser) =>
  t.app.orm.em.getConnection().execute('select sid from sessions where sid = ?', [sidOf(browser)]);
const me = (browser: TestBrowser) =>
  browser.request(`${t.url}/api/auth/user`, { headers: { 'accept-language': 'km' } });

async function signedIn(): Promise<TestBrowser> {
  const browser = new TestBrowser();
  await finishSignIn(browser, (await signIn(browser, t.url, 'staff@example.com')).callbackUrl);
  expect((await me(browser)).status).toBe(200);
  return browser;
}

/** The next read of a session row fails with `error`; every other query goes through. */
function failNextSessionRead(error: Error) {
  const query = pg.Pool.prototype.query;
  let failed = false;
  // pg's query() returns a promise unless given a callback, which the session store never passes.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  jest.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
    if (!failed && typeof args[0] === 'string' && args[0].startsWith('select data from sessions')) {
      failed = true;
      return Promise.reject(error);
    }
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query);
}

describe('a session read that fails', () => {
  it.each([
    ['the pool waits too long for a connection', new Error('timeout exceeded when trying to connect')],
    [
      'the statement times out',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    [
      'the socket path is missing',
      Object.assign(new Error('connect ENOENT /run/postgresql/.s.PGSQL.5432'), { code: 'ENOENT' }),
    ],
  ])('answers 503 and keeps the session when %s', async (_what, error) => {
    const browser = await signedIn();
    const cookies = browser.cookieHeader();
    failNextSessionRead(error);
    const failed = await me(browser);
    expect(failed.status).toBe(503);
    expect(JSON.parse(failed.text)).toEqual({ message: DATABASE_UNAVAILABLE.km });
    // Neither the session cookie nor the signed-in marker is touched.
    expect(failed.headers.getSetCookie()).toEqual([]);
    expect(browser.cookieHeader()).toBe(cookies);
    expect(await rowOf(browser)).toHaveLength(1);
    // The database answers again: still signed in.
    expect((await me(browser)).status).toBe(200);
  });

  it('shows the sign-in page (not an error) when the session cannot be read, and redirects once it can', async () => {
    const browser = await signedIn();
    const cookies = browser.cookieHeader();
    failNextSessionRead(new Error('timeout exceeded when trying to connect'));
    const page = await browser.request(`${t.url}/km/signin`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('href="/api/login"');
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(browser.cookieHeader()).toBe(cookies);
    // The database answers again: the signed-in visitor goes on to the dashboard.
    const again = await browser.request(`${t.url}/km/signin`);
    expect({ status: again.status, location: again.location }).toEqual({
      status: 302,
      location: `${t.url}/km/dashboard`,
    });
  });

  it('answers 503 while the database is unreachable, and the visitor is still signed in once it is back', async () => {
    const browser = await signedIn();
    const cookies = browser.cookieHeader();
    proxy.cut();
    try {
      const failed = await me(browser);
      expect(failed.status).toBe(503);
      expect(JSON.parse(failed.text)).toEqual({ message: DATABASE_UNAVAILABLE.km });
      expect(failed.headers.getSetCookie()).toEqual([]);
    } finally {
      proxy.restore();
    }
    expect(browser.cookieHeader()).toBe(cookies);
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && (status = (await me(browser)).status) !== 200)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(status).toBe(200);
    expect(await rowOf(browser)).toHaveLength(1);
  }, 60_000);
});
