import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { OrderStatus } from '@site/common';
import type PgBoss from 'pg-boss';
import type { Logger } from '../../../logger.js';
import { startWorker, transactionDb } from '../../../shared/job-queue.js';
import { Order } from '../payments.entity.js';
import type { OrderLedger } from '../payments.ledger.js';
import type { ProviderOutages } from '../payments.outages.js';
import type { PaywayClient } from './payway.client.js';
import type { PaywayConfig } from './payway.config.js';
import { paywayRefusedAlert } from './payway.mail.js';
import type { PaywayProvider, PaywayWatcher } from './payway.provider.js';

export const PAYWAY_CHECK_QUEUE = 'payway-check';

/** An order PayWay may still pay: a visitor who cancelled or was declined can go back and pay after all. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'failed', 'cancelled'];
/** A payment made in PayWay's last second shows up by then; after it a pending order expires. */
const AFTER_LIFETIME_MS = 10 * 60_000;
/** Open orders whose chain of checks broke (a job out of retries) are picked up again this often. */
const RESUME_MS = 10 * 60_000;
/** A pushback within this time of the last check of the same order asks PayWay nothing more. */
const PUSHBACK_DEBOUNCE_MS = 2000;

/** What a check found, for the pushback's log and the tests. */
export type CheckOutcome =
  'paid' | 'pending' | 'failed' | 'cancelled' | 'expired' | 'mismatch' | 'unanswered' | 'closed';

function jobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function nextOnGrid(anchor: number, period: number, now: number): number {
  return anchor + (Math.floor((now - anchor) / period) + 1) * period;
}

/**
 * Confirmation of PayWay payments by the server: PayWay's pushback only makes the server ask Check
 * Transaction at once; besides, every open PayWay order is asked about on a schedule (one pg-boss job
 * per check, on a grid anchored at the order's creation, ids from (order, time): one chain per order
 * however many instances schedule it), so a lost pushback still ends in `paid`. Paid exactly once is
 * the ledger's (row lock).
 */
