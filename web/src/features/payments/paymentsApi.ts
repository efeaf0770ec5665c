import type { Language, OrderStatusResponse } from '@site/common';
import { ApiError, postJson } from '../../app/api';

/** What POST /api/create-payment-intent answers (SPEC §7 `{ clientSecret }`, plus the server's publishable key). */
export interface PaymentIntentResponse {
  clientSecret: string;
  publishableKey: string;
}

/** An order as GET /api/admin/orders lists it (dates as ISO strings). */
export interface AdminOrder {
  id: string;
  package: string;
  amountCents: number;
  currency: string;
  status: OrderStatusResponse['status'];
  customerEmail: string | null;
  language: string;
  stripePaymentIntentId: string | null;
  createdAt: string;
  paidAt: string | null;
  updatedAt: string;
}

/** Only the package id goes to the server: the amount comes from its own package table. */
export function createPaymentIntent(packageId: string, language: Language): Promise<PaymentIntentResponse> {
  return postJson<PaymentIntentResponse>('/api/create-payment-intent', { package: packageId, language });
}

/** GET with the visitor's cookies (SPEC §7); a non-OK answer throws ApiError like postJson does. */
async function getJson<T>(path: string, language: Language): Promise<T> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': language },
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      response.status,
      typeof message === 'string' && message ? message : `${response.status}: ${text || response.statusText}`,
    );
  }
  return data as T;
}

export const fetchOrderStatus = (paymentIntent: string, language: Language) =>
  getJson<OrderStatusResponse>(`/api/orders/status?payment_intent=${encodeURIComponent(paymentIntent)}`, language);

export const fetchAdminOrders = (language: Language) => getJson<AdminOrder[]>('/api/admin/orders', language);
