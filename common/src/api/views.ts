import type { MeetingMode } from '../booking/meeting.js';
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

/** Where an inquiry came from: the contact form, or the chat's hand-off to the team. */
export const INQUIRY_SOURCES = ['form', 'chat'] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];

/** One message of a chat conversation as it was sent (SPEC §3 "Chat request"). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** SPEC §3 contact submission (admin view), plus where it came from and how to reach the visitor. */
export interface ContactSubmissionView {
  id: string;
  name: string;
  /** Null only for a chat lead who left a phone number instead. */
  email: string | null;
  phone: string | null;
  /** One of the seven service option values, e.g. web-design; null for a chat lead. */
  service: string | null;
  message: string;
  language: string;
  status: ContactStatus;
  source: InquirySource;
  createdAt: Date;
}

/** One inquiry in full (the inbox's detail): the chat's last messages, and who last changed its status. */
export interface InquiryView extends ContactSubmissionView {
  transcript: ChatTurn[] | null;
  statusChangedAt: Date | null;
  statusChangedBy: string | null;
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
  /** How we meet: video, phone or office. */
  meeting: MeetingMode;
  /** A video call's link; null for a phone call or the office. */
  meetingUrl: string | null;
  /** Where it was booked: 'form' (the booking page or REST) or 'chat' (the chat assistant). */
  source: 'form' | 'chat';
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
  /** A KHQR code in riel: its amount in riel; null for a code in dollars and for cards. */
  amountKhr: number | null;
  createdAt: Date;
  paidAt: Date | null;
  /**
   * What does not add up about the order, reported to staff: money of another amount, currency or
   * account (the order is not paid for it), or the provider disagreeing with this site. Null when all is well.
   */
  problem: string | null;
  /** US cents sent back so far (refunds in flight included). */
  refundedCents: number;
  /** The refunds, oldest first: on one order (detail, refund), null in lists. */
  refunds: RefundView[] | null;
  updatedAt: Date;
}

/** One refund of an order, as its history shows it. */
export interface RefundView {
  id: string;
  amountCents: number;
  reason: string;
  /** pending (sent, no answer yet), succeeded or failed. */
  status: string;
  /** The provider's id of the refund, or the bank's reference of a manual KHQR refund. */
  providerReference: string | null;
  failure: string | null;
  requestedBy: string;
  createdAt: Date;
}

/** A form's body: its schema's fields plus the honeypot only bots fill in (see HONEYPOT_FIELD). */
export type FormRequest<T> = T & { website?: string };

/** SPEC §3 chat request: the last 15 messages and the language of the answer. */
export interface ChatRequest {
  messages: ChatTurn[];
  language?: Language;
  /**
   * The chat session the server keeps (its id, from an earlier answer): what it records of the
   * conversation is what a hand-off to the team carries. Absent or unknown: a new session.
   */
  session?: string;
  /** The visitor's IANA time zone (the booking dialogue offers times on their clock); absent: the office's. */
  timezone?: string;
}

/** POST /api/chat's answer: the whole text, and whether the panel should offer to pass the question to the team. */
export interface ChatReply extends MessageResponse {
  handoff?: boolean;
  /** The chat session this answer was recorded in: send it with the next message and with a hand-off. */
  session?: string;
  /** Answers the visitor can pick (offered times, services, ways to meet): each is sent back as their message. */
  choices?: string[];
  /** A booking made in the chat: its manage page (path with the token). */
  manageUrl?: string;
}

/** The dashboard's figures (issue 17), counted by the database in the office's zone. */
export interface DashboardSummary {
  /** Inquiries (form and chat) received since midnight, office time. */
  messagesToday: number;
  /** Confirmed meetings that have not started yet. */
  scheduledMeetings: number;
  /** Orders paid since the first of this month, office time. */
  paidOrdersThisMonth: number;
  /** Newsletter subscriptions confirmed and not unsubscribed. */
  activeSubscribers: number;
  /** The latest events, newest first. */
  recentActivity: ActivityView[];
}

export const ACTIVITY_KINDS = [
  'inquiry',
  'chat-lead',
  'booking',
  'cancellation',
  'payment',
  'subscription',
  'reschedule',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One event of Recent Activity: what, who, when, and the staff page that shows it. */
export interface ActivityView {
  kind: ActivityKind;
  /** The row it is about (inquiry, booking, order or subscription id). */
  id: string;
  at: Date;
  /** The visitor's name, or their e-mail when there is no name. */
  who: string;
  /** A service option value, a package id or a meeting start (ISO), depending on the kind. */
  detail: string | null;
  /** Where staff open it (STAFF_LINKS), or null when no staff page shows it. */
  link: string | null;
}
