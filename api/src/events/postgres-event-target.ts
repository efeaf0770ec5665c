import pg from 'pg';
import type { Logger } from '../logger.js';

/** The one channel every instance listens on. */
export const EVENTS_CHANNEL = 'site_events';
/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MS = { first: 500, most: 30_000 };
/** How long closing waits for the server to acknowledge the end of the listening connection. */
const CLOSE_WAIT_MS = 1000;

/**
 * An EventTarget whose events travel through PostgreSQL: dispatching sends `NOTIFY site_events` with
 * the topic and payload as JSON; a dedicated connection LISTENs and dispatches what arrives (its own
 * instance's events too) to the listeners here. A lost connection is reopened with backoff; events
 * sent meanwhile are missed, which subscribers tolerate (they read the current state when they start).
 */
export class PostgresEventTarget extends EventTarget {
  private client?: pg.Client;
  private closed = false;
  private retryTimer?: NodeJS.Timeout;
  private delay = RECONNECT_MS.first;

  private constructor(
    private readonly databaseUrl: string,
    private readonly pool: pg.Pool,
    private readonly log: Logger,
  ) {
    super();
  }

  static async connect(databaseUrl: string, pool: pg.Pool, log: Logger): Promise<PostgresEventTarget> {
    const target = new PostgresEventTarget(databaseUrl, pool, log);
    await target.listen();
    return target;
  }

  override dispatchEvent(event: Event): boolean {
    const text = JSON.stringify({ topic: event.type, detail: (event as CustomEvent).detail ?? null });
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
      this.log.error({ topic: event.type, bytes: Buffer.byteLength(text) }, 'live event too large to send: dropped');
      return false;
    }
    this.pool
      .query('select pg_notify($1, $2)', [EVENTS_CHANNEL, text])
      .catch((error: unknown) =>
        this.log.warn({ err: error, topic: event.type }, 'live event not sent: the database did not take it'),
      );
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // A stalled server never answers the goodbye: do not let it hold up shutdown.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.end().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'site-events' });
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', (error) => {
      this.log.warn({ err: { message: error.message } }, 'live events connection lost; reconnecting');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.client = client;
    this.delay = RECONNECT_MS.first;
  }

  private reconnect(lost: pg.Client): void {
    if (this.closed || this.client !== lost) return;
    this.client = undefined;
    lost.end().catch(() => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.listen().catch((error: unknown) => {
        this.log.warn({ err: { message: (error as Error).message } }, 'live events: database not reachable yet');
        this.delay = Math.min(this.delay * 2, RECONNECT_MS.most);
        this.scheduleRetry();
      });
    }, this.delay);
    this.retryTimer.unref();
  }

  private receive(payload: string | undefined): void {
    let message: { topic?: unknown; detail?: unknown };
    try {
      message = JSON.parse(payload ?? '') as typeof message;
    } catch {
      return;
    }
    if (typeof message.topic !== 'string') return;
    super.dispatchEvent(new CustomEvent(message.topic, { detail: message.detail }));
  }
}
