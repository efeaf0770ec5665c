import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authApi } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { HOSTILE_RETURN_TO } from '../../test/hostile-return-to.js';
import { startTestIssuer, type TestIssuer } from '../../test/oidc-issuer.js';
import { freePort, startTestApp, type TestApp } from '../../test/test-app.js';
import { PendingSignIns, type PendingSignIn } from './pending-sign-in.js';
import { SESSION_ABSOLUTE_MS } from './session.js';

// The whole authorization code flow against an external issuer: an oidc-provider of its own on
// 127.0.0.1, found by discovery like any hosted one.
let t: TestApp;
let issuer: TestIssuer;

const CLIENT = { clientId: 'angkor-site', clientSecret: 'test-client-secret-0123456789abcdef' };

beforeAll(async () => {
  const issuerPort = await freePort();
  t = await startTestApp({
    OIDC_ISSUER_URL: `http://127.0.0.1:${issuerPort}`,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    ADMIN_EMAILS: 'someone@else.test, Boss@Agency.test',
  });
  issuer = await startTestIssuer({
    port: issuerPort,
    ...CLIENT,
    redirectUri: `${t.url}/api/callback`,
    postLogoutRedirectUri: `${t.url}/`,
    accounts: [
      {
        sub: 'sub-boss',
        email: 'boss@agency.test',
        given_name: 'Sreymom',
        family_name: 'Keo',
        picture: 'https://images.test/sreymom.png',
      },
      { sub: 'sub-staff', email: 'helper@agency.test' },
    ],
  });
}, 120_000);
afterAll(async () => {
  await issuer?.close();
  await t?.close();
});

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await t.app.orm.em.getConnection().execute(sql, params)) as T[];
const sidOf = (browser: TestBrowser) =>
  decodeURIComponent(browser.cookies.get('sid') ?? '')
    .replace(/^s:/, '')
    .split('.')[0];
const currentUser = (browser: TestBrowser) => browser.request(`${t.url}${authApi.user.path}`);
/** Re-seals the browser's pending sign-in with some checks changed (as only the server could). */
function alterPendingSignIn(browser: TestBrowser, change: Partial<PendingSignIn>) {
  const codec = new PendingSignIns(t.config.sessionSecret, false);
  const pending = codec.open(browser.cookies.get(codec.cookieName)!)!;
  browser.cookies.set(codec.cookieName, codec.seal({ ...pending, ...change }));
}

