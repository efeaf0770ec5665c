import { setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import type { Logger } from '../logger.js';

export interface JobWorkerOptions {
  /** Most jobs in flight at once. */
  concurrency: number;
  /** How long to wait before looking again once the queue was found empty. */
  pollingIntervalMs: number;
}

/**
 * Takes jobs off a pg-boss queue and runs them with at most `concurrency` in flight. pg-boss's own
 * work() hands a batch to one handler, waits for all of it, completes or fails the batch as one (one
 * bad message would resend the others) and then sleeps the polling interval even when more jobs wait.
 * This loop fetches only as many jobs as it has free slots (a fetched job is 'active', its expiry
 * running, so it should not wait for a slot), fetches again as soon as a slot frees while the queue has
 * more, sleeps only when the queue is empty, and completes or fails every job on its own. Fetching is
 * pg-boss's (FOR UPDATE SKIP LOCKED), so each job still goes to one worker across all instances.
 */
export class JobWorker<T extends object> {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();
  private readonly stopped: Promise<void>;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: string,
    private readonly run: (job: PgBoss.Job<T>) => Promise<void>,
    private readonly options: JobWorkerOptions,
    private readonly log: Logger,
  ) {
    this.stopped = new Promise((resolve) =>
      this.stopping.signal.addEventListener('abort', () => resolve(), { once: true }),
    );
  }

  start(): void {
    this.loop ??= this.poll();
  }

  private async poll(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      const free = this.options.concurrency - this.inFlight.size;
      if (free === 0) {
        // Every slot busy: go on as soon as one job ends.
        await Promise.race([...this.inFlight.values(), this.stopped]);
        continue;
      }
      let jobs: PgBoss.Job<T>[] = [];
      try {
        jobs = await this.boss.fetch<T>(this.queue, { batchSize: free });
      } catch (error) {
        this.log.warn({ err: { message: (error as Error).message } }, 'could not fetch queued jobs; trying again');
      }
      for (const job of jobs) this.begin(job);
      // Fewer jobs than free slots: the queue is empty for now.
      if (jobs.length < free) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return sleep(this.options.pollingIntervalMs, undefined, { signal: this.stopping.signal }).catch(() => {});
  }

  private begin(job: PgBoss.Job<T>): void {
    const settled = this.run(job).then(
      () => this.settle(job, () => this.boss.complete(this.queue, job.id)),
      // pg-boss schedules the retry (with backoff) or, after the last one, marks the job failed.
      (error: unknown) =>
        this.settle(job, () => this.boss.fail(this.queue, job.id, { message: (error as Error)?.message ?? '' })),
    );
    this.inFlight.set(
      job.id,
      settled.finally(() => this.inFlight.delete(job.id)),
    );
  }

  private async settle(job: PgBoss.Job<T>, record: () => Promise<unknown>): Promise<void> {
    try {
      await record();
    } catch (error) {
      // The database is away: the job stays 'active' and pg-boss makes it available again once its
      // expiry passes (a message already sent may then go twice; nothing is lost).
      this.log.warn({ jobId: job.id, err: { message: (error as Error).message } }, 'could not record a job outcome');
    }
  }

  /** Stops fetching, lets jobs in flight finish for up to `timeoutMs`, then fails the rest (they are retried). */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping.abort();
    await this.loop;
    const finished = Promise.allSettled(this.inFlight.values()).then(() => true);
    if (await Promise.race([finished, sleep(timeoutMs, false, { ref: false })])) return;
    const left = [...this.inFlight.keys()];
    if (left.length > 0) {
      await this.boss
        .fail(this.queue, left)
        .catch((error: unknown) =>
          this.log.warn({ err: { message: (error as Error).message } }, 'could not release jobs'),
        );
    }
  }
}
