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

/**
 * Order states. pending until the payment provider confirms (a signed Stripe webhook, the server's
 * check of a KHQR code with Bakong, PayWay's Check Transaction); paid is final; failed (a declined card)
 * and cancelled (the visitor left PayWay's checkout) can still become paid; expired is a code or a PayWay
 * checkout whose time ran out unpaid; refunded and partially_refunded are paid orders whose money staff
 * sent back, all of it or part.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How a visitor pays: KHQR (the National Bank of Cambodia's QR code, scanned by any Cambodian banking
 * app, settled through Bakong), PayWay (ABA Bank's checkout: card, ABA PAY, Alipay, WeChat Pay) or a
 * card (through Stripe, offered only where PayWay is not). The order of this list is the checkout's.
 */
export const PAYMENT_METHODS = ['khqr', 'payway', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value);
}

/** The payment provider behind each method: an order records its provider and the provider's reference. */
export const PAYMENT_PROVIDERS = ['stripe', 'khqr', 'payway'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];
export const METHOD_OF_PROVIDER: Record<PaymentProviderId, PaymentMethod> = {
  stripe: 'card',
  khqr: 'khqr',
  payway: 'payway',
};

/** What GET /api/orders/status answers: nothing personal, only what the return page shows. */
export interface OrderStatusResponse {
  status: OrderStatus;
  package: string;
  /** US cents, as charged. */
  amount: number;
  method: PaymentMethod;
}

/** GET /api/payment-methods: the methods checkout can offer right now, in the checkout's order. */
export interface PaymentMethodsResponse {
  methods: PaymentMethod[];
}

/** POST /api/khqr-payments: a dynamic KHQR code for one pending order. */
export interface KhqrPaymentResponse {
  orderId: string;
  /** The KHQR (EMVCo merchant-presented) string the QR code carries. */
  qr: string;
  /** MD5 of `qr`, as Bakong knows the payment. */
  md5: string;
  /** US cents from the package table; for a code in riel, riel (the price at KHQR_KHR_PER_USD). */
  amount: number;
  currency: 'USD' | 'KHR';
  /** When the code stops being payable (ISO 8601, UTC). */
  expiresAt: string;
  /** The name the banking app shows as the payee. */
  merchantName: string;
  /** The QR code as a PNG data URL (a phone can save it and open it in a banking app). */
  qrImage: string;
}

/**
 * POST /api/payway-payments: a pending order and the signed fields the browser posts to PayWay's
 * Purchase API (`checkoutUrl`), which answers with its hosted checkout page.
 */
export interface PaywayPaymentResponse {
  orderId: string;
  /** PayWay's `tran_id` of this payment (the order's reference with PayWay). */
  tranId: string;
  /** PayWay's Purchase API: the form's action. */
  checkoutUrl: string;
  /** The form's fields, `hash` included, exactly as signed (empty when `abapayDeeplink` is given). */
  fields: Record<string, string>;
  /**
   * Asked with `app: true` and offered by PayWay: the ABA PAY deep link (`abamobilebank://…`) that opens
   * ABA Mobile on this payment; the browser follows it instead of posting the form.
   */
  abapayDeeplink?: string;
}

/** What /payment-success was given: the order id (KHQR checkout) or Stripe's PaymentIntent id. */
export type OrderReference = { order: string } | { payment_intent: string };

/** The order a /payment-success address refers to (`?order=…` or `?payment_intent=…`), if any. */
export function orderReferenceOf(search: string | URLSearchParams): OrderReference | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const order = query.get('order');
  if (order) return { order };
  const paymentIntent = query.get('payment_intent');
  return paymentIntent ? { payment_intent: paymentIntent } : undefined;
}
