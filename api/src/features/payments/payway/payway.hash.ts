import { createHmac, publicEncrypt, constants } from 'node:crypto';

/**
 * PayWay's request signatures: base64 of HMAC-SHA512, keyed with the merchant's API key, over the
 * values of named fields concatenated in an order PayWay fixes per API (a field left out counts as the
 * empty string). The orders below are those of PayWay's developer documentation, as mirrored in
 * Markdown at github.com/Joselay/aba-payway-docs: 01-purchase.md ("Hash Generation": the PHP `$b4hash`
 * line, which differs from the parameter table's order; `view_type` and `payment_gate` are not
 * signed), 02-check-transaction.md (`$req_time . $merchant_id . $tran_id`) and 06-refund.md
 * (`$request_time . $merchant_id . $merchant_auth`).
 */
export const PURCHASE_HASH_FIELDS = [
  'req_time',
  'merchant_id',
  'tran_id',
  'amount',
  'items',
  'shipping',
  'firstname',
  'lastname',
  'email',
  'phone',
  'type',
  'payment_option',
  'return_url',
  'cancel_url',
  'continue_success_url',
  'return_deeplink',
  'currency',
  'custom_fields',
  'return_params',
  'payout',
  'lifetime',
  'additional_params',
  'google_pay_token',
  'skip_success_page',
] as const;

export const CHECK_TRANSACTION_HASH_FIELDS = ['req_time', 'merchant_id', 'tran_id'] as const;

export const REFUND_HASH_FIELDS = ['request_time', 'merchant_id', 'merchant_auth'] as const;

/** base64(HMAC-SHA512(apiKey, the values of `order` in `fields`, concatenated)). */
export function paywayHash(
  order: readonly string[],
  fields: Readonly<Record<string, string | undefined>>,
  apiKey: string,
): string {
  const text = order.map((name) => fields[name] ?? '').join('');
  return createHmac('sha512', apiKey).update(text, 'utf8').digest('base64');
}

/** PayWay's `req_time`: the time in UTC as YYYYMMDDHHmmss. */
export function paywayTime(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** An amount in cents as PayWay reads it: dollars with two decimals ("299.00"). */
export function paywayAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** PHP's openssl_public_encrypt with its default padding (PKCS#1 v1.5) takes at most 117 bytes a block (1024-bit key). */
const RSA_CHUNK = 117;

/**
 * A refund's `merchant_auth` (06-refund.md): the JSON `{ mc_id, tran_id, refund_amount }` encrypted with
 * ABA Bank's RSA public key in chunks of 117 bytes (PKCS#1 v1.5), the cipher blocks concatenated, base64.
 */
export function merchantAuth(
  publicKeyPem: string,
  data: { mc_id: string; tran_id: string; refund_amount: number },
): string {
  const plain = Buffer.from(JSON.stringify(data), 'utf8');
  const blocks: Buffer[] = [];
  for (let at = 0; at < plain.length; at += RSA_CHUNK)
    blocks.push(
      publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, plain.subarray(at, at + RSA_CHUNK)),
    );
  return Buffer.concat(blocks).toString('base64');
}
