import { isReadableText } from '@site/common';

/** A payment Bakong recorded for a KHQR code (check_transaction_by_md5's `data`). */
export interface BakongTransaction {
  hash: string;
  fromAccountId: string;
  toAccountId: string;
  currency: string;
  /**
   * In the currency's units (dollars for USD, riel for KHR), exactly as Bakong wrote it (the JSON
   * number's own text, never a float: 298.995 stays 298.995 and is not 299).
   */
  amount: string;
  createdDateMs: number | null;
}

/** Bakong's answer about up to BAKONG_MD5_LIST_MAX codes, by md5 (check_transaction_by_md5_list). */
export type BakongListCheck =
  | { kind: 'answered'; checks: Map<string, BakongCheck> }
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable'; reason: string };

/** check_transaction_by_md5_list takes at most this many md5 per call (Bakong Open API 1.0.5). */
export const BAKONG_MD5_LIST_MAX = 50;

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

/** A non-negative decimal as text: what an amount must look like to be compared at all. */
const DECIMAL = /^\d{1,15}(?:\.\d{1,20})?$/;

/** JSON.parse keeping each `amount` as the number's source text (JSON.parse source text access, Node 22+). */
function parseKeepingAmounts(text: string): unknown {
  return JSON.parse(text, function revive(key, value: unknown, context?: { source?: string }) {
    return key === 'amount' && typeof value === 'number' && context?.source ? context.source : value;
  });
}

function transactionOf(data: unknown): BakongTransaction | undefined {
  if (!isRecord(data)) return undefined;
  const { hash, fromAccountId, toAccountId, currency, amount, createdDateMs } = data;
  if (!isText(hash) || !isText(toAccountId) || !isText(currency, 10)) return undefined;
  if (typeof amount !== 'string' || !DECIMAL.test(amount)) return undefined;
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
 * Bakong's Open API over fetch (no SDK: the official one pulls axios 0.24). Only what the site needs,
 * with the Bearer token: POST {BAKONG_API_URL}/v1/check_transaction_by_md5 `{ md5 }` for one code, and
 * /v1/check_transaction_by_md5_list `["md5", …]` (at most 50) for the server's checks of every pending
 * code. Never throws: every outcome is one of BakongCheck's (or BakongListCheck's) kinds.
 */
export class BakongClient {
  constructor(private readonly settings: { apiUrl: string; apiToken: string; timeoutMs?: number }) {}

  async checkTransactionByMd5(md5: string): Promise<BakongCheck> {
    const answer = await this.post('/v1/check_transaction_by_md5', { md5 });
    if (answer.kind !== 'answered') return answer;
    return checkOf(answer.body);
  }

  /** Up to BAKONG_MD5_LIST_MAX codes in one call; each md5 asked gets its own answer. */
  async checkTransactionsByMd5List(md5s: readonly string[]): Promise<BakongListCheck> {
    if (md5s.length === 0 || md5s.length > BAKONG_MD5_LIST_MAX)
      throw new Error(`check_transaction_by_md5_list takes 1 to ${BAKONG_MD5_LIST_MAX} md5, not ${md5s.length}`);
    const answer = await this.post('/v1/check_transaction_by_md5_list', md5s);
    if (answer.kind !== 'answered') return answer;
    const { body } = answer;
    if (body.errorCode === BAKONG_UNAUTHORIZED) return { kind: 'refused', reason: `error code 6${messageOf(body)}` };
    if (body.responseCode !== 0 || !Array.isArray(body.data))
      return {
        kind: 'unreachable',
        reason: `responseCode ${String(body.responseCode).slice(0, 20)}${messageOf(body)}`,
      };
    const asked = new Set(md5s);
    const checks = new Map<string, BakongCheck>();
    for (const item of body.data as unknown[]) {
      if (!isRecord(item) || typeof item.md5 !== 'string' || !asked.has(item.md5)) continue;
      checks.set(item.md5, itemCheckOf(item));
    }
    // An md5 Bakong left out of its answer is not known to be unpaid: nothing is concluded about it.
    for (const md5 of md5s)
      if (!checks.has(md5)) checks.set(md5, { kind: 'unreachable', reason: 'not in the answer to the list' });
    return { kind: 'answered', checks };
  }

  private async post(
    path: string,
    payload: unknown,
  ): Promise<
    { kind: 'answered'; body: Record<string, unknown> } | { kind: 'refused' | 'unreachable'; reason: string }
  > {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${this.settings.apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.apiToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? BAKONG_TIMEOUT_MS),
      });
      const text = await response.text();
      try {
        body = parseKeepingAmounts(text);
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
    return { kind: 'answered', body };
  }
}

/** check_transaction_by_md5's answer about its one code. */
function checkOf(body: Record<string, unknown>): BakongCheck {
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

/** One item of check_transaction_by_md5_list's `data`: `{ md5, status: SUCCESS | NOT_FOUND | …, message, data }`. */
function itemCheckOf(item: Record<string, unknown>): BakongCheck {
  if (item.status === 'SUCCESS') {
    const transaction = transactionOf(item.data);
    return transaction
      ? { kind: 'found', transaction }
      : { kind: 'unreachable', reason: 'a paid item without a readable transaction' };
  }
  if (item.status === 'NOT_FOUND' || item.status === 'FAILED') return { kind: 'not-found', errorCode: null };
  // STATIC_QR, FAILED or a status we don't know: nothing to conclude about this code.
  return { kind: 'unreachable', reason: `item status ${String(item.status).slice(0, 20)}` };
}

/** Bakong's responseMessage, short and printable, for logs and the staff e-mail. */
function messageOf(body: unknown): string {
  const message = isRecord(body) ? body.responseMessage : undefined;
  return typeof message === 'string' && isReadableText(message) ? `: ${message.slice(0, 200)}` : '';
}
