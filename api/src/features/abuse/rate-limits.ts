import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../errors.js';

/** Per-IP budgets of the public write endpoints: points per window of `duration` seconds. */
export const RATE_LIMITS = {
  contact: { points: 5, duration: 10 * 60 },
  newsletter: { points: 5, duration: 10 * 60 },
  // A visitor books one or two meetings; ten leaves room for a family or an office sharing one address.
  booking: { points: 10, duration: 10 * 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** The table rate-limiter-flexible writes to; created by a migration, not by the library at run time. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Rate limits kept in PostgreSQL, so every instance of the site counts against the same budget.
 * Exceeding one throws RATE_LIMITED with how long to wait.
 */
export class RateLimits {
  private readonly limiters: Record<RateLimitName, RateLimiterPostgres>;

  constructor(pool: pg.Pool) {
    // The library names its prepared statements; on the embedded database every connection shares one
    // session, where a second connection preparing the same name fails. Unnamed statements work everywhere.
    const client = {
      query: (query: { text: string; values?: unknown[] }) => pool.query({ text: query.text, values: query.values }),
    };
    const limiter = (name: RateLimitName) =>
      new RateLimiterPostgres({
        storeClient: client,
        storeType: 'client',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: name,
        ...RATE_LIMITS[name],
      });
    this.limiters = Object.fromEntries(
      (Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => [name, limiter(name)]),
    ) as Record<RateLimitName, RateLimiterPostgres>;
  }

  async consume(name: RateLimitName, ip: string): Promise<void> {
    try {
      await this.limiters[name].consume(ip || 'unknown');
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
      throw new AppError(
        'RATE_LIMITED',
        {
          en: `Too many requests from your connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          km: `មានសំណើច្រើនពេកពីការតភ្ជាប់របស់អ្នក។ សូមរង់ចាំ ${minutes} នាទី រួចព្យាយាមម្ដងទៀត។`,
        },
        undefined,
        Math.ceil(rejection.msBeforeNext / 1000),
      );
    }
  }
}
