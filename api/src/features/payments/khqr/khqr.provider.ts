import type { EntityManager } from '@mikro-orm/postgresql';
import type { KhqrPaymentResponse } from '@site/common';
import { AppError } from '../../../errors.js';
import type { KhqrConfig } from './khqr.config.js';
import type { Order } from '../payments.entity.js';
import { orderNumber } from '../payments.mail.js';
import type { ProviderOutages } from '../payments.outages.js';
import type { CreatedPayment, PaymentProvider, ProviderPaymentStatus } from '../payments.provider.js';
import { qrPngDataUrl } from '../../../shared/qr-png.js';
import type { BakongCheck, BakongClient } from './bakong.client.js';
import { exactMinorUnits, type KhqrCurrency } from './khqr.amount.js';
import { buildKhqr } from './khqr.code.js';
import { TOO_MANY_CODES, TOO_MANY_CODES_FROM_YOU } from './khqr.messages.js';

/** A KHQR code's MD5, as Bakong and the order know it. */
const MD5 = /^[0-9a-f]{32}$/;

/**
 * The code's picture: level H, so the currency mark checkout draws over its centre never makes it
 * unreadable; 6 px a module with the 4-module quiet zone the QR standard asks for is sharp on a phone,
 * and one bit a pixel keeps the PNG at about a kilobyte.
 */
export const QR_IMAGE = { errorCorrectionLevel: 'H', margin: 4, scale: 6 } as const;

/** One lock for every instance's KHQR checkouts: the count of pending codes and the new order are one step. */
const PENDING_LOCK = 'khqr-pending-codes';

/** The currency and amount (cents or riel) a payment of `order`'s code must carry. */
export function expectedPayment(order: Pick<Order, 'amountCents' | 'amountKhr'>): {
  currency: KhqrCurrency;
  amount: number;
} {
  return order.amountKhr != null
    ? { currency: 'KHR', amount: order.amountKhr }
    : { currency: 'USD', amount: order.amountCents };
}

/** Where the checks of pending codes are scheduled (khqr.checks.ts). */
export interface KhqrWatcher {
  schedule(tx: EntityManager, order: Order): Promise<void>;
}

/**
 * KHQR through Bakong: a dynamic code per order, built here (khqr.code.ts), carrying the package table's
 * amount in USD, the order number as bill number and an expiry. Bakong never calls us: the server asks
 * check_transaction_by_md5 until the code is paid or expired (khqr.checks.ts), and an order is paid only
 * when the money went to our account, in US dollars, for the order's amount.
 */
export class KhqrProvider implements PaymentProvider<KhqrPaymentResponse> {
  readonly id = 'khqr' as const;
  readonly method = 'khqr' as const;
  readonly rank = 1;
  private watcher: KhqrWatcher | undefined;

  constructor(
    private readonly settings: KhqrConfig,
    private readonly bakong: BakongClient,
    private readonly outages: ProviderOutages,
  ) {}

  /** The checks start with the job queue, after the services exist. */
  watchWith(watcher: KhqrWatcher): void {
    this.watcher = watcher;
  }

  /** Off while Bakong refuses our token: a code could be paid, but nobody would ever confirm it. */
  async available(): Promise<boolean> {
    return !(await this.outages.isRefused('khqr'));
  }

  isReference(value: string): boolean {
    return MD5.test(value);
  }

