import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Localized, OrderStatus } from '@site/common';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import type { StaffAlerts } from '../alerts/index.js';
import type { MailQueue } from '../mail/index.js';
import { orderPaidAlert, orderProblemAlert, paymentProblemAlert } from './payments.alerts.js';
import { Order } from './payments.entity.js';
import {
  orderProblemNotice,
  orderReceipt,
  orderStaffNotification,
  paymentProblemNotification,
} from './payments.mail.js';
import type { ConfirmedPayment } from './payments.provider.js';
import type { OrderUpdates } from './payments.updates.js';

/**
 * The one place an order changes state, whatever the provider. `paid` is final and happens once: the
 * order row is locked, only a pending or failed order moves, the provider's transaction id is unique
 * (one payment never pays two orders), and the receipt, the staff e-mail and the staff alert are
 * queued in the same transaction, so two instances confirming the same payment send one of each.
 */
export class OrderLedger {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: { mail: MailQueue; alerts: StaffAlerts },
    private readonly settings: { publicUrl: string; staffEmail: string },
    private readonly updates: OrderUpdates,
    private readonly log: Logger,
    /** The package's name as the site settings have it now (the e-mails name it so). */
    private readonly packageName: (id: string, tx: EntityManager) => Promise<Localized | undefined> = () =>
      Promise.resolve(undefined),
  ) {}

  /**
   * Tells the order's checkout page and open staff pages, on every instance, that it changed. Call it
   * once the transaction that changed the order has committed (confirm and expire do it themselves).
   */
  announce(order: Order): void {
    this.updates.announce(order);
  }

  /** The order, row-locked for the rest of the caller's transaction. */
  lock(tx: EntityManager, where: { id: string } | { providerReference: string }): Promise<Order | null> {
    return tx.findOne(Order, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /**
   * Inside the caller's transaction, on an order it locked: marks it paid and queues the e-mails and
   * the staff alert.
   * False when it was already paid (nothing changes, nothing is sent).
   */
  async markPaid(tx: EntityManager, order: Order, payment: ConfirmedPayment): Promise<boolean> {
    if (payment.customerEmail && !order.customerEmail) order.customerEmail = payment.customerEmail;
    if (order.status === 'paid') {
      await tx.flush();
      return false;
    }
    order.status = 'paid';
    order.paidAt = payment.paidAt;
    if (payment.transactionId) order.providerTransactionId = payment.transactionId;
    await tx.flush();
    // In this transaction: on the embedded database (one connection) another would wait for it for ever.
    const name = await this.packageName(order.package, tx);
    await this.outbox.mail.enqueue(tx, [
      orderStaffNotification(order, this.settings.staffEmail, payment.payer, name),
      ...(order.customerEmail ? [orderReceipt(order, this.settings.publicUrl, name)] : []),
    ]);
    await this.outbox.alerts.enqueue(tx, orderPaidAlert(order));
    this.log.info({ orderId: order.id, provider: order.provider }, 'order paid');
    return true;
  }

  /**
   * In a transaction of its own: the pending order `id` (or one in another of the `from` states: a
   * PayWay order the visitor cancelled, then paid after all) is paid. Resolves true if this call made it
   * paid; false if it was not pending (already paid by another instance, expired) or the transaction
   * already paid another order (logged: that is an error for staff to look at).
   */
  async confirm(id: string, payment: ConfirmedPayment, from: readonly OrderStatus[] = ['pending']): Promise<boolean> {
    try {
      const paid = await this.orm.em.fork().transactional(async (tx) => {
        const order = await this.lock(tx, { id });
        if (!order || !from.includes(order.status)) return undefined;
        return (await this.markPaid(tx, order, payment)) ? order : undefined;
      });
      if (paid) this.announce(paid);
      return Boolean(paid);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.log.error(
        { orderId: id, transactionId: payment.transactionId },
        'this payment already paid another order: not counted twice; check it with the provider',
      );
      return false;
    }
  }

  /**
   * In a transaction of its own: the visitor left the provider's checkout of the pending order `id`
   * (PayWay's cancel). It may still become paid (`confirm` from 'cancelled'). True when it moved.
   */
  async cancel(id: string): Promise<boolean> {
    const cancelled = await this.orm.em.fork().transactional(async (tx) => {
      const order = await this.lock(tx, { id });
      if (!order || order.status !== 'pending') return undefined;
      order.status = 'cancelled';
      await tx.flush();
      this.log.info({ orderId: id, provider: order.provider }, 'order payment cancelled by the visitor');
      return order;
    });
    if (cancelled) this.announce(cancelled);
    return Boolean(cancelled);
  }

  /** In a transaction of its own: the provider says the pending order `id`'s payment failed (it may still be paid). */
  async fail(id: string): Promise<boolean> {
    const failed = await this.orm.em.fork().transactional(async (tx) => {
      const order = await this.lock(tx, { id });
      return order && (await this.markFailed(tx, order)) ? order : undefined;
    });
    if (failed) this.announce(failed);
    return Boolean(failed);
  }

  /**
   * In a transaction of its own: something about the order does not add up with its provider (money of
   * another amount or currency, paid here but not there). Stored on the order and reported to staff (e-mail
   * and alert) at once, the first time this problem is seen; the order's status is left as it is. True
   * when this call reported it.
   */
  async flag(id: string, problem: string): Promise<boolean> {
    const text = problem.slice(0, 500);
    const flagged = await this.orm.em.fork().transactional(async (tx) => {
      const order = await this.lock(tx, { id });
      if (!order || order.problem === text) return undefined;
      order.problem = text;
      await tx.flush();
      await this.outbox.mail.enqueue(tx, [orderProblemNotice(order, this.settings.staffEmail)]);
      await this.outbox.alerts.enqueue(tx, orderProblemAlert(order));
      this.log.error({ orderId: id, provider: order.provider, problem: text }, 'order flagged: reported to staff');
      return order;
    });
    return Boolean(flagged);
  }

  /**
   * Money arrived for the order `id`, but not as it says (`problem`: another amount, currency or
   * account): flagged on the order for the staff orders view, and staff told at once by e-mail and
   * alert, in one transaction. Once per order: true only for the call that flagged it. The order's
   * status does not change (it is not paid).
   */
  async flagProblem(id: string, problem: string): Promise<boolean> {
    const flagged = await this.orm.em.fork().transactional(async (tx) => {
      const order = await this.lock(tx, { id });
      const text = problem.slice(0, 500);
      if (!order || order.problem === text || order.status === 'paid') return undefined;
      order.problem = text;
      await tx.flush();
      await this.outbox.mail.enqueue(tx, [paymentProblemNotification(order, this.settings.staffEmail, problem)]);
      await this.outbox.alerts.enqueue(tx, paymentProblemAlert(order, problem));
      return order;
    });
    if (!flagged) return false;
    this.log.error(
      { orderId: id, provider: flagged.provider, problem },
      'a payment does not match its order: flagged for staff, who are told; the order stays unpaid',
    );
    this.announce(flagged);
    return true;
  }

  /** The pending order `id` can no longer be paid. False when it was not pending. */
  async expire(id: string): Promise<boolean> {
    const expired = await this.orm.em.fork().transactional(async (tx) => {
      const order = await this.lock(tx, { id });
      if (!order || order.status !== 'pending') return undefined;
      order.status = 'expired';
      await tx.flush();
      this.log.info({ orderId: id, provider: order.provider }, 'order expired unpaid');
      return order;
    });
    if (expired) this.announce(expired);
    return Boolean(expired);
  }

  /**
   * Inside the caller's transaction, on an order it locked: the provider says the payment failed. A
   * paid order is never downgraded (a late or replayed failure); only a pending one moves. True when it moved.
   */
  async markFailed(tx: EntityManager, order: Order): Promise<boolean> {
    if (order.status !== 'pending') return false;
    order.status = 'failed';
    await tx.flush();
    this.log.info({ orderId: order.id, provider: order.provider }, 'order payment failed');
    return true;
  }
}
