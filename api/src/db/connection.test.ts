import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startTestDatabase, type TestDatabase } from '../test/database.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { DatabaseClient } from './connection.js';

/** Holds the event loop, as a long garbage collection or a starved CPU does. */
function holdEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

// A server in another process (CI's PostgreSQL) answers while this one is held; the embedded database
// runs in this process and cannot.
const describeWithServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describe('DatabaseClient read timeout', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  const clients: pg.Client[] = [];
  const connect = async (port?: number) => {
    const url = new URL(database.url);
    if (port) url.port = String(port);
    const client = new DatabaseClient({ connectionString: url.href, query_timeout: 300 });
    clients.push(client);
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    database = await startTestDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port));
  });
  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => undefined);
    await proxy?.close();
    await database?.close();
  });

  it('fails a query nobody answers, and closes its connection so a pool replaces it', async () => {
    const client = await connect(proxy.port);
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    const ended = new Promise((resolve) => client.once('end', resolve));
    proxy.blackHole();
    const started = Date.now();
    await expect(client.query('SELECT 2 AS two')).rejects.toThrow('Query read timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await ended;
    proxy.restore();
  });

  it('calls a callback once, with the timeout, when nobody answers', async () => {
    proxy.restore();
    const client = await connect(proxy.port);
    proxy.blackHole();
    const calls: (Error | null)[] = [];
    await new Promise<void>((resolve) => {
      client.query('SELECT 3', (error: Error | null) => {
        calls.push(error);
        resolve();
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.map((error) => error?.message)).toEqual(['Query read timeout']);
    proxy.restore();
  });

  describeWithServer('after the event loop was held', () => {
    it('keeps an answer that arrived in time although the timer came due first', async () => {
      const client = await connect();
      const answer = client.query('SELECT 42 AS answer');
      holdEventLoop(800);
      expect((await answer).rows).toEqual([{ answer: 42 }]);
      // The connection stays in use.
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('does the same for a callback', async () => {
      const client = await connect();
      const result = new Promise<unknown>((resolve, reject) => {
        client.query('SELECT 43 AS answer', (error: Error | null, res?: pg.QueryResult) =>
          error ? reject(error) : resolve(res?.rows),
        );
      });
      holdEventLoop(800);
      expect(await result).toEqual([{ answer: 43 }]);
    });
  });
});
