import type { Language } from '../languages.js';
import type {
  KhqrPaymentResponse,
  OrderStatusResponse,
  PaymentMethodsResponse,
  PaywayPaymentResponse,
} from '../payments.js';
import { contract, type NoInput } from './contract.js';
import type { PageInput } from './page.js';
import type { OrderView, PaymentIntentResponse } from './views.js';

/** An admin's refund of a paid order (the order's id is in the path). */
export interface RefundRequest {
  amountCents: number;
  reason: string;
  /** The refund form's own key (a UUID made when it opens): the same form sent twice is one refund. */
  idempotencyKey: string;
  /** KHQR only: the bank's reference of the transfer staff made. */
  bankReference?: string;
}

export const paymentsApi = {
  /** The methods checkout offers now: KHQR and/or card, or none (not configured, or the provider refuses us). */
  methods: contract<NoInput, PaymentMethodsResponse>({
    method: 'GET',
    path: '/api/payment-methods',
    status: 200,
  }),
  /** Card: only a package id goes in; the amount comes from the server's package table. */
  createPaymentIntent: contract<{ package: string; language?: Language }, PaymentIntentResponse>({
    method: 'POST',
    path: '/api/create-payment-intent',
    status: 200,
  }),
  /** KHQR: a pending order and its dynamic code; the e-mail (optional) is where the receipt goes. */
  createKhqrPayment: contract<
    { package: string; email?: string; currency?: 'USD' | 'KHR'; language?: Language },
    KhqrPaymentResponse
  >({
    method: 'POST',
    path: '/api/khqr-payments',
    status: 201,
  }),
  /** PayWay: a pending order and the signed form the browser posts to PayWay's hosted checkout. */
  createPaywayPayment: contract<
    { package: string; email?: string; language?: Language; app?: boolean },
    PaywayPaymentResponse
  >({
    method: 'POST',
    path: '/api/payway-payments',
    status: 201,
  }),
  /**
   * Public and read-only: `order` is the id checkout received, `payment_intent` the card provider's
   * reference from its return URL; either is the visitor's own reference.
   */
  orderStatus: contract<{ order: string } | { payment_intent: string }, OrderStatusResponse>({
    method: 'GET',
    path: '/api/orders/status',
    status: 200,
  }),
  /**
   * Staff (admins): orders, newest first; `q` searches the customer's e-mail, the package and the
   * order or payment reference. `?format=csv` on the same path downloads them.
   */
  orders: contract<PageInput & { q?: string }, OrderView[]>({
    method: 'GET',
    path: '/api/admin/orders',
    status: 200,
    // No schema here: the checkout's bundle imports this module and needs no yup. The service
    // validates with searchPageQuerySchema.
    paged: true,
  }),
  /** Staff (admins): refund a paid order, all or part; answers the order with its refund history. */
  refundOrder: contract<RefundRequest & { id: string }, OrderView>({
    method: 'POST',
    path: '/api/admin/orders/:id/refunds',
    status: 201,
  }),
  /**
   * Staff (admins): compare every order of the last 7 days with its provider now (also run daily):
   * paid at the provider but not here is fixed, anything else that disagrees is flagged and reported.
   */
  reconcileOrders: contract<NoInput, { checked: number; fixed: string[]; reported: string[]; unanswered: number }>({
    method: 'POST',
    path: '/api/admin/orders/reconcile',
    status: 200,
  }),
  /** Staff (admins): one order. */
  order: contract<{ id: string }, OrderView>({
    method: 'GET',
    path: '/api/admin/orders/:id',
    status: 200,
  }),
};
