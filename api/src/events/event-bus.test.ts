import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { createTestDatabase } from '../test/test-app.js';
import { startEventBus, type EventBus } from './event-bus.js';

const log = pino({ level: 'silent' });

/** The next event of `iterator`, or a failure after `ms`. */
async function next<T>(iterator: AsyncIterableIterator<T>, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
  });
  try {
    return (await Promise.race([iterator.next(), timeout])).value as T;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Two buses stand for two instances: what one publishes, the other's subscribers receive (and its
 * own), keyed by topic and key. A subscriber listens at once, but a notification crosses instances
 * only once the bus's LISTEN/SUBSCRIBE is in place (just after start): `deliver` repeats a publish
 * until the subscriber's next event arrives.
 */
async function deliver<T>(publish: () => void, iterator: AsyncIterableIterator<T>): Promise<T> {
  const arrived = iterator.next();
  let got = false;
  void arrived.then(() => (got = true));
  for (let attempt = 0; attempt < 40 && !got; attempt += 1) {
    publish();
    await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  return (await arrived).value as T;
}

function sharedBehaviour(start: () => Promise<[EventBus, EventBus]>) {
  let buses: [EventBus, EventBus];
  beforeAll(async () => {
    buses = await start();
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('delivers an event published on one instance to subscribers of its key on the other, and only them', async () => {
    const [one, two] = buses;
    const wanted = two.topic<{ status: string }>('order-status').subscribe('order-1');
    const other = two.topic<{ status: string }>('order-status').subscribe('order-2');
    const first = await deliver(
      () => one.topic<{ status: string }>('order-status').publish('order-1', { status: 'paid' }),
      wanted,
    );
    expect(first).toEqual({ status: 'paid' });
    one.topic<{ status: string }>('order-status').publish('order-2', { status: 'expired' });
    expect(await next(other)).toEqual({ status: 'expired' });
    await wanted.return?.();
    await other.return?.();
  });

  it('delivers to the publishing instance too', async () => {
    const [one] = buses;
    const own = one.topic<number>('ticks').subscribe('all');
    expect(await deliver(() => one.topic<number>('ticks').publish('all', 7), own)).toBe(7);
    await own.return?.();
  });
}

const describeWithServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeWithServer('live events through PostgreSQL LISTEN/NOTIFY', () => {
  let database: { url: string; drop(): Promise<void> };
  const pools: pg.Pool[] = [];
  sharedBehaviour(async () => {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL!, { empty: true });
    const bus = async () => {
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      pools.push(pool);
      return startEventBus({ databaseUrl: database.url, pool, log });
    };
    const buses: [EventBus, EventBus] = [await bus(), await bus()];
    expect(buses.map((one) => one.transport)).toEqual(['postgres', 'postgres']);
    return buses;
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });
});

describeWithServer('live events through Redis pub/sub', () => {
  const clients: Redis[] = [];
  const pools: pg.Pool[] = [];
  sharedBehaviour(async () => {
    const bus = async () => {
      const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
      clients.push(redis);
      const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
      pools.push(pool);
      return startEventBus({ databaseUrl: process.env.TEST_DATABASE_URL, pool, redis, log });
    };
    const buses: [EventBus, EventBus] = [await bus(), await bus()];
    expect(buses.map((one) => one.transport)).toEqual(['redis', 'redis']);
    return buses;
  });
  afterAll(async () => {
    clients.forEach((client) => client.disconnect());
    await Promise.all(pools.map((pool) => pool.end()));
  });
});

describe('live events in one process (the embedded database)', () => {
  sharedBehaviour(async () => {
    const bus = await startEventBus({ pool: undefined as unknown as pg.Pool, log });
    expect(bus.transport).toBe('memory');
    return [bus, bus];
  });
});
