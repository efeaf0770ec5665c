import type { MikroORM } from '@mikro-orm/postgresql';
import { formatUsd, type Localized } from '@site/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { StaffCaller } from '../../operation.js';
import { isUuid } from '../../validation.js';
import type { MailQueue } from '../mail/index.js';
import { Order, OrderRefund } from './payments.entity.js';
import type { OrderLedger } from './payments.ledger.js';
import { orderRefundNotice } from './payments.mail.js';
import type { ProviderRefund } from './payments.provider.js';
import type { PaymentsService } from './payments.service.js';

/** What an admin sends from the orders view. */
export interface RefundInput {
  orderId: string;
  /** US cents, at most what is left to refund. */
  amountCents: number;
  reason: string;
  /** The refund form's own key: the same form sent twice is one refund. */
  idempotencyKey: string;
  /** KHQR only: the bank's reference of the transfer staff made (Bakong has no refund call). */
  bankReference?: string | null;
}

const REFUNDABLE = new Set(['paid', 'partially_refunded']);
/** A refund sent this recently and not settled is still with the provider (whose calls time out well before). */
const IN_FLIGHT_MS = 90_000;

const M = {
  order: { en: 'There is no such order.', km: 'មិនមានការបញ្ជាទិញនេះទេ។' },
  amount: {
    en: 'Enter the amount to refund in US dollars, more than zero.',
    km: 'សូមបញ្ចូលចំនួនទឹកប្រាក់ដែលត្រូវសងវិញ ជាដុល្លារអាមេរិក ដែលធំជាងសូន្យ។',
  },
  reason: {
    en: 'Write why the money goes back (up to 500 characters).',
    km: 'សូមសរសេរមូលហេតុនៃការសងប្រាក់វិញ (មិនលើសពី 500 តួអក្សរ)។',
  },
  key: {
    en: 'This refund form has no valid key. Please close it and open it again.',
    km: 'ទម្រង់សងប្រាក់វិញនេះគ្មានលេខកូដត្រឹមត្រូវទេ។ សូមបិទវា ហើយបើកម្ដងទៀត។',
  },
  bankReference: {
    en: "KHQR has no refund call: send the money from the bank first, then enter the bank's reference of that transfer.",
    km: 'KHQR មិនមានការសងប្រាក់វិញដោយស្វ័យប្រវត្តិទេ៖ សូមផ្ទេរប្រាក់ពីធនាគារជាមុនសិន រួចបញ្ចូលលេខយោងរបស់ធនាគារសម្រាប់ការផ្ទេរនោះ។',
  },
  notPaid: {
    en: 'Only a paid order can be refunded, and this one is not paid.',
    km: 'មានតែការបញ្ជាទិញដែលបានបង់ប្រាក់ហើយប៉ុណ្ណោះ ដែលអាចសងប្រាក់វិញបាន ហើយការបញ្ជាទិញនេះមិនទាន់បានបង់ទេ។',
  },
  inFlight: {
    en: 'This refund is already being sent. Wait a moment, then open the order again to see how it went.',
    km: 'ការសងប្រាក់វិញនេះកំពុងត្រូវបានផ្ញើរួចហើយ។ សូមរង់ចាំបន្តិច រួចបើកការបញ្ជាទិញម្ដងទៀតដើម្បីមើលលទ្ធផល។',
  },
  notConfigured: {
    en: "This order's payment provider is not set up on this website any more, so it cannot refund from here. Refund it from the provider's own dashboard.",
    km: 'អ្នកផ្ដល់សេវាទូទាត់នៃការបញ្ជាទិញនេះ លែងបានរៀបចំនៅលើគេហទំព័រនេះទៀតហើយ ដូច្នេះមិនអាចសងប្រាក់វិញពីទីនេះបានទេ។ សូមសងប្រាក់វិញពីផ្ទាំងគ្រប់គ្រងរបស់អ្នកផ្ដល់សេវាផ្ទាល់។',
  },
  unreachable: {
    en: 'The payment provider did not answer, so we do not know yet whether the money went back. Send the same refund again in a few minutes: it will not be sent twice.',
    km: 'អ្នកផ្ដល់សេវាទូទាត់មិនបានឆ្លើយតបទេ ដូច្នេះយើងមិនទាន់ដឹងថាប្រាក់ត្រូវបានសងវិញឬនៅទេ។ សូមផ្ញើការសងប្រាក់វិញដដែលម្ដងទៀតក្នុងរយៈពេលប៉ុន្មាននាទីទៀត៖ វានឹងមិនត្រូវបានផ្ញើពីរដងទេ។',
  },
};

