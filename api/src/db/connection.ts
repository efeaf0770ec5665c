import pg from 'pg';

/** Longest wait for a connection: a new one (TCP, start-up, authentication) or a free one of a full pool. */
const CONNECT_TIMEOUT_MS = 5000;
/** PostgreSQL cancels a statement that runs longer (SQLSTATE 57014); the connection stays usable. */
const STATEMENT_TIMEOUT_MS = 4000;
/**
 * The client stops waiting for an answer after this, whatever the server does: on a network that drops
 * packets (no refusal, no reset) no answer and no error ever comes, and statement_timeout can't help.
 */
const QUERY_TIMEOUT_MS = 5000;
/**
 * The embedded database runs in this process and serves every connection from one session, one query
 * after another: under load a query waits for the others, and there is no network to lose. Its limit only
 * ends a wait that has gone badly wrong.
 */
const EMBEDDED_QUERY_TIMEOUT_MS = 30_000;
/** Migrations may need longer than any request may wait (an index on a large table, a lock to wait for). */
const MIGRATION_TIMEOUT_MS = 10 * 60_000;
/** A session left open in a transaction (its client vanished mid-transaction) is ended, with its locks. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
/** TCP keepalive after this much silence, so idle connections survive NAT and firewall timeouts. */
const KEEPALIVE_DELAY_MS = 10_000;

const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * node-postgres' client with its own read timeout (the pool's `query_timeout`), for two reasons:
 *
 * - A query that timed out closes its connection. node-postgres leaves it in flight: the connection
 *   goes back to the pool and every later query on it waits behind an answer that never comes. Closing
 *   it makes the pool drop it and connect afresh, so the site recovers by itself once the database
 *   answers again.
 * - The timeout only fails a query whose answer has not arrived. After the event loop was held up
 *   (a long garbage collection, a starved CPU) Node runs due timers before it reads the sockets, so
 *   node-postgres' own timer fails queries whose answers are already waiting there. Here the timer
 *   lets the loop read its sockets once (setImmediate runs after that phase) before it decides.
 *
 * Only node-postgres' public interface is used: the options a pool hands to every client it makes
 * (`Client`, `query_timeout`), `query()` and `end()`. One assumption goes beyond it, and pg and pg-pool
 * are pinned to exact versions for it (connection.test.ts fails if an upgrade breaks it): a pool does
 * not hand out again a client that was ended while checked out, even when the caller releases it
 * without an error (Kysely, under MikroORM, does).
 */
export class DatabaseClient extends pg.Client {
  private readonly readTimeoutMs: number;
  /** Set once a read timeout closed the connection: every query on it fails as the database being away. */
  private closedByTimeout = false;

  constructor(config?: string | pg.ClientConfig) {
    // A pool passes its own options to each client it makes: query_timeout is taken here and kept from
    // node-postgres, whose timer would otherwise run beside ours.
    const own = typeof config === 'object' ? config : undefined;
    super(own ? { ...own, query_timeout: undefined } : config);
    this.readTimeoutMs = own?.query_timeout ?? 0;
    // A connection closed while checked out (by the network) reports an 'error' event; its queries
    // already fail with it, and an 'error' event without a listener ends the process.
    this.on('error', () => {});
  }

  // node-postgres' overloads (promise, callback, submittable) in one signature.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const run = super.query.bind(this) as (...a: unknown[]) => unknown;
    // A submittable (a cursor, a stream) reads its answer at its own pace: no read timeout.
    if (typeof args[0]?.submit === 'function') return run(...args);
    let timeoutMs = this.readTimeoutMs;
    // A query's own limit replaces the pool's, and is kept here too (node-postgres' would leave the
    // query in flight on the connection).
    if (args[0] !== null && typeof args[0] === 'object' && args[0].query_timeout) {
      timeoutMs = args[0].query_timeout;
      args[0] = { ...args[0], query_timeout: undefined };
    }
    if (!timeoutMs) return run(...args);

