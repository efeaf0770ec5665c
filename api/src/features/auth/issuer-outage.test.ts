import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '../../logger.js';
import { startTestIssuer, type TestIssuer } from '../../test/oidc-issuer.js';
import { freePort, startTestApp, type TestApp } from '../../test/test-app.js';
import { OidcClient } from './oidc.client.js';

// An OpenID issuer that does not answer when the site starts: said at once (an error naming
// OIDC_ISSUER_URL, and /readyz's body), public pages keep serving, sign-in explains itself, and once the
// issuer answers the site finds it by itself.

interface LogLine {
  level: number;
  time: number;
  msg: string;
}
const ERROR = 50;

function capturedLog() {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, log: createLogger({ logLevel: 'info', nodeEnv: 'test' }, destination) };
}

/** Waits for `check` to hold, trying every 50 ms, at most `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const CLIENT = { clientId: 'angkor-site', clientSecret: 'test-client-secret-0123456789abcdef' };

describe('a configured issuer that does not answer at start', () => {
  let site: TestApp;
  let issuer: TestIssuer | undefined;
  let issuerPort: number;
  const { lines, log } = capturedLog();
  const readiness = async () => {
    const response = await fetch(`${site.url}/readyz`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    issuerPort = await freePort(); // nothing listens there yet
    site = await startTestApp(
      {
        OIDC_ISSUER_URL: `http://127.0.0.1:${issuerPort}`,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      },
      { log },
    );
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await issuer?.close();
  });

  it('is logged as an error naming OIDC_ISSUER_URL, and shown in /readyz, which stays 200', async () => {
    const issuerUrl = `http://127.0.0.1:${issuerPort}`;
    const error = await until('the error line', () =>
      lines.find((line) => line.level === ERROR && line.msg.includes('OIDC_ISSUER_URL')),
    );
    expect(error.msg).toContain(`OpenID Connect discovery of OIDC_ISSUER_URL (${issuerUrl}) failed`);
    expect(error.msg).toContain('ECONNREFUSED');
    expect(error.msg).toContain('tried again in the background');

    const ready = await readiness();
    // A load balancer keeps sending visitors: everything but staff sign-in works.
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: 'ok', signIn: 'unavailable' });
    expect(ready.body.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^staff sign-in unavailable since .*: OpenID Connect discovery of OIDC_ISSUER_URL \\(${issuerUrl}\\)`,
        ),
      ),
    ]);
  });

  it('keeps serving public pages, and answers a sign-in with a page that says so', async () => {
    for (const page of ['/', '/km/faq']) expect((await fetch(`${site.url}${page}`)).status).toBe(200);
    const login = await fetch(`${site.url}/api/login`, { redirect: 'manual' });
    expect(login.status).toBe(503);
    expect(await login.text()).toContain('Sign-in is not available right now');
  });

  it('finds the issuer by itself once it answers, and sign-in works', async () => {
    const errorsBefore = lines.filter((line) => line.level === ERROR).length;
    issuer = await startTestIssuer({
      port: issuerPort,
      ...CLIENT,
      redirectUri: `${site.url}/api/callback`,
      postLogoutRedirectUri: `${site.url}/`,
      accounts: [{ sub: 'sub-boss', email: 'boss@agency.test' }],
    });
    // No sign-in asks meanwhile: the background retry (2 s, then doubling) is what finds it.
    const ready = await until(
      '/readyz saying sign-in is ok',
      async () => {
        const answer = await readiness();
        return answer.body.signIn === 'ok' ? answer : undefined;
      },
      60_000,
    );
    expect(ready).toEqual({ status: 200, body: { status: 'ready', database: 'ok', signIn: 'ok' } });
    expect(lines.some((line) => line.msg === 'OpenID Connect issuer discovered')).toBe(true);
    const login = await fetch(`${site.url}/api/login`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toMatch(new RegExp(`^${issuer.url}/auth\\?`));
    // Nothing more went wrong after it came.
    const errorsAfter = lines.filter((line) => line.level === ERROR).length;
    expect(errorsAfter - errorsBefore).toBeLessThanOrEqual(1); // an attempt may have been under way
  });
});

describe('OidcClient.watchIssuer', () => {
  const settings = (issuerUrl: string) => ({
    issuerUrl,
    clientId: 'site',
    redirectUri: 'http://127.0.0.1:1/api/callback',
    postLogoutRedirectUri: 'http://127.0.0.1:1/',
  });

  it('tries again with a growing pause, and stop() ends the retries', async () => {
    const { lines, log } = capturedLog();
    const port = await freePort();
    const oidc = new OidcClient(settings(`http://127.0.0.1:${port}`), log, { firstMs: 20, mostMs: 80 });
    expect(oidc.status()).toEqual({ state: 'ok' }); // not watched: the built-in provider's case
    oidc.watchIssuer();
    const failures = await until(
      'four failed attempts',
      () => {
        const errors = lines.filter((line) => line.level === ERROR);
        return errors.length >= 4 ? errors : undefined;
      },
      10_000,
    );
    // 20 ms, then twice as long each time, at most 80 (timers never fire early; pino's time is in ms).
    const pauses = failures.slice(1, 4).map((line, i) => line.time - failures[i]!.time);
    expect(pauses[0]).toBeGreaterThanOrEqual(19);
    expect(pauses[1]).toBeGreaterThanOrEqual(39);
    expect(pauses[2]).toBeGreaterThanOrEqual(79);
    const status = oidc.status();
    expect(status.state).toBe('unavailable');
    expect(status.state === 'unavailable' && status.problem).toMatch(/; next attempt at \d{4}-\d\d-\d\dT/);
    oidc.stop();
    const stopped = oidc.status();
    expect(stopped.state === 'unavailable' && stopped.problem).not.toMatch(/next attempt/);
  });

  it('stop() also ends a discovery request the issuer never answers, and the sign-in waiting on it', async () => {
    const { lines, log } = capturedLog();
    const silent = await startSilentServer();
    try {
      const oidc = new OidcClient(settings(`http://127.0.0.1:${silent.port}`), log);
      oidc.watchIssuer();
      expect(oidc.status()).toEqual({ state: 'checking' });
      await until('the discovery request', () => silent.sockets[0]);
      const signIn = oidc.startSignIn('/dashboard', 'en').then(
        () => 'signed in',
        (error: unknown) => (error as Error).message,
      );
      oidc.stop();
      // Well before the 10 s discovery timeout.
      const outcome = await Promise.race([
        signIn,
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 3 s'), 3000)),
      ]);
      expect(outcome).toMatch(/^Sign-in is not available right now/);
      // A stop is no outage: nothing logged as an error.
      expect(lines.filter((line) => line.level === ERROR)).toEqual([]);
    } finally {
      await silent.close();
    }
  });
});

/** Accepts connections and never answers, like an issuer behind a firewall that drops packets. */
async function startSilentServer(): Promise<{ port: number; sockets: Socket[]; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => {});
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return {
    port,
    sockets,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
