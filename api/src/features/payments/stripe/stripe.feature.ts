import { defineFeature } from '../../../feature.js';
import { ProcessedStripeEvent } from '../payments.entity.js';
import { paymentsFeature } from '../payments.feature.js';
import { cardCheckout, cardRoutes, stripeWebhookRoutes } from './stripe.checkout.js';
import { createStripeClient } from './stripe.client.js';
import { readStripeSettings } from './stripe.config.js';
import { StripeProvider } from './stripe.provider.js';
import { StripeResolver } from './stripe.resolver.js';
import { StripeWebhooks } from './stripe.webhook.js';

/**
 * Cards through Stripe as a payment provider: a PaymentIntent per order, the outcome by signed
 * webhook. Off (its API and webhook answer 503) without the STRIPE_* keys.
 */
export const stripeFeature = defineFeature({
  name: 'stripe',
  settings: readStripeSettings,
  entities: [ProcessedStripeEvent],
  resolvers: [StripeResolver],
  async start({ settings, orm, log, use }) {
    const { payments, ledger } = use(paymentsFeature);
    // Unset STRIPE_* keys: no client; checkout and webhook answer 503 with a clear message.
    const stripe = settings.stripe ? await createStripeClient(settings.stripe) : undefined;
    const provider =
      stripe && settings.stripe ? new StripeProvider(stripe, settings.stripe.publishableKey, log) : undefined;
    if (provider) payments.register(provider);
    const webhooks = new StripeWebhooks(
      orm,
      stripe,
      provider,
      ledger,
      { webhookSecret: settings.stripe?.webhookSecret },
      log,
    );
    const checkout = cardCheckout(payments, provider);
    return {
      resolvers: [new StripeResolver(checkout)],
      rawApi: (router) => stripeWebhookRoutes(router, webhooks),
      api: (router) => cardRoutes(router, checkout),
    };
  },
});
