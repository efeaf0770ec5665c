import type { MikroORM } from '@mikro-orm/postgresql';
import {
  findPackage,
  type OrderStatusResponse,
  type OrderView,
  type Page,
  type PackageId,
  type PaymentMethodsResponse,
} from '@site/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { RateLimits } from '../../rate-limits/index.js';
import type { RequestMeta } from '../../shared/request-meta.js';
import { isUuid } from '../../validation.js';
import { Order } from './payments.entity.js';
import { BAD_ORDER_REFERENCE, ORDER_NOT_FOUND, PACKAGE_FIELD, UNKNOWN_PACKAGE } from './payments.messages.js';
import type { AnyPaymentProvider, PaymentOptions, PaymentProvider } from './payments.provider.js';
import { orderDetail, ordersCsv, ordersPage } from './payments.staff.js';
import { statusOf, type OrderUpdates } from './payments.updates.js';

/** Every package is charged in US dollars (SPEC §9). */
const CURRENCY = 'usd';

/** Nothing more can happen to the order: all of it went back, or its code expired unpaid (a paid order may still be refunded). */
const FINAL = new Set(['refunded', 'expired']);

/**
 * Checkout on the server, the same for every provider: the amount is the package's price in the site settings, the
 * order is stored as pending before the provider is asked for anything, and only the provider's
 * confirmation (through OrderLedger) makes it paid. Providers register themselves (each is a feature
 * of its own, payments/<provider>/) and are reached only through their adapters.
 */
export class PaymentsService {
  private readonly providers: AnyPaymentProvider[] = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly rateLimits: RateLimits,
    private readonly updates: OrderUpdates,
    private readonly log: Logger,
    /** The pseudonym of a visitor's network stored on their orders (payments.feature.ts). */
    private readonly requesterKey: (ip: string) => string = () => '',
    /** A package's price now, in US cents (the site settings; as it shipped when not given). */
    private readonly prices: (id: PackageId) => Promise<number> = (id) =>
      Promise.resolve(findPackage(id)?.priceCents ?? 0),
  ) {}

  /** What checkout charges for package `id` now, in US cents. */
  async priceCents(id: PackageId): Promise<number> {
    const cents = await this.prices(id);
    if (!Number.isInteger(cents) || cents <= 0) throw new Error(`package ${id} has no price: ${cents}`);
    return cents;
  }

  /** A provider offered at checkout, in the order of its `rank` (KHQR first: Cambodia pays that way). */
  register(provider: AnyPaymentProvider): void {
    this.providers.push(provider);
    this.providers.sort((a, b) => a.rank - b.rank);
  }

  /** The registered adapter of `id`, if that provider is configured. */
  provider(id: string): AnyPaymentProvider | undefined {
    return this.providers.find((provider) => provider.id === id);
  }

  /** GET /api/payment-methods: what checkout can offer now (Stripe's cards only where PayWay is not). */
  async methods(): Promise<PaymentMethodsResponse> {
    const available = await Promise.all(
      this.providers.map(async (provider) => ((await provider.available()) ? provider : undefined)),
    );
    const offered = available.filter((provider) => provider !== undefined);
    const superseded = new Set(offered.map((provider) => provider.supersedes));
    return { methods: offered.map((provider) => provider.method).filter((method) => !superseded.has(method)) };
  }

  /**
   * Stores a pending order for the package the input names (a 400 for anything else), then asks
   * `provider` for its payment: what the browser needs to pay it.
   */
  async checkout<Start>(
    provider: PaymentProvider<Start>,
    input: unknown,
    meta: RequestMeta,
    customerEmail: string | null = null,
    /** What the provider's checkout adds to the order (a KHQR code's riel amount), and how the visitor pays. */
    details: { amountKhr?: number; amountCents?: number } & PaymentOptions = {},
  ): Promise<Start> {
    const pkg = packageOf(input);
    // The price read once (the riel amount of a KHQR code was computed from the same reading).
    const amountCents = details.amountCents ?? (await this.priceCents(pkg.id));
    await this.rateLimits.consume('payment', meta.ip);
    const em = this.orm.em.fork();
    // Stored, or refused by the provider's admission (a cap on open codes), in one transaction.
    const order = await em.transactional(async (tx) => {
      const created = tx.create(Order, {
        package: pkg.id,
        amountCents,
        currency: CURRENCY,
        status: 'pending',
        customerEmail,
        provider: provider.id,
        providerReference: null,
        providerTransactionId: null,
        expiresAt: null,
        language: meta.language,
        amountKhr: details.amountKhr ?? null,
        problem: null,
        requesterKey: this.requesterKey(meta.ip) || null,
      });
      await provider.admit?.(tx, created);
      return created;
    });
    // A failing provider leaves the order pending (its adapter says what the visitor sees).
    const created = await provider.createPayment(order, meta.language, { app: details.app });
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
   * GET /api/orders/status?order=… (the id checkout received) or ?payment_intent=… (a card provider's
   * return URL): only status, package, amount and method, nothing personal.
   */
  async orderStatus(
    query: { order?: unknown; payment_intent?: unknown },
    meta?: RequestMeta,
  ): Promise<OrderStatusResponse> {
    if (meta) await this.rateLimits.consume('orderStatus', meta.ip);
    return statusOf(await this.findOrder(query));
  }

  /**
   * The order's status now, then each change, until it is final (the checkout's live status). Listens
   * before it reads, so no change between the two is missed.
   */
  async watchOrderStatus(query: {
    order?: unknown;
    payment_intent?: unknown;
  }): Promise<AsyncIterableIterator<OrderStatusResponse>> {
    const { id } = await this.findOrder(query);
    const changes = this.updates.follow(id);
    let current: OrderStatusResponse;
    try {
      current = statusOf(await this.findOrder({ order: id }));
    } catch (error) {
      await changes.return?.();
      throw error;
    }
    return (async function* statusStream() {
      try {
        yield current;
        if (FINAL.has(current.status)) return;
        for await (const change of changes) {
          yield change;
          if (FINAL.has(change.status)) return;
        }
      } finally {
        await changes.return?.();
      }
    })();
  }

  private async findOrder(query: { order?: unknown; payment_intent?: unknown }): Promise<Order> {
    const em = this.orm.em.fork();
    let order: Order | null;
    if (query.order !== undefined) {
      if (!isUuid(query.order)) throw new AppError('BAD_USER_INPUT', BAD_ORDER_REFERENCE);
      order = await em.findOne(Order, { id: query.order });
    } else {
      const reference = query.payment_intent;
      const card = this.providers.find((provider) => provider.method === 'card');
      // Without a card provider no order can have its reference: a well-formed one is simply unknown.
      if (typeof reference !== 'string' || (card ? !card.isReference(reference) : !/^\w{1,255}$/.test(reference)))
        throw new AppError('BAD_USER_INPUT', BAD_ORDER_REFERENCE);
      order = await em.findOne(Order, { provider: card?.id ?? 'stripe', providerReference: reference });
    }
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return order;
  }

  /** One page of orders, newest first, searched (`?q=`), for the staff payments page. */
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
export function packageOf(input: unknown) {
  const packageId = (input as { package?: unknown } | null)?.package;
  const pkg = typeof packageId === 'string' ? findPackage(packageId) : undefined;
  if (!pkg) throw new AppError('BAD_USER_INPUT', UNKNOWN_PACKAGE, { package: PACKAGE_FIELD });
  return pkg;
}
