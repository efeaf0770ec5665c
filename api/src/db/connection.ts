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
 */
export class DatabaseClient extends pg.Client {
  private readonly readTimeoutMs: number;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The timeout is ours (below), not node-postgres' (it reads this for every query).
    const parameters = (this as unknown as { connectionParameters: { query_timeout?: number } }).connectionParameters;
    this.readTimeoutMs = parameters.query_timeout ?? 0;
    parameters.query_timeout = undefined;
    // A connection closed while checked out (by a timeout below, or by the network) reports an 'error'
    // event; its queries already fail with it, and an 'error' event without a listener ends the process.
    this.on('error', () => {});
  }

  // node-postgres' overloads (promise, callback, submittable) in one signature.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const run = super.query.bind(this) as (...a: unknown[]) => unknown;
    // A submittable (a cursor, a stream) reads its answer at its own pace: no read timeout.
    if (!this.readTimeoutMs || typeof args[0]?.submit === 'function') return run(...args);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: Error | null, result?: unknown) => void;
      const done = this.readTimeout((error) => callback(error));
      args[last] = (error: Error | null, result?: unknown) => {
        if (done()) callback(error, result);
      };
      return run(...args);
    }
    return new Promise((resolve, reject) => {
      const done = this.readTimeout(reject);
      (run(...args) as Promise<unknown>).then(
        (result) => done() && resolve(result),
        (error: unknown) => done() && reject(error),
      );
    });
  }

  /**
   * Starts a query's read timeout; `fail` is called if it expires. Returns `done`, to call when the
   * query answers: true if it answered in time (the answer is the caller's), false if it had timed out.
   */
  private readTimeout(fail: (error: Error) => void): () => boolean {
    let settled = false;
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (settled) return;
        settled = true;
        fail(new Error(QUERY_READ_TIMEOUT));
        this.connection.stream.destroy();
      });
    }, this.readTimeoutMs);
    return () => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      return true;
    };
  }
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
