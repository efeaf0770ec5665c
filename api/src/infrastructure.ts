import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { CoreConfig } from './core-config.js';
import { postgresPoolOptions } from './db/connection.js';
import { startEmbeddedDatabase } from './db/embedded.js';
import { initOrm } from './db/orm.js';
import type { Disposers } from './disposers.js';
import { startEventBus, type EventBus } from './events/event-bus.js';
import type { Logger } from './logger.js';
import { RateLimits } from './rate-limits/index.js';
import { startJobQueue, stopJobQueue } from './shared/job-queue.js';

/** What every feature builds on: the database, its pools and job queue, Redis, live events, budgets. */
export interface Infrastructure {
  orm: MikroORM;
  /** True when the database is the embedded PGlite (no DATABASE_URL). */
  embedded: boolean;
  /** A small pg pool for infrastructure tables (rate limits, sessions) and event notifications. */
  pool: pg.Pool;
  jobs: PgBoss;
  /** Set when REDIS_URL is: shared rate-limit counters and live events for several instances. */
  redis?: Redis;
  events: EventBus;
  rateLimits: RateLimits;
  log: Logger;
}

/**
 * Step 1 of createApp: the database (embedded or DATABASE_URL) with migrations applied, the small
 * infrastructure pool, the job queue, Redis when configured, the event bus and the rate limits. Each
 * close is added to `disposers` as soon as its resource is open.
 */
export async function startInfrastructure(
  config: CoreConfig,
  log: Logger,
  disposers: Disposers,
): Promise<Infrastructure> {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedDatabase(path.join(config.dataDir, 'pg'));
    disposers.add('embedded database', () => embedded.close());
    log.info({ url: embedded.url }, 'embedded PostgreSQL (PGlite) serving on loopback');
    databaseUrl = embedded.url;
  }
  const embedded = !config.databaseUrl;
  const orm = await initOrm(databaseUrl, log, { embedded });
  disposers.add('ORM', () => orm.close(true));

  const pool = new pg.Pool({
    ...postgresPoolOptions(embedded),
    connectionString: databaseUrl,
    // Rate limits and sessions: one query per request each, so a little headroom under load.
    max: 6,
    application_name: 'site-infra',
  });
  pool.on('error', (error) => log.warn({ err: error }, 'infrastructure pool error'));
  disposers.add('infrastructure pool', () => pool.end());

  // One pg-boss for every queue; stopped after the features' workers, which finish what they are doing.
  const jobs = await startJobQueue(databaseUrl, log, embedded);
  disposers.add('job queue', () => stopJobQueue(jobs, log));

  const redis = await connectRedis(config, log);
  if (redis) disposers.add('Redis', () => redis.disconnect());

  // The embedded database serves one instance: events stay in the process there.
  const events = await startEventBus({ databaseUrl: embedded ? undefined : databaseUrl, pool, redis, log });
  disposers.add('event bus', () => events.close());

  return { orm, embedded, pool, jobs, redis, events, rateLimits: new RateLimits(pool, redis), log };
}

/**
 * Set when REDIS_URL is: rate-limit counters and live events shared by every instance (PostgreSQL
 * while it is unreachable). The client is loaded only then: a site without Redis never holds it in memory.
 */
async function connectRedis(config: CoreConfig, log: Logger): Promise<Redis | undefined> {
  if (!config.redisUrl) return undefined;
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
  });
  redis.on('error', (error: Error) =>
    log.warn({ err: { message: error.message } }, 'Redis unreachable; rate limits fall back to PostgreSQL'),
  );
  log.info('rate limits and live events shared through Redis (REDIS_URL)');
  return redis;
}
