import type { EnvReader } from '../../../env.js';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl?: string;
  /** How long one call to Stripe may take before it counts as failed (STRIPE_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET (all three or none), STRIPE_API_URL, STRIPE_TIMEOUT_SECONDS. */
export function readStripeSettings(env: EnvReader): { stripe?: StripeConfig } {
  const [secretKey, publishableKey, webhookSecret] = [
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ].map((name) => env.value(name));
  if (!secretKey && !publishableKey && !webhookSecret) {
    env.usingDefault('card payments not configured (no STRIPE_* keys)');
    return { stripe: undefined };
  }
  if (!secretKey?.startsWith('sk_'))
    env.problem('STRIPE_SECRET_KEY must be set and start with sk_ when Stripe is configured');
  if (!publishableKey?.startsWith('pk_'))
    env.problem('STRIPE_PUBLISHABLE_KEY must be set and start with pk_ when Stripe is configured');
  if (!webhookSecret?.startsWith('whsec_'))
    env.problem('STRIPE_WEBHOOK_SECRET must be set and start with whsec_ when Stripe is configured');
  const apiUrl = env.value('STRIPE_API_URL') ? env.httpUrl('STRIPE_API_URL') : undefined;
  const timeoutSeconds = env.number('STRIPE_TIMEOUT_SECONDS', 8, 1, 60);
  if (!secretKey || !publishableKey || !webhookSecret) return { stripe: undefined };
  return {
    stripe: { secretKey, publishableKey, webhookSecret, apiUrl, timeoutMs: Math.round(timeoutSeconds * 1000) },
  };
}
