import type { EntityManager } from '@mikro-orm/postgresql';
import type { KhqrPaymentResponse } from '@site/common';
import type { KhqrConfig } from './khqr.config.js';
import type { Order } from '../payments.entity.js';
import { orderNumber } from '../payments.mail.js';
import type { ProviderOutages } from '../payments.outages.js';
import type { CreatedPayment, PaymentProvider, ProviderPaymentStatus } from '../payments.provider.js';
import { qrPngDataUrl } from '../../../shared/qr-png.js';
import type { BakongClient } from './bakong.client.js';
import { buildKhqr } from './khqr.code.js';

/** A KHQR code's MD5, as Bakong and the order know it. */
const MD5 = /^[0-9a-f]{32}$/;

/**
 * The code's picture: level H, so the currency mark checkout draws over its centre never makes it
 * unreadable; 6 px a module with a 2-module margin is sharp on a phone, and one bit a pixel keeps the
 * PNG at about a kilobyte.
 */
const QR_IMAGE = { errorCorrectionLevel: 'H', margin: 2, scale: 6 } as const;

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

  async createPayment(order: Order): Promise<CreatedPayment<KhqrPaymentResponse>> {
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + this.settings.expiryMs);
    const { qr, md5 } = buildKhqr({
      accountId: this.settings.accountId,
      merchantName: this.settings.merchantName,
      merchantCity: this.settings.merchantCity,
      amountCents: order.amountCents,
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
        amount: order.amountCents,
        currency: 'USD',
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
    const check = await this.bakong.checkTransactionByMd5(order.providerReference);
    if (check.kind === 'refused' || check.kind === 'unreachable') return check;
    if (check.kind === 'not-found') return { kind: 'pending' };
    const { transaction } = check;
    const problems = [
      transaction.toAccountId.toLowerCase() !== this.settings.accountId.toLowerCase() &&
        `paid to ${transaction.toAccountId}, not ${this.settings.accountId}`,
      transaction.currency.toUpperCase() !== order.currency.toUpperCase() &&
        `paid in ${transaction.currency}, not ${order.currency.toUpperCase()}`,
      Math.round(transaction.amount * 100) !== order.amountCents &&
        `paid ${transaction.amount}, not ${order.amountCents / 100}`,
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
