import { createPublicKey } from 'node:crypto';
import type { EnvReader } from '../../../env.js';

export interface PaywayConfig {
  /** The merchant id ABA Bank issued (PayWay's `merchant_id`, at most 30 characters). */
  merchantId: string;
  /** The API key ABA Bank issued: the HMAC-SHA512 key of every hash sent to PayWay. */
  apiKey: string;
  /** PayWay's checkout host, without a trailing slash. */
  apiUrl: string;
  /** ABA Bank's RSA public key (PEM): encrypts a refund's `merchant_auth`. Refunds are off without it. */
  rsaPublicKey?: string;
  /** How long one call to PayWay may take before it counts as failed. */
  timeoutMs: number;
  /** How often the server asks PayWay about a pending order (its pushback is only a hint). */
  checkMs: number;
}

/** PayWay's production checkout host (PAYWAY_API_URL's default). */
export const PAYWAY_PRODUCTION_API_URL = 'https://checkout.payway.com.kh';
/** PayWay's sandbox host, for a sandbox merchant id and key. */
export const PAYWAY_SANDBOX_API_URL = 'https://checkout-sandbox.payway.com.kh';

/**
 * PAYWAY_*: on when PAYWAY_MERCHANT_ID and PAYWAY_API_KEY are both set; either alone is a mistake worth
 * stopping for. PAYWAY_RSA_PUBLIC_KEY (PEM, `\n` may be written as the two characters) enables refunds.
 */
export function readPaywaySettings(env: EnvReader): { payway?: PaywayConfig } {
  const merchantId = env.value('PAYWAY_MERCHANT_ID');
  const apiKey = env.value('PAYWAY_API_KEY');
  const before = env.problems.length;
  if (merchantId && !/^[\x21-\x7E]{1,30}$/.test(merchantId))
    env.problem(
      `PAYWAY_MERCHANT_ID must be the merchant id ABA Bank issued, at most 30 characters (got "${merchantId}")`,
    );
  if (apiKey && !/^[\x21-\x7E]+$/.test(apiKey))
    env.problem('PAYWAY_API_KEY must be the API key as ABA Bank issued it (no spaces)');
  if (Boolean(merchantId) !== Boolean(apiKey))
    env.problem('PAYWAY_MERCHANT_ID and PAYWAY_API_KEY go together: set both for PayWay payments, or neither');
  const apiUrl = env.httpUrl('PAYWAY_API_URL', env.value('PAYWAY_API_URL') ?? PAYWAY_PRODUCTION_API_URL);
  if (apiUrl && env.production && !apiUrl.startsWith('https://'))
    env.problem('PAYWAY_API_URL must be an https:// URL in production');
  const rawKey = env.value('PAYWAY_RSA_PUBLIC_KEY')?.replace(/\\n/g, '\n');
  let rsaPublicKey: string | undefined;
  if (rawKey) {
    try {
      if (createPublicKey(rawKey).asymmetricKeyType !== 'rsa') throw new Error('not RSA');
      rsaPublicKey = rawKey;
    } catch {
      env.problem(
        'PAYWAY_RSA_PUBLIC_KEY must be the RSA public key ABA Bank issued, in PEM (-----BEGIN PUBLIC KEY-----)',
      );
    }
  }
  const timeoutSeconds = env.number('PAYWAY_TIMEOUT_SECONDS', 10, 1, 60);
  const checkSeconds = env.number('PAYWAY_CHECK_SECONDS', 30, 1, 600);

  if (!merchantId || !apiKey || !apiUrl || env.problems.length > before) {
    if (!merchantId && !apiKey)
      env.usingDefault('PayWay payments not configured (no PAYWAY_MERCHANT_ID and PAYWAY_API_KEY)');
    return { payway: undefined };
  }
  if (!env.value('PAYWAY_API_URL')) env.usingDefault(`PAYWAY_API_URL=${apiUrl} (PayWay's production host)`);
  if (!rsaPublicKey) env.usingDefault('PayWay refunds off (no PAYWAY_RSA_PUBLIC_KEY)');
  return {
    payway: {
      merchantId,
      apiKey,
      apiUrl: apiUrl.replace(/\/+$/, ''),
      rsaPublicKey,
      timeoutMs: Math.round(timeoutSeconds * 1000),
      checkMs: Math.round(checkSeconds * 1000),
    },
  };
}
