import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import type { KhqrConfig } from './khqr.config.js';
import type { Logger } from '../../../logger.js';
import { startWorker, transactionDb } from '../../../shared/job-queue.js';
import { Order } from '../payments.entity.js';
import type { OrderLedger } from '../payments.ledger.js';
import type { ProviderOutages } from '../payments.outages.js';
import type { ProviderPaymentStatus } from '../payments.provider.js';
import { BAKONG_MD5_LIST_MAX, type BakongCheck, type BakongClient } from './bakong.client.js';
import type { KhqrProvider, KhqrWatcher } from './khqr.provider.js';
import { tokenRefusedAlert } from './khqr.mail.js';

export const KHQR_CHECK_QUEUE = 'khqr-check';

/** A sweep of every pending code, due at `due` (ms). Jobs of older versions ({ orderId }, { probe }) run as sweeps. */
type CheckJob = { sweep: number } | { orderId: string } | { probe: true };

/** While Bakong does not answer (or refuses us), the codes are asked about this many times less often. */
const SLOW_FACTOR = 6;
/** A code Bakong could not tell us about is given up this long after its expiry (it stays pending, logged). */
const GIVE_UP_AFTER_EXPIRY_MS = 24 * 60 * 60_000;
/** While the token is refused, Bakong is asked once a minute whether it works again. */
const PROBE_MS = 60_000;
/** A broken chain of sweeps (a job out of retries) is started again this often. */
const RESUME_MS = 10 * 60_000;
/** An MD5 no code has: the probe only wants to know whether Bakong accepts the token. */
const PROBE_MD5 = createHash('md5').update('angkor-digital:token-probe').digest('hex');

/** A job id from its meaning: every instance scheduling the same sweep makes the same id, and pg-boss keeps one. */
function jobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The first point of the grid `k·period` after `now`. */
function nextOnGrid(period: number, now: number): number {
  return (Math.floor(now / period) + 1) * period;
}

/**
 * Confirmation of KHQR payments by the server, never by the browser. Every KHQR_CHECK_SECONDS one sweep
 * (a pg-boss job whose id is its due time, so however many instances schedule it, it runs once) asks
 * Bakong about every pending code through check_transaction_by_md5_list, 50 codes a call, the most
 * recently shown first: a visitor scanning a code now is in the first call, whatever else is pending
 * (the caps of khqr.provider.ts bound the rest). Each answer is acted on before the next call: paid (to
 * our account, in the code's currency, for exactly its amount), expired once unpaid a check interval
 * past its expiry, or flagged for staff when the money does not match. Paid exactly once is the
 * ledger's (row lock, unique transaction hash). Each sweep schedules the next while codes are pending
 * (or Bakong refuses the token); a new code schedules one; pending codes are picked up at start and
 * every 10 minutes, so a restart loses nothing.
 */
