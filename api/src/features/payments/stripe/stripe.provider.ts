import type { Language, PaymentIntentResponse } from '@site/common';
import type Stripe from 'stripe';
import { AppError } from '../../../errors.js';
import type { Logger } from '../../../logger.js';
import type { Order } from '../payments.entity.js';
import { orderNumber, packageNameOf } from '../payments.mail.js';
import { PROVIDER_FAILED } from '../payments.messages.js';
import type { CreatedPayment, PaymentProvider, ProviderPaymentStatus, ProviderRefund } from '../payments.provider.js';
import { isCustomerEmail } from './stripe.event.js';

/** A PaymentIntent id as it appears in Stripe's return URL (?payment_intent=pi_…). */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;

export const idempotencyKey = (orderId: string): string => `order-${orderId}-create-payment-intent`;

/**
 * Cards through Stripe (the official SDK): a PaymentIntent per order, the order's id in its metadata and
 * idempotency key; Stripe tells the site the outcome by signed webhook (stripe.webhook.ts).
 */
export class StripeProvider implements PaymentProvider<PaymentIntentResponse> {
  readonly id = 'stripe' as const;
  readonly method = 'card' as const;
  readonly rank = 3;

  constructor(
    private readonly stripe: Stripe,
    private readonly publishableKey: string,
    private readonly log: Logger,
  ) {}

  available(): Promise<boolean> {
    return Promise.resolve(true);
  }

  isReference(value: string): boolean {
    return PAYMENT_INTENT_ID.test(value);
  }

  async createPayment(order: Order, language: Language): Promise<CreatedPayment<PaymentIntentResponse>> {
    const name = packageNameOf(order.package, 'en');
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: order.amountCents,
          currency: order.currency,
          automatic_payment_methods: { enabled: true },
          description: `${name} package (order ${orderNumber(order)})`,
          metadata: { order_id: order.id, package: order.package, language },
        },
        { idempotencyKey: idempotencyKey(order.id) },
      );
    } catch (error) {
      // The order stays pending: if Stripe did create the intent, its webhooks still find the order by metadata.
      this.log.error(
        { err: error, orderId: order.id, stripeType: (error as { type?: string }).type },
        'creating a Stripe PaymentIntent failed',
      );
      throw new AppError('BAD_GATEWAY', PROVIDER_FAILED);
    }
    if (!intent.client_secret) {
      this.log.error({ orderId: order.id, paymentIntent: intent.id }, 'Stripe answered without a client secret');
      throw new AppError('BAD_GATEWAY', PROVIDER_FAILED);
    }
    return {
      reference: intent.id,
      start: { clientSecret: intent.client_secret, publishableKey: this.publishableKey },
    };
  }

  /** Stripe's Refunds API through the SDK, with the refund form's idempotency key. */
  async refund(order: Order, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
    if (!order.providerReference) return { kind: 'declined', reason: 'no PaymentIntent' };
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: order.providerReference,
          amount: amountCents,
          reason: 'requested_by_customer',
          metadata: { order_id: order.id },
        },
        { idempotencyKey: `refund-${idempotencyKey}` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { kind: 'declined', reason: `Stripe refund ${refund.status}` };
      return { kind: 'refunded', reference: refund.id };
    } catch (error) {
      const { statusCode, message } = error as { statusCode?: number; message?: string };
      if (statusCode !== undefined && statusCode >= 400 && statusCode < 500 && statusCode !== 429)
        return { kind: 'declined', reason: `Stripe: ${String(message).slice(0, 200)}` };
      return { kind: 'unreachable', reason: String(message ?? error) };
    }
  }

  readStatus(order: Order): Promise<ProviderPaymentStatus> {
    return order.providerReference
      ? this.readIntent(order.providerReference)
      : Promise.resolve({ kind: 'pending' } as const);
  }

  /** The PaymentIntent as Stripe has it now, with the charge's billing e-mail. */
  async readIntent(paymentIntentId: string): Promise<ProviderPaymentStatus> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
    } catch (error) {
      const { statusCode, message } = error as { statusCode?: number; message?: string };
      if (statusCode === 401 || statusCode === 403) return { kind: 'refused', reason: `HTTP ${statusCode}` };
      return { kind: 'unreachable', reason: String(message ?? error) };
    }
    const charge = intent.latest_charge;
    const email = intent.receipt_email ?? (charge && typeof charge === 'object' ? charge.billing_details?.email : null);
    const customerEmail = isCustomerEmail(email) ? email : null;
    if (intent.status === 'succeeded') return { kind: 'paid', payment: { paidAt: new Date(), customerEmail } };
    return { kind: intent.status === 'canceled' ? 'failed' : 'pending', customerEmail };
  }
}