    // query(config, values, callback), query(config, callback), or the callback in the config.
    const at = typeof args[2] === 'function' ? 2 : typeof args[1] === 'function' ? 1 : -1;
    const inConfig = at < 0 && typeof args[0]?.callback === 'function';
    if (at >= 0 || inConfig) {
      const callback = (at >= 0 ? args[at] : args[0].callback) as (error: Error | null, result?: unknown) => void;
      if (this.closedByTimeout) return void process.nextTick(() => callback(connectionLost()));
      const timeout = this.readTimeout(timeoutMs, (error) => callback(error));
      const answered = (error: Error | null, result?: unknown) => {
        if (timeout.done()) callback(error && this.closedByTimeout ? connectionLost() : error, result);
      };
      if (at >= 0) args[at] = answered;
      else args[0] = { ...args[0], callback: answered };
      const result = this.runOrSettle(run, args, timeout);
      timeout.start();
      return result;
    }
    if (this.closedByTimeout) return Promise.reject(connectionLost());
    const timeout = this.readTimeout(timeoutMs, () => {});
    const answer = this.runOrSettle(run, args, timeout) as PromiseLike<unknown>;
    return new Promise((resolve, reject) => {
      timeout.onTimeout(reject);
      answer.then(
        (result) => timeout.done() && resolve(result),
        (error: unknown) => timeout.done() && reject(this.closedByTimeout ? connectionLost() : error),
      );
      timeout.start();
    });
  }

  /** node-postgres throws at once for some calls (no query): no timeout then, and the caller gets the throw. */
  private runOrSettle(run: (...a: unknown[]) => unknown, args: unknown[], timeout: ReadTimeout): unknown {
    try {
      return run(...args);
    } catch (error) {
      timeout.done();
      throw error;
    }
  }

  /**
   * A query's read timeout. When it comes due the event loop reads its sockets once (setImmediate runs
   * after that phase; an answer larger than the socket's receive buffer may still be mid-way) and only
   * a query still unanswered then fails: the client is ended, which closes its socket at once as a
   * query is in flight and keeps the pool from handing it out again, then the caller is told. The
   * queries queued behind it fail too, as the database being away (connectionLost).
   */
  private readTimeout(ms: number, onTimeout: (error: Error) => void): ReadTimeout {
    let settled = false;
    let fail = onTimeout;
    let timer: NodeJS.Timeout | undefined;
    return {
      onTimeout: (callback) => {
        fail = callback;
      },
      start: () => {
        if (settled) return;
        timer = setTimeout(() => {
          setImmediate(() => {
            if (settled) return;
            settled = true;
            this.closedByTimeout = true;
            void this.end();
            fail(new Error(QUERY_READ_TIMEOUT));
          });
        }, ms);
      },
      done: () => {
        if (settled) return false;
        settled = true;
        clearTimeout(timer);
        return true;
      },
    };
  }
}

/** What a query on a connection closed by an earlier read timeout fails with (errors.ts: the database is away). */
function connectionLost(): Error {
  return new Error(`${QUERY_READ_TIMEOUT}: this connection was closed when an earlier query got no answer`);
}

interface ReadTimeout {
  /** Sets what happens when it expires. */
  onTimeout(callback: (error: Error) => void): void;
  start(): void;
  /** The query answered: true if in time (the answer is the caller's), false if it had timed out. */
  done(): boolean;
}

export interface PostgresPoolOptions {
  Client: typeof DatabaseClient;
  connectionTimeoutMillis: number;
  query_timeout: number;
  statement_timeout?: number;
  idle_in_transaction_session_timeout?: number;
  keepAlive: boolean;
  keepAliveInitialDelayMillis: number;
}

/**
 * The connection settings of every pool to PostgreSQL (the ORM's, the infrastructure pool, pg-boss's):
 * a database that stops answering fails a request within about five seconds (503) instead of hanging
 * it, and broken connections are replaced, not reused.
 */
export function postgresPoolOptions(
  embedded: boolean,
  purpose: 'requests' | 'migrations' = 'requests',
): PostgresPoolOptions {
  const migrations = purpose === 'migrations';
  const options: PostgresPoolOptions = {
    Client: DatabaseClient,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: migrations ? MIGRATION_TIMEOUT_MS : embedded ? EMBEDDED_QUERY_TIMEOUT_MS : QUERY_TIMEOUT_MS,
    // Sent as start-up parameters (a PgBouncer in front needs them in ignore_startup_parameters). The
    // embedded database shares one session between all connections: nothing to set per connection there.
    ...(embedded
      ? {}
      : {
          statement_timeout: migrations ? MIGRATION_TIMEOUT_MS : STATEMENT_TIMEOUT_MS,
          idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
        }),
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  };
  return options satisfies pg.PoolConfig;
}
