import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { AppError } from '../../../errors.js';
import { isUuid } from '../../../validation.js';
import type { Logger } from '../../../logger.js';
import { ProcessedStripeEvent, type Order } from '../payments.entity.js';
import type { OrderLedger } from '../payments.ledger.js';
import { PAYMENTS_NOT_CONFIGURED } from '../payments.messages.js';
import { checkedIntent, eventTime, isRecord, isUnparsableBody, MALFORMED_EVENT } from './stripe.event.js';
import type { StripeProvider } from './stripe.provider.js';

/** The events to enable on the Stripe webhook endpoint (README "Payments (Stripe)"). */
const HANDLED_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed'] as const;
type HandledEvent = (typeof HANDLED_EVENTS)[number];

const BAD_SIGNATURE = {
  en: 'The Stripe-Signature header is missing or does not match this webhook endpoint.',
  km: 'ក្បាល Stripe-Signature មិនមាន ឬមិនត្រូវគ្នានឹងចំណុចទទួល webhook នេះទេ។',
};

/** A value from a signed event, fit for a log line whatever it is. */
const textOrKind = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 100) : typeof value);

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
    private readonly provider: StripeProvider | undefined,
    private readonly ledger: OrderLedger,
    private readonly settings: { webhookSecret?: string },
    private readonly log: Logger,
  ) {}

  async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const { stripe, provider } = this;
    if (!stripe || !provider || !this.settings.webhookSecret)
      throw new AppError('UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
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
    if (isRecord(signed) && !(HANDLED_EVENTS as readonly unknown[]).includes(signed.type)) {
      this.log.info(
        // Only text is logged as it is: anything else (an object whose toString is not a function) by its kind.
        { eventId: textOrKind(signed.id), type: textOrKind(signed.type) },
        'Stripe event of a type the site does not use: acknowledged, nothing changed',
      );
      return 'ignored';
    }
    const checked = checkedIntent(signed);
    if (!checked) {
      this.log.warn('Stripe webhook refused: signed, but not the shape of a payment_intent event');
      throw new AppError('BAD_USER_INPUT', MALFORMED_EVENT);
    }
    const { event, intent } = checked;
    const email = await this.customerEmail(provider, event.type as HandledEvent, intent);

    try {
      const { outcome, changed } = await this.orm.em.fork().transactional(async (tx) => {
        if (await tx.findOne(ProcessedStripeEvent, { id: event.id })) return { outcome: 'duplicate' as const };
        // Inserted first: a concurrent delivery of the same event waits on this key, then fails as a duplicate.
        tx.create(ProcessedStripeEvent, { id: event.id, type: event.type, paymentIntentId: intent.id });
        await tx.flush();
        return { outcome: 'processed' as const, changed: await this.apply(tx, event, intent, email) };
      });
      if (changed) this.ledger.announce(changed);
      return outcome;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'duplicate';
      throw error;
    }
  }

  /** Applies the event to its order; the order when its status changed. */
  private async apply(
    tx: EntityManager,
    event: Stripe.Event,
    intent: Stripe.PaymentIntent,
    email: string | null,
  ): Promise<Order | undefined> {
    const order = await this.findOrder(tx, intent);
    if (!order) {
      this.log.warn({ eventId: event.id, paymentIntent: intent.id }, 'Stripe event for no known order: ignored');
      return undefined;
    }
    order.providerReference ??= intent.id;

    if (event.type === 'payment_intent.succeeded') {
      if (order.status !== 'paid' && (intent.amount !== order.amountCents || intent.currency !== order.currency)) {
        this.log.error(
          { orderId: order.id, charged: `${intent.amount} ${intent.currency}`, expected: order.amountCents },
          'Stripe charged an amount other than the order: check the payment in the Stripe dashboard',
        );
      }
      // A `created` no event can have (past the year 9999, before Stripe, a day ahead): the time it came.
      const paidAt = eventTime(event.created);
      if (!paidAt)
        this.log.warn(
          { eventId: event.id, created: event.created },
          'Stripe event with an impossible created time: the order is paid as of its arrival',
        );
      // The card was charged: the order is paid whatever else is wrong (staff are told above).
      if (await this.ledger.markPaid(tx, order, { paidAt: paidAt ?? new Date(), customerEmail: email })) {
        this.log.info({ orderId: order.id, eventId: event.id }, 'Stripe payment confirmed');
        return order;
      }
      return undefined;
    }
    // payment_intent.payment_failed: a paid order is never downgraded by a late or replayed failure.
    if (email && !order.customerEmail) order.customerEmail = email;
    await tx.flush();
    return (await this.ledger.markFailed(tx, order)) ? order : undefined;
  }

  private async findOrder(tx: EntityManager, intent: Stripe.PaymentIntent): Promise<Order | null> {
    const byIntent = await this.ledger.lock(tx, { providerReference: intent.id });
    if (byIntent) return byIntent.provider === 'stripe' ? byIntent : null;
    // The event can arrive before the create call stored the intent's id: the metadata names the order.
    const orderId = intent.metadata?.order_id;
    if (!isUuid(orderId)) return null;
    const byMetadata = await this.ledger.lock(tx, { id: orderId });
    return byMetadata?.provider === 'stripe' &&
      (!byMetadata.providerReference || byMetadata.providerReference === intent.id)
      ? byMetadata
      : null;
  }

  /** receipt_email (set by the checkout form), else the billing e-mail of the charge, asked from Stripe if needed. */
  private async customerEmail(provider: StripeProvider, type: HandledEvent, intent: Stripe.PaymentIntent) {
    const fromCharge = (charge: Stripe.PaymentIntent['latest_charge']) =>
      charge && typeof charge === 'object' ? (charge.billing_details?.email ?? null) : null;
    const known = intent.receipt_email ?? fromCharge(intent.latest_charge);
    if (known || type !== 'payment_intent.succeeded' || typeof intent.latest_charge !== 'string') return known;
    // Read from the API, not from the checked event: the provider's status carries a usable address or none.
    const status = await provider.readIntent(intent.id);
    if (status.kind === 'paid') return status.payment.customerEmail ?? null;
    if (status.kind === 'pending' || status.kind === 'failed') return status.customerEmail ?? null;
    // The payment is recorded anyway; staff are told the address is unknown.
    if (status.kind === 'unreachable')
      this.log.warn(
        { paymentIntent: intent.id, reason: status.reason },
        'could not read the customer e-mail from Stripe',
      );
    return null;
  }
}
