import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SIGNED_IN_COOKIE } from '@site/common';
import { CROSS_ORIGIN_REFUSED } from '../../http/same-origin.js';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { SESSION_ABSOLUTE_MS } from './session.js';

// Signing out, against the built-in OpenID provider: only the site's own pages sign out in one step.
let t: TestApp;
let otherPort: string;

beforeAll(async () => {
  t = await startTestApp();
  const url = new URL(t.url);
  otherPort = `${url.protocol}//${url.hostname}:${Number(url.port) + 1}`;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const query = (sql: string, params: unknown[] = []) => t.app.orm.em.getConnection().execute(sql, params);
const sidOf = (browser: TestBrowser) =>
  decodeURIComponent(browser.cookies.get('sid') ?? '')
    .replace(/^s:/, '')
    .split('.')[0];
async function signedIn(): Promise<TestBrowser> {
  const browser = new TestBrowser();
  await finishSignIn(browser, (await signIn(browser, t.url, 'staff@example.com')).callbackUrl);
  expect((await browser.request(`${t.url}/api/auth/user`)).status).toBe(200);
  return browser;
}
const stillSignedIn = async (browser: TestBrowser) => {
  expect((await browser.request(`${t.url}/api/auth/user`)).status).toBe(200);
  expect(await query('select sid from sessions where sid = ?', [sidOf(browser)])).toHaveLength(1);
};

describe('GET /api/logout', () => {
  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a link on another port of this host', { 'sec-fetch-site': 'same-site' }],
    ['a typed address or bookmark', { 'sec-fetch-site': 'none' }],
    ['a browser that does not say', {}],
  ])('opened from %s, asks first and signs nobody out', async (_from, headers) => {
    const browser = await signedIn();
    const page = await browser.request(`${t.url}/api/logout`, { headers: { ...headers, 'accept-language': 'km' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('<html lang="km">');
    expect(page.text).toContain('ចាកចេញពីគណនីមែនទេ?');
    expect(page.text).toMatch(/<form method="post" action="\/api\/logout"><button type="submit">ចាកចេញពីគណនី<\/button>/);
    expect(page.text).not.toContain('<script');
    await stillSignedIn(browser);
  });

  it('signs out at once when a page of this site leads there (the sign-out button)', async () => {
    const browser = await signedIn();
    const sid = sidOf(browser);
    const logout = await browser.request(`${t.url}/api/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(302);
    expect(new URL(logout.location!).pathname).toBe('/dev-oidc/session/end');
    expect(await query('select sid from sessions where sid = ?', [sid])).toEqual([]);
    expect(browser.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });

  it('sends anyone not signed in home, whoever asks', async () => {
    const logout = await new TestBrowser().request(`${t.url}/api/logout`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.status).toBe(302);
    expect(logout.location).toBe(`${t.url}/`);
  });

  it('ends a session found past its absolute timeout without an error', async () => {
    const browser = await signedIn();
    await query(`update sessions set data = jsonb_set(data, '{signedInAt}', ?::jsonb) where sid = ?`, [
      String(Date.now() - SESSION_ABSOLUTE_MS - 1000),
      sidOf(browser),
    ]);
    const logout = await browser.request(`${t.url}/api/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(302);
    expect(logout.location).toBe(`${t.url}/`);
  });
});

describe('POST /api/logout (the button of that page)', () => {
  it.each([
    ['another port of this host', () => ({ 'sec-fetch-site': 'same-site', origin: otherPort })],
    ['another site', () => ({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })],
    ['another origin, in a browser without Sec-Fetch-Site', () => ({ origin: otherPort })],
  ])('is refused (403) from %s', async (_from, headers) => {
    const browser = await signedIn();
    const refused = await browser.request(`${t.url}/api/logout`, { method: 'POST', headers: headers() });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toEqual({ message: CROSS_ORIGIN_REFUSED.en });
    await stillSignedIn(browser);
  });

  it('signs out from the page of this site exactly like the sign-out button, issuer included', async () => {
    const browser = await signedIn();
    const sid = sidOf(browser);
    const stolen = browser.cookieHeader();
    const page = await browser.request(`${t.url}/api/logout`);
    expect(page.status).toBe(200);
    const logout = await browser.request(`${t.url}/api/logout`, {
      method: 'POST',
      form: {},
      headers: { 'sec-fetch-site': 'same-origin', origin: t.url },
    });
    expect(logout.status).toBe(303);
    const endSession = new URL(logout.location!);
    expect(endSession.pathname).toBe('/dev-oidc/session/end');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${t.url}/`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(await query('select sid from sessions where sid = ?', [sid])).toEqual([]);
    expect(browser.cookies.has('sid')).toBe(false);
    expect(browser.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
    expect((await new TestBrowser().request(`${t.url}/api/auth/user`, { headers: { cookie: stolen } })).status).toBe(
      401,
    );
  });
});