export class KhqrChecks implements KhqrWatcher {
  private resumeTimer: NodeJS.Timeout | undefined;
  private stopWorker: (() => Promise<void>) | undefined;
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
    // A multiple of the check interval, so the slow grid's points are points of the normal one.
    this.slowMs = Math.min(deps.settings.checkMs * SLOW_FACTOR, 5 * 60_000);
  }

  /** Creates the queue on the process's pg-boss (shared/job-queue.ts) and starts this instance's sweeps. */
  static async start(boss: PgBoss, deps: KhqrChecks['deps']): Promise<KhqrChecks> {
    const checkSeconds = deps.settings.checkMs / 1000;
    const queue = {
      // A sweep that threw (the database was away) is tried again; a dead instance's sweep after 5 minutes.
      retryLimit: 10,
      retryDelay: Math.max(1, Math.round(checkSeconds)),
      retryBackoff: true,
      expireInSeconds: 300,
      retentionDays: 2,
    };
    // createQueue leaves an existing queue as it was: updateQueue applies changed settings (KHQR_CHECK_SECONDS).
    await boss.createQueue(KHQR_CHECK_QUEUE, { name: KHQR_CHECK_QUEUE, ...queue });
    await boss.updateQueue(KHQR_CHECK_QUEUE, { name: KHQR_CHECK_QUEUE, ...queue });
    const checks = new KhqrChecks(boss, deps);
    checks.stopWorker = startWorker<CheckJob>(
      boss,
      KHQR_CHECK_QUEUE,
      // Polled twice a second: a sweep starts at most half a second after it is due (a payment shows within one interval).
      { concurrency: 1, pollingIntervalMs: 500 },
      // The sweep is retried if it throws (acting on an answer twice changes nothing); pg-boss backs off.
      () => checks.sweep(),
      deps.log,
    );
    await checks.resume();
    checks.resumeTimer = setInterval(() => {
      checks.resume().catch((error: unknown) => deps.log.warn({ err: error }, 'could not resume KHQR checks'));
    }, RESUME_MS);
    checks.resumeTimer.unref();
    return checks;
  }

  /** In the transaction that stores the code: the next sweep (which then includes it). */
  async schedule(tx: EntityManager): Promise<void> {
    await this.send(nextOnGrid(this.deps.settings.checkMs, Date.now()), transactionDb(tx, 'KhqrChecks.schedule'));
  }

  /** A sweep soon if any code is pending (a chain still alive has the same id), and at start one to probe the token. */
  async resume(): Promise<void> {
    const pending = await this.deps.orm.em.fork().count(Order, this.pendingWhere());
    // At start Bakong is asked once whether it takes the token (one sweep a minute for the whole cluster).
    await this.send(
      pending > 0 ? nextOnGrid(this.deps.settings.checkMs, Date.now()) : nextOnGrid(PROBE_MS, Date.now()),
    );
    if (pending > 0) this.deps.log.info({ codes: pending }, 'checking pending KHQR codes');
  }

  /** Stops this instance's sweeps; the shared pg-boss is stopped with the infrastructure, after them. */
  async stop(): Promise<void> {
    clearInterval(this.resumeTimer);
    await this.stopWorker?.();
  }

  private pendingWhere() {
    return {
      provider: 'khqr' as const,
      status: 'pending' as const,
      providerReference: { $ne: null },
      expiresAt: { $gt: new Date(Date.now() - GIVE_UP_AFTER_EXPIRY_MS) },
    };
  }

  private async send(due: number, db?: PgBoss.Db): Promise<void> {
    const data: CheckJob = { sweep: due };
    await this.boss.send(KHQR_CHECK_QUEUE, data, {
      id: jobId(`sweep:${due}`),
      startAfter: new Date(due),
      ...(db ? { db } : {}),
    });
  }

  /** One sweep: every pending code, newest first, 50 to a call; then the next sweep if there is anything to ask. */
  private async sweep(): Promise<void> {
    const { orm, bakong, settings } = this.deps;
    const now = Date.now();
    // Newest first, and bounded: past the cap on pending codes only codes Bakong could not tell us about
    // (an outage) remain, and they are asked about as the newer ones are settled.
    const orders = (
      await orm.em.fork().find(Order, this.pendingWhere(), {
        orderBy: { createdAt: 'desc', id: 'asc' },
        limit: settings.maxPending * 2,
      })
    ).filter(
      // A mismatched payment past its code's expiry: flagged for staff, nothing more to learn from Bakong.
      (order) => !(order.problem && now >= order.expiresAt!.getTime() + settings.checkMs),
    );
    let answered = true;
    if (orders.length === 0 && (await this.deps.outages.isRefused('khqr'))) {
      const probe = await bakong.checkTransactionsByMd5List([PROBE_MD5]);
      answered = probe.kind === 'answered';
      await this.track(probe.kind === 'answered' ? { kind: 'pending' } : probe);
    }
    for (let at = 0; at < orders.length; at += BAKONG_MD5_LIST_MAX) {
      const batch = orders.slice(at, at + BAKONG_MD5_LIST_MAX);
      const answer = await bakong.checkTransactionsByMd5List(batch.map((order) => order.providerReference!));
      await this.track(answer.kind === 'answered' ? { kind: 'pending' } : answer);
      if (answer.kind !== 'answered') {
        answered = false;
        this.deps.log.warn(
          { orderIds: batch.map((order) => order.id), reason: answer.reason },
          `Bakong could not tell us about ${batch.length} KHQR code(s) (${answer.kind})`,
        );
        for (const order of batch) this.giveUpIfLong(order, now);
        // The rest would fare no better now: the next (slower) sweep starts again with the newest codes.
        break;
      }
      for (const order of batch) {
        const check: BakongCheck = answer.checks.get(order.providerReference!) ?? {
          kind: 'unreachable',
          reason: 'no answer',
        };
        await this.act(order, check, now);
      }
    }
    const refused = await this.deps.outages.isRefused('khqr');
    if (orders.length > 0 || refused) {
      const period = answered && !refused ? settings.checkMs : this.slowMs;
      await this.send(nextOnGrid(refused && orders.length === 0 ? PROBE_MS : period, Date.now()));
    }
  }

  /** Acts on Bakong's answer about one code. */
  private async act(order: Order, check: BakongCheck, now: number): Promise<void> {
    const { provider, ledger, log, settings } = this.deps;
    const status = provider.statusOf(order, check);
    const over = now >= order.expiresAt!.getTime() + settings.checkMs;
    switch (status.kind) {
      case 'paid':
        if (await ledger.confirm(order.id, status.payment)) log.info({ orderId: order.id }, 'KHQR payment confirmed');
        return;
      case 'failed':
      case 'pending':
        // Unpaid a whole check interval after expiry (a payment made at the last second has shown by then).
        if (over) await ledger.expire(order.id);
        return;
      case 'mismatch':
        if (!order.problem) await ledger.flagProblem(order.id, status.reason);
        return;
      default:
        log.warn(
          { orderId: order.id, reason: status.reason },
          `Bakong could not tell us about a KHQR code (${status.kind})`,
        );
        this.giveUpIfLong(order, now);
    }
  }

  /** A code Bakong never answered for, a day past its expiry, leaves the sweeps (logged): it stays pending. */
  private giveUpIfLong(order: Order, now: number): void {
    if (now >= order.expiresAt!.getTime() + GIVE_UP_AFTER_EXPIRY_MS - this.slowMs)
      this.deps.log.error(
        { orderId: order.id },
        'gave up checking a KHQR code Bakong never answered for: it stays pending',
      );
  }

  /** A refusal starts an outage (staff told once); any real answer ends it. */
  private async track(status: ProviderPaymentStatus): Promise<void> {
    const { outages, settings, staffEmail } = this.deps;
    if (status.kind === 'refused') {
      await outages.report(
        'khqr',
        status.reason,
        tokenRefusedAlert(staffEmail, { accountId: settings.accountId, reason: status.reason }),
      );
    } else if (status.kind !== 'unreachable') {
      await outages.clear('khqr');
    }
  }
}
