import type { Language } from '../languages.js';
import type { OrderStatus, PaymentMethod, PaymentProviderId } from '../payments.js';

/**
 * What the REST endpoints answer, as the api's services and view functions return it (Dates as Date;
 * the web reads `Json<T>`, the same with ISO strings). One definition for both sides.
 */

/** A form's answer (SPEC §7 `{ message }`), in the visitor's language. */
export interface MessageResponse {
  message: string;
}

/** SPEC §3 availability response: free starts, 'HH:mm' in the visitor's time zone. */
export interface AvailabilityResponse {
  timeSlots: string[];
}

/** SPEC §3 payment intent response, plus the publishable key of the server's Stripe account. */
export interface PaymentIntentResponse {
  clientSecret: string;
  publishableKey: string;
}

/** GET /api/auth/provider: the label of the sign-in button (OIDC_PROVIDER_NAME). */
export interface AuthProviderResponse {
  name: string;
}

/** Staff roles (SPEC §6): admin when the e-mail is in ADMIN_EMAILS, staff for every other signed-in user. */
export type Role = 'admin' | 'staff';

/** The signed-in user (SPEC §3 User plus id, picture and role): the session's user and GET /api/auth/user. */
export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
}

/** Where an inquiry stands as staff work through it. */
export const CONTACT_STATUSES = ['new', 'read', 'replied'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** SPEC §3 contact submission (admin view). */
export interface ContactSubmissionView {
  id: string;
  name: string;
  email: string;
  /** One of the seven service option values, e.g. web-design. */
  service: string;
  message: string;
  language: string;
  status: ContactStatus;
  createdAt: Date;
}

/** SPEC §3 newsletter subscription (admin view). */
export interface NewsletterSubscriptionView {
  id: string;
  email: string;
  name: string | null;
  language: string;
  /** pending (not confirmed yet), active or unsubscribed. */
  status: string;
  subscribedAt: Date;
}

/** A booked consultation as staff read it: no nonce, no job id. */
export interface BookingView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  service: string;
  startsAt: Date;
  endsAt: Date;
  /** Minutes. */
  duration: number;
  /** The visitor's IANA time zone. */
  timezone: string;
  language: string;
  /** confirmed or cancelled. */
  status: string;
  message: string | null;
  createdAt: Date;
}

/** An order as staff see it on /payments. */
export interface OrderView {
  id: string;
  package: string;
  amountCents: number;
  currency: string;
  status: OrderStatus;
  customerEmail: string | null;
  language: string;
  /** Who takes the payment, and how the customer paid. */
  provider: PaymentProviderId;
  method: PaymentMethod;
  /** The provider's reference of the payment (a Stripe PaymentIntent id, the MD5 of a KHQR code). */
  providerReference: string | null;
  /** The provider's id of the money received, once paid (Bakong's transaction hash; none for cards). */
  providerTransactionId: string | null;
  /** @deprecated the same as providerReference for card orders, kept for existing staff tools. */
  stripePaymentIntentId: string | null;
  /** When a KHQR code stops being payable; null for cards. */
  expiresAt: Date | null;
  createdAt: Date;
  paidAt: Date | null;
  updatedAt: Date;
}

/** A form's body: its schema's fields plus the honeypot only bots fill in (see HONEYPOT_FIELD). */
export type FormRequest<T> = T & { website?: string };

/** SPEC §3 chat request: the last 15 messages and the language of the answer. */
export interface ChatRequest {
  messages: { role: 'user' | 'assistant'; content: string }[];
  language?: Language;
}