const above = (left: number): Localized => ({
  en: `A refund cannot be more than what is left of the payment: at most ${formatUsd(left)}.`,
  km: `ការសងប្រាក់វិញមិនអាចលើសពីចំនួនដែលនៅសល់នៃការទូទាត់បានទេ៖ យ៉ាងច្រើនបំផុត ${formatUsd(left)}។`,
});
const declined = (reason: string): Localized => ({
  en: `The payment provider refused the refund (${reason}). Nothing was refunded.`,
  km: `អ្នកផ្ដល់សេវាទូទាត់បានបដិសេធការសងប្រាក់វិញ (${reason})។ មិនមានប្រាក់ណាមួយត្រូវបានសងវិញទេ។`,
});

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 && value.trim().length <= max ? value.trim() : undefined;

/**
 * Refunds from the staff orders view (admins): full or partial, with a reason, never above what was
 * paid, never sent twice. The amount is reserved on the order (its row locked) before the provider is
 * asked, so two refunds at once cannot both pass the check; the refund row's unique idempotency key
 * (also Stripe's idempotency key) makes a form sent twice one refund. A provider that says no
 * releases the reservation; one that does not answer keeps it pending for the same form to retry.
 */
export class OrderRefunds {
  constructor(
    private readonly orm: MikroORM,
    private readonly payments: PaymentsService,
    private readonly ledger: OrderLedger,
    private readonly mail: MailQueue,
    private readonly log: Logger,
  ) {}

  async refund(input: unknown, caller: StaffCaller): Promise<Order> {
    const { orderId, amountCents, reason, idempotencyKey, bankReference } = this.validate(input);
    // 1. Reserve: the order locked, the amount checked against what is left, the refund row stored.
    const reserved = await this.orm.em.fork().transactional(async (tx) => {
      const order = await this.ledger.lock(tx, { id: orderId });
      if (!order) throw new AppError('NOT_FOUND', M.order);
      const earlier = await tx.findOne(OrderRefund, { idempotencyKey });
      if (earlier) {
        if (earlier.orderId !== order.id) throw new AppError('BAD_USER_INPUT', M.key, { idempotencyKey: M.key });
        if (earlier.status !== 'pending') return { order, refund: earlier, done: true };
        // Sent before and not settled: still in flight (wait), or it got no answer (ask again, safely).
        if (Date.now() - earlier.updatedAt.getTime() < IN_FLIGHT_MS) throw new AppError('CONFLICT', M.inFlight);
        earlier.updatedAt = new Date();
        await tx.flush();
        return { order, refund: earlier };
      }
      if (!REFUNDABLE.has(order.status)) throw new AppError('CONFLICT', M.notPaid);
      const left = order.amountCents - order.refundedCents;
      if (amountCents > left) throw new AppError('BAD_USER_INPUT', above(left), { amountCents: above(left) });
      if (order.provider === 'khqr' && !bankReference)
        throw new AppError('BAD_USER_INPUT', M.bankReference, { bankReference: M.bankReference });
      const refund = tx.create(OrderRefund, {
        orderId: order.id,
        amountCents,
        reason,
        status: 'pending',
        idempotencyKey,
        providerReference: order.provider === 'khqr' ? bankReference! : null,
        failure: null,
        requestedBy: caller.user.email ?? caller.user.id,
      });
      order.refundedCents += amountCents;
      await tx.flush();
      return { order, refund };
    });
    if ('done' in reserved) {
      // The same form again, its refund already settled: nothing more is sent.
      if (reserved.refund.status === 'failed')
        throw new AppError('BAD_GATEWAY', declined(reserved.refund.failure ?? '—'));
      return reserved.order;
    }
    const { order, refund } = reserved;

    // 2. Ask the provider (KHQR: staff already sent the money from the bank).
    let outcome: ProviderRefund;
    if (order.provider === 'khqr') outcome = { kind: 'refunded', reference: refund.providerReference ?? undefined };
    else {
      const provider = this.payments.provider(order.provider);
      if (!provider?.refund) {
        await this.settle(refund.id, { kind: 'declined', reason: 'provider not configured' });
        throw new AppError('UNAVAILABLE', M.notConfigured);
      }
      const settled = await this.orm.em
        .fork()
        .find(OrderRefund, { orderId: order.id, status: 'succeeded' }, { fields: ['amountCents'] });
      const settledCents = settled.reduce((sum, each) => sum + each.amountCents, 0);
      outcome = await provider.refund(order, refund.amountCents, idempotencyKey, settledCents);
    }
    if (outcome.kind === 'unreachable') {
      this.log.warn(
        { orderId: order.id, refundId: refund.id, reason: outcome.reason },
        'refund: provider did not answer',
      );
      throw new AppError('BAD_GATEWAY', M.unreachable);
    }
    // 3. Settle: succeeded (the order's status, the buyer's e-mail) or declined (the reservation released).
    const settled = await this.settle(refund.id, outcome);
    if (outcome.kind === 'declined') throw new AppError('BAD_GATEWAY', declined(outcome.reason));
    return settled;
  }

