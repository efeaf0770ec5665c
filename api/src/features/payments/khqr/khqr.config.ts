import { SITE } from '@site/common';
import type { EnvReader } from '../../../env.js';

export interface KhqrConfig {
  /** The agency's Bakong account id, e.g. angkordigital@aclb: where KHQR payments go. */
  accountId: string;
  /** Bearer token of Bakong's Open API (check_transaction_by_md5). */
  apiToken: string;
  /** The payee's name and city in the code (EMVCo tags 59 and 60: at most 25 and 15 characters). */
  merchantName: string;
  merchantCity: string;
  /** Bakong's Open API, without a trailing slash. */
  apiUrl: string;
  /** How long a code can be paid. */
  expiryMs: number;
  /** How often the server asks Bakong about the pending codes (in batches of 50, newest first). */
  checkMs: number;
  /** Riel per US dollar for codes in riel (`currency: "KHR"`); without it a riel code is refused (400). */
  khrPerUsd?: number;
  /**
   * A merchant account (KHQR tag 30) instead of an individual one (tag 29): the merchant id and the
   * acquiring bank the agency's bank gave it, both or neither.
   */
  merchant?: { merchantId: string; acquiringBank: string };
  /** Pending codes one visitor (an IPv4 address or an IPv6 /64) may hold at once. */
  maxPendingPerAddress: number;
  /** Pending codes of everyone together: what the checks must get through every KHQR_CHECK_SECONDS. */
  maxPending: number;
}

/** Bakong's production Open API (BAKONG_API_URL's default). */
export const BAKONG_PRODUCTION_API_URL = 'https://api-bakong.nbc.gov.kh';

/** EMVCo "ans" text: printable ASCII, which every banking app shows as it is. */
const EMV_TEXT = /^[\x20-\x7E]+$/;
const BAKONG_ACCOUNT = /^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/;

/**
 * KHQR_* and BAKONG_*: on when KHQR_ACCOUNT_ID and BAKONG_API_TOKEN are both set (the merchant name
 * has a default, the site's name); either alone is a mistake worth stopping for.
 */
export function readKhqrSettings(env: EnvReader): { khqr?: KhqrConfig } {
  const accountId = env.value('KHQR_ACCOUNT_ID');
  const apiToken = env.value('BAKONG_API_TOKEN');
  const before = env.problems.length;
  if (accountId && (!BAKONG_ACCOUNT.test(accountId) || accountId.length > 32))
    env.problem(
      `KHQR_ACCOUNT_ID must be a Bakong account id like angkordigital@aclb, at most 32 characters (got "${accountId}")`,
    );
  if (apiToken && !/^[\x21-\x7E]+$/.test(apiToken))
    env.problem('BAKONG_API_TOKEN must be the token as Bakong issued it (no spaces)');
  if (Boolean(accountId) !== Boolean(apiToken))
    env.problem('KHQR_ACCOUNT_ID and BAKONG_API_TOKEN go together: set both for KHQR payments, or neither');
  const merchantName = env.value('KHQR_MERCHANT_NAME') ?? SITE.name;
  if (!EMV_TEXT.test(merchantName) || merchantName.length > 25)
    env.problem(
      `KHQR_MERCHANT_NAME must be 1 to 25 Latin letters, digits, spaces or punctuation (got "${merchantName}")`,
    );
  const merchantCity = env.value('KHQR_MERCHANT_CITY') ?? 'Siem Reap';
  if (!EMV_TEXT.test(merchantCity) || merchantCity.length > 15)
    env.problem(
      `KHQR_MERCHANT_CITY must be 1 to 15 Latin letters, digits, spaces or punctuation (got "${merchantCity}")`,
    );
  const apiUrl = env.httpUrl('BAKONG_API_URL', env.value('BAKONG_API_URL') ?? BAKONG_PRODUCTION_API_URL);
  if (apiUrl && env.production && !apiUrl.startsWith('https://'))
    env.problem('BAKONG_API_URL must be an https:// URL in production');
  const expiryMinutes = env.number('KHQR_EXPIRY_MINUTES', 15, 0.1, 1440);
  const checkSeconds = env.number('KHQR_CHECK_SECONDS', 5, 1, 300);
  const khrPerUsdText = env.value('KHQR_KHR_PER_USD');
  const khrPerUsd = khrPerUsdText ? env.integer('KHQR_KHR_PER_USD', 0, 1000, 10_000) : undefined;
  const merchantId = env.value('KHQR_MERCHANT_ID');
  const acquiringBank = env.value('KHQR_ACQUIRING_BANK');
  for (const [name, value] of [
    ['KHQR_MERCHANT_ID', merchantId],
    ['KHQR_ACQUIRING_BANK', acquiringBank],
  ] as const)
    if (value !== undefined && (!EMV_TEXT.test(value) || value.length > 32))
      env.problem(`${name} must be 1 to 32 Latin letters, digits, spaces or punctuation (got "${value}")`);
  if (Boolean(merchantId) !== Boolean(acquiringBank))
    env.problem(
      'KHQR_MERCHANT_ID and KHQR_ACQUIRING_BANK go together: set both for a merchant-account code, or neither',
    );
  const maxPendingPerAddress = env.integer('KHQR_MAX_PENDING_PER_ADDRESS', 5, 1, 100);
  const maxPending = env.integer('KHQR_MAX_PENDING', 1000, 1, 100_000);

  if (!accountId || !apiToken || !apiUrl || env.problems.length > before) {
    if (!accountId && !apiToken)
      env.usingDefault('KHQR payments not configured (no KHQR_ACCOUNT_ID and BAKONG_API_TOKEN)');
    return { khqr: undefined };
  }
  if (!env.value('KHQR_MERCHANT_NAME')) env.usingDefault(`KHQR_MERCHANT_NAME=${merchantName} (the site's name)`);
  if (!env.value('KHQR_MERCHANT_CITY')) env.usingDefault(`KHQR_MERCHANT_CITY=${merchantCity}`);
  if (!env.value('BAKONG_API_URL')) env.usingDefault(`BAKONG_API_URL=${apiUrl} (Bakong's production API)`);
  if (!env.value('KHQR_EXPIRY_MINUTES')) env.usingDefault('KHQR_EXPIRY_MINUTES=15');
  if (!env.value('KHQR_CHECK_SECONDS')) env.usingDefault('KHQR_CHECK_SECONDS=5');
  if (!khrPerUsd) env.usingDefault('KHQR_KHR_PER_USD not set: KHQR codes in US dollars only');
  if (!env.value('KHQR_MAX_PENDING_PER_ADDRESS')) env.usingDefault('KHQR_MAX_PENDING_PER_ADDRESS=5');
  if (!env.value('KHQR_MAX_PENDING')) env.usingDefault('KHQR_MAX_PENDING=1000');
  return {
    khqr: {
      accountId,
      apiToken,
      merchantName,
      merchantCity,
      apiUrl,
      expiryMs: Math.round(expiryMinutes * 60_000),
      checkMs: Math.round(checkSeconds * 1000),
      ...(khrPerUsd ? { khrPerUsd } : {}),
      ...(merchantId && acquiringBank ? { merchant: { merchantId, acquiringBank } } : {}),
      maxPendingPerAddress,
      maxPending,
    },
  };
}
