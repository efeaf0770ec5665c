import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OrderStatus } from '@site/common';

/**
 * One checkout of a fixed-price package. Stored as 'pending' before the PaymentIntent exists (its id
 * goes into the intent's metadata and idempotency key); only a signed webhook makes it 'paid' or 'failed'.
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
    status: p.string().length(10).default('pending').$type<OrderStatus>(),
    customerEmail: p.string().length(254).nullable(),
    /** Null only until Stripe answered the create call (a webhook can still find the order by metadata). */
    stripePaymentIntentId: p.string().length(255).nullable().unique(),
    language: p.string().length(2),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    paidAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Order = InferEntity<typeof Order>;

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
