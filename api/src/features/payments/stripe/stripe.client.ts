import Stripe from 'stripe';
import type { Config } from '../../../config.js';

/** One retry (with Stripe's idempotency key) keeps a checkout's worst case near 2 × the timeout. */
const STRIPE_MAX_NETWORK_RETRIES = 1;

/**
 * The official SDK, pointed at STRIPE_API_URL when set (tests use a double on 127.0.0.1), with a
 * bounded timeout so a slow provider becomes a clear error instead of a hanging checkout.
 */
export function createStripeClient(settings: NonNullable<Config['stripe']>): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
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
