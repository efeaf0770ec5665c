import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { PendingSignIns, SIGN_IN_WINDOW_MS, pendingSignInCookieName, type PendingSignIn } from './pending-sign-in.js';

const SECRET = 'a session secret that is at least 32 characters';
const pending = (overrides: Partial<PendingSignIn> = {}): PendingSignIn => ({
  state: 's'.repeat(43),
  nonce: 'n'.repeat(43),
  codeVerifier: 'v'.repeat(43),
  returnTo: '/km/dashboard?tab=x',
  startedAt: Date.now(),
  language: 'km',
  ...overrides,
});

describe('the sealed pending sign-in cookie', () => {
  const codec = new PendingSignIns(SECRET, false);

  it('opens what it sealed, and the value shows nothing of it', () => {
    const sealed = codec.seal(pending());
    expect(codec.open(sealed)).toEqual(pending({ startedAt: expect.any(Number) as unknown as number }));
    for (const secret of ['sss', 'nnn', 'vvv', 'dashboard']) expect(sealed).not.toContain(secret);
    // A fresh IV each time.
    expect(codec.seal(pending())).not.toBe(codec.seal(pending()));
  });

  it('refuses an altered, truncated or foreign value', () => {
    const sealed = codec.seal(pending());
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(codec.open(flipped)).toBeUndefined();
    expect(codec.open(sealed.slice(0, -2))).toBeUndefined();
    expect(codec.open('')).toBeUndefined();
    expect(codec.open('not base64url!')).toBeUndefined();
    expect(new PendingSignIns('another secret that is at least 32 characters', false).open(sealed)).toBeUndefined();
    // Bound to the cookie's name: a value sealed for the production name does not open here.
    expect(codec.open(new PendingSignIns(SECRET, true).seal(pending()))).toBeUndefined();
  });

  it('refuses a sign-in started too long ago, or in the future', () => {
    const old = codec.seal(pending({ startedAt: Date.now() - SIGN_IN_WINDOW_MS - 1000 }));
    expect(codec.open(old)).toBeUndefined();
    expect(codec.open(codec.seal(pending({ startedAt: Date.now() + 10 * 60_000 })))).toBeUndefined();
  });

  it('refuses contents that are not a pending sign-in, even when sealed with the right key', () => {
    expect(codec.open(codec.seal(pending({ returnTo: '//evil.example' })))).toBeUndefined();
    expect(codec.open(codec.seal(pending({ language: 'fr' as 'en' })))).toBeUndefined();
    expect(codec.open(codec.seal({ ...pending(), state: 42 } as unknown as PendingSignIn))).toBeUndefined();
  });

  it('has the __Host- prefix in production', () => {
    expect(pendingSignInCookieName(true)).toBe('__Host-pending_sign_in');
    expect(pendingSignInCookieName(false)).toBe('pending_sign_in');
  });
});

// Over HTTP with the built-in OpenID provider: anonymous visitors store nothing on the server.
describe('GET /api/login and /api/callback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const sessionRows = async () =>
    Number((await t.app.orm.em.getConnection().execute('select count(*) as n from sessions'))[0].n);
  const codec = () => new PendingSignIns(t.config.sessionSecret, false);

  it('stores no session row however often anonymous visitors start a sign-in', async () => {
    const before = await sessionRows();
    for (let batch = 0; batch < 10; batch += 1)
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          const login = await fetch(`${t.url}/api/login`, { redirect: 'manual' });
          expect(login.status).toBe(302);
          expect(login.headers.getSetCookie().some((line) => line.startsWith('sid='))).toBe(false);
        }),
      );
    expect(await sessionRows()).toBe(before);
  });

  it('signs in with the cookie once, then the cookie is gone and a replay finds nothing', async () => {
    const browser = new TestBrowser();
    const { callbackUrl } = await signIn(browser, t.url, 'staff@example.com', '/api/login?returnTo=%2Fkm%2Fpayments');
    const captured = browser.cookies.get('pending_sign_in')!;
    expect(codec().open(captured)).toMatchObject({ returnTo: '/km/payments', language: 'km' });
    const done = await finishSignIn(browser, callbackUrl);
    expect(done.location).toBe(`${t.url}/km/payments`);
    expect(browser.cookies.has('pending_sign_in')).toBe(false);

    // The same browser again: no pending sign-in any more.
    const again = await finishSignIn(browser, callbackUrl);
    expect(again.status).toBe(400);
    expect(again.text).toContain('This sign-in has expired');
    // The captured cookie in another browser: the issuer has already spent the code.
    const thief = new TestBrowser();
    thief.cookies.set('pending_sign_in', captured);
    const stolen = await finishSignIn(thief, callbackUrl);
    expect(stolen.status).toBe(400);
    expect(stolen.headers.getSetCookie().some((line) => line.startsWith('sid='))).toBe(false);
    expect((await thief.request(`${t.url}/api/auth/user`)).status).toBe(401);
  });

  it.each([
    [
      'tampered with',
      (sealed: string) => `${sealed.slice(0, -6)}${sealed.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`,
    ],
    [
      'expired',
      (sealed: string) => {
        const opened = codec().open(sealed)!;
        return codec().seal({ ...opened, startedAt: Date.now() - SIGN_IN_WINDOW_MS - 1000 });
      },
    ],
  ])('answers the expired page in the visitor’s language when the cookie is %s', async (_what, spoil) => {
    const browser = new TestBrowser();
    const { callbackUrl } = await signIn(browser, t.url, 'staff@example.com');
    browser.cookies.set('pending_sign_in', spoil(browser.cookies.get('pending_sign_in')!));
    const answer = await browser.request(callbackUrl, { headers: { 'accept-language': 'km' } });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('ការចូលគណនីនេះផុតកំណត់ហើយ');
    expect(browser.cookies.has('pending_sign_in')).toBe(false);
    expect((await browser.request(`${t.url}/api/auth/user`)).status).toBe(401);
  });
});
