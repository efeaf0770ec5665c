import type { OrderStatusResponse, OrderView, Page, PaymentMethodsResponse } from '@site/common';
import { adminOperation, publicOperation } from '../../operation.js';
import type { Reconciliation, ReconcileReport } from './payments.reconcile.js';
import type { OrderRefunds } from './payments.refunds.js';
import type { PaymentsService } from './payments.service.js';
import { orderWithRefunds } from './payments.staff.js';
import type { MikroORM } from '@mikro-orm/postgresql';

type OrderReference = { order?: unknown; payment_intent?: unknown };

/** What checkout offers and how an order stands (anyone with its reference); the orders for admins. */
export function paymentsOperations(
  payments: PaymentsService,
  refunds: OrderRefunds,
  reconciliation: Reconciliation,
  orm: MikroORM,
) {
  return {
    methods: publicOperation('paymentMethods', (): Promise<PaymentMethodsResponse> => payments.methods()),
    orderStatus: publicOperation('orderStatus', (reference: OrderReference, caller): Promise<OrderStatusResponse> =>
      payments.orderStatus(reference, caller),
    ),
    watchOrderStatus: publicOperation(
      'orderStatusChanged',
      (reference: OrderReference): Promise<AsyncIterableIterator<OrderStatusResponse>> =>
        payments.watchOrderStatus(reference),
    ),
    orders: adminOperation('orders', (query: unknown): Promise<Page<OrderView>> => payments.listOrders(query)),
    order: adminOperation('order', (id: unknown): Promise<OrderView> => payments.order(id)),
    reconcile: adminOperation('reconcileOrders', (): Promise<ReconcileReport> => reconciliation.run()),
    refund: adminOperation('refundOrder', async (input: unknown, caller): Promise<OrderView> =>
      orderWithRefunds(orm.em.fork(), await refunds.refund(input, caller)),
    ),
    ordersCsv: adminOperation('ordersCsv', (query: unknown): Promise<string> => payments.ordersCsv(query)),
  };
}

export type PaymentsOperations = ReturnType<typeof paymentsOperations>;
