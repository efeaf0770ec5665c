import express, { type Router } from 'express';
import { Field, ObjectType } from 'type-graphql';
import { paymentsApi, type PaymentIntentResponse } from '@site/common';
import { AppError } from '../../../errors.js';
import { route } from '../../../http/rest.js';
import { publicOperation } from '../../../operation.js';
import { PAYMENTS_NOT_CONFIGURED } from '../payments.messages.js';
import { packageOf, type PaymentsService } from '../payments.service.js';
import type { StripeProvider } from './stripe.provider.js';
import type { StripeWebhooks } from './stripe.webhook.js';

/** Stripe's events are small; anything bigger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = '256kb';

/** SPEC §7's create-payment-intent and `createCardPayment`: `{ package }` in, Stripe's `{ clientSecret, publishableKey }` out. */
export function cardCheckout(payments: PaymentsService, provider: StripeProvider | undefined) {
  return publicOperation('createCardPayment', (input: unknown, caller): Promise<PaymentIntentResponse> => {
    if (!provider) throw new AppError('UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
    packageOf(input);
    return payments.checkout(provider, input, caller);
  });
}

export type CardCheckout = ReturnType<typeof cardCheckout>;

export function cardRoutes(router: Router, checkout: CardCheckout): void {
  route(router, paymentsApi.createPaymentIntent, checkout, (req) => req.body, { noStore: true });
}

/**
 * POST /api/stripe/webhook with the raw body its signature covers. Mounted before any JSON parser: a
 * re-serialised body would never match the signature.
 */
export function stripeWebhookRoutes(router: Router, webhooks: StripeWebhooks): void {
  router.post('/stripe/webhook', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await webhooks.handle(body, req.get('stripe-signature'));
    res.json({ received: true, outcome });
  });
}

@ObjectType({ description: 'What the card form needs (SPEC §3 payment intent response)' })
export class CardPayment {
  @Field(() => String)
  clientSecret!: string;

  @Field(() => String, { description: 'The publishable key of the site’s Stripe account' })
  publishableKey!: string;
}
