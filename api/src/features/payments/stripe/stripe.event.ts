import { isReadableText, type Localized } from '@site/common';
import type Stripe from 'stripe';

/** What a Stripe event must carry before anything is looked up or stored. */
export const MALFORMED_EVENT: Localized = {
  en: 'This event cannot be read: a payment_intent event must be a JSON object whose data.object is a PaymentIntent.',
  km: 'មិនអាចអានព្រឹត្តិការណ៍នេះបានទេ៖ ព្រឹត្តិការណ៍ payment_intent ត្រូវតែជាវត្ថុ JSON ដែល data.object របស់វាជា PaymentIntent។',
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
/** Ids fit their columns (varchar 255); Stripe's own are far shorter. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 255 && isReadableText(value);
const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || value === null || check(value);
/** An address we could write to: it ends up in a column of 254 characters and in a queued e-mail's jsonb. */
export const isCustomerEmail = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 254 && value.includes('@') && isReadableText(value);
const isCharge = (value: unknown) =>
  typeof value === 'string' ||
  (isRecord(value) &&
    isOptional(value.billing_details, (details) => isRecord(details) && isOptional(details.email, isCustomerEmail)));

/**
 * The event and its PaymentIntent, checked field by field, or undefined: a valid signature says who sent
 * the event, not that it has the shape the code relies on (the webhook answers 400 before a row is touched).
 */
export function checkedIntent(event: unknown): { event: Stripe.Event; intent: Stripe.PaymentIntent } | undefined {
  if (!isRecord(event) || !isId(event.id) || !Number.isSafeInteger(event.created) || (event.created as number) < 0) {
    return undefined;
  }
  const intent = isRecord(event.data) ? event.data.object : undefined;
  const valid =
    isRecord(intent) &&
    intent.object === 'payment_intent' &&
    isId(intent.id) &&
    Number.isSafeInteger(intent.amount) &&
    typeof intent.currency === 'string' &&
    isOptional(intent.metadata, isRecord) &&
    isOptional(intent.receipt_email, isCustomerEmail) &&
    isOptional(intent.latest_charge, isCharge);
  if (!valid) return undefined;
  return { event: event as unknown as Stripe.Event, intent: intent as unknown as Stripe.PaymentIntent };
}

/** A body whose signature matched but that is not JSON at all (constructEvent parses after verifying). */
export const isUnparsableBody = (error: unknown) => error instanceof SyntaxError;