  /**
   * In the transaction that stores `order`: refuses it (429, with when to come back) while its visitor
   * holds KHQR_MAX_PENDING_PER_ADDRESS codes, or everyone KHQR_MAX_PENDING, that are neither paid nor
   * expired. Under one advisory lock, so concurrent checkouts on any instance count each other.
   */
  async admit(tx: EntityManager, order: Order): Promise<void> {
    const { maxPending, maxPendingPerAddress, expiryMs } = this.settings;
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [PENDING_LOCK]);
    const [row] = await tx.execute<
      { total: number; mine: number; first_ends: Date | null; my_first_ends: Date | null }[]
    >(
      `select count(*)::int as total,
              count(*) filter (where requester_key = ?)::int as mine,
              min(ends) as first_ends,
              min(ends) filter (where requester_key = ?) as my_first_ends
         from (select requester_key, coalesce(expires_at, created_at + make_interval(secs => ?)) as ends
                 from orders where provider = 'khqr' and status = 'pending') as pending
        where ends > now()`,
      [order.requesterKey, order.requesterKey, expiryMs / 1000],
    );
    const secondsUntil = (end: Date | null) =>
      Math.max(1, Math.ceil(((end ? new Date(end).getTime() : Date.now() + expiryMs) - Date.now()) / 1000));
    if (order.requesterKey && row && row.mine >= maxPendingPerAddress) {
      const wait = secondsUntil(row.my_first_ends);
      throw new AppError('RATE_LIMITED', TOO_MANY_CODES_FROM_YOU(row.mine, Math.ceil(wait / 60)), undefined, wait);
    }
    if (row && row.total >= maxPending) {
      const wait = secondsUntil(row.first_ends);
      throw new AppError('RATE_LIMITED', TOO_MANY_CODES(Math.ceil(wait / 60)), undefined, wait);
    }
  }

  async createPayment(order: Order): Promise<CreatedPayment<KhqrPaymentResponse>> {
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + this.settings.expiryMs);
    const { currency, amount } = expectedPayment(order);
    const { qr, md5 } = buildKhqr({
      accountId: this.settings.accountId,
      ...(this.settings.merchant ? { merchant: this.settings.merchant } : {}),
      merchantName: this.settings.merchantName,
      merchantCity: this.settings.merchantCity,
      currency,
      amountCents: amount,
      billNumber: orderNumber(order),
      createdAt,
      expiresAt,
    });
    return {
      reference: md5,
      expiresAt,
      start: {
        orderId: order.id,
        qr,
        md5,
        amount,
        currency: currency as KhqrPaymentResponse['currency'],
        expiresAt: expiresAt.toISOString(),
        merchantName: this.settings.merchantName,
        qrImage: await qrPngDataUrl(qr, QR_IMAGE),
      },
    };
  }

  async watch(tx: EntityManager, order: Order): Promise<void> {
    if (!this.watcher) throw new Error('KHQR checks are not running');
    await this.watcher.schedule(tx, order);
  }

  async readStatus(order: Order): Promise<ProviderPaymentStatus> {
    if (!order.providerReference) return { kind: 'pending' };
    return this.statusOf(order, await this.bakong.checkTransactionByMd5(order.providerReference));
  }

  /**
   * What Bakong's answer about `order`'s code means: paid only when the money went to our account, in
   * the code's currency, for exactly its amount (compared in whole cents or riel, never as floats).
   */
  statusOf(order: Order, check: BakongCheck): ProviderPaymentStatus {
    if (check.kind === 'refused' || check.kind === 'unreachable') return check;
    if (check.kind === 'not-found') return { kind: 'pending' };
    const { transaction } = check;
    const expected = expectedPayment(order);
    const currency = transaction.currency.toUpperCase();
    const paid = currency === expected.currency ? exactMinorUnits(transaction.amount, expected.currency) : null;
    const problems = [
      transaction.toAccountId.toLowerCase() !== this.settings.accountId.toLowerCase() &&
        `paid to ${transaction.toAccountId}, not ${this.settings.accountId}`,
      currency !== expected.currency && `paid in ${transaction.currency}, not ${expected.currency}`,
      currency === expected.currency &&
        paid !== expected.amount &&
        `paid ${transaction.amount} ${expected.currency}, not ${expected.currency === 'USD' ? (expected.amount / 100).toFixed(2) : expected.amount} ${expected.currency}`,
    ].filter(Boolean);
    if (problems.length > 0) return { kind: 'mismatch', reason: `${problems.join('; ')} (hash ${transaction.hash})` };
    return {
      kind: 'paid',
      payment: {
        paidAt: transaction.createdDateMs ? new Date(transaction.createdDateMs) : new Date(),
        transactionId: transaction.hash,
        payer: transaction.fromAccountId,
      },
    };
  }
}
