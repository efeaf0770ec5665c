import session, { type SessionData } from 'express-session';
import type pg from 'pg';
import { AppError, DATABASE_UNAVAILABLE } from '../../errors.js';
import type { Logger } from '../../logger.js';

/** How often dead rows are deleted (every instance does it; the delete is idempotent). */
const PRUNE_EVERY_MS = 15 * 60 * 1000;

type Callback = (error?: unknown) => void;

/**
 * express-session's store in the `sessions` table, shared by every instance. Unnamed statements
 * only: on the embedded database every connection shares one PostgreSQL session, where named
 * prepared statements would collide.
 */
export class PgSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    /** Used when a session has no cookie expiry of its own. */
    private readonly idleMs: number,
    private readonly log: Pick<Logger, 'warn'>,
  ) {
    super();
    this.pruneTimer = setInterval(
      () => void this.prune().catch((error) => log.warn({ err: error }, 'pruning expired sessions failed')),
      PRUNE_EVERY_MS,
    );
    this.pruneTimer.unref();
  }

  /**
   * A failed read is never "no session": it fails the request with 503 (AppError), so nobody is signed
   * out by a database that stalls for a moment (express-session would otherwise start a new session for
   * an error whose code is ENOENT).
   */
  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.pool
      .query<{ data: SessionData }>('select data from sessions where sid = $1 and expires_at > now()', [sid])
      .then(
        ({ rows }) => callback(null, rows[0]?.data ?? null),
        (error: unknown) => {
          this.log.warn({ err: error }, 'reading a session failed');
          callback(new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE));
        },
      );
  }

  override set(sid: string, data: SessionData, callback: Callback = () => undefined): void {
    this.pool
      .query(
        `insert into sessions (sid, data, expires_at) values ($1, $2, $3)
         on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [sid, JSON.stringify(data), this.expiry(data)],
      )
      .then(() => callback(), callback);
  }

  override touch(sid: string, data: SessionData, callback: Callback = () => undefined): void {
    this.pool
      .query('update sessions set expires_at = $2 where sid = $1', [sid, this.expiry(data)])
      .then(() => callback(), callback);
  }

  override destroy(sid: string, callback: Callback = () => undefined): void {
    this.pool.query('delete from sessions where sid = $1', [sid]).then(() => callback(), callback);
  }

  /** Reads a session outside express-session (the WebSocket upgrade request). */
  async read(sid: string): Promise<SessionData | null> {
    const { rows } = await this.pool.query<{ data: SessionData }>(
      'select data from sessions where sid = $1 and expires_at > now()',
      [sid],
    );
    return rows[0]?.data ?? null;
  }

  async prune(): Promise<number> {
    const { rowCount } = await this.pool.query('delete from sessions where expires_at <= now()');
    return rowCount ?? 0;
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }

  private expiry(data: SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.idleMs);
  }
}
