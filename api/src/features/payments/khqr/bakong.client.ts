import { isReadableText } from '@site/common';

/** A payment Bakong recorded for a KHQR code (check_transaction_by_md5's `data`). */
export interface BakongTransaction {
  hash: string;
  fromAccountId: string;
  toAccountId: string;
  currency: string;
  /** In the currency's units (dollars for USD), as Bakong writes it. */
  amount: number;
  createdDateMs: number | null;
}

/** Bakong's answer about one code, as the checker needs it. */
export type BakongCheck =
  | { kind: 'found'; transaction: BakongTransaction }
  /** No payment for this code (yet): responseCode 1. */
  | { kind: 'not-found'; errorCode: number | null }
  /** Bakong refuses our token (expired, revoked): 401/403, or its "Unauthorized" error code. */
  | { kind: 'refused'; reason: string }
  /** No usable answer: network error, timeout, 5xx, 429, a body of a shape we don't know. */
  | { kind: 'unreachable'; reason: string };

/** check_transaction_by_md5's error code for "Unauthorized" (Bakong Open API). */
const BAKONG_UNAUTHORIZED = 6;
/** Long enough for Bakong on a slow day, short enough that a hung call never holds a check for long. */
export const BAKONG_TIMEOUT_MS = 8000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown, max = 255): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && isReadableText(value);

function transactionOf(data: unknown): BakongTransaction | undefined {
  if (!isRecord(data)) return undefined;
  const { hash, fromAccountId, toAccountId, currency, amount, createdDateMs } = data;
  if (!isText(hash) || !isText(toAccountId) || !isText(currency, 10)) return undefined;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return undefined;
  return {
    hash,
    fromAccountId: isText(fromAccountId) ? fromAccountId : '',
    toAccountId,
    currency,
    amount,
    createdDateMs: typeof createdDateMs === 'number' && Number.isFinite(createdDateMs) ? createdDateMs : null,
  };
}

/**
 * Bakong's Open API over fetch (no SDK: the official one pulls axios 0.24). Only what the site needs:
 * POST {BAKONG_API_URL}/v1/check_transaction_by_md5 with the Bearer token. Never throws: every
 * outcome is one of BakongCheck's kinds.
 */
export class BakongClient {
  constructor(private readonly settings: { apiUrl: string; apiToken: string; timeoutMs?: number }) {}

  async checkTransactionByMd5(md5: string): Promise<BakongCheck> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${this.settings.apiUrl}/v1/check_transaction_by_md5`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.apiToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ md5 }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? BAKONG_TIMEOUT_MS),
      });
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    } catch (error) {
      const { name, message } = error as Error;
      return { kind: 'unreachable', reason: name === 'TimeoutError' ? 'timed out' : `network: ${message}` };
    }
    if (response.status === 401 || response.status === 403)
      return { kind: 'refused', reason: `HTTP ${response.status}${messageOf(body)}` };
    if (!response.ok) return { kind: 'unreachable', reason: `HTTP ${response.status}${messageOf(body)}` };
    if (!isRecord(body)) return { kind: 'unreachable', reason: 'an answer that is not a JSON object' };
    const errorCode = typeof body.errorCode === 'number' ? body.errorCode : null;
    if (body.responseCode === 0) {
      const transaction = transactionOf(body.data);
      return transaction
        ? { kind: 'found', transaction }
        : { kind: 'unreachable', reason: 'a paid answer without a readable transaction' };
    }
    if (errorCode === BAKONG_UNAUTHORIZED) return { kind: 'refused', reason: `error code 6${messageOf(body)}` };
    if (body.responseCode === 1) return { kind: 'not-found', errorCode };
    return { kind: 'unreachable', reason: `responseCode ${String(body.responseCode).slice(0, 20)}` };
  }
}

/** Bakong's responseMessage, short and printable, for logs and the staff e-mail. */
function messageOf(body: unknown): string {
  const message = isRecord(body) ? body.responseMessage : undefined;
  return typeof message === 'string' && isReadableText(message) ? `: ${message.slice(0, 200)}` : '';
}
