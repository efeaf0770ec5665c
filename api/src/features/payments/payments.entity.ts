import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { METHOD_OF_PROVIDER, type OrderStatus, type PaymentMethod, type PaymentProviderId } from '@site/common';

/**
 * One checkout of a fixed-price package. Stored as 'pending' before its payment provider is asked for
 * anything; only the provider's confirmation (a signed Stripe webhook, the server's own check of a KHQR
 * code with Bakong) makes it 'paid', through OrderLedger.
 */
export const Order = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    package: p.string().length(20),
    /** What the server charges, from the package table (never from the client). */
    amountCents: p.integer(),
    currency: p.string().length(3),
    status: p.string().length(20).default('pending').$type<OrderStatus>(),
    customerEmail: p.string().length(254).nullable(),
    /** Who takes the payment: 'stripe' (cards) or 'khqr' (Bakong). */
    provider: p.string().length(10).default('stripe').$type<PaymentProviderId>(),
    /**
     * The provider's reference of the payment (a PaymentIntent id, a KHQR code's MD5). Null only until
     * the provider answered the create call (a Stripe webhook can still find the order by metadata).
     */
    providerReference: p.string().length(255).nullable().unique(),
    /** The provider's id of the money received (Bakong's transaction hash): one payment pays one order. */
    providerTransactionId: p.string().length(255).nullable().unique(),
    /** When the payment can no longer be made (a KHQR code's expiry); null for cards. */
    expiresAt: p.datetime().nullable(),
    language: p.string().length(2),
    /**
     * A KHQR code in riel: its amount in riel (the USD price at KHQR_KHR_PER_USD, rounded to 100 riel),
     * what Bakong must report in KHR. Null for a code in US dollars and for cards.
     */
    amountKhr: p.integer().nullable(),
    /**
     * A pseudonym of the buyer's network (a hash of the IPv4 address or IPv6 /64, never the address):
     * what the cap on pending KHQR codes per visitor counts.
     */
    requesterKey: p.string().length(32).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    paidAt: p.datetime().nullable(),
    /**
     * What does not add up about this order, for staff: money that arrived as the order does not say
     * (another amount, currency or account; the order is not paid for it), or reconciliation finding
     * the provider disagrees (paid here but not there). Set when first seen, and staff are told at once
     * (e-mail and alert); null when all is well. The orders view flags it beside the status.
     */
    problem: p.string().length(500).nullable(),
    /** Refunded so far (US cents), refunds in flight included: never above `amountCents`. */
    refundedCents: p.integer().default(0),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['provider', 'status', 'requesterKey'] }],
});
export type Order = InferEntity<typeof Order>;

/**
 * Money sent back for a paid order (admins, from the orders view), one row per refund: reserved as
 * 'pending' (the order's refundedCents counts it) before the provider is asked, then 'succeeded' or
 * 'failed' (the reservation released). The idempotency key is the refund form's: the same form sent
 * twice is one refund.
 */
export const OrderRefund = defineEntity({
  name: 'OrderRefund',
  tableName: 'order_refunds',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    orderId: p.uuid().index(),
    amountCents: p.integer(),
    reason: p.string().length(500),
    status: p.string().length(10).$type<'pending' | 'succeeded' | 'failed'>(),
    idempotencyKey: p.string().length(100).unique(),
    /** The provider's id of the refund (a Stripe re_…), or the bank's reference of a manual KHQR refund. */
    providerReference: p.string().length(255).nullable(),
    /** Why the provider refused, for the history. */
    failure: p.string().length(500).nullable(),
    /** The admin who sent it (e-mail). */
    requestedBy: p.string().length(254),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type OrderRefund = InferEntity<typeof OrderRefund>;

/** Every Stripe event handled, by its id: a redelivered event is recognised and changes nothing. */
export const ProcessedStripeEvent = defineEntity({
  name: 'ProcessedStripeEvent',
  tableName: 'stripe_events',
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    paymentIntentId: p.string().length(255).nullable(),
    processedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ProcessedStripeEvent = InferEntity<typeof ProcessedStripeEvent>;

/**
 * A payment provider that refused our credentials (Bakong answering 401/403 to the API token), shared by
 * every instance: set once per outage (the staff e-mail goes with it), cleared when the provider answers again.
 */
export const ProviderOutage = defineEntity({
  name: 'ProviderOutage',
  tableName: 'payment_provider_outages',
  properties: {
    provider: p.string().length(10).primary().$type<PaymentProviderId>(),
    refusedSince: p.datetime(),
    /** The provider's last refusal (status and message), for the logs and the staff e-mail. */
    reason: p.string().length(500),
  },
});
export type ProviderOutage = InferEntity<typeof ProviderOutage>;

/** How the customer of `order` pays, from its provider. */
export const orderMethod = (order: Pick<Order, 'provider'>): PaymentMethod =>
  METHOD_OF_PROVIDER[order.provider as PaymentProviderId];
