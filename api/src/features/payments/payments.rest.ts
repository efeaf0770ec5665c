import type { Router } from 'express';
import { paymentsApi } from '@site/common';
import { csvRoute, pagedRoute, route } from '../../http/rest.js';
import type { PaymentsOperations } from './payments.operations.js';

/**
 * The methods on offer, the return page's status and the staff list of orders (admins; `?format=csv`).
 * Each provider adds its own checkout call (payments/<provider>/).
 */
export function paymentsRoutes(router: Router, operations: PaymentsOperations): void {
  route(router, paymentsApi.methods, operations.methods, () => undefined, { noStore: true });
  route(
    router,
    paymentsApi.orderStatus,
    operations.orderStatus,
    (req) => ({ order: req.query.order, payment_intent: req.query.payment_intent }),
    { noStore: true },
  );
  csvRoute(router, paymentsApi.orders, 'orders', operations.ordersCsv, (req) => req.query);
  pagedRoute(router, paymentsApi.orders, operations.orders, (req) => req.query);
  route(router, paymentsApi.reconcileOrders, operations.reconcile, () => undefined);
  route(router, paymentsApi.order, operations.order, (req) => req.params.id);
  route(router, paymentsApi.refundOrder, operations.refund, (req) => ({
    ...(req.body as Record<string, unknown>),
    orderId: req.params.id,
  }));
}
