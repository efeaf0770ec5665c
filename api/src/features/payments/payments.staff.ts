import { raw, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { findPackage, formatUsd, searchPageQuerySchema, type OrderView, type Page } from '@site/common';
import { AppError } from '../../errors.js';
import { CSV_PAGE, findPage } from '../../pagination.js';
import { toCsv } from '../../shared/csv.js';
import { containsPattern } from '../../shared/search.js';
import { isUuid, validateInput } from '../../validation.js';
import { Order } from './payments.entity.js';

const ORDER_NOT_FOUND = { en: 'There is no such order.', km: 'មិនមានការបញ្ជាទិញនេះទេ។' };
const NEWEST_FIRST = { createdAt: 'desc', id: 'asc' } as const;

/** An order as staff see it on /payments: every column but none of the provider's internals beyond its reference. */
export function orderView(order: Order): OrderView {
  return {
    id: order.id,
    package: order.package,
    amountCents: order.amountCents,
    currency: order.currency,
    status: order.status,
    customerEmail: order.customerEmail ?? null,
    language: order.language,
    stripePaymentIntentId: order.stripePaymentIntentId ?? null,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? null,
    updatedAt: order.updatedAt,
  };
}

/** `q` found in the customer's e-mail, the package, the order number (the id's start) or the payment reference. */
function ordersFilter(q: string): FilterQuery<Order> {
  if (!q) return {};
  const pattern = containsPattern(q);
  return {
    $or: [
      { customerEmail: { $ilike: pattern } },
      { package: { $ilike: pattern } },
      { stripePaymentIntentId: { $ilike: pattern } },
      { [raw((alias: string) => `${alias}.id::text`)]: { $ilike: pattern } },
    ],
  } as FilterQuery<Order>;
}

export async function ordersPage(em: EntityManager, input: unknown): Promise<Page<OrderView>> {
  const { q, ...page } = await validateInput(searchPageQuerySchema, input ?? {});
  return findPage(em, Order, ordersFilter(q), NEWEST_FIRST, page, orderView);
}

export async function orderDetail(em: EntityManager, id: unknown): Promise<OrderView> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const order = await em.findOne(Order, { id });
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return orderView(order);
}

/** The newest orders (up to CSV_ROW_LIMIT, the search applied) as a spreadsheet. */
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
      'Customer e-mail',
      'Language',
      'Paid (UTC)',
      'Payment reference',
      'ID',
    ],
    rows.map((order) => [
      order.createdAt.toISOString(),
      order.id.slice(0, 8).toUpperCase(),
      findPackage(order.package)?.name.en ?? order.package,
      formatUsd(order.amountCents),
      order.status,
      order.customerEmail,
      order.language,
      order.paidAt?.toISOString(),
      order.stripePaymentIntentId,
      order.id,
    ]),
  );
}
