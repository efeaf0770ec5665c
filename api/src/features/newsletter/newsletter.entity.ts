import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const NEWSLETTER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * One row per address (lower-cased). 'pending' until the confirmation link is followed (double
 * opt-in); the link carries `confirmNonce`, which is cleared when used so a link works once.
 */
export const NewsletterSubscription = defineEntity({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscriptions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    email: p.string().length(254).unique(),
    name: p.string().length(100).nullable(),
    language: p.string().length(2),
    status: p.string().length(20).default('pending').$type<NewsletterStatus>(),
    subscribedAt: p.datetime().onCreate(() => new Date()),
    confirmedAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
    confirmNonce: p.string().length(64).nullable(),
    /** When the latest confirmation e-mail was queued: one address gets at most one per cooldown. */
    confirmationSentAt: p.datetime().nullable(),
  },
});
export type NewsletterSubscription = InferEntity<typeof NewsletterSubscription>;
