/**
 * Where the card payment provider's browser script and frames come from. The checkout page loads
 * Stripe.js from STRIPE_JS_ORIGIN (through @stripe/stripe-js); a Content-Security-Policy should allow
 * these hosts on /checkout only (and /km/checkout), nowhere else.
 */
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

/** The hosts Stripe.js and the Payment Element need, by CSP directive (stripe.com/docs/security/guide#content-security-policy). */
export const STRIPE_CSP_SOURCES = {
  scriptSrc: [STRIPE_JS_ORIGIN],
  frameSrc: [STRIPE_JS_ORIGIN, 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com', 'https://m.stripe.network', 'https://q.stripe.com'],
  imgSrc: ['https://*.stripe.com'],
} as const;

/** The pages that load Stripe.js (spec paths; the Khmer twins are the same under /km). */
export const STRIPE_PAGES = ['/checkout'] as const;

/** Order states (SPEC §3 payment intent; DESIGN orders). Only a signed webhook moves an order to paid or failed. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What GET /api/orders/status answers: nothing personal, only what the return page shows. */
export interface OrderStatusResponse {
  status: OrderStatus;
  package: string;
  /** US cents, as charged. */
  amount: number;
}

/** A Stripe PaymentIntent id as it appears in the return URL (?payment_intent=pi_…). */
export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;
