import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Router } from 'express';
import type { Logger } from '../../logger.js';
import type { Conversations } from './conversations.service.js';
import type { ConversationTelegram, TelegramUpdate } from './conversations.telegram.js';

/** The advisory lock key of the one getUpdates poller across instances ("conv-tg" as a number). */
export const TELEGRAM_POLLER_LOCK = 0x636f6e76_7467;
/** How often an instance without the lock asks for it again (the holder died: its connection freed it). */
const LOCK_RETRY_MS = 5000;
/** After a failed getUpdates, the next one waits this long (doubling to a minute). */
const FAILURE_BACKOFF_MS = 1000;

/** The path of Telegram's webhook under /api. */
export const TELEGRAM_WEBHOOK_PATH = '/telegram/updates';

/**
 * The webhook's secret (Telegram's `secret_token`, sent back in X-Telegram-Bot-Api-Secret-Token): derived
 * from SESSION_SECRET, so every instance knows it without one more variable. Telegram allows A–Z a–z 0–9 _ -.
 */
export function webhookSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('telegram-webhook-secret').digest('base64url');
}

/**
 * Staff replies by Telegram long polling: one instance at a time holds a PostgreSQL advisory lock and
 * calls getUpdates in a loop (Telegram refuses two pollers of one bot); the others wait to take over.
 * The offset is confirmed after each update is handled, so an update is lost by no crash (the same one
 * twice is stored once).
 */
export class TelegramPoller {
  private readonly stopping = new AbortController();
  private loop: Promise<void> | undefined;
  /** True while this instance holds the lock (tests look). */
  polling = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly telegram: ConversationTelegram,
    private readonly conversations: Conversations,
    private readonly timeoutSeconds: number,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    const signal = this.stopping.signal;
    while (!signal.aborted) {
      let client: pg.PoolClient | undefined;
      try {
        client = await this.pool.connect();
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          TELEGRAM_POLLER_LOCK,
        ]);
        if (rows[0]?.locked) {
          try {
            this.polling = true;
            await this.poll(signal);
          } finally {
            this.polling = false;
            await client.query('select pg_advisory_unlock($1)', [TELEGRAM_POLLER_LOCK]).catch(() => undefined);
          }
        }
      } catch (error) {
        if (!signal.aborted) this.log.warn({ err: { message: (error as Error).message } }, 'Telegram poller: no lock');
      } finally {
        client?.release();
      }
      await sleep(LOCK_RETRY_MS, undefined, { signal }).catch(() => undefined);
    }
  }

  private async poll(signal: AbortSignal): Promise<void> {
    let offset: number | undefined;
    let backoff = FAILURE_BACKOFF_MS;
    while (!signal.aborted) {
      let updates: TelegramUpdate[];
      try {
        updates = await this.telegram.getUpdates(offset, this.timeoutSeconds, signal);
        backoff = FAILURE_BACKOFF_MS;
      } catch (error) {
        if (signal.aborted) return;
        const status = (error as { status?: number }).status;
        this.log.warn({ err: { message: (error as Error).message } }, 'Telegram getUpdates failed; trying again');
        // 409: a webhook is set (from an earlier TELEGRAM_WEBHOOK_URL): polling needs it gone.
        if (status === 409) await this.telegram.deleteWebhook().catch(() => undefined);
        await sleep(backoff, undefined, { signal }).catch(() => undefined);
        backoff = Math.min(backoff * 2, 60_000);
        continue;
      }
      for (const update of updates) {
        try {
          await this.conversations.telegramUpdate(update);
        } catch (error) {
          // Stored nothing (the database away): not confirmed, so Telegram gives it again.
          this.log.warn({ err: { message: (error as Error).message } }, 'a Telegram update could not be handled');
          break;
        }
        offset = update.update_id + 1;
      }
    }
  }
}

/**
 * POST /api/telegram/updates: Telegram's webhook. Only a request carrying the secret token set with
 * setWebhook is read (403 otherwise, nothing done); the update is handled before the 200, so Telegram
 * sends it again if handling failed.
 */
export function telegramWebhookRoute(router: Router, secret: string, conversations: Conversations, log: Logger): void {
  const expected = Buffer.from(secret);
  router.post(TELEGRAM_WEBHOOK_PATH, async (req, res) => {
    const given = Buffer.from(String(req.get('x-telegram-bot-api-secret-token') ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(403).json({ ok: false });
      return;
    }
    try {
      await conversations.telegramUpdate(req.body as TelegramUpdate);
      res.json({ ok: true });
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, 'a Telegram webhook update could not be handled');
      res.status(503).json({ ok: false });
    }
  });
}
