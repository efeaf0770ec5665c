import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  findPackage,
  PACKAGE_IDS,
  PAYMENT_INTENT_ID,
  type OrderStatusResponse,
  type OrderView,
  type Page,
  type PaymentIntentResponse,
} from '@site/common';
import type Stripe from 'stripe';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { RequestMeta } from '../../shared/request-meta.js';
import type { RateLimits } from '../abuse/index.js';
import type { StaffAlerts } from '../alerts/index.js';
import type { MailQueue } from '../mail/index.js';
import { orderPaidAlert } from './payments.alerts.js';
import { Order } from './payments.entity.js';
import { orderReceipt, orderStaffNotification } from './payments.mail.js';
import { orderDetail, ordersCsv, ordersPage } from './payments.staff.js';

/** Every package is charged in US dollars (SPEC §9). */
const CURRENCY = 'usd';

export const PAYMENTS_NOT_CONFIGURED = {
  en: 'Online card payment is not set up on this website yet. Please contact us and we will arrange your payment another way.',
  km: 'ការទូទាត់ដោយកាតតាមអនឡាញ មិនទាន់បានរៀបចំនៅលើគេហទំព័រនេះនៅឡើយទេ។ សូមទាក់ទងមកយើង ហើយយើងនឹងរៀបចំការទូទាត់របស់អ្នកតាមវិធីផ្សេង។',
};
const UNKNOWN_PACKAGE = {
  en: 'Please choose one of our packages on the pricing page: Starter, Professional or Enterprise.',
  km: 'សូមជ្រើសរើសកញ្ចប់មួយរបស់យើងនៅលើទំព័រតម្លៃ៖ Starter, Professional ឬ Enterprise។',
};
const PACKAGE_FIELD = {
  en: `Must be one of: ${PACKAGE_IDS.join(', ')}`,
  km: `ត្រូវតែជាកញ្ចប់មួយក្នុងចំណោម៖ ${PACKAGE_IDS.join(', ')}`,
};
const PROVIDER_FAILED = {
  en: 'The payment provider did not answer in time. Nothing has been charged. Please try again in a few minutes.',
  km: 'អ្នកផ្ដល់សេវាទូទាត់មិនបានឆ្លើយតបទាន់ពេលទេ។ មិនទាន់មានការកាត់ប្រាក់ណាមួយនៅឡើយទេ។ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេលប៉ុន្មាននាទីទៀត។',
};
const BAD_PAYMENT_INTENT = {
  en: 'The payment reference in the address is not valid. Please check the link.',
  km: 'លេខយោងការទូទាត់នៅក្នុងអាសយដ្ឋានមិនត្រឹមត្រូវទេ។ សូមពិនិត្យតំណភ្ជាប់ឡើងវិញ។',
};
const ORDER_NOT_FOUND = {
  en: 'We could not find an order for this payment. If money was taken from your card, please contact us.',
  km: 'យើងរកមិនឃើញការបញ្ជាទិញសម្រាប់ការទូទាត់នេះទេ។ ប្រសិនបើប្រាក់ត្រូវបានកាត់ពីកាតរបស់អ្នក សូមទាក់ទងមកយើង។',
};

export const idempotencyKey = (orderId: string): string => `order-${orderId}-create-payment-intent`;

/**
 * Checkout on the server: the amount comes from the package table, an order is stored before Stripe
 * is called, and only webhooks (payments.webhook.ts) decide whether it was paid.
 */
