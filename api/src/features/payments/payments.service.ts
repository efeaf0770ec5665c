import type { MikroORM } from '@mikro-orm/postgresql';
import {
  findPackage,
  khqrPaymentSchema,
  type KhqrPaymentResponse,
  type OrderStatusResponse,
  type OrderView,
  type Page,
  type PaymentIntentResponse,
  type PaymentMethodsResponse,
} from '@site/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { RequestMeta } from '../../shared/request-meta.js';
import { isUuid, validateInput } from '../../validation.js';
import type { RateLimits } from '../abuse/index.js';
import { Order, orderMethod } from './payments.entity.js';
import {
  BAD_ORDER_REFERENCE,
  KHQR_NOT_AVAILABLE,
  ORDER_NOT_FOUND,
  PACKAGE_FIELD,
  PAYMENTS_NOT_CONFIGURED,
  UNKNOWN_PACKAGE,
} from './payments.messages.js';
import type { PaymentProvider } from './payments.provider.js';
import { orderDetail, ordersCsv, ordersPage } from './payments.staff.js';

/** Every package is charged in US dollars (SPEC §9). */
const CURRENCY = 'usd';

/** The providers this instance has (each only when configured), by what the browser receives from them. */
export interface PaymentProviders {
  khqr?: PaymentProvider<KhqrPaymentResponse>;
  stripe?: PaymentProvider<PaymentIntentResponse>;
}

/**
 * Checkout on the server, the same for every provider: the amount comes from the package table, the
 * order is stored as pending before the provider is asked for anything, and only the provider's
 * confirmation (through OrderLedger) makes it paid. Providers are reached only through their adapters.
 */
export class PaymentsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly providers: PaymentProviders,
    private readonly rateLimits: RateLimits,
    private readonly log: Logger,
  ) {}

  /** GET /api/payment-methods: what checkout can offer now, KHQR first (Cambodia pays that way). */
  async methods(): Promise<PaymentMethodsResponse> {
    const offered = await Promise.all(
      [this.providers.khqr, this.providers.stripe].map(async (provider) =>
        provider && (await provider.available()) ? provider.method : undefined,
      ),
    );
    return { methods: offered.filter((method) => method !== undefined) };
  }

  /** POST /api/create-payment-intent: `{ package }` in, Stripe's `{ clientSecret, publishableKey }` out. */
  createPaymentIntent(input: unknown, meta: RequestMeta): Promise<PaymentIntentResponse> {
    const provider = this.providers.stripe;
    if (!provider) throw new AppError('UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
    return this.start(provider, packageOf(input), null, meta);
  }

  /** POST /api/khqr-payments: `{ package, email?, language }` in, a dynamic KHQR code out. */
  async createKhqrPayment(input: unknown, meta: RequestMeta): Promise<KhqrPaymentResponse> {
    const provider = this.providers.khqr;
    if (!provider || !(await provider.available())) throw new AppError('UNAVAILABLE', KHQR_NOT_AVAILABLE);
    const pkg = packageOf(input);
    const { email } = await validateInput(khqrPaymentSchema, input);
    return this.start(provider, pkg, email || null, meta);
  }

  private async start<Start>(
    provider: PaymentProvider<Start>,
    pkg: NonNullable<ReturnType<typeof findPackage>>,
    customerEmail: string | null,
    meta: RequestMeta,
  ): Promise<Start> {
    await this.rateLimits.consume('payment', meta.ip);
    const em = this.orm.em.fork();
    const order = em.create(Order, {
      package: pkg.id,
      amountCents: pkg.priceCents,
      currency: CURRENCY,
      status: 'pending',
      customerEmail,
      provider: provider.id,
      providerReference: null,
      providerTransactionId: null,
      expiresAt: null,
      language: meta.language,
    });
    await em.flush();
    // A failing provider leaves the order pending (its adapter says what the visitor sees).
    const created = await provider.createPayment(order, meta.language);
    await em.transactional(async (tx) => {
      order.providerReference = created.reference;
      order.expiresAt = created.expiresAt ?? null;
      await tx.flush();
      await provider.watch?.(tx, order);
    });
    this.log.info({ orderId: order.id, provider: provider.id, package: pkg.id }, 'checkout started');
    return created.start;
  }

  /**
   * GET /api/orders/status?order=… (the id checkout received) or ?payment_intent=… (Stripe's return
   * URL): only status, package, amount and method, nothing personal.
   */
  async orderStatus(query: { order?: unknown; payment_intent?: unknown }): Promise<OrderStatusResponse> {
    const em = this.orm.em.fork();
    let order: Order | null;
    if (query.order !== undefined) {
      if (!isUuid(query.order)) throw new AppError('BAD_USER_INPUT', BAD_ORDER_REFERENCE);
      order = await em.findOne(Order, { id: query.order });
    } else {
      const reference = query.payment_intent;
      const stripe = this.providers.stripe;
      // Without Stripe configured no order can have a PaymentIntent: a well-formed one is simply unknown.
      if (typeof reference !== 'string' || (stripe ? !stripe.isReference(reference) : !/^\w{1,255}$/.test(reference)))
        throw new AppError('BAD_USER_INPUT', BAD_ORDER_REFERENCE);
      order = await em.findOne(Order, { provider: 'stripe', providerReference: reference });
    }
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return {
      status: order.status,
      package: order.package,
      amount: order.amountCents,
      method: orderMethod(order),
    };
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

/** The package named in a checkout request, from the package table; a 400 for anything else. */
function packageOf(input: unknown) {
  const packageId = (input as { package?: unknown } | null)?.package;
  const pkg = typeof packageId === 'string' ? findPackage(packageId) : undefined;
  if (!pkg) throw new AppError('BAD_USER_INPUT', UNKNOWN_PACKAGE, { package: PACKAGE_FIELD });
  return pkg;
}
