import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { localizedPath, type Language, type PaywayPaymentResponse } from '@site/common';
import type { Logger } from '../../../logger.js';
import type { Order } from '../payments.entity.js';
import { orderNumber, packageNameOf } from '../payments.mail.js';
import type { ProviderOutages } from '../payments.outages.js';
import type {
  CreatedPayment,
  PaymentOptions,
  PaymentProvider,
  ProviderPaymentStatus,
  ProviderRefund,
} from '../payments.provider.js';
import { PURCHASE_PATH, type PaywayClient } from './payway.client.js';
import type { PaywayConfig } from './payway.config.js';
import { paywayAmount, paywayHash, paywayTime, PURCHASE_HASH_FIELDS } from './payway.hash.js';

/** Our tran_id: 20 lower-case hex characters (PayWay allows at most 20). */
const TRAN_ID = /^[0-9a-f]{20}$/;
/** How long PayWay lets the visitor pay (its `lifetime`, minutes: 3 to 43200). */
export const PAYWAY_LIFETIME_MINUTES = 30;
/** PayWay's `email` field holds at most 50 characters; a longer address stays on the order only. */
const PAYWAY_EMAIL_MAX = 50;

/** Where PayWay pushes its result (POST, JSON): only a hint, the server asks Check Transaction. */
export const PUSHBACK_PATH = '/api/payway/pushback';
/** Where PayWay sends a visitor who cancels: the server records it and shows the order's page. */
export const CANCEL_PATH = '/api/payway/cancel';

