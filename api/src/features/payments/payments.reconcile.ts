import type { MikroORM } from '@mikro-orm/postgresql';
import type { OrderStatus } from '@site/common';
import type PgBoss from 'pg-boss';
import type { Logger } from '../../logger.js';
import { startWorker } from '../../shared/job-queue.js';
import { Order } from './payments.entity.js';
import type { OrderLedger } from './payments.ledger.js';
import type { PaymentsService } from './payments.service.js';

export const RECONCILE_QUEUE = 'payments-reconcile';
/** Once a day, at 03:00 office time. */
const DAILY = '0 3 * * *';
const DAYS = 7;
/** Not paid here, but the provider may have the money: a payment the provider confirms makes them paid. */
const UNPAID: readonly OrderStatus[] = ['pending', 'failed', 'cancelled', 'expired'];
const PAID: readonly OrderStatus[] = ['paid', 'partially_refunded', 'refunded'];

/** What one reconciliation found. */
export interface ReconcileReport {
  /** Orders compared with their provider. */
  checked: number;
  /** Paid at the provider but not here: made paid (the provider is certain). */
  fixed: string[];
  /** Flagged on the order and reported to staff (paid here but not at the provider, wrong amount or currency). */
  reported: string[];
  /** The provider did not answer (or is not configured here any more): asked again next time. */
  unanswered: number;
}

/**
 * Once a day (pg-boss schedule, office time) and on demand from the orders view, every order of the
 * last 7 days is compared with its provider (PayWay's Check Transaction, the Stripe PaymentIntent,
 * Bakong's record of the KHQR code): paid at the provider but not here is made paid (the receipt goes
 * out as usual); anything else that does not add up is flagged on the order and reported to staff.
 */
export class Reconciliation {
  constructor(
    private readonly orm: MikroORM,
    private readonly payments: PaymentsService,
    private readonly ledger: OrderLedger,
    private readonly log: Logger,
  ) {}

  /** The daily run on the process's pg-boss (one per day for the whole cluster: pg-boss schedules once). */
  async schedule(boss: PgBoss, timeZone: string): Promise<() => Promise<void>> {
    await boss.createQueue(RECONCILE_QUEUE, { name: RECONCILE_QUEUE, retryLimit: 2, expireInSeconds: 15 * 60 });
    await boss.schedule(RECONCILE_QUEUE, DAILY, {}, { tz: timeZone });
    // Looked for every 2 s (pg-boss's default polling): the daily job starts within seconds of its time.
    return startWorker(
      boss,
      RECONCILE_QUEUE,
      { concurrency: 1, pollingIntervalMs: 2000 },
      async () => {
        const report = await this.run();
        this.log.info({ ...report, fixed: report.fixed.length, reported: report.reported.length }, 'orders reconciled');
      },
      this.log,
    );
  }

  async run(now = new Date()): Promise<ReconcileReport> {
    const since = new Date(now.getTime() - DAYS * 24 * 60 * 60_000);
    const orders = await this.orm.em
      .fork()
      .find(Order, { createdAt: { $gte: since }, providerReference: { $ne: null } }, { orderBy: { createdAt: 'asc' } });
    const report: ReconcileReport = { checked: 0, fixed: [], reported: [], unanswered: 0 };
    for (const order of orders) {
      const provider = this.payments.provider(order.provider);
      if (!provider) {
        report.unanswered += 1;
        continue;
      }
      const status = await provider.readStatus(order);
      report.checked += 1;
      if (status.kind === 'unreachable' || status.kind === 'refused') {
        report.unanswered += 1;
        continue;
      }
      if (status.kind === 'paid' && UNPAID.includes(order.status)) {
        if (await this.ledger.confirm(order.id, status.payment, UNPAID)) report.fixed.push(order.id);
        continue;
      }
      let problem: string | undefined;
      if (status.kind === 'mismatch') problem = status.reason;
      else if (status.kind !== 'paid' && PAID.includes(order.status))
        problem = `paid here, but ${order.provider} says the payment is ${status.kind}`;
      if (problem && (await this.ledger.flag(order.id, problem))) report.reported.push(order.id);
    }
    return report;
  }
}
