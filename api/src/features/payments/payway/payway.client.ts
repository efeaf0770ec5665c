import { isReadableText } from '@site/common';
import type { PaywayConfig } from './payway.config.js';
import {
  CHECK_TRANSACTION_HASH_FIELDS,
  merchantAuth,
  paywayAmount,
  paywayHash,
  paywayTime,
  REFUND_HASH_FIELDS,
} from './payway.hash.js';

export const PURCHASE_PATH = '/api/payment-gateway/v1/payments/purchase';
export const CHECK_TRANSACTION_PATH = '/api/payment-gateway/v1/payments/check-transaction-2';
export const REFUND_PATH = '/api/merchant-portal/merchant-access/online-transaction/refund';

/** A transaction as Check Transaction describes it (its `data`), amounts in cents. */
export interface PaywayTransaction {
  /** APPROVED, PRE-AUTH, PENDING, DECLINED, REFUNDED or CANCELLED. */
  status: string;
  /** What the payer paid (`payment_amount`), in cents; 0 while pending. */
  paidCents: number;
  /** `payment_currency`: empty while pending. */
  currency: string;
  refundedCents: number;
  /** The approval code. */
  apv: string;
}

export type PaywayCheck =
  | { kind: 'found'; transaction: PaywayTransaction }
  /** PayWay has no transaction with this tran_id (status code 6): nobody opened its checkout yet. */
  | { kind: 'not-found' }
  /** PayWay refuses our signature or merchant profile (codes 5 and 8; HTTP 401/403). */
  | { kind: 'refused'; reason: string }
  /** No usable answer: network error, timeout, 5xx, 429, a body of a shape we don't know. */
  | { kind: 'unreachable'; reason: string };

/** What the Purchase API answered a server-to-server call for ABA PAY's deep link. */
export type PaywayPurchase =
  | { kind: 'deeplink'; deeplink: string }
  /** PayWay said no, with its code (23: the option is not enabled for this merchant profile, …). */
  | { kind: 'declined'; code: string; reason: string }
  | { kind: 'unreachable'; reason: string };

/** ABA Mobile's own scheme: anything else in `abapay_deeplink` is never handed to a browser. */
const ABA_DEEPLINK = /^abamobilebank:\/\/[\x21-\x7e]{1,2000}$/;

export type PaywayRefund =
  | { kind: 'refunded'; totalRefundedCents: number }
  /** PayWay said no, with its code (PTL37: above the amount paid, PTL181: balance too low, …). */
  | { kind: 'declined'; code: string; reason: string }
  | { kind: 'unreachable'; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const cents = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e9
    ? Math.round(value * 100)
    : typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value)
      ? Math.round(Number(value) * 100)
      : undefined;
const text = (value: unknown, max = 40): string =>
  typeof value === 'string' && value.length <= max && (value === '' || isReadableText(value)) ? value : '';

/** PayWay's status code and message, short and printable, for logs. */
function statusOf(body: unknown): { code: string; message: string } {
  const status = isRecord(body) && isRecord(body.status) ? body.status : {};
  const code = typeof status.code === 'number' || typeof status.code === 'string' ? String(status.code) : '';
  const message = typeof status.message === 'string' && isReadableText(status.message) ? status.message : '';
  return { code: code.slice(0, 20), message: message.slice(0, 200) };
}

function transactionOf(data: unknown): PaywayTransaction | undefined {
  if (!isRecord(data)) return undefined;
  const status = text(data.payment_status, 20);
  const paidCents = cents(data.payment_amount);
  if (!status || paidCents === undefined) return undefined;
  return {
    status,
    paidCents,
    currency: text(data.payment_currency, 3).toUpperCase(),
    refundedCents: cents(data.refund_amount) ?? 0,
    apv: text(data.apv),
  };
}

/**
 * PayWay's server-to-server APIs over fetch (PayWay publishes no Node SDK): Check Transaction and
 * Refund, each signed as documented (payway.hash.ts). Never throws: every outcome is a kind.
 */
export class PaywayClient {
  constructor(private readonly settings: PaywayConfig) {}

