import type { Language } from '../languages.js';
import type { OrderStatusResponse } from '../payments.js';
import { contract } from './contract.js';
import type { PageInput } from './page.js';
import type { OrderView, PaymentIntentResponse } from './views.js';

export const paymentsApi = {
  /** Only a package id goes in: the amount comes from the server's package table. */
  createPaymentIntent: contract<{ package: string; language?: Language }, PaymentIntentResponse>({
    method: 'POST',
    path: '/api/create-payment-intent',
    status: 200,
  }),
  /** Public and read-only: the payment intent id is the visitor's own reference from the return URL. */
  orderStatus: contract<{ payment_intent: string }, OrderStatusResponse>({
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
  /** Staff (admins): one order. */
  order: contract<{ id: string }, OrderView>({
    method: 'GET',
    path: '/api/admin/orders/:id',
    status: 200,
  }),
};
