import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from '../logger.js';
import { PostgresEventTarget } from './postgres-event-target.js';
import { RedisEventTarget } from './redis-event-target.js';

/**
 * Live events for GraphQL subscriptions (an order paid, a new inquiry), delivered on every instance:
 * through Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on a database server,
 * else (the embedded database: one instance only) in this process. One channel carries every topic;
 * a feature names its topics with `topic()`. Payloads are small JSON (PostgreSQL caps a notification
 * at 8000 bytes): an id and a status, never what a visitor wrote.
 */
export interface EventBus {
  /** Where events travel: 'memory', 'postgres' or 'redis'. */
  readonly transport: EventTransport;
  topic<Payload>(name: string): Topic<Payload>;
  close(): Promise<void>;
}

export type EventTransport = 'memory' | 'postgres' | 'redis';

export interface Topic<Payload> {
  /** Sends to every subscriber of `key` (an order id, or 'all') on every instance. */
  publish(key: string, payload: Payload): void;
  /**
   * The events of `key` from this call on (listening starts at once, before the first `next()`), until
   * the iterator is returned (the subscriber left).
   */
  subscribe(key: string): AsyncIterableIterator<Payload>;
}

/** Events a slow subscriber may have waiting; older ones are dropped beyond this. */
const MAX_WAITING = 100;

export interface EventBusOptions {
  /** A database server's connection string; unset with the embedded database. */
  databaseUrl?: string;
  /** Sends the notifications (a pool of the same server). */
  pool: pg.Pool;
  redis?: Redis;
  log: Logger;
}

export async function startEventBus({ databaseUrl, pool, redis, log }: EventBusOptions): Promise<EventBus> {
  let target: EventTarget & { close?: () => Promise<void> };
  let transport: EventTransport;
  if (redis) {
    target = new RedisEventTarget(redis, log);
    transport = 'redis';
  } else if (databaseUrl) {
    target = await PostgresEventTarget.connect(databaseUrl, pool, log);
    transport = 'postgres';
  } else {
    target = new EventTarget();
    transport = 'memory';
  }
  log.info({ transport }, `live events between instances through ${transport}`);
  return {
    transport,
    topic<Payload>(name: string): Topic<Payload> {
      if (name.includes(':')) throw new Error(`a topic name has no colon: ${name}`);
      return {
        publish: (key, payload) => target.dispatchEvent(new CustomEvent(`${name}:${key}`, { detail: payload })),
        subscribe: (key) => listen<Payload>(target, `${name}:${key}`),
      };
    },
    close: async () => {
      await target.close?.();
    },
  };
}

/** An async iterator over the events of `type`, listening from now on. */
function listen<Payload>(target: EventTarget, type: string): AsyncIterableIterator<Payload> {
  const waiting: Payload[] = [];
  let reader: ((result: IteratorResult<Payload>) => void) | undefined;
  let done = false;
  const listener = (event: Event) => {
    const payload = (event as CustomEvent<Payload>).detail;
    if (reader) {
      const read = reader;
      reader = undefined;
      read({ value: payload, done: false });
    } else {
      waiting.push(payload);
      if (waiting.length > MAX_WAITING) waiting.shift();
    }
  };
  target.addEventListener(type, listener);
  const finished = (): IteratorResult<Payload> => ({ value: undefined, done: true });
  return {
    next: () => {
      if (waiting.length > 0) return Promise.resolve({ value: waiting.shift()!, done: false });
      if (done) return Promise.resolve(finished());
      return new Promise((resolve) => (reader = resolve));
    },
    return: () => {
      done = true;
      target.removeEventListener(type, listener);
      reader?.(finished());
      reader = undefined;
      return Promise.resolve(finished());
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
