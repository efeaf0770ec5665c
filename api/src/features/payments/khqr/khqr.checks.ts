import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import type { KhqrConfig } from './khqr.config.js';
import type { Logger } from '../../../logger.js';
import { transactionDb } from '../../../shared/job-queue.js';
import { Order } from '../payments.entity.js';
import type { OrderLedger } from '../payments.ledger.js';
import type { ProviderOutages } from '../payments.outages.js';
import type { ProviderPaymentStatus } from '../payments.provider.js';
import type { BakongClient } from './bakong.client.js';
import type { KhqrProvider, KhqrWatcher } from './khqr.provider.js';
import { tokenRefusedAlert } from './khqr.mail.js';

export const KHQR_CHECK_QUEUE = 'khqr-check';

type CheckJob = { orderId: string } | { probe: true };

/** While Bakong does not answer (or refuses us), a code is asked about this many times less often. */
const SLOW_FACTOR = 6;
/** A code Bakong could not tell us about is given up this long after its expiry (it stays pending, logged). */
const GIVE_UP_AFTER_EXPIRY_MS = 24 * 60 * 60_000;
/** While the token is refused, Bakong is asked once a minute whether it works again. */
const PROBE_MS = 60_000;
/** Pending codes whose chain of checks broke (a job out of retries) are picked up again this often. */
const RESUME_MS = 10 * 60_000;
/** An MD5 no code has: the probe only wants to know whether Bakong accepts the token. */
const PROBE_MD5 = createHash('md5').update('angkor-digital:token-probe').digest('hex');
/** Checks one instance runs at once. */
const BATCH = 10;

/** A job id from its meaning: every instance scheduling the same check makes the same id, and pg-boss keeps one. */
function jobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The first point of the grid `anchor + k·period` after `now`. */
function nextOnGrid(anchor: number, period: number, now: number): number {
  return anchor + (Math.floor((now - anchor) / period) + 1) * period;
}

/**
 * Confirmation of KHQR payments by the server, never by the browser: one pg-boss job per check of a
 * pending code, each scheduling the next, until Bakong says it is paid (to our account, in USD, for the
 * order's amount) or the code has expired unpaid. Check times lie on a grid anchored at the order's
 * creation and job ids come from (order, time): however many instances schedule a check, and whether a
 * job ran twice after a crash, there is one chain per code. Paid exactly once is the ledger's (row lock,
 * unique transaction hash), so two instances checking the same code send one receipt. Pending codes are
 * picked up again at start (and every 10 minutes), so a restart loses nothing.
 */
export class KhqrChecks implements KhqrWatcher {
  private resumeTimer: NodeJS.Timeout | undefined;
  /** Orders whose mismatched payment this instance has logged (once each, not at every check). */
  private readonly mismatchLogged = new Set<string>();
  private readonly slowMs: number;

  private constructor(
    private readonly boss: PgBoss,
    private readonly deps: {
      orm: MikroORM;
      provider: KhqrProvider;
      bakong: BakongClient;
      ledger: OrderLedger;
      outages: ProviderOutages;
      settings: KhqrConfig;
      staffEmail: string;
      log: Logger;
    },
  ) {
    this.slowMs = Math.min(deps.settings.checkMs * SLOW_FACTOR, 5 * 60_000);
  }

