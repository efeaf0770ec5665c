import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import { postgresPoolOptions } from '../db/connection.js';
import { isDatabaseUnavailable } from '../errors.js';
import type { Logger } from '../logger.js';

/**
 * A pg-boss client on the `pgboss` schema with the site's connection limits, its errors logged without
 * connection parameters (pg errors carry the whole client with them). `what` names it in the log.
 */
export function createJobBoss(
  connectionString: string,
  options: { max: number; embedded: boolean; applicationName: string; what: string },
  log: Logger,
): PgBoss {
  const boss = new PgBoss({
    ...postgresPoolOptions(options.embedded),
    connectionString,
    max: options.max,
    schema: 'pgboss',
    application_name: options.applicationName,
  });
  boss.on('error', (error: Error) => {
    const err = { message: error.message, code: (error as { code?: string }).code };
    if (isDatabaseUnavailable(error))
      log.warn({ err }, `${options.what} cannot reach the database; it retries by itself`);
    else log.error({ err }, `${options.what} error`);
  });
  return boss;
}

/** pg-boss runs its SQL through the caller's transaction (Kysely's handle under MikroORM). */
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