export class PaywayChecks implements PaywayWatcher {
  private resumeTimer: NodeJS.Timeout | undefined;
  private stopWorker: (() => Promise<void>) | undefined;
  private readonly lastChecked = new Map<string, number>();
  private readonly mismatchLogged = new Set<string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly deps: {
      orm: MikroORM;
      provider: PaywayProvider;
      client: PaywayClient;
      ledger: OrderLedger;
      outages: ProviderOutages;
      settings: PaywayConfig;
      staffEmail: string;
      log: Logger;
    },
  ) {}

  static async start(boss: PgBoss, deps: PaywayChecks['deps']): Promise<PaywayChecks> {
    const queue = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60, retentionDays: 2 };
    await boss.createQueue(PAYWAY_CHECK_QUEUE, { name: PAYWAY_CHECK_QUEUE, ...queue });
    await boss.updateQueue(PAYWAY_CHECK_QUEUE, { name: PAYWAY_CHECK_QUEUE, ...queue });
    const checks = new PaywayChecks(boss, deps);
    // Each order's check on its own: one that throws is retried alone.
    checks.stopWorker = startWorker<{ orderId: string }>(
      boss,
      PAYWAY_CHECK_QUEUE,
      { concurrency: 10, pollingIntervalMs: Math.max(500, Math.min(2000, deps.settings.checkMs / 2)) },
      (job) => checks.scheduled(job.data.orderId),
      deps.log,
    );
    await checks.resume();
    checks.resumeTimer = setInterval(() => {
      checks.resume().catch((error: unknown) => deps.log.warn({ err: error }, 'could not resume PayWay checks'));
    }, RESUME_MS);
    checks.resumeTimer.unref();
    return checks;
  }

  async stop(): Promise<void> {
    clearInterval(this.resumeTimer);
    await this.stopWorker?.();
  }

  /** In the transaction that stores the order's tran_id: its first scheduled check. */
  async schedule(tx: EntityManager, order: Order): Promise<void> {
    await this.send(order, transactionDb(tx, 'PaywayChecks.schedule'));
  }

  /** Every open PayWay order gets a check on its grid (a chain still alive keeps its own: same id). */
  async resume(): Promise<void> {
    const open = await this.deps.orm.em.fork().find(Order, {
      provider: 'payway',
      status: { $in: [...OPEN_STATUSES] },
      providerReference: { $ne: null },
      expiresAt: { $gt: new Date(Date.now() - AFTER_LIFETIME_MS) },
    });
    for (const order of open) await this.send(order);
    // While PayWay refuses us, a tran_id no order has tells whether it accepts the credentials again.
    if (await this.deps.outages.isRefused('payway')) {
      const probe = await this.deps.client.checkTransaction('probe00000000000000');
      await this.track(probe.kind === 'refused' ? probe.reason : probe.kind === 'unreachable' ? undefined : null);
    }
    if (open.length > 0) this.deps.log.info({ orders: open.length }, 'checking open PayWay orders');
  }

  /**
   * PayWay pushed a result for `tranId` to return_url: a hint to ask Check Transaction now. Unknown
   * tran_ids change nothing (answered like any other: the sender learns nothing).
   */
  async pushback(tranId: string): Promise<CheckOutcome | 'unknown'> {
    const order = await this.deps.orm.em.fork().findOne(Order, { provider: 'payway', providerReference: tranId });
    if (!order) return 'unknown';
    return this.hinted(order);
  }

  /** A check asked for from outside (a pushback, a cancel): at most one per order every 2 seconds. */
  private hinted(order: Order): Promise<CheckOutcome> {
    const last = this.lastChecked.get(order.id);
    if (last !== undefined && Date.now() - last < PUSHBACK_DEBOUNCE_MS) return Promise.resolve('unanswered');
    return this.check(order);
  }

  /** The visitor cancelled at PayWay: asked once (a payment made after all wins), else recorded as cancelled. */
  async cancelled(orderId: string): Promise<Order | null> {
    const order = await this.deps.orm.em.fork().findOne(Order, { id: orderId, provider: 'payway' });
    if (!order) return null;
    const outcome = await this.hinted(order);
    if (outcome === 'pending' || outcome === 'unanswered') await this.deps.ledger.cancel(order.id);
    return order;
  }

  private async scheduled(orderId: string): Promise<void> {
    const order = await this.deps.orm.em.fork().findOne(Order, { id: orderId });
    if (!order || order.provider !== 'payway') return;
    const outcome = await this.check(order);
    if (outcome === 'closed' || outcome === 'paid' || outcome === 'expired') return;
    if (order.expiresAt && Date.now() >= order.expiresAt.getTime() + AFTER_LIFETIME_MS) {
      if (outcome === 'unanswered')
        this.deps.log.error({ orderId }, 'gave up checking a PayWay order PayWay never answered for: it stays open');
      return;
    }
    await this.send(order);
  }

  /** One Check Transaction for an open order, acted on through the ledger. */
  private async check(order: Order): Promise<CheckOutcome> {
    const { provider, ledger, log } = this.deps;
    if (!OPEN_STATUSES.includes(order.status)) return 'closed';
    this.lastChecked.set(order.id, Date.now());
    if (this.lastChecked.size > 5000) this.lastChecked.clear();
    const status = await provider.readStatus(order);
    await this.track(status.kind === 'refused' ? status.reason : status.kind === 'unreachable' ? undefined : null);
    switch (status.kind) {
      case 'paid':
        if (await ledger.confirm(order.id, status.payment, OPEN_STATUSES))
          log.info({ orderId: order.id }, 'PayWay payment confirmed');
        return 'paid';
      case 'failed':
        if (status.cancelled) {
          if (order.status === 'pending') await ledger.cancel(order.id);
          return 'cancelled';
        }
        if (order.status === 'pending') await ledger.fail(order.id);
        return 'failed';
      case 'pending':
        if (
          order.status === 'pending' &&
          order.expiresAt &&
          Date.now() >= order.expiresAt.getTime() + AFTER_LIFETIME_MS
        ) {
          await ledger.expire(order.id);
          return 'expired';
        }
        return 'pending';
      case 'mismatch':
        if (!this.mismatchLogged.has(order.id)) {
          if (this.mismatchLogged.size > 1000) this.mismatchLogged.clear();
          this.mismatchLogged.add(order.id);
          log.error(
            { orderId: order.id, reason: status.reason },
            'a PayWay payment does not match its order: the order stays unpaid; check it in the PayWay merchant portal',
          );
        }
        // Flagged on the order and reported to staff at once (once per problem).
        await ledger.flag(order.id, status.reason);
        return 'mismatch';
      default:
        log.warn(
          { orderId: order.id, reason: status.reason },
          `PayWay could not tell us about an order (${status.kind})`,
        );
        return 'unanswered';
    }
  }

  /** A refusal starts an outage (staff told once); any real answer ends it; no answer changes nothing. */
  private async track(refusal: string | null | undefined): Promise<void> {
    const { outages, settings, staffEmail } = this.deps;
    if (typeof refusal === 'string')
      await outages.report(
        'payway',
        refusal,
        paywayRefusedAlert(staffEmail, { merchantId: settings.merchantId, reason: refusal }),
      );
    else if (refusal === null) await outages.clear('payway');
  }

  private async send(order: Order, db?: PgBoss.Db): Promise<void> {
    const due = nextOnGrid(order.createdAt.getTime(), this.deps.settings.checkMs, Date.now());
    await this.boss.send(
      PAYWAY_CHECK_QUEUE,
      { orderId: order.id },
      { id: jobId(`payway:${order.id}:${due}`), startAfter: new Date(due), ...(db ? { db } : {}) },
    );
  }
}
