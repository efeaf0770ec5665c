import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { createTestDatabase, freePort } from '../test/test-app.js';

/**
 * A WebSocket flood against the real server in its own process, with the open-file limit of a small
 * container (1024): one client opens thousands of idle, initialised sockets, then thousands of
 * addresses behind the trusted proxy do. Every second the site must keep answering new HTTP
 * connections: /healthz, /readyz, an /api GET, a GraphQL query and the home page, as before the flood.
 */

const OPEN_FILES = 1024;
const PROBES: [string, http.OutgoingHttpHeaders?][] = [
  ['/healthz'],
  ['/readyz'],
  ['/api/auth/user'],
  ['/graphql?query=%7BsiteInfo%7Bname%7D%7D', { 'apollo-require-preflight': 'true' }],
  ['/'],
];

/** One GET on a new connection (as a new visitor): its status, or 0 when none came within `timeout` ms. */
function get(port: number, url: string, headers: http.OutgoingHttpHeaders = {}, timeout = 5000): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers, agent: false, timeout }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** Opens and initialises a socket: 'open' (kept in `held`), or the status it was refused with. */
function attempt(port: number, held: WebSocket[], headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
      headers,
      handshakeTimeout: 10_000,
    });
    socket.once('open', () => {
      held.push(socket);
      socket.send(JSON.stringify({ type: 'connection_init' }));
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      socket.terminate();
      resolve(String(response.statusCode));
    });
    socket.once('error', (error) => resolve(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`));
  });
}

/** `total` attempts, `parallel` at a time; counts the outcomes. */
async function flood(total: number, parallel: number, open: (i: number) => Promise<string>) {
  const outcomes = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const outcome = await open(i);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return Object.fromEntries(outcomes);
}

describe('a WebSocket flood', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-ws-flood-'));
  let database: { url: string; drop(): Promise<void> } | undefined;
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) database = await createTestDatabase(process.env.TEST_DATABASE_URL);
    port = await freePort();
    server = await startServerProcess(
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      { openFiles: OPEN_FILES },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the site answering while one client, then thousands of addresses, open sockets', async () => {
    // Each probe once first, with time to spare: the first render of a live page (the SSR bundle loaded,
    // the database asked) is the start-up's cost, not the flood's.
    await Promise.all(PROBES.map(([url, headers]) => get(port, url, headers, 60_000)));
    const before = await Promise.all(PROBES.map(([url, headers]) => get(port, url, headers)));
    expect(before.slice(0, 4)).toEqual([200, 200, 401, 200]);

    // Probes every 250 ms on new connections, for as long as the flood lasts.
    const failures: string[] = [];
    let probing = true;
    let rounds = 0;
    const prober = (async () => {
      while (probing) {
        const statuses = await Promise.all(PROBES.map(([url, headers]) => get(port, url, headers)));
        statuses.forEach((status, i) => {
          if (status !== before[i]) failures.push(`${PROBES[i]![0]} answered ${status} (before: ${before[i]})`);
        });
        rounds += 1;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();

    const held: WebSocket[] = [];
    const allowed = OPEN_FILES / 2 - 41; // the process-wide cap, less the sockets held below
    let oneClient: Record<string, number> = {};
    let anotherVisitor = '';
    let manyClients: Record<string, number> = {};
    try {
      // One client, as in the incident: 5,000 sockets from one address, 50 handshakes at a time.
      oneClient = await flood(5000, 50, () => attempt(port, held));
      anotherVisitor = await attempt(port, held, { 'x-forwarded-for': '203.0.113.200' });
      // Thousands of visitors behind the trusted proxy (each its own /64: an IPv6 /64 is one visitor):
      // the process-wide cap (half the open files) holds.
      manyClients = await flood(3000, 50, (i) =>
        attempt(port, held, { 'x-forwarded-for': `2001:db8:${i.toString(16)}::1` }),
      );
      // Held for a while: the site keeps answering with every socket it allows taken.
      await new Promise((resolve) => setTimeout(resolve, 3000));
    } finally {
      for (const socket of held.splice(0)) socket.terminate();
      probing = false;
      await prober;
    }
    expect(failures).toEqual([]);
    expect(rounds).toBeGreaterThan(5);
    expect(oneClient).toEqual({ open: 40, '429': 4960 });
    expect(anotherVisitor).toBe('open');
    expect(manyClients).toEqual({ open: allowed, '503': 3000 - allowed });

    // Once the flood lets go, the same client is welcome again.
    let again = await attempt(port, held);
    for (let tries = 0; again !== 'open' && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await attempt(port, held);
    }
    expect(again).toBe('open');
    for (const socket of held) socket.terminate();
  });
});