describe('sign-in with an external OpenID provider', () => {
  it('runs the code flow with state, nonce and PKCE, the checks in a sealed cookie, and returns where asked', async () => {
    const browser = new TestBrowser();
    expect((await currentUser(browser)).status).toBe(401);

    const started = await signIn(browser, t.url, 'boss@agency.test', '/api/login?returnTo=%2Fdashboard%3Ftab%3Dx');
    const [login] = started.toInteraction;
    expect(login.status).toBe(302);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const authorize = new URL(login.location!);
    expect(authorize.origin + authorize.pathname).toBe(`${issuer.url}/auth`);
    const params = issuer.authorizationRequests.at(-1)!;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT.clientId);
    expect(params.get('redirect_uri')).toBe(`${t.url}/api/callback`);
    expect(params.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);

    // The pending checks wait in a sealed HttpOnly, SameSite=Lax cookie; no session (row) yet.
    const cookies = login.headers.getSetCookie();
    const pending = cookies.find((line) => line.startsWith('pending_sign_in='))!;
    expect(pending).toMatch(/; HttpOnly/);
    expect(pending).toMatch(/; SameSite=Lax/);
    expect(pending).toMatch(/; Path=\//);
    expect(pending).toMatch(/; Max-Age=600/);
    expect(pending).not.toMatch(/; Secure/); // only in production (with the __Host- prefix)
    expect(cookies.some((line) => line.startsWith('sid='))).toBe(false);

    const callback = await finishSignIn(browser, started.callbackUrl);
    expect(callback.status).toBe(302);
    expect(callback.location).toBe(`${t.url}/dashboard?tab=x`);
    expect(callback.headers.getSetCookie().find((line) => line.startsWith('pending_sign_in='))).toMatch(
      /^pending_sign_in=;/,
    );
    expect(browser.cookies.has('pending_sign_in')).toBe(false);
    const session = callback.headers.getSetCookie().find((line) => line.startsWith('sid='))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(await query('select sid from sessions where sid = ?', [sidOf(browser)])).toHaveLength(1);

    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const user = JSON.parse(me.text);
    // Claims came from UserInfo: this issuer's ID token carries only sub.
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'boss@agency.test',
      firstName: 'Sreymom',
      lastName: 'Keo',
      profileImageUrl: 'https://images.test/sreymom.png',
      role: 'admin',
    });
    const [row] = await query<{ issuer: string; subject: string }>('select * from users where id = ?', [user.id]);
    expect(row).toMatchObject({ issuer: issuer.url, subject: 'sub-boss', email: 'boss@agency.test' });
  });

  it('signs in anyone else as staff, and keeps one user row per subject across sign-ins', async () => {
    const first = new TestBrowser();
    await finishSignIn(first, (await signIn(first, t.url, 'helper@agency.test')).callbackUrl);
    const one = JSON.parse((await currentUser(first)).text);
    expect(one).toMatchObject({ email: 'helper@agency.test', role: 'staff', firstName: null, lastName: null });

    issuer.accounts.get('helper@agency.test')!.given_name = 'Vuthy';
    const second = new TestBrowser();
    const callback = await finishSignIn(second, (await signIn(second, t.url, 'helper@agency.test')).callbackUrl);
    expect(callback.location).toBe(`${t.url}/dashboard`);
    const two = JSON.parse((await currentUser(second)).text);
    expect(two.id).toBe(one.id);
    expect(two.firstName).toBe('Vuthy');
    expect(await query('select id from users where subject = ?', ['sub-staff'])).toHaveLength(1);
  });

  it('refuses a tampered state', async () => {
    const browser = new TestBrowser();
    const { callbackUrl } = await signIn(browser, t.url, 'boss@agency.test');
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const answer = await finishSignIn(browser, tampered.href);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Sign-in did not complete');
    expect((await currentUser(browser)).status).toBe(401);
    // The pending sign-in is used up: the genuine callback cannot be replayed afterwards either.
    expect((await finishSignIn(browser, callbackUrl)).status).toBe(400);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('refuses an ID token whose nonce does not match the one sent', async () => {
    const browser = new TestBrowser();
    const { callbackUrl } = await signIn(browser, t.url, 'boss@agency.test');
    alterPendingSignIn(browser, { nonce: 'another-nonce' });
    expect((await finishSignIn(browser, callbackUrl)).status).toBe(400);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('refuses a code redeemed with another PKCE verifier', async () => {
    const browser = new TestBrowser();
    const { callbackUrl } = await signIn(browser, t.url, 'boss@agency.test');
    alterPendingSignIn(browser, { codeVerifier: 'v'.repeat(43) });
    expect((await finishSignIn(browser, callbackUrl)).status).toBe(400);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('refuses a callback in a browser that never started a sign-in', async () => {
    const { callbackUrl } = await signIn(new TestBrowser(), t.url, 'boss@agency.test');
    const stranger = new TestBrowser();
    const answer = await finishSignIn(stranger, callbackUrl);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('This sign-in has expired');
    expect((await currentUser(stranger)).status).toBe(401);
  });

  it('never returns to another host or a sign-in endpoint after sign-in (no open redirect)', async () => {
    const signedIn = new TestBrowser();
    await finishSignIn(signedIn, (await signIn(signedIn, t.url, 'boss@agency.test')).callbackUrl);
    for (const returnTo of HOSTILE_RETURN_TO) {
      const login = `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
      const browser = new TestBrowser();
      const { callbackUrl } = await signIn(browser, t.url, 'boss@agency.test', login);
      const back = await finishSignIn(browser, callbackUrl);
      expect({ returnTo, location: back.location }).toEqual({ returnTo, location: `${t.url}/dashboard` });
      // Already signed in, /api/login goes straight back: the same check applies.
      const straight = await signedIn.request(`${t.url}${login}`);
      expect({ returnTo, location: straight.location }).toEqual({ returnTo, location: `${t.url}/dashboard` });
    }
  });

  it('returns to the normalised path that was asked for', async () => {
    const browser = new TestBrowser();
    const login = `/api/login?returnTo=${encodeURIComponent('/km/a/./b/%2e%2e/../blog\\add?x=1')}`;
    const { callbackUrl } = await signIn(browser, t.url, 'boss@agency.test', login);
    expect((await finishSignIn(browser, callbackUrl)).location).toBe(`${t.url}/km/blog/add?x=1`);
  });

  it('returns to the Khmer dashboard when sign-in starts from a Khmer page', async () => {
    const browser = new TestBrowser();
    const { callbackUrl } = await signIn(browser, t.url, 'boss@agency.test', '/api/login?returnTo=%2Fkm%2Fblog%2Fadd');
    expect(issuer.authorizationRequests.at(-1)!.get('ui_locales')).toBe('km');
    expect((await finishSignIn(browser, callbackUrl)).location).toBe(`${t.url}/km/blog/add`);
  });

  it('signs out: ends the session, then logs out at the issuer and comes back to /', async () => {
    const browser = new TestBrowser();
    await finishSignIn(browser, (await signIn(browser, t.url, 'boss@agency.test')).callbackUrl);
    const sid = sidOf(browser);
    const stolen = browser.cookieHeader();
    expect((await currentUser(browser)).status).toBe(200);

    // The web app's sign-out button: a navigation from a page of this site.
    const logout = await browser.request(`${t.url}/api/logout`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(302);
    const endSession = new URL(logout.location!);
    expect(endSession.origin + endSession.pathname).toBe(`${issuer.url}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${t.url}/`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(logout.headers.getSetCookie().join()).toMatch(/sid=;/);
    expect(await query('select sid from sessions where sid = ?', [sid])).toEqual([]);
    // The old cookie is worth nothing now.
    expect(
      (await new TestBrowser().request(`${t.url}${authApi.user.path}`, { headers: { cookie: stolen } })).status,
    ).toBe(401);

    // The issuer asks to confirm, then sends the browser back to the site's home page.
    const confirm = await browser.request(logout.location!);
    expect(confirm.status).toBe(200);
    const form = /action="([^"]+)"[^>]*>\s*<input type="hidden" name="xsrf" value="([^"]+)"/.exec(confirm.text)!;
    const done = await browser.request(new URL(form[1], issuer.url).href, { form: { xsrf: form[2], logout: 'yes' } });
    expect(done.location).toBe(`${t.url}/`);
  });

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const idle = new TestBrowser();
    await finishSignIn(idle, (await signIn(idle, t.url, 'boss@agency.test')).callbackUrl);
    await query(`update sessions set expires_at = now() - interval '1 second' where sid = ?`, [sidOf(idle)]);
    expect((await currentUser(idle)).status).toBe(401);

    const busy = new TestBrowser();
    await finishSignIn(busy, (await signIn(busy, t.url, 'boss@agency.test')).callbackUrl);
    expect((await currentUser(busy)).status).toBe(200);
    const signedInAt = Date.now() - SESSION_ABSOLUTE_MS - 1000;
    await query(`update sessions set data = jsonb_set(data, '{signedInAt}', ?::jsonb) where sid = ?`, [
      String(signedInAt),
      sidOf(busy),
    ]);
    expect((await currentUser(busy)).status).toBe(401);
    expect(await query('select sid from sessions where sid = ?', [sidOf(busy)])).toEqual([]);
  });

  it('answers 401 with a message in the visitor language when nobody is signed in', async () => {
    const response = await new TestBrowser().request(`${t.url}${authApi.user.path}`, {
      headers: { 'accept-language': 'km' },
    });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.text)).toEqual({ message: 'សូមចូលគណនីដើម្បីបន្ត។' });
  });

  it('tells the web app the sign-in button label', async () => {
    const response = await new TestBrowser().request(`${t.url}${authApi.provider.path}`);
    expect(JSON.parse(response.text)).toEqual({ name: 'Replit' });
  });
});
