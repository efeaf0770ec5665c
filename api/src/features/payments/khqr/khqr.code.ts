import { createHash } from 'node:crypto';

/**
 * A dynamic KHQR code: the EMVCo merchant-presented QR string of the National Bank of Cambodia's KHQR
 * specification, built here in one small module rather than with a library. ts-khqr 2.2.3 pads the CRC
 * to three characters when it is below 0x10 (1 code in 4096 unreadable); bakong-khqr 1.0.20 loads
 * axios 0.24 and assigns an undeclared global in its CRC; neither lets the caller set the creation time.
 * The format is simple: tag (2 digits), length (2 digits), value, in the order the official SDK emits,
 * ending with tag 63, a CRC-16/CCITT-FALSE of everything before it (its own tag and length included).
 */

export interface KhqrCodeInput {
  /** Bakong account id of the payee (tag 29 or 30, sub-tag 00), e.g. angkordigital@aclb. */
  accountId: string;
  /**
   * A merchant account (tag 30: sub-tag 01 the merchant id, 02 the acquiring bank, as the bank gave
   * them); without it the code is an individual account's (tag 29).
   */
  merchant?: { merchantId: string; acquiringBank: string };
  merchantName: string;
  merchantCity: string;
  /** USD (the default): US cents, the code carries dollars ("799", "12.50"). KHR: riel, whole. */
  currency?: 'USD' | 'KHR';
  /** US cents for USD, riel for KHR. */
  amountCents: number;
  /** The order's reference, shown by the banking app and kept with the payment (tag 62, sub-tag 01). */
  billNumber: string;
  createdAt: Date;
  /** After this the banking apps refuse the code (tag 99, sub-tag 01). */
  expiresAt: Date;
}

export interface KhqrCode {
  qr: string;
  /** MD5 of the whole string, lower-case hex: how Bakong's check_transaction_by_md5 knows the payment. */
  md5: string;
}

/** EMVCo tags of a KHQR code (NBC KHQR specification). */
export const KHQR_TAGS = {
  payloadFormat: '00',
  initiation: '01',
  individualAccount: '29',
  merchantAccount: '30',
  categoryCode: '52',
  currency: '53',
  amount: '54',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
  timestamps: '99',
} as const;
export const KHQR_SUBTAGS = {
  accountId: '00',
  merchantId: '01',
  acquiringBank: '02',
  billNumber: '01',
  createdAt: '00',
  expiresAt: '01',
} as const;

/** Point of initiation "12": a dynamic code, for one payment of one amount. */
export const DYNAMIC_QR = '12';
/** ISO 4217 numeric code of the US dollar. */
export const USD_NUMERIC = '840';
/** ISO 4217 numeric code of the Cambodian riel. */
export const KHR_NUMERIC = '116';
/** "Miscellaneous and specialty retail" as the official SDK defaults; banking apps show no category. */
const CATEGORY_CODE = '5999';

/** EMVCo limits (characters) of the texts we put in. */
const LIMITS = {
  accountId: 32,
  merchantId: 32,
  acquiringBank: 32,
  merchantName: 25,
  merchantCity: 15,
  billNumber: 25,
  amount: 13,
} as const;
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;

function field(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`KHQR tag ${tag} too long`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

function text(name: keyof typeof LIMITS, value: string): string {
  if (!PRINTABLE_ASCII.test(value) || value.length > LIMITS[name])
    throw new Error(`KHQR ${name} must be 1 to ${LIMITS[name]} printable ASCII characters`);
  return value;
}

/** US cents as the code's amount: whole dollars without decimals ("799"), else two decimals ("12.50"). */
export function khqrAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error('a KHQR amount is a positive whole number of cents');
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return text('amount', rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0')}`);
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) as 4 upper-case hex digits. */
export function crc16(input: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(input, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Whole riel as the code's amount ("1225900"). */
export function khqrRielAmount(riel: number): string {
  if (!Number.isSafeInteger(riel) || riel <= 0) throw new Error('a KHQR amount in riel is a positive whole number');
  return text('amount', String(riel));
}

/** Tag 29 (an individual's Bakong account) or tag 30 (a merchant's: its merchant id and acquiring bank). */
function accountField(input: KhqrCodeInput): string {
  const account = field(KHQR_SUBTAGS.accountId, text('accountId', input.accountId));
  if (!input.merchant) return field(KHQR_TAGS.individualAccount, account);
  return field(
    KHQR_TAGS.merchantAccount,
    account +
      field(KHQR_SUBTAGS.merchantId, text('merchantId', input.merchant.merchantId)) +
      field(KHQR_SUBTAGS.acquiringBank, text('acquiringBank', input.merchant.acquiringBank)),
  );
}

export function buildKhqr(input: KhqrCodeInput): KhqrCode {
  const created = input.createdAt.getTime();
  const expires = input.expiresAt.getTime();
  if (!(expires > created)) throw new Error('a KHQR code expires after it is made');
  const riel = input.currency === 'KHR';
  const body = [
    field(KHQR_TAGS.payloadFormat, '01'),
    field(KHQR_TAGS.initiation, DYNAMIC_QR),
    accountField(input),
    field(KHQR_TAGS.categoryCode, CATEGORY_CODE),
    field(KHQR_TAGS.currency, riel ? KHR_NUMERIC : USD_NUMERIC),
    field(KHQR_TAGS.amount, riel ? khqrRielAmount(input.amountCents) : khqrAmount(input.amountCents)),
    field(KHQR_TAGS.country, 'KH'),
    field(KHQR_TAGS.merchantName, text('merchantName', input.merchantName)),
    field(KHQR_TAGS.merchantCity, text('merchantCity', input.merchantCity)),
    field(KHQR_TAGS.additionalData, field(KHQR_SUBTAGS.billNumber, text('billNumber', input.billNumber))),
    // Milliseconds since the epoch, 13 digits, as the KHQR specification's dynamic codes carry them.
    field(
      KHQR_TAGS.timestamps,
      field(KHQR_SUBTAGS.createdAt, String(created)) + field(KHQR_SUBTAGS.expiresAt, String(expires)),
    ),
  ].join('');
  const withCrcHeader = `${body}${KHQR_TAGS.crc}04`;
  const qr = `${withCrcHeader}${crc16(withCrcHeader)}`;
  return { qr, md5: createHash('md5').update(qr, 'utf8').digest('hex') };
}
