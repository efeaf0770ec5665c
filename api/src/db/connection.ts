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
 * node-postgres' client, except that a query that timed out on the client side closes its connection.
 * node-postgres leaves that query in flight: the connection goes back to the pool and every later query
 * on it waits behind an answer that never comes. Closing it makes the pool drop it and connect afresh,
 * so the site recovers by itself once the database answers again.
 */
export class DatabaseClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection closed while checked out (by closeIfTimedOut, or by the network) reports an 'error'
    // event; its queries already fail with it, and an 'error' event without a listener ends the process.
    this.on('error', () => {});
  }

  // node-postgres' overloads (promise, callback, submittable) in one signature.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: Error | null, result?: unknown) => void;
      args[last] = (error: Error | null, result?: unknown) => {
        this.closeIfTimedOut(error);
        callback(error, result);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    // A branch of its own: the caller still gets the rejection.
    if (result instanceof Promise) result.catch((error: unknown) => this.closeIfTimedOut(error));
    return result;
  }

  private closeIfTimedOut(error: unknown): void {
    if ((error as Error | null)?.message === QUERY_READ_TIMEOUT) this.connection.stream.destroy();
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
