import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { embeddedUrlFrom, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { createTestDatabase } from '../test/test-app.js';
import { firstFreeSlot } from './slots.js';

/** Free starts (UTC ISO) handed out one per booking write; filled once the server is up. */
const bookingSlots: string[] = [];

/**
 * kill -9 in the middle of a write load: every contact inquiry and subscription the server
 * acknowledged (2xx) before it died is in the database after the restart.
 */

export interface WriteKind {
  name: string;
  path: string;
  /** A request body that identifies itself by `key` (a unique e-mail address). */
  body(key: string): unknown;
  /** SQL returning the keys stored (one column named key). */
  storedKeys: string;
}

export const WRITE_KINDS: WriteKind[] = [
  {
    name: 'contact',
    path: '/api/contact',
    body: (key) => ({ name: 'Load Test', email: key, service: 'seo', message: 'Under load.', language: 'en' }),
    storedKeys: 'select email as key from contact_submissions',
  },
  {
    name: 'booking',
    path: '/api/booking',
    body: (key) => ({
      name: 'Load Test',
      email: key,
      service: 'brand-management',
      datetime: bookingSlots.shift() ?? new Date(0).toISOString(),
      duration: 30,
      timezone: 'Asia/Phnom_Penh',
      language: 'en',
    }),
    storedKeys: "select email as key from bookings where status = 'confirmed'",
  },
  {
    name: 'newsletter',
    path: '/api/newsletter',
    body: (key) => ({ email: key, language: 'km' }),
    storedKeys: 'select email as key from newsletter_subscriptions',
  },
];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('kill -9 under a write load', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-kill9-'));
  let database: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) database = await createTestDatabase(process.env.TEST_DATABASE_URL);
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const first: ServerProcess = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    bookingSlots.push(...(await firstFreeSlot(`http://127.0.0.1:${port}`, 'Asia/Phnom_Penh', 500)));
    const acknowledged = new Map<string, Set<string>>(WRITE_KINDS.map((kind) => [kind.name, new Set()]));
    let sent = 0;
    let stopped = false;

    // Eight writers in a bounded loop: they stop by themselves at the kill (connections refused).
    const writer = async (n: number) => {
      for (let i = 0; !stopped && i < 10_000; i += 1) {
        const kind = WRITE_KINDS[(n + i) % WRITE_KINDS.length]!;
        const key = `w${n}-${i}-${randomBytes(3).toString('hex')}@load.test`;
        sent += 1;
        try {
          const response = await fetch(`http://127.0.0.1:${port}${kind.path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::9`,
            },
            body: JSON.stringify(kind.body(key)),
          });
          if (response.ok) acknowledged.get(kind.name)!.add(key);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => writer(n));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await first.stop('SIGKILL');
    stopped = true;
    await Promise.all(writers);

    const total = [...acknowledged.values()].reduce((sum, keys) => sum + keys.size, 0);
    expect(total).toBeGreaterThan(20);
    expect(sent).toBeGreaterThan(total);

    const second = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    try {
      const client = new pg.Client({ connectionString: database?.url ?? embeddedUrlFrom(second.output()) });
      await client.connect();
      try {
        for (const kind of WRITE_KINDS) {
          const { rows } = await client.query<{ key: string }>(kind.storedKeys);
          const stored = new Set(rows.map((row) => row.key));
          const lost = [...acknowledged.get(kind.name)!].filter((key) => !stored.has(key));
          expect({ kind: kind.name, lost }).toEqual({ kind: kind.name, lost: [] });
        }
      } finally {
        await client.end();
      }
    } finally {
      await second.stop();
    }
  });
});
