import type { Language } from '../languages.js';
import type { OrderStatusResponse } from '../payments.js';
import {
  availabilityQuerySchema,
  type AvailabilityQuery,
  bookingSchema,
  type BookingInput,
} from '../validation/booking.js';
import { contactSchema, type ContactInput } from '../validation/contact.js';
import { newsletterSchema, type NewsletterInput } from '../validation/newsletter.js';
import { contract, type PageInput } from './contract.js';
import type {
  AuthProviderResponse,
  AvailabilityResponse,
  BookingView,
  ChatRequest,
  ContactStatus,
  ContactSubmissionView,
  FormRequest,
  MessageResponse,
  NewsletterSubscriptionView,
  OrderView,
  PaymentIntentResponse,
  SessionUser,
} from './views.js';

/** A call that sends nothing. */
type NoInput = Record<string, never>;
/** Fields the schema fills in with a default: the caller may leave them out. */
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/*
 * Every JSON endpoint under /api that the web app or partners call (SPEC §7 and the staff calls),
 * one object per feature (separate, so a page's bundle only holds the schemas of its own feature).
 * To add one: declare it here, register it in the feature's `*.rest.ts` with
 * `route(router, bookingApi.create, handler)`, call it from the web with `useApiQuery` /
 * `useApiMutation` (web/src/app/query.ts). A `paged` list takes `pageQuerySchema`'s `?limit=&offset=`.
 * Pages (cancel and unsubscribe links, /api/login, /api/callback, /api/logout) and the Stripe
 * webhook are not JSON calls and stay plain routes.
 */

export const contactApi = {
  submit: contract<FormRequest<ContactInput>, MessageResponse>({
    method: 'POST',
    path: '/api/contact',
    status: 201,
    schema: contactSchema,
  }),
  /** Staff (admins): inquiries, newest first. `?format=csv` on the same path downloads them. */
  list: contract<PageInput, ContactSubmissionView[]>({
    method: 'GET',
    path: '/api/admin/contact-submissions',
    status: 200,
    paged: true,
  }),
  setStatus: contract<{ id: string; status: ContactStatus }, ContactSubmissionView>({
    method: 'PATCH',
    path: '/api/admin/contact-submissions/:id',
    status: 200,
  }),
};

export const newsletterApi = {
  subscribe: contract<FormRequest<Optional<NewsletterInput, 'name'>>, MessageResponse>({
    method: 'POST',
    path: '/api/newsletter',
    status: 200,
    schema: newsletterSchema,
  }),
  /** Staff (admins): subscriptions, newest first. `?format=csv` on the same path downloads them. */
  list: contract<PageInput, NewsletterSubscriptionView[]>({
    method: 'GET',
    path: '/api/admin/newsletter-subscriptions',
    status: 200,
    paged: true,
  }),
};

export const bookingApi = {
  availability: contract<Optional<AvailabilityQuery, 'duration'>, AvailabilityResponse>({
    method: 'GET',
    path: '/api/booking/availability',
    status: 200,
    schema: availabilityQuerySchema,
  }),
  create: contract<FormRequest<BookingInput>, MessageResponse>({
    method: 'POST',
    path: '/api/booking',
    status: 201,
    schema: bookingSchema,
  }),
  /** Staff (admins): confirmed bookings that have not ended, soonest first. `?format=csv` downloads them. */
  upcoming: contract<PageInput, BookingView[]>({
    method: 'GET',
    path: '/api/admin/bookings',
    status: 200,
    paged: true,
  }),
  cancelByStaff: contract<{ id: string; language?: Language }, BookingView>({
    method: 'POST',
    path: '/api/admin/bookings/:id/cancel',
    status: 200,
  }),
};

export const chatApi = {
  /** The whole answer at once; the web app streams it over GraphQL's `chat` subscription instead. */
  reply: contract<ChatRequest, MessageResponse>({ method: 'POST', path: '/api/chat', status: 200 }),
};

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
  /** Staff (admins): orders, newest first. */
  orders: contract<PageInput, OrderView[]>({
    method: 'GET',
    path: '/api/admin/orders',
    status: 200,
    paged: true,
  }),
};

export const authApi = {
  /** The signed-in user; 401 for anonymous visitors (SPEC §7). */
  user: contract<NoInput, SessionUser>({ method: 'GET', path: '/api/auth/user', status: 200 }),
  provider: contract<NoInput, AuthProviderResponse>({ method: 'GET', path: '/api/auth/provider', status: 200 }),
};
