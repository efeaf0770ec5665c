import { raw, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { formatUsd, searchPageQuerySchema, type OrderView, type Page, type RefundView } from '@site/common';
import { AppError } from '../../errors.js';
import { CSV_PAGE, findPage } from '../../pagination.js';
import { toCsv } from '../../shared/csv.js';
import { containsPattern } from '../../shared/search.js';
import { isUuid, validateInput } from '../../validation.js';
import { Order, orderMethod, OrderRefund } from './payments.entity.js';
import { packageNameOf } from './payments.mail.js';

const ORDER_NOT_FOUND = { en: 'There is no such order.', km: 'មិនមានការបញ្ជាទិញនេះទេ។' };
const NEWEST_FIRST = { createdAt: 'desc', id: 'asc' } as const;

/** An order as staff see it on /payments: how it was paid and the provider's references, nothing else of the provider's. */
export function orderView(order: Order, refunds: OrderRefund[] | null = null): OrderView {
  const view = {
    id: order.id,
    package: order.package,
    amountCents: order.amountCents,
    currency: order.currency,
    status: order.status,
    customerEmail: order.customerEmail ?? null,
    language: order.language,
    provider: order.provider,
    method: orderMethod(order),
    providerReference: order.providerReference ?? null,
    providerTransactionId: order.providerTransactionId ?? null,
    stripePaymentIntentId: order.provider === 'stripe' ? (order.providerReference ?? null) : null,
    expiresAt: order.expiresAt ?? null,
    amountKhr: order.amountKhr ?? null,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? null,
    problem: order.problem ?? null,
    refundedCents: order.refundedCents,
    refunds: refunds && refunds.map(refundView),
    updatedAt: order.updatedAt,
  };
  return view;
}

export function refundView(refund: OrderRefund): RefundView {
  return {
    id: refund.id,
    amountCents: refund.amountCents,
    reason: refund.reason,
    status: refund.status,
    providerReference: refund.providerReference ?? null,
    failure: refund.failure ?? null,
    requestedBy: refund.requestedBy,
    createdAt: refund.createdAt,
  };
}

/** One order with its refunds, oldest first. */
export async function orderWithRefunds(em: EntityManager, order: Order): Promise<OrderView> {
  const refunds = await em.find(OrderRefund, { orderId: order.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return orderView(order, refunds);
}

/**
 * `q` found in the customer's e-mail, the package, the order number (the id's start), the provider's
 * reference (a Stripe PaymentIntent, a KHQR code's MD5) or its transaction id (a Bakong hash).
 */
function ordersFilter(q: string): FilterQuery<Order> {
  if (!q) return {};
  const pattern = containsPattern(q);
  return {
    $or: [
      { customerEmail: { $ilike: pattern } },
      { package: { $ilike: pattern } },
      { providerReference: { $ilike: pattern } },
      { providerTransactionId: { $ilike: pattern } },
      { [raw((alias: string) => `${alias}.id::text`)]: { $ilike: pattern } },
    ],
  } as FilterQuery<Order>;
}

export async function ordersPage(em: EntityManager, input: unknown): Promise<Page<OrderView>> {
  const { q, ...page } = await validateInput(searchPageQuerySchema, input ?? {});
  return findPage(em, Order, ordersFilter(q), NEWEST_FIRST, page, (order) => orderView(order));
}

export async function orderDetail(em: EntityManager, id: unknown): Promise<OrderView> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const order = await em.findOne(Order, { id });
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return orderWithRefunds(em, order);
}

/** Method names in the staff spreadsheet. */
const METHOD_LABELS = { khqr: 'KHQR (Bakong)', payway: 'ABA PayWay', card: 'Card (Stripe)' } as const;

/** The newest orders (up to CSV_ROW_LIMIT, the search applied) as a spreadsheet: how each was paid and the provider's ids. */
export async function ordersCsv(em: EntityManager, input: unknown): Promise<string> {
  const { q } = await validateInput(searchPageQuerySchema, input ?? {});
  const rows = await em.find(Order, ordersFilter(q), { orderBy: NEWEST_FIRST, limit: CSV_PAGE.limit });
  return toCsv(
    [
      'Created (UTC)',
      'Order',
      'Package',
      'Amount',
      'Status',
      'Method',
      'Customer e-mail',
      'Language',
      'Paid (UTC)',
      'Provider reference',
      'Bakong transaction hash',
      'Problem',
      'ID',
    ],
    rows.map((order) => [
      order.createdAt.toISOString(),
      order.id.slice(0, 8).toUpperCase(),
      packageNameOf(order.package, 'en'),
      formatUsd(order.amountCents),
      order.status,
      METHOD_LABELS[orderMethod(order)],
      order.customerEmail,
      order.language,
      order.paidAt?.toISOString(),
      order.providerReference,
      order.providerTransactionId,
      order.problem,
      order.id,
    ]),
  );
}
