import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SIGNED_IN_COOKIE } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.js';

// The signed-in marker beside the session cookie (the built-in OpenID provider signs in here): the
// web app asks GET /api/auth/user only when the browser has it.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const query = (sql: string, params: unknown[] = []) => t.app.orm.em.getConnection().execute(sql, params);
const sidOf = (browser: TestBrowser) =>
  decodeURIComponent(browser.cookies.get('sid') ?? '')
    .replace(/^s:/, '')
    .split('.')[0];
const markerLines = (headers: Headers) =>
  headers.getSetCookie().filter((line) => line.startsWith(`${SIGNED_IN_COOKIE}=`));
const maxAgeOf = (line: string) => Number(/; Max-Age=(\d+)/.exec(line)?.[1]);
const expiresOf = (line: string) => Date.parse(/; Expires=([^;]+)/.exec(line)?.[1] ?? '');

async function signedIn(): Promise<{ browser: TestBrowser; callback: Awaited<ReturnType<typeof finishSignIn>> }> {
  const browser = new TestBrowser();
  const callback = await finishSignIn(browser, (await signIn(browser, t.url, 'staff@example.com')).callbackUrl);
  return { browser, callback };
}

describe('signed-in marker cookie', () => {
  it('is set at sign-in with the session cookie’s attributes and lifetime, readable by the page', async () => {
    const { browser, callback } = await signedIn();
    const [marker, ...more] = markerLines(callback.headers);
    expect(more).toEqual([]);
    expect(marker).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=1;`));
    expect(marker).toMatch(/; Path=\//);
    expect(marker).toMatch(/; SameSite=Lax/);
    expect(marker).not.toMatch(/; HttpOnly/);
    expect(marker).not.toMatch(/; Secure/); // only in production, like the session cookie
    const session = callback.headers.getSetCookie().find((line) => line.startsWith('sid='))!;
    expect(Math.abs(expiresOf(marker) - expiresOf(session))).toBeLessThanOrEqual(1000);
    expect(maxAgeOf(marker)).toBe(SESSION_IDLE_MS / 1000);
    expect(browser.cookies.get(SIGNED_IN_COOKIE)).toBe('1');

    // Renewed with the session by the signed-in visitor's requests.
    const me = await browser.request(`${t.url}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(markerLines(me.headers)).toHaveLength(1);
    expect(maxAgeOf(markerLines(me.headers)[0])).toBe(SESSION_IDLE_MS / 1000);
  });

  it('is never set for anonymous visitors, and the server still answers them 401', async () => {
    const anonymous = new TestBrowser();
    const me = await anonymous.request(`${t.url}/api/auth/user`);
    expect(me.status).toBe(401);
    expect(markerLines(me.headers)).toEqual([]);
    // Starting a sign-in sets the pending sign-in cookie, but nobody is signed in yet.
    const login = await anonymous.request(`${t.url}/api/login`);
    expect(login.status).toBe(302);
    expect(login.headers.getSetCookie().some((line) => line.startsWith('pending_sign_in='))).toBe(true);
    expect(markerLines(login.headers)).toEqual([]);
  });

  it('comes back with any signed-in request when the browser lost it (the page then asks again)', async () => {
    const { browser } = await signedIn();
    browser.cookies.delete(SIGNED_IN_COOKIE);
    // A protected page sends a visitor it takes for anonymous to /api/login: straight back, marker set.
    const login = await browser.request(`${t.url}/api/login?returnTo=%2Fdashboard`);
    expect(login.status).toBe(302);
    expect(login.location).toBe(`${t.url}/dashboard`);
    expect(markerLines(login.headers)).toEqual([expect.stringMatching(new RegExp(`^${SIGNED_IN_COOKIE}=1;`))]);
    expect(browser.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
  });

  it('is cleared at sign-out', async () => {
    const { browser } = await signedIn();
    const logout = await browser.request(`${t.url}/api/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(302);
    const [cleared, ...more] = markerLines(logout.headers);
    expect(more).toEqual([]);
    expect(cleared).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect(cleared).toMatch(/; Path=\//);
    expect(browser.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });

  it('is cleared when the session turns out to be gone (idle timeout, ended elsewhere)', async () => {
    const { browser } = await signedIn();
    await query(`update sessions set expires_at = now() - interval '1 second' where sid = ?`, [sidOf(browser)]);
    const me = await browser.request(`${t.url}/api/auth/user`);
    expect(me.status).toBe(401);
    expect(markerLines(me.headers)).toEqual([expect.stringMatching(/Expires=Thu, 01 Jan 1970/)]);
    expect(browser.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });

  it('never outlives the absolute timeout, and is cleared once it is reached', async () => {
    const { browser } = await signedIn();
    const setSignedInAt = (at: number) =>
      query(`update sessions set data = jsonb_set(data, '{signedInAt}', ?::jsonb) where sid = ?`, [
        String(at),
        sidOf(browser),
      ]);
    await setSignedInAt(Date.now() - SESSION_ABSOLUTE_MS + 60_000);
    const late = await browser.request(`${t.url}/api/auth/user`);
    expect(late.status).toBe(200);
    expect(maxAgeOf(markerLines(late.headers)[0])).toBeLessThanOrEqual(60);

    await setSignedInAt(Date.now() - SESSION_ABSOLUTE_MS - 1000);
    const over = await browser.request(`${t.url}/api/auth/user`);
    expect(over.status).toBe(401);
    expect(markerLines(over.headers)).toEqual([expect.stringMatching(/Expires=Thu, 01 Jan 1970/)]);
  });
});