export class PaymentsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly stripe: Stripe | undefined,
    private readonly rateLimits: RateLimits,
    private readonly outbox: { mail: MailQueue; alerts: StaffAlerts },
    private readonly settings: { publishableKey?: string; publicUrl: string; staffEmail: string },
    private readonly log: Logger,
  ) {}

  /**
   * The one place an order becomes paid, whatever the payment method (Stripe's webhook today; any
   * other provider calls the same): inside the caller's transaction, which holds the order's row lock,
   * it records the payment, and queues the customer's receipt, the staff e-mail and the staff alert,
   * so they exist if and only if the payment is recorded. Does nothing for an order already paid.
   */
  async markPaid(tx: EntityManager, order: Order, paidAt: Date): Promise<boolean> {
    if (order.status === 'paid') return false;
    order.status = 'paid';
    order.paidAt = paidAt;
    await tx.flush();
    await this.outbox.mail.enqueue(tx, [
      orderStaffNotification(order, this.settings.staffEmail),
      ...(order.customerEmail ? [orderReceipt(order, this.settings.publicUrl)] : []),
    ]);
    await this.outbox.alerts.enqueue(tx, orderPaidAlert(order));
    this.log.info({ orderId: order.id }, 'order paid');
    return true;
  }

  get configured(): boolean {
    return this.stripe !== undefined;
  }

  /** POST /api/create-payment-intent: `{ package }` in, `{ clientSecret }` out. Anything else in the body is ignored. */
  async createPaymentIntent(input: unknown, meta: RequestMeta): Promise<PaymentIntentResponse> {
    const stripe = this.stripe;
    if (!stripe || !this.settings.publishableKey) throw new AppError('UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
    const packageId = (input as { package?: unknown } | null)?.package;
    const pkg = typeof packageId === 'string' ? findPackage(packageId) : undefined;
    if (!pkg) throw new AppError('BAD_USER_INPUT', UNKNOWN_PACKAGE, { package: PACKAGE_FIELD });
    await this.rateLimits.consume('payment', meta.ip);

    const em = this.orm.em.fork();
    const order = em.create(Order, {
      package: pkg.id,
      amountCents: pkg.priceCents,
      currency: CURRENCY,
      status: 'pending',
      customerEmail: null,
      stripePaymentIntentId: null,
      language: meta.language,
    });
    await em.flush();

    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: order.amountCents,
          currency: order.currency,
          automatic_payment_methods: { enabled: true },
          description: `${pkg.name.en} package (order ${order.id.slice(0, 8).toUpperCase()})`,
          metadata: { order_id: order.id, package: pkg.id, language: meta.language },
        },
        { idempotencyKey: idempotencyKey(order.id) },
      );
    } catch (error) {
      // The order stays pending: if Stripe did create the intent, its webhooks still find the order by metadata.
      this.log.error(
        { err: error, orderId: order.id, stripeType: (error as { type?: string }).type },
        'creating a Stripe PaymentIntent failed',
      );
      throw new AppError('BAD_GATEWAY', PROVIDER_FAILED);
    }
    if (!intent.client_secret) {
      this.log.error({ orderId: order.id, paymentIntent: intent.id }, 'Stripe answered without a client secret');
      throw new AppError('BAD_GATEWAY', PROVIDER_FAILED);
    }
    order.stripePaymentIntentId = intent.id;
    await em.flush();
    this.log.info({ orderId: order.id, paymentIntent: intent.id, package: pkg.id }, 'checkout started');
    return { clientSecret: intent.client_secret, publishableKey: this.settings.publishableKey };
  }

  /** GET /api/orders/status?payment_intent=pi_…: for the return page; only status, package and amount. */
  async orderStatus(paymentIntentId: unknown): Promise<OrderStatusResponse> {
    if (typeof paymentIntentId !== 'string' || !PAYMENT_INTENT_ID.test(paymentIntentId))
      throw new AppError('BAD_USER_INPUT', BAD_PAYMENT_INTENT);
    const order = await this.orm.em.fork().findOne(Order, { stripePaymentIntentId: paymentIntentId });
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return { status: order.status, package: order.package, amount: order.amountCents };
  }

  /** One page of orders, newest first, searched (`?q=`), for the staff payments page (the callers check the admin role). */
  listOrders(query: unknown): Promise<Page<OrderView>> {
    return ordersPage(this.orm.em.fork(), query);
  }

  /** One order (staff). */
  order(id: unknown): Promise<OrderView> {
    return orderDetail(this.orm.em.fork(), id);
  }

  /** The orders as a spreadsheet (staff), the search applied. */
  ordersCsv(query: unknown): Promise<string> {
    return ordersCsv(this.orm.em.fork(), query);
  }
}
