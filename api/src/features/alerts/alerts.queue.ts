import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import type { Logger } from '../../logger.js';
import { STOP_GRACE_MS, transactionDb } from '../../shared/job-queue.js';
import { JobWorker } from '../../shared/job-worker.js';
import { renderAlert, type RenderSettings } from './alerts.render.js';
import type { AlertJob, StaffAlert } from './alerts.types.js';
import { TelegramClient, TelegramUnavailable, type TelegramSettings } from './telegram.client.js';

export const ALERTS_QUEUE = 'staff-alerts';

/** How often one alert may be put off by Telegram's 429 before it counts as a failure like any other. */
const MAX_DEFERRALS = 20;

export interface StaffAlertsOptions {
  /** How often an idle worker looks for queued alerts. */
  pollingIntervalSeconds?: number;
  /** Run the worker in this process (each alert is still sent once, by one instance). */
  worker?: boolean;
}

/**
 * Staff alerts on Telegram, through the job queue (pg-boss) like the e-mails: a feature calls
 * `enqueue(tx, alert)` inside the transaction that stores what the alert is about, so an alert exists
 * if and only if its row does, and the visitor's request never waits for Telegram. A worker in every
 * instance sends them one at a time (pg-boss hands each job to one worker); a failure is retried with
 * exponential backoff, a 429 is retried after Telegram's `retry_after` without using up a retry.
 *
 * Delivery is at least once: should the process die (or the database drop) after Telegram accepted a
 * message but before its job was marked done, the job runs again when its expiry passes and the
 * message is sent twice. Telegram has no idempotency key to prevent that; a duplicate alert is
 * harmless, a lost one is not.
 *
 * Without TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID nothing is queued and nothing is sent.
 */
export class StaffAlerts {
  private constructor(
    private readonly boss: PgBoss | undefined,
    private readonly settings: RenderSettings,
    private readonly worker?: JobWorker<AlertJob>,
  ) {}

  /** Alerts that go nowhere (Telegram not configured): `enqueue` does nothing. */
  static off(settings: RenderSettings): StaffAlerts {
    return new StaffAlerts(undefined, settings);
  }

  static async start(
    boss: PgBoss,
    orm: MikroORM,
    telegram: TelegramSettings,
    settings: RenderSettings,
    log: Logger,
    options: StaffAlertsOptions = {},
  ): Promise<StaffAlerts> {
    const queue = {
      name: ALERTS_QUEUE,
      // 5 s, then doubling: about a day of retries in all.
      retryLimit: 12,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 60,
      retentionDays: 14,
    };
    // createQueue leaves an existing queue as it was: updateQueue applies settings changed since.
    await boss.createQueue(ALERTS_QUEUE, queue);
    await boss.updateQueue(ALERTS_QUEUE, queue);
    const client = new TelegramClient(telegram, log);

    /** Telegram asked us to wait: this job is done, and a copy waits `seconds`, in one transaction. */
    const defer = (job: PgBoss.Job<AlertJob>, seconds: number) =>
      orm.em.fork().transactional(async (tx) => {
        const db = transactionDb(tx, 'StaffAlerts.defer');
        const data: AlertJob = { ...job.data, deferrals: (job.data.deferrals ?? 0) + 1 };
        await boss.send(ALERTS_QUEUE, data, { db, startAfter: new Date(Date.now() + seconds * 1000) });
        await boss.complete(ALERTS_QUEUE, job.id, { deferredSeconds: seconds }, { db });
      });

    const send = async (job: PgBoss.Job<AlertJob>) => {
      const { kind, html, deferrals = 0 } = job.data;
      let outcome;
      try {
        outcome = await client.sendMessage(html);
      } catch (error) {
        // Rethrown: pg-boss retries it with backoff. Telegram's own description, never the URL (it holds the token).
        const status = error instanceof TelegramUnavailable ? error.status : undefined;
        log.warn(
          { kind, jobId: job.id, err: { message: (error as Error).message, status } },
          'staff alert not sent, will retry',
        );
        throw error;
      }
      if (outcome.kind === 'sent') {
        log.info({ kind, jobId: job.id, messageId: outcome.messageId }, 'staff alert sent to Telegram');
      } else if (outcome.kind === 'refused') {
        // Sending the same text again cannot help: recorded as done, loudly, for an operator to look at.
        log.error({ kind, jobId: job.id, reason: outcome.description }, 'Telegram refused a staff alert');
      } else if (deferrals >= MAX_DEFERRALS) {
        log.warn({ kind, jobId: job.id, deferrals }, 'Telegram keeps asking to wait: counting it as a failure');
        throw new TelegramUnavailable(`rate limited ${deferrals} times`, 429);
      } else {
        log.info({ kind, jobId: job.id, seconds: outcome.seconds }, 'Telegram asked to wait: alert deferred');
        await defer(job, outcome.seconds);
      }
    };
    const worker =
      options.worker === false
        ? undefined
        : new JobWorker(
            boss,
            ALERTS_QUEUE,
            send,
            // One at a time per instance: a Telegram group takes about 20 messages a minute.
            { concurrency: 1, pollingIntervalMs: (options.pollingIntervalSeconds ?? 2) * 1000 },
            log,
          );
    worker?.start();
    log.info(
      { chat: telegram.chatId, api: new URL(telegram.apiUrl).host },
      'staff alerts go to Telegram (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID)',
    );
    return new StaffAlerts(boss, settings, worker);
  }

  /** True when alerts are sent (Telegram is configured). */
  get enabled(): boolean {
    return this.boss !== undefined;
  }

  /**
   * Queues one alert inside the caller's transaction (`em.transactional()`), rendered now: what is
   * sent is exactly what was queued. Resolves with the job id, or undefined when alerts are off.
   */
  async enqueue(em: EntityManager, alert: StaffAlert): Promise<string | undefined> {
    if (!this.boss) return undefined;
    const job: AlertJob = { kind: alert.kind, html: renderAlert(alert, this.settings) };
    return (await this.boss.send(ALERTS_QUEUE, job, { db: transactionDb(em, 'StaffAlerts.enqueue') })) ?? undefined;
  }

  /** Alerts queued and not yet sent (tests). */
  async pending(): Promise<number> {
    return this.boss ? this.boss.getQueueSize(ALERTS_QUEUE) : 0;
  }

  /** Stops this instance's worker (it finishes the alert it is sending); the pg-boss is stopped after it. */
  async stop(): Promise<void> {
    await this.worker?.stop(STOP_GRACE_MS);
  }
}
