import type Stripe from 'stripe';
import type { StripeConfig } from './stripe.config.js';

/** One retry (with Stripe's idempotency key) keeps a checkout's worst case near 2 × the timeout. */
const STRIPE_MAX_NETWORK_RETRIES = 1;

/**
 * The official SDK, pointed at STRIPE_API_URL when set (tests use a double on 127.0.0.1), with a
 * bounded timeout so a slow provider becomes a clear error instead of a hanging checkout. Loaded only
 * when Stripe is configured: a site without card payments never holds the SDK in memory.
 */
export async function createStripeClient(settings: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: settings.timeoutMs,
    telemetry: false,
    appInfo: { name: 'angkor-digital-site' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export type { Stripe };