/** Where the pending checks of PayWay orders are scheduled (payway.checks.ts). */
export interface PaywayWatcher {
  schedule(tx: EntityManager, order: Order): Promise<void>;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * ABA PayWay (ABA Bank's eCommerce checkout: cards, ABA PAY and KHQR, Alipay, WeChat Pay) as a payment
 * provider. Checkout signs the Purchase API's fields (01-purchase.md) and the browser posts them to
 * PayWay, which answers with its hosted checkout page. PayWay's pushback to `return_url` is only a
 * hint: an order is paid only when Check Transaction says APPROVED for its tran_id, in US dollars, for
 * the order's amount; pending orders are also checked on a schedule (payway.checks.ts).
 */
export class PaywayProvider implements PaymentProvider<PaywayPaymentResponse> {
  readonly id = 'payway' as const;
  readonly method = 'payway' as const;
  readonly rank = 2;
  /** PayWay takes cards itself (and Stripe opens no accounts in Cambodia): Stripe's card form steps aside. */
  readonly supersedes = 'card' as const;
  private watcher: PaywayWatcher | undefined;

  constructor(
    private readonly settings: PaywayConfig,
    private readonly client: PaywayClient,
    private readonly outages: ProviderOutages,
    private readonly publicUrl: string,
    private readonly log?: Logger,
  ) {}

  watchWith(watcher: PaywayWatcher): void {
    this.watcher = watcher;
  }

  /** Off while PayWay refuses our signature: a payment could be made, but nobody could confirm it. */
  async available(): Promise<boolean> {
    return !(await this.outages.isRefused('payway'));
  }

  isReference(value: string): boolean {
    return TRAN_ID.test(value);
  }

  /**
   * PayWay's payment for `order`: the signed Purchase form the browser posts to PayWay's hosted page;
   * or, asked for the app (a visitor on a phone), ABA PAY's deep link, which the server asks PayWay
   * for itself (payment_option abapay_khqr_deeplink). Where PayWay does not give one (the option is
   * not enabled for the merchant, no answer), the hosted form instead: the visitor still pays.
   */
  async createPayment(
    order: Order,
    language: Language,
    options: PaymentOptions = {},
  ): Promise<CreatedPayment<PaywayPaymentResponse>> {
    const checkoutUrl = `${this.settings.apiUrl}${PURCHASE_PATH}`;
    if (options.app) {
      const payment = this.signed(order, language, 'abapay_khqr_deeplink');
      const answer = await this.client.purchase(payment.fields);
      if (answer.kind === 'deeplink')
        return {
          reference: payment.tranId,
          expiresAt: payment.expiresAt,
          start: {
            orderId: order.id,
            tranId: payment.tranId,
            checkoutUrl,
            fields: {},
            abapayDeeplink: answer.deeplink,
          },
        };
      this.log?.warn(
        { orderId: order.id, tranId: payment.tranId, answer },
        'PayWay gave no ABA PAY deep link: the visitor gets the hosted checkout instead',
      );
    }
    const payment = this.signed(order, language);
    // Not signed (01-purchase.md): the hosted page in the same tab.
    const fields = { ...payment.fields, view_type: 'hosted_view' };
    return {
      reference: payment.tranId,
      expiresAt: payment.expiresAt,
      start: { orderId: order.id, tranId: payment.tranId, checkoutUrl, fields },
    };
  }

  /** The Purchase API's fields for a new tran_id of `order`, signed (`paymentOption`: PayWay's own choice when absent). */
  private signed(order: Order, language: Language, paymentOption = '') {
    const now = new Date();
    const tranId = randomBytes(10).toString('hex');
    const amount = paywayAmount(order.amountCents);
    const successPage = `${this.publicUrl}${localizedPath('/payment-success', language)}?order=${order.id}`;
    const signed: Record<string, string> = {
      req_time: paywayTime(now),
      merchant_id: this.settings.merchantId,
      tran_id: tranId,
      amount,
      items: base64(
        JSON.stringify([{ name: `${packageNameOf(order.package, 'en')} package`, quantity: 1, price: Number(amount) }]),
      ),
      email: order.customerEmail && order.customerEmail.length <= PAYWAY_EMAIL_MAX ? order.customerEmail : '',
      type: 'purchase',
      payment_option: paymentOption,
      return_url: base64(`${this.publicUrl}${PUSHBACK_PATH}`),
      cancel_url: `${this.publicUrl}${CANCEL_PATH}?order=${order.id}`,
      continue_success_url: successPage,
      currency: 'USD',
      custom_fields: base64(JSON.stringify({ order: orderNumber(order) })),
      return_params: order.id,
      lifetime: String(PAYWAY_LIFETIME_MINUTES),
    };
    const fields = Object.fromEntries(Object.entries(signed).filter(([, value]) => value !== ''));
    fields.hash = paywayHash(PURCHASE_HASH_FIELDS, fields, this.settings.apiKey);
    return { tranId, fields, expiresAt: new Date(now.getTime() + PAYWAY_LIFETIME_MINUTES * 60_000) };
  }

  async watch(tx: EntityManager, order: Order): Promise<void> {
    if (!this.watcher) throw new Error('PayWay checks are not running');
    await this.watcher.schedule(tx, order);
  }

  /**
   * PayWay's Refund API (06-refund.md). PayWay takes no idempotency key: Check Transaction's
   * `refund_amount` first tells whether this refund already went through (a retry after no answer).
   */
  async refund(order: Order, amountCents: number, _key: string, settledCents: number): Promise<ProviderRefund> {
    const tranId = order.providerReference;
    if (!tranId) return { kind: 'declined', reason: 'no PayWay transaction' };
    if (!this.settings.rsaPublicKey) return { kind: 'declined', reason: 'PAYWAY_RSA_PUBLIC_KEY is not set' };
    const check = await this.client.checkTransaction(tranId);
    if (check.kind === 'unreachable' || check.kind === 'refused') return { kind: 'unreachable', reason: check.reason };
    if (check.kind === 'found' && check.transaction.refundedCents >= settledCents + amountCents)
      return { kind: 'refunded' };
    const refund = await this.client.refund(tranId, amountCents);
    if (refund.kind === 'refunded') return { kind: 'refunded' };
    if (refund.kind === 'declined') return { kind: 'declined', reason: `PayWay ${refund.code}: ${refund.reason}` };
    return refund;
  }

  async readStatus(order: Order): Promise<ProviderPaymentStatus> {
    if (!order.providerReference) return { kind: 'pending' };
    const check = await this.client.checkTransaction(order.providerReference);
    if (check.kind === 'refused' || check.kind === 'unreachable') return check;
    // No transaction at PayWay: the visitor never reached its checkout (or a pushback was forged).
    if (check.kind === 'not-found') return { kind: 'pending' };
    const { transaction } = check;
    // Refunded at PayWay after it was paid here: the payment itself happened (the refunds are this site's record).
    const refundedAfterPaid =
      transaction.status === 'REFUNDED' && ['paid', 'partially_refunded', 'refunded'].includes(order.status);
    switch (refundedAfterPaid ? 'APPROVED' : transaction.status) {
      case 'APPROVED': {
        const problems = [
          transaction.currency !== order.currency.toUpperCase() &&
            `paid in ${transaction.currency || 'no currency'}, not ${order.currency.toUpperCase()}`,
          transaction.paidCents !== order.amountCents &&
            `paid ${paywayAmount(transaction.paidCents)}, not ${paywayAmount(order.amountCents)}`,
        ].filter(Boolean);
        if (problems.length > 0)
          return { kind: 'mismatch', reason: `${problems.join('; ')} (tran_id ${order.providerReference})` };
        return { kind: 'paid', payment: { paidAt: new Date() } };
      }
      case 'DECLINED':
        return { kind: 'failed' };
      case 'CANCELLED':
        return { kind: 'failed', cancelled: true };
      case 'PENDING':
        return { kind: 'pending' };
      default:
        // PRE-AUTH (never asked for) or REFUNDED on an order we never saw paid: for staff, not automatic.
        return { kind: 'mismatch', reason: `PayWay says ${transaction.status} (tran_id ${order.providerReference})` };
    }
  }
}
