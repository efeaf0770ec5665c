import type { Redis } from 'ioredis';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Language } from '@site/common';
import { AppError } from '../errors.js';
import { addressKey } from './client-address.js';

/** Budgets of the public endpoints: points per window of `duration` seconds, per visitor's address unless shared. */
export const RATE_LIMITS = {
  contact: { points: 5, duration: 10 * 60 },
  /** The chat's "pass my question to the team": like the contact form. */
  chatLead: { points: 5, duration: 10 * 60 },
  newsletter: { points: 5, duration: 10 * 60 },
  /** Each checkout opened creates an order and a PaymentIntent; a real visitor needs a handful. */
  payment: { points: 20, duration: 10 * 60 },
  /** Chat messages per IP: a long conversation fits, a script does not. */
  chat: { points: 30, duration: 10 * 60 },
  /** Language-model answers for everyone together (one key): caps what the model can cost per hour. */
  chatGlobal: { points: 1000, duration: 60 * 60 },
  /** Any GraphQL mutation per IP, on top of each form's own budget. */
  graphqlMutation: { points: 60, duration: 10 * 60 },
  /** Operations started per IP over the WebSocket (the office clock, chat answers); generous, as a hotel
   * network puts many guests behind one address. */
  graphqlSubscription: { points: 300, duration: 60 },
  /** GET /api/orders/status and its GraphQL twin: a return page asks once, a script polling every order does not fit. */
  orderStatus: { points: 60, duration: 60 },
  // A visitor books one or two meetings; ten leaves room for a family or an office sharing one address.
  booking: { points: 10, duration: 10 * 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;
/** The budgets all visitors share under one key; every other budget is per visitor's address. */
export type SharedBudgetName = 'chatGlobal';
export type AddressBudgetName = Exclude<RateLimitName, SharedBudgetName>;
const SHARED_KEY = 'all';
export type RateLimitBudget = { points: number; duration: number };

/** The visitor's text for an exhausted budget, given the minutes to wait. */
export type RateLimitMessage = (minutes: number) => Record<Language, string>;

const TOO_MANY_FROM_YOU: RateLimitMessage = (minutes) => ({
  en: `Too many requests from your connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  km: `មានសំណើច្រើនពេកពីការតភ្ជាប់របស់អ្នក។ សូមរង់ចាំ ${minutes} នាទី រួចព្យាយាមម្ដងទៀត។`,
});

/** The table rate-limiter-flexible writes to; created by a migration, not by the library at run time. */
const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Rate limits shared by every instance of the site: in Redis when REDIS_URL is set (with PostgreSQL as
 * the insurance store while Redis is unreachable), otherwise in PostgreSQL. Exceeding one throws
 * RATE_LIMITED with how long to wait.
 */
export class RateLimits {
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;

  /** `budgets` replaces some of RATE_LIMITS (tests use small ones). */
  constructor(pool: pg.Pool, redis?: Redis, budgets: Partial<Record<RateLimitName, RateLimitBudget>> = {}) {
    // The library names its prepared statements; on the embedded database every connection shares one
    // session, where a second connection preparing the same name fails. Unnamed statements work everywhere.
    const client = {
      query: (query: { text: string; values?: unknown[] }) => pool.query({ text: query.text, values: query.values }),
    };
    const limiter = (name: RateLimitName): RateLimiterAbstract => {
      const inPostgres = new RateLimiterPostgres({
        storeClient: client,
        storeType: 'client',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: name,
        ...(budgets[name] ?? RATE_LIMITS[name]),
      });
      if (!redis) return inPostgres;
      return new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `rl:${name}`,
        insuranceLimiter: inPostgres,
        ...(budgets[name] ?? RATE_LIMITS[name]),
      });
    };
    this.limiters = Object.fromEntries(
      (Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => [name, limiter(name)]),
    ) as Record<RateLimitName, RateLimiterAbstract>;
  }

  /**
   * Counts one request against the budget `name` of the visitor at `clientAddress` (keyed by addressKey:
   * an IPv6 /64 is one visitor, an IPv4-mapped address its IPv4); throws RATE_LIMITED when it is spent.
   */
  async consume(
    name: AddressBudgetName,
    clientAddress: string,
    message: RateLimitMessage = TOO_MANY_FROM_YOU,
  ): Promise<void> {
    try {
      await this.limiters[name].consume(addressKey(clientAddress));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
      throw new AppError('RATE_LIMITED', message(minutes), undefined, Math.ceil(rejection.msBeforeNext / 1000));
    }
  }

  /** Takes one point of a budget everyone shares: false when it is spent (the caller decides what then). */
  async consumeShared(name: SharedBudgetName): Promise<boolean> {
    try {
      await this.limiters[name].consume(SHARED_KEY);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }
}
