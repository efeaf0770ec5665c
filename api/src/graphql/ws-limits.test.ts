import type { Duplex } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type WebSocket from 'ws';
import { closed, initialise, openSocket } from '../test/graphql-ws.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { waitUntil } from '../test/wait.js';

// One client once held 19,975 idle sockets and the server refused everything else until it let go
// (issue 14, item 9): sockets are now bounded per client address and in all, and dead or idle ones end.

const from = (address: string) => ({ 'x-forwarded-for': address });
const sockets: WebSocket[] = [];

/** Opens a socket that must be accepted; closed after the test. */
async function accepted(url: string, headers: Record<string, string>, options?: { autoPong?: boolean }) {
  const attempt = await openSocket(url, headers, options);
  if (!attempt.socket) throw new Error(`refused with ${attempt.status}: ${attempt.body}`);
  sockets.push(attempt.socket);
  return attempt.socket;
}

/** The close code, or 'open' when the socket is still open after `ms`. */
async function closedWithin(socket: WebSocket, ms: number): Promise<number | 'open'> {
  let timer: NodeJS.Timeout | undefined;
  const stillOpen = new Promise<'open'>((resolve) => (timer = setTimeout(() => resolve('open'), ms)));
  try {
    return await Promise.race([closed(socket), stillOpen]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server's end of every upgrade to a socket of `site`, until it closes: the server counts a socket until then. */
function serverEnds(site: TestApp): Set<Duplex> {
  const open = new Set<Duplex>();
  site.app.server.on('upgrade', (_request, socket: Duplex) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return open;
}
let serverSide = new Set<Duplex>();

/** Whether the server still answers on `socket`: its pong, or, had it closed the socket, its close frame first. */
function answersPing(socket: WebSocket): Promise<boolean> {
  if (socket.readyState !== socket.OPEN) return Promise.resolve(false);
  return new Promise((resolve) => {
    socket.once('pong', () => resolve(true));
    socket.once('close', () => resolve(false));
    socket.ping();
  });
}

afterEach(async () => {
  const open = sockets.splice(0);
  for (const socket of open) socket.terminate();
  await Promise.all(open.map(closed));
  // The server has seen them go before the next test counts sockets.
  await waitUntil("the server's end of every socket to close", () => serverSide.size === 0, 5000);
});

describe('how many sockets', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp({ LOG_LEVEL: 'silent', WS_MAX_CONNECTIONS_PER_CLIENT: '3', WS_MAX_CONNECTIONS: '8' });
    serverSide = serverEnds(site);
  });
  afterAll(() => site.close());

  it("refuses a client's sockets past its cap at the upgrade, while other clients and the site answer", async () => {
    const mine = [];
    for (let i = 0; i < 3; i += 1) {
      mine.push(await accepted(site.url, from('198.51.100.31')));
      await initialise(mine[i]!);
    }
    const refused = await openSocket(site.url, { ...from('198.51.100.31'), 'accept-language': 'km' });
    refused.socket?.terminate();
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body!).message).toMatch(/[\u1780-\u17FF]/);

    await initialise(await accepted(site.url, from('198.51.100.32')));
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${site.url}/api/auth/user`)).status).toBe(401);
    expect(
      (await fetch(`${site.url}/graphql?query={siteInfo{name}}`, { headers: { 'apollo-require-preflight': 'true' } }))
        .status,
    ).toBe(200);

    // Once the client lets one go, it may open another.
    mine[0]!.close();
    await closed(mine[0]!);
    let again = await openSocket(site.url, from('198.51.100.31'));
    for (let tries = 0; !again.socket && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await openSocket(site.url, from('198.51.100.31'));
    }
    expect(again.status).toBeUndefined();
    sockets.push(again.socket!);
  });

  it('refuses every socket past the process-wide cap with 503 and keeps serving HTTP', async () => {
    for (let i = 0; i < 8; i += 1) await accepted(site.url, from(`198.51.100.${40 + Math.floor(i / 2)}`));
    const refused = await openSocket(site.url, from('198.51.100.99'));
    refused.socket?.terminate();
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body!).message).toMatch(/busy/);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  });
});

describe('dead and idle sockets', () => {
  let site: TestApp;

  beforeAll(async () => {
    // 3-second idle timeout and a ping every 2 seconds (5 minutes and 15 seconds by default).
    site = await startTestApp({ LOG_LEVEL: 'silent', WS_IDLE_MINUTES: '0.05', WS_PING_SECONDS: '2' });
    serverSide = serverEnds(site);
  });
  afterAll(() => site.close());

  it('closes an initialised socket that has done nothing for the idle timeout, not one with a subscription', async () => {
    const idle = await accepted(site.url, from('198.51.100.51'));
    await initialise(idle);
    const busy = await accepted(site.url, from('198.51.100.52'));
    await initialise(busy);
    const firstTick = new Promise((resolve) => busy.once('message', resolve));
    busy.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { serverTime { now } }' } }),
    );
    const started = Date.now();
    // A socket quiet since after the busy one last spoke (its subscription is running): once the idle
    // timeout closes it, the busy one has been as quiet for as long, and would have been closed too.
    await firstTick;
    const later = await accepted(site.url, from('198.51.100.56'));
    await initialise(later);
    const laterClosed = closedWithin(later, 8000);
    expect(await closedWithin(idle, 8000)).toBe(1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect(await laterClosed).toBe(1000);
    expect(await answersPing(busy)).toBe(true);
  });

  it('terminates a socket that stops answering pings, and keeps one that answers', async () => {
    const dead = await accepted(site.url, from('198.51.100.53'), { autoPong: false });
    const alive = await accepted(site.url, from('198.51.100.54'));
    await Promise.all([initialise(dead), initialise(alive)]);
    // Subscribed, so neither is idle: only the heartbeat can end the dead one.
    for (const socket of [dead, alive])
      socket.send(
        JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { serverTime { now } }' } }),
      );
    expect(await closedWithin(dead, 10_000)).toBe(1006);
    expect(alive.readyState).toBe(alive.OPEN);
  });

  it('closes a socket that never initialises (graphql-ws: 4408)', async () => {
    const silent = await accepted(site.url, from('198.51.100.55'));
    expect(await closedWithin(silent, 8000)).toBe(4408);
  });
});
