import type { EntityManager } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import type { Logger } from '../../logger.js';
import { JobWorker } from '../../shared/job-worker.js';
import { STOP_GRACE_MS, transactionDb } from '../../shared/job-queue.js';
import type { MailMessage, MailTransport } from './mail.types.js';

export const MAIL_QUEUE = 'mail';

export interface MailQueueOptions {
  /** How often an idle worker looks for new mail. */
  pollingIntervalSeconds?: number;
  /** Most messages this instance sends at once (keep the SMTP pool's maxConnections the same). */
  concurrency?: number;
  /** Run the worker in this process (every instance does by default; each job is still sent once). */
  worker?: boolean;
  /** Seconds before the first retry of a failed message, doubled for each further one; tests shorten it. */
  retryDelaySeconds?: number;
}

export interface EnqueueOptions {
  /** Not sent before this instant. */
  startAfter?: Date;
}

/**
 * Durable outgoing mail on pg-boss: messages are inserted in the same transaction as the data they
 * describe, and a worker sends them with retries and exponential backoff. A message whose sender died
 * mid-send (kill -9) becomes available again when its expiry passes.
 */
export class MailQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly log: Logger,
    private readonly worker?: JobWorker<MailMessage>,
  ) {}

  /** Creates the queue on the process's pg-boss (shared/job-queue.ts) and starts this instance's worker. */
  static async start(
    boss: PgBoss,
    transport: MailTransport,
    log: Logger,
    options: MailQueueOptions = {},
  ): Promise<MailQueue> {
    const queue = {
      retryLimit: 12,
      retryDelay: options.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: 120,
      retentionDays: 14,
    };
    // createQueue leaves an existing queue as it was: updateQueue applies changed settings (MAIL_RETRY_SECONDS).
    await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...queue });
    await boss.updateQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...queue });
    const send = async (job: PgBoss.Job<MailMessage>) => {
      const { kind, to } = job.data;
      try {
        const sent = await transport.send(job.data);
        log.info({ kind, jobId: job.id, messageId: sent.messageId }, 'e-mail sent');
      } catch (error) {
        // Rethrown so the job is retried. The recipient's address stays out of the log (an SMTP server's
        // refusal often quotes it), and so does a stack: a refused or unreachable server is no bug of ours.
        const { message, code, responseCode } = error as Error & { code?: string; responseCode?: number };
        const err = { message: String(message).replace(/[^\s<>@]+@[^\s<>@]+/g, '<address>'), code, responseCode };
        log.warn({ kind, jobId: job.id, err, domain: to.split('@')[1] }, 'e-mail not sent, will retry');
        throw error;
      }
    };
    const worker =
      options.worker === false
        ? undefined
        : new JobWorker(
            boss,
            MAIL_QUEUE,
            send,
            { concurrency: options.concurrency ?? 1, pollingIntervalMs: (options.pollingIntervalSeconds ?? 2) * 1000 },
            log,
          );
    worker?.start();
    return new MailQueue(boss, log, worker);
  }

  /**
   * Enqueues inside the caller's transaction: the mail exists if and only if the data commits.
   * `startAfter` holds the messages back until then (a reminder). Resolves with the job ids.
   */
  async enqueue(em: EntityManager, messages: MailMessage[], options: EnqueueOptions = {}): Promise<string[]> {
    const db = transactionDb(em, 'MailQueue.enqueue');
    const ids: string[] = [];
    for (const message of messages) {
      const id = await this.boss.send(MAIL_QUEUE, message, {
        db,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
      if (id) ids.push(id);
    }
    return ids;
  }

  /** Withdraws queued messages not sent yet (a reminder of a cancelled booking), inside the caller's transaction. */
  async cancel(em: EntityManager, jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.boss.cancel(MAIL_QUEUE, jobIds, { db: transactionDb(em, 'MailQueue.cancel') });
  }

  /** A queued message's state ('created', 'completed', 'cancelled', …), for tests. */
  async state(jobId: string): Promise<string | undefined> {
    return (await this.boss.getJobById(MAIL_QUEUE, jobId))?.state;
  }

  /** Waits for the mail queue to settle, for tests and benchmarks. */
  async pending(): Promise<number> {
    return this.boss.getQueueSize(MAIL_QUEUE);
  }

  /** Stops this instance's worker (it finishes what it is sending); the pg-boss itself is stopped after it. */
  async stop(): Promise<void> {
    await this.worker?.stop(STOP_GRACE_MS);
    this.log.debug('mail worker stopped');
  }
}
