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
  // `created` must be a number; an odd one (year 10000, negative, a fraction) is not refused: see eventTime.
  if (!isRecord(event) || !isId(event.id) || typeof event.created !== 'number') return undefined;
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

/** Stripe was founded in 2010: no event of ours happened before. */
const EARLIEST_EVENT_MS = Date.UTC(2010, 0, 1);
/** Clocks differ a little; an event "from tomorrow" is not a time it happened. */
const CLOCK_SKEW_MS = 24 * 60 * 60_000;

/**
 * When a signed event says it happened (`created`, seconds since 1970), if that is a time it can have
 * happened: not before 2010, not later than a day from now (year 10000, negative, Infinity are not).
 * Otherwise undefined: the caller records the time it received the event instead, never a time the
 * database cannot store.
 */
export function eventTime(created: number, now = Date.now()): Date | undefined {
  const ms = created * 1000;
  if (!Number.isFinite(ms) || ms < EARLIEST_EVENT_MS || ms > now + CLOCK_SKEW_MS) return undefined;
  return new Date(ms);
}