  /** Creates the queue on the process's pg-boss (shared/job-queue.ts) and starts this instance's checks. */
  static async start(boss: PgBoss, deps: KhqrChecks['deps']): Promise<KhqrChecks> {
    const checkSeconds = deps.settings.checkMs / 1000;
    const queue = {
      // A check that threw (the database was away) is tried again; a dead instance's check after 60 s.
      retryLimit: 10,
      retryDelay: Math.max(1, Math.round(checkSeconds)),
      retryBackoff: true,
      expireInSeconds: 60,
      retentionDays: 2,
    };
    // createQueue leaves an existing queue as it was: updateQueue applies changed settings (KHQR_CHECK_SECONDS).
    await boss.createQueue(KHQR_CHECK_QUEUE, { name: KHQR_CHECK_QUEUE, ...queue });
    await boss.updateQueue(KHQR_CHECK_QUEUE, { name: KHQR_CHECK_QUEUE, ...queue });
    const checks = new KhqrChecks(boss, deps);
    await boss.work<CheckJob>(
      KHQR_CHECK_QUEUE,
      { batchSize: BATCH, pollingIntervalSeconds: Math.max(0.5, Math.min(2, checkSeconds / 2)) },
      async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => checks.run(job.data)));
        const failed = results.find((result) => result.status === 'rejected');
        // The batch is retried (its checks are idempotent); the error is pg-boss's to log and back off.
        if (failed) throw (failed as PromiseRejectedResult).reason;
      },
    );
    await checks.resume();
    checks.resumeTimer = setInterval(() => {
      checks.resume().catch((error: unknown) => deps.log.warn({ err: error }, 'could not resume KHQR checks'));
    }, RESUME_MS);
    checks.resumeTimer.unref();
    return checks;
  }

  /** In the transaction that stores the code: its first check. */
  async schedule(tx: EntityManager, order: Order): Promise<void> {
    await this.send({ orderId: order.id }, this.nextCheck(order, false), transactionDb(tx, 'KhqrChecks.schedule'));
  }

  /** Every pending code gets a check on its grid (a chain still alive keeps its own: same id), and the probe if refused. */
  async resume(): Promise<void> {
    const pending = await this.deps.orm.em.fork().find(Order, {
      provider: 'khqr',
      status: 'pending',
      providerReference: { $ne: null },
      expiresAt: { $gt: new Date(Date.now() - GIVE_UP_AFTER_EXPIRY_MS) },
    });
    for (const order of pending) await this.send({ orderId: order.id }, this.nextCheck(order, false));
    // At start Bakong is asked once whether it takes the token (one probe a minute for the whole cluster).
    await this.probe(Math.floor(Date.now() / PROBE_MS) * PROBE_MS);
    if (pending.length > 0) this.deps.log.info({ codes: pending.length }, 'checking pending KHQR codes');
  }

  /** Stops this instance's checks; the shared pg-boss is stopped with the infrastructure, after them. */
  async stop(): Promise<void> {
    clearInterval(this.resumeTimer);
    await this.boss.offWork(KHQR_CHECK_QUEUE);
  }

  private nextCheck(order: Order, slow: boolean): number {
    return nextOnGrid(order.createdAt.getTime(), slow ? this.slowMs : this.deps.settings.checkMs, Date.now());
  }

  private async send(data: CheckJob, due: number, db?: PgBoss.Db): Promise<void> {
    const key = 'orderId' in data ? `order:${data.orderId}:${due}` : `probe:${due}`;
    await this.boss.send(KHQR_CHECK_QUEUE, data, { id: jobId(key), startAfter: new Date(due), ...(db ? { db } : {}) });
  }

  private probe(due: number): Promise<void> {
    return this.send({ probe: true }, due);
  }

  /** One check: ask Bakong, act on the answer, schedule the next if the code is still open. */
  private async run(job: CheckJob): Promise<void> {
    if (!('orderId' in job)) return this.runProbe();
    const { orm, provider, ledger, log, settings } = this.deps;
    const order = await orm.em.fork().findOne(Order, { id: job.orderId });
    if (!order || order.provider !== 'khqr' || order.status !== 'pending' || !order.expiresAt) return;
    const status = await provider.readStatus(order);
    await this.track(status);
    const now = Date.now();
    switch (status.kind) {
      case 'paid':
        if (await ledger.confirm(order.id, status.payment)) log.info({ orderId: order.id }, 'KHQR payment confirmed');
        return;
      case 'failed':
      case 'pending':
        // Unpaid a whole check interval after expiry (a payment made at the last second has shown by then).
        if (now >= order.expiresAt.getTime() + settings.checkMs) {
          await ledger.expire(order.id);
          return;
        }
        break;
      case 'mismatch':
        if (!this.mismatchLogged.has(order.id)) {
          if (this.mismatchLogged.size > 1000) this.mismatchLogged.clear();
          this.mismatchLogged.add(order.id);
          log.error(
            { orderId: order.id, reason: status.reason },
            'a KHQR payment does not match its order: the order stays unpaid; check it in the Bakong account',
          );
        }
        // Bakong keeps answering with the same payment: once the code has expired there is nothing more to learn.
        if (now >= order.expiresAt.getTime() + settings.checkMs) return;
        break;
      default:
        // unreachable or refused: never expired or failed for that, asked again less often.
        log.warn(
          { orderId: order.id, reason: status.reason },
          `Bakong could not tell us about a KHQR code (${status.kind})`,
        );
        if (now >= order.expiresAt.getTime() + GIVE_UP_AFTER_EXPIRY_MS) {
          log.error({ orderId: order.id }, 'gave up checking a KHQR code Bakong never answered for: it stays pending');
          return;
        }
    }
    const slow = status.kind !== 'pending' && status.kind !== 'failed';
    await this.send({ orderId: order.id }, this.nextCheck(order, slow));
  }

  private async runProbe(): Promise<void> {
    const check = await this.deps.bakong.checkTransactionByMd5(PROBE_MD5);
    await this.track(check.kind === 'refused' ? check : check.kind === 'unreachable' ? check : { kind: 'pending' });
  }

  /** A refusal starts an outage (staff told once) and the probe; any real answer ends it. */
  private async track(status: ProviderPaymentStatus): Promise<void> {
    const { outages, settings, staffEmail } = this.deps;
    if (status.kind === 'refused') {
      await outages.report(
        'khqr',
        status.reason,
        tokenRefusedAlert(staffEmail, { accountId: settings.accountId, reason: status.reason }),
      );
      await this.probe(nextOnGrid(0, PROBE_MS, Date.now()));
    } else if (status.kind !== 'unreachable') {
      await outages.clear('khqr');
    } else if (await outages.isRefused('khqr')) {
      await this.probe(nextOnGrid(0, PROBE_MS, Date.now()));
    }
  }
}