  private async settle(refundId: string, outcome: Exclude<ProviderRefund, { kind: 'unreachable' }>): Promise<Order> {
    const order = await this.orm.em.fork().transactional(async (tx) => {
      const refund = await tx.findOneOrFail(OrderRefund, { id: refundId });
      const locked = (await this.ledger.lock(tx, { id: refund.orderId }))!;
      if (refund.status !== 'pending') return locked;
      if (outcome.kind === 'declined') {
        refund.status = 'failed';
        refund.failure = outcome.reason.slice(0, 500);
        locked.refundedCents -= refund.amountCents;
        await tx.flush();
        this.log.warn({ orderId: locked.id, refundId, reason: outcome.reason }, 'refund declined by the provider');
        return locked;
      }
      refund.status = 'succeeded';
      if (outcome.reference) refund.providerReference = outcome.reference.slice(0, 255);
      await tx.flush();
      const succeeded = await tx.find(OrderRefund, { orderId: locked.id, status: 'succeeded' });
      const total = succeeded.reduce((sum, each) => sum + each.amountCents, 0);
      locked.status = total >= locked.amountCents ? 'refunded' : 'partially_refunded';
      await tx.flush();
      if (locked.customerEmail) await this.mail.enqueue(tx, [orderRefundNotice(locked, refund.amountCents, total)]);
      this.log.info(
        { orderId: locked.id, refundId, amountCents: refund.amountCents, status: locked.status },
        'order refunded',
      );
      return locked;
    });
    this.ledger.announce(order);
    return order;
  }

  private validate(input: unknown): RefundInput {
    const raw = (input ?? {}) as Record<string, unknown>;
    const problems: Record<string, Localized> = {};
    if (!isUuid(raw.orderId)) throw new AppError('NOT_FOUND', M.order);
    const amountCents = raw.amountCents;
    if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents <= 0)
      problems.amountCents = M.amount;
    const reason = text(raw.reason, 500);
    if (!reason) problems.reason = M.reason;
    const idempotencyKey =
      typeof raw.idempotencyKey === 'string' && /^[\w-]{8,100}$/.test(raw.idempotencyKey)
        ? raw.idempotencyKey
        : undefined;
    if (!idempotencyKey) problems.idempotencyKey = M.key;
    const bankReference =
      raw.bankReference === undefined || raw.bankReference === null ? null : text(raw.bankReference, 100);
    if (bankReference === undefined) problems.bankReference = M.bankReference;
    const first = Object.values(problems)[0];
    if (first) throw new AppError('BAD_USER_INPUT', first, problems);
    return {
      orderId: raw.orderId,
      amountCents: amountCents as number,
      reason: reason!,
      idempotencyKey: idempotencyKey!,
      bankReference,
    };
  }
}
