import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { AppError } from '../../errors.js';
import { isUuid } from '../../validation.js';
import type { Logger } from '../../logger.js';
import { checkedIntent, isCustomerEmail, isRecord, isUnparsableBody, MALFORMED_EVENT } from './payments.event.js';
import { Order, ProcessedStripeEvent } from './payments.entity.js';
import { PAYMENTS_NOT_CONFIGURED, type PaymentsService } from './payments.service.js';

/** The events to enable on the Stripe webhook endpoint (README "Payments (Stripe)"). */
const HANDLED_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed'] as const;
type HandledEvent = (typeof HANDLED_EVENTS)[number];

const BAD_SIGNATURE = {
  en: 'The Stripe-Signature header is missing or does not match this webhook endpoint.',
  km: 'ក្បាល Stripe-Signature មិនមាន ឬមិនត្រូវគ្នានឹងចំណុចទទួល webhook នេះទេ។',
};

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * POST /api/stripe/webhook: the only way an order becomes paid or failed. Events are verified with
 * the endpoint's secret, recorded by id (a redelivery changes nothing and sends no second e-mail), and
 * applied so that their order does not matter: paid is final, failed can still become paid.
 */
export class StripeWebhooks {
  constructor(
    private readonly orm: MikroORM,
    private readonly stripe: Stripe | undefined,
    private readonly payments: PaymentsService,
    private readonly settings: { webhookSecret?: string },
    private readonly log: Logger,
  ) {}

  async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const { stripe } = this;
    if (!stripe || !this.settings.webhookSecret) throw new AppError('UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
    let signed: unknown;
    try {
      signed = stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch (error) {
      if (isUnparsableBody(error)) {
        this.log.warn('Stripe webhook refused: signed, but not JSON');
        throw new AppError('BAD_USER_INPUT', MALFORMED_EVENT);
      }
      // Refused, not failed: the reason, without a stack.
      this.log.warn({ err: { message: (error as Error).message } }, 'Stripe webhook refused: bad signature');
      throw new AppError('BAD_USER_INPUT', BAD_SIGNATURE);
    }
    // Any event is at least an object; one of a type we don't handle is acknowledged whatever its data.
    if (isRecord(signed) && !(HANDLED_EVENTS as readonly unknown[]).includes(signed.type)) return 'ignored';
    const checked = checkedIntent(signed);
    if (!checked) {
      this.log.warn('Stripe webhook refused: signed, but not the shape of a payment_intent event');
      throw new AppError('BAD_USER_INPUT', MALFORMED_EVENT);
    }
    const { event, intent } = checked;
    const email = await this.customerEmail(stripe, event.type as HandledEvent, intent);

    try {
      return await this.orm.em.fork().transactional(async (tx) => {
        if (await tx.findOne(ProcessedStripeEvent, { id: event.id })) return 'duplicate' as const;
        // Inserted first: a concurrent delivery of the same event waits on this key, then fails as a duplicate.
        tx.create(ProcessedStripeEvent, { id: event.id, type: event.type, paymentIntentId: intent.id });
        await tx.flush();
        await this.apply(tx, event, intent, email);
        return 'processed' as const;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'duplicate';
      throw error;
    }
  }

  private async apply(tx: EntityManager, event: Stripe.Event, intent: Stripe.PaymentIntent, email: string | null) {
    const order = await this.findOrder(tx, intent);
    if (!order) {
      this.log.warn({ eventId: event.id, paymentIntent: intent.id }, 'Stripe event for no known order: ignored');
      return;
    }
    order.stripePaymentIntentId ??= intent.id;
    if (email && !order.customerEmail) order.customerEmail = email;

    if (event.type === 'payment_intent.succeeded') {
      if (order.status === 'paid') {
        await tx.flush();
        return;
      }
      if (intent.amount !== order.amountCents || intent.currency !== order.currency) {
        this.log.error(
          { orderId: order.id, charged: `${intent.amount} ${intent.currency}`, expected: order.amountCents },
          'Stripe charged an amount other than the order: check the payment in the Stripe dashboard',
        );
      }
      await this.payments.markPaid(tx, order, new Date(event.created * 1000));
      this.log.info({ orderId: order.id, eventId: event.id }, 'Stripe confirmed the payment');
      return;
    }
    // payment_intent.payment_failed: a paid order is never downgraded by a late or replayed failure.
    if (order.status === 'pending') {
      order.status = 'failed';
      this.log.info({ orderId: order.id, eventId: event.id }, 'order payment failed');
    }
    await tx.flush();
  }

  private async findOrder(tx: EntityManager, intent: Stripe.PaymentIntent): Promise<Order | null> {
    const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
    const byIntent = await tx.findOne(Order, { stripePaymentIntentId: intent.id }, lock);
    if (byIntent) return byIntent;
    // The event can arrive before the create call stored the intent's id: the metadata names the order.
    const orderId = intent.metadata?.order_id;
    if (!isUuid(orderId)) return null;
    const byMetadata = await tx.findOne(Order, { id: orderId }, lock);
    return byMetadata && (!byMetadata.stripePaymentIntentId || byMetadata.stripePaymentIntentId === intent.id)
      ? byMetadata
      : null;
  }

  /** receipt_email (set by the checkout form), else the billing e-mail of the charge, asked from Stripe if needed. */
  private async customerEmail(stripe: Stripe, type: HandledEvent, intent: Stripe.PaymentIntent) {
    const fromCharge = (charge: Stripe.PaymentIntent['latest_charge']) =>
      charge && typeof charge === 'object' ? (charge.billing_details?.email ?? null) : null;
    const known = intent.receipt_email ?? fromCharge(intent.latest_charge);
    if (known || type !== 'payment_intent.succeeded' || typeof intent.latest_charge !== 'string') return known;
    try {
      const fresh = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
      const email = fresh.receipt_email ?? fromCharge(fresh.latest_charge);
      // Read from the API, not from the checked event: an address that can't be stored is no address.
      return isCustomerEmail(email) ? email : null;
    } catch (error) {
      // The payment is recorded anyway; staff are told the address is unknown.
      this.log.warn({ err: error, paymentIntent: intent.id }, 'could not read the customer e-mail from Stripe');
      return null;
    }
  }
}