  private async post(
    path: string,
    body: Record<string, string>,
  ): Promise<{ status: number; body: unknown } | { reason: string }> {
    try {
      const response = await fetch(`${this.settings.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      const raw = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      const { name, message } = error as Error;
      return { reason: name === 'TimeoutError' ? 'timed out' : `network: ${message}` };
    }
  }

  /**
   * POST the Purchase API from the server (01-purchase.md, multipart/form-data, the fields already
   * signed) for a payment option PayWay answers with JSON: ABA PAY's deep link (`abapay_deeplink`).
   */
  async purchase(fields: Record<string, string>): Promise<PaywayPurchase> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(`${this.settings.apiUrl}${PURCHASE_PATH}`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      status = response.status;
      body = await response.json().catch(() => undefined);
    } catch (error) {
      const { name, message } = error as Error;
      return { kind: 'unreachable', reason: name === 'TimeoutError' ? 'timed out' : `network: ${message}` };
    }
    const { code, message } = statusOf(body);
    if (status !== 200 || !isRecord(body)) return { kind: 'unreachable', reason: `HTTP ${status} ${message}`.trim() };
    if (code !== '00' && code !== '0') return { kind: 'declined', code, reason: message };
    const deeplink = body.abapay_deeplink;
    return typeof deeplink === 'string' && ABA_DEEPLINK.test(deeplink)
      ? { kind: 'deeplink', deeplink }
      : { kind: 'declined', code, reason: 'a success answer without an abamobilebank:// deep link' };
  }

  /** POST check-transaction-2 for `tranId` (02-check-transaction.md). */
  async checkTransaction(tranId: string, now = new Date()): Promise<PaywayCheck> {
    const fields = { req_time: paywayTime(now), merchant_id: this.settings.merchantId, tran_id: tranId };
    const answer = await this.post(CHECK_TRANSACTION_PATH, {
      ...fields,
      hash: paywayHash(CHECK_TRANSACTION_HASH_FIELDS, fields, this.settings.apiKey),
    });
    if ('reason' in answer) return { kind: 'unreachable', reason: answer.reason };
    const { code, message } = statusOf(answer.body);
    if (answer.status === 401 || answer.status === 403)
      return { kind: 'refused', reason: `HTTP ${answer.status} ${message}`.trim() };
    if (answer.status !== 200 || !isRecord(answer.body))
      return { kind: 'unreachable', reason: `HTTP ${answer.status} ${message}`.trim() };
    if (code === '00') {
      const transaction = transactionOf(answer.body.data);
      return transaction
        ? { kind: 'found', transaction }
        : { kind: 'unreachable', reason: 'a success answer without a readable transaction' };
    }
    if (code === '6') return { kind: 'not-found' };
    if (code === '5' || code === '8') return { kind: 'refused', reason: `code ${code}: ${message}` };
    return { kind: 'unreachable', reason: `code ${code}: ${message}` };
  }

  /** POST the Refund API for `amountCents` of `tranId` (06-refund.md); needs PAYWAY_RSA_PUBLIC_KEY. */
  async refund(tranId: string, amountCents: number, now = new Date()): Promise<PaywayRefund> {
    if (!this.settings.rsaPublicKey)
      return { kind: 'declined', code: 'config', reason: 'PAYWAY_RSA_PUBLIC_KEY is not set' };
    const auth = merchantAuth(this.settings.rsaPublicKey, {
      mc_id: this.settings.merchantId,
      tran_id: tranId,
      refund_amount: Number(paywayAmount(amountCents)),
    });
    const fields = { request_time: paywayTime(now), merchant_id: this.settings.merchantId, merchant_auth: auth };
    const answer = await this.post(REFUND_PATH, {
      ...fields,
      hash: paywayHash(REFUND_HASH_FIELDS, fields, this.settings.apiKey),
    });
    if ('reason' in answer) return { kind: 'unreachable', reason: answer.reason };
    const { code, message } = statusOf(answer.body);
    if (answer.status !== 200 || !isRecord(answer.body))
      return { kind: 'unreachable', reason: `HTTP ${answer.status} ${message}`.trim() };
    if (code === '00') {
      const total = cents(answer.body.total_refunded);
      return total === undefined
        ? { kind: 'unreachable', reason: 'a success answer without total_refunded' }
        : { kind: 'refunded', totalRefundedCents: total };
    }
    return { kind: 'declined', code, reason: message };
  }
}
