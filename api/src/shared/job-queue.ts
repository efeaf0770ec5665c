import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import { postgresPoolOptions } from '../db/connection.js';
import { isDatabaseUnavailable } from '../errors.js';
import type { Logger } from '../logger.js';
import { JobWorker, type JobWorkerOptions } from './job-worker.js';

/** How long a stopping worker lets jobs in flight finish before they are handed back for a retry. */
export const STOP_GRACE_MS = 5000;

/**
 * The one pg-boss of the process (schema `pgboss`, 3 connections): every durable job queue (the
 * mail, the staff alerts) is a queue name on it, each with its own worker. Stopped after the workers.
 */
export async function startJobQueue(connectionString: string, log: Logger, embedded: boolean): Promise<PgBoss> {
  const boss = new PgBoss({
    ...postgresPoolOptions(embedded),
    connectionString,
    max: 3,
    schema: 'pgboss',
    application_name: 'site-jobs',
  });
  boss.on('error', (error: Error) => {
    // Only the message and code: pg errors carry the whole client (connection parameters) with them.
    const err = { message: error.message, code: (error as { code?: string }).code };
    if (isDatabaseUnavailable(error)) log.warn({ err }, 'job queue cannot reach the database; it retries by itself');
    else log.error({ err }, 'job queue error');
  });
  await boss.start();
  return boss;
}

export async function stopJobQueue(boss: PgBoss, log: Logger): Promise<void> {
  await boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
  log.debug('job queue stopped');
}

/**
 * A worker on `queue` (JobWorker: each job completed or failed on its own, at most `concurrency` at
 * once), started; returns its stop, which ends the fetch under way and waits for the jobs in flight
 * (at most STOP_GRACE_MS; the rest are failed, so pg-boss retries them). pg-boss's own work() is not
 * used: its offWork only asks its worker to stop, and the worker can still run a job it was fetching
 * after that, while pg-boss polls for it in the background (in a test, after the file ended).
 */
export function startWorker<T extends object>(
  boss: PgBoss,
  queue: string,
  options: JobWorkerOptions,
  run: (job: PgBoss.Job<T>) => Promise<unknown>,
  log: Logger,
): () => Promise<void> {
  const worker = new JobWorker<T>(
    boss,
    queue,
    async (job) => {
      await run(job);
    },
    options,
    log,
  );
  worker.start();
  return () => worker.stop(STOP_GRACE_MS);
}

/**
 * pg-boss runs its SQL through the caller's transaction (Kysely's handle under MikroORM): a job
 * enqueued this way exists if and only if the data it describes commits.
 */
export function transactionDb(em: EntityManager, operation: string): PgBoss.Db {
  const trx = em.getTransactionContext<Transaction<unknown>>();
  if (!trx) throw new Error(`${operation} must run inside em.transactional()`);
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
