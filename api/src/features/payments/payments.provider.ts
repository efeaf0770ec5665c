import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language, PaymentMethod, PaymentProviderId } from '@site/common';
import type { Order } from './payments.entity.js';

/** A payment the provider confirmed, as the ledger records it. */
export interface ConfirmedPayment {
  paidAt: Date;
  /** The provider's id of the money received (Bakong's transaction hash), when it has one. */
  transactionId?: string;
  customerEmail?: string | null;
  /** Who paid, when the provider says (a Bakong account id): for the staff e-mail only, never stored. */
  payer?: string;
}

/** What the provider says about an order's payment. */
export type ProviderPaymentStatus =
  | { kind: 'paid'; payment: ConfirmedPayment }
  /** Not paid (yet); a provider that knows who is paying says so. */
  | { kind: 'pending'; customerEmail?: string | null }
  /** Declined; or `cancelled`: the visitor left the provider's checkout (PayWay). A later payment still counts. */
  | { kind: 'failed'; customerEmail?: string | null; cancelled?: boolean }
  /** Money arrived, but not as the order says (another amount, currency or account): never paid, always logged. */
  | { kind: 'mismatch'; reason: string }
  /** The provider refuses our credentials. */
  | { kind: 'refused'; reason: string }
  /** No answer to act on. */
  | { kind: 'unreachable'; reason: string };

/** How the visitor asked to pay, where a provider offers a choice. */
export interface PaymentOptions {
  /** On a phone: open the provider's app directly (PayWay's ABA PAY deep link) where it offers one. */
  app?: boolean;
}

/** What the provider made for a stored pending order. */
export interface CreatedPayment<Start> {
  /** The provider's reference, stored on the order (unique). */
  reference: string;
  /** When the payment can no longer be made, if it expires. */
  expiresAt?: Date;
  /** What the browser needs to take the payment. */
  start: Start;
}

/**
 * The one seam between orders and whoever takes the money (DESIGN, after cal.com's PaymentService):
 * the order knows its provider's id and reference; nothing outside an adapter knows a provider's types
 * or id formats. Confirmation is one ledger for every provider (payments.ledger.ts: paid exactly once,
 * receipt and staff e-mail), fed by the provider's own way of knowing: Stripe's signed webhook, the
 * server's checks of a KHQR code with Bakong.
 */
export interface PaymentProvider<Start> {
  readonly id: PaymentProviderId;
  /** How the visitor sees this provider at checkout. */
  readonly method: PaymentMethod;
  /** Its place at checkout: lower comes first. */
  readonly rank: number;
  /** A method checkout no longer offers while this one is available (PayWay takes cards: no Stripe). */
  readonly supersedes?: PaymentMethod;
  /** Configured and, as far as the site knows, accepting our credentials. */
  available(): Promise<boolean>;
  /** Whether `value` has the shape of this provider's references (a return URL's parameter). */
  isReference(value: string): boolean;
  /**
   * In the transaction that stores the new pending `order` (not yet flushed): refuses it with an
   * AppError (a cap on open payments, say) before anything is stored.
   */
  admit?(tx: EntityManager, order: Order): Promise<void>;
  /** Creates the provider's payment for `order`, already stored as pending. */
  createPayment(order: Order, language: Language, options?: PaymentOptions): Promise<CreatedPayment<Start>>;
  /** In the transaction that stores the reference: start watching the payment, if the provider is asked rather than telling. */
  watch?(tx: EntityManager, order: Order): Promise<void>;
  /** Asks the provider about the order's payment. */
  readStatus(order: Order): Promise<ProviderPaymentStatus>;
  /**
   * Sends `amountCents` of the paid order back to the payer (once per `idempotencyKey`; `settledCents`
   * is what earlier refunds of the order already sent back, so a provider without idempotency keys can
   * tell a retried refund that went through). Absent: the provider has no refund call (KHQR: staff
   * refund from the bank and record its reference).
   */
  refund?(order: Order, amountCents: number, idempotencyKey: string, settledCents: number): Promise<ProviderRefund>;
}

/** What the provider did with a refund. */
export type ProviderRefund =
  | { kind: 'refunded'; reference?: string }
  /** The provider said no (and why): nothing was refunded. */
  | { kind: 'declined'; reason: string }
  /** No answer to act on: the refund may or may not have happened (the idempotency key makes a retry safe). */
  | { kind: 'unreachable'; reason: string };

/** A provider of any kind, as the registry of PaymentsService holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPaymentProvider = PaymentProvider<any>;
