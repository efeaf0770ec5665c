import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestBrowser, finishSignIn, signIn } from '../test/browser.js';
import { openSocket, runOnce, wsClient } from '../test/graphql-ws.js';
import { freePort, startTestApp, type TestApp } from '../test/test-app.js';

// Browsers send cookies with a WebSocket handshake from any page of the same site (another port of the
// same host included): only the site's own origin may use them (issue 14, item 10).

const PARTNER = 'https://siemreap.directory';
const SUBMISSIONS = '{ contactSubmissions { rows { id } total } }';

describe('the Origin of a WebSocket upgrade', () => {
  let site: TestApp;
  const admin = new TestBrowser();

  beforeAll(async () => {
    site = await startTestApp({ LOG_LEVEL: 'silent', PARTNER_ORIGINS: PARTNER });
    await finishSignIn(admin, (await signIn(admin, site.url, 'admin@example.com')).callbackUrl);
  });
  afterAll(() => site.close());

  it("lets the site's own pages use the session", async () => {
    const client = wsClient(site.url, { origin: new URL(site.url).origin, cookie: admin.cookieHeader() });
    try {
      expect((await runOnce(client, SUBMISSIONS)).data?.contactSubmissions).toEqual({ rows: [], total: 0 });
    } finally {
      await client.dispose();
    }
  });

  it("refuses a page on another origin of the same site, with the admin's cookie, before any WebSocket exists", async () => {
    const foreign = [`http://127.0.0.1:${await freePort()}`, site.url.replace('127.0.0.1', 'localhost'), 'null'];
    for (const origin of foreign) {
      const attempt = await openSocket(site.url, { origin, cookie: admin.cookieHeader(), 'accept-language': 'km' });
      attempt.socket?.close();
      expect({ origin, status: attempt.status }).toEqual({ origin, status: 403 });
      expect(JSON.parse(attempt.body!).message).toMatch(/[\u1780-\u17FF]/);
    }
  });

  it('gives a partner origin an anonymous socket, whatever cookie comes with it', async () => {
    const client = wsClient(site.url, { origin: PARTNER, cookie: admin.cookieHeader() });
    try {
      expect((await runOnce(client, SUBMISSIONS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await runOnce(client, '{ categories { id } }')).data?.categories).toHaveLength(10);
    } finally {
      await client.dispose();
    }
  });

  it('still serves clients that send no Origin (not browsers), as before', async () => {
    const client = wsClient(site.url, { cookie: admin.cookieHeader() });
    try {
      expect((await runOnce(client, SUBMISSIONS)).data?.contactSubmissions).toEqual({ rows: [], total: 0 });
    } finally {
      await client.dispose();
    }
  });
});
