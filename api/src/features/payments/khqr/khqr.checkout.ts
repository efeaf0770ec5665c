import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Router } from 'express';
import { khqrPaymentSchema, paymentsApi, type KhqrPaymentResponse } from '@site/common';
import { AppError } from '../../../errors.js';
import { route } from '../../../http/rest.js';
import { publicOperation } from '../../../operation.js';
import { validateInput } from '../../../validation.js';
import { KHQR_NOT_AVAILABLE } from '../payments.messages.js';
import { packageOf, type PaymentsService } from '../payments.service.js';
import { rielOf, type KhqrCurrency } from './khqr.amount.js';
import { CURRENCY_FIELD, KHR_NOT_OFFERED, UNKNOWN_CURRENCY } from './khqr.messages.js';
import type { KhqrProvider } from './khqr.provider.js';

/** The code's currency the input asks for: USD unless it says KHR; a 400 for anything else. */
function currencyOf(input: unknown): KhqrCurrency {
  const currency = (input as { currency?: unknown } | null)?.currency;
  if (currency === undefined || currency === null) return 'USD';
  const named = typeof currency === 'string' ? currency.trim().toUpperCase() : undefined;
  if (named === 'USD' || named === 'KHR') return named;
  throw new AppError('BAD_USER_INPUT', UNKNOWN_CURRENCY, { currency: CURRENCY_FIELD });
}

/**
 * POST /api/khqr-payments and `createKhqrPayment`: `{ package, email?, currency?, language }` in, a
 * dynamic KHQR code out: in US dollars, or in riel at KHQR_KHR_PER_USD (rounded to 100 riel) when the
 * input asks for KHR and the rate is set (else 400).
 */
export function khqrCheckout(
  payments: PaymentsService,
  provider: KhqrProvider | undefined,
  khrPerUsd: number | undefined,
) {
  return publicOperation('createKhqrPayment', async (input: unknown, caller): Promise<KhqrPaymentResponse> => {
    if (!provider || !(await provider.available())) throw new AppError('UNAVAILABLE', KHQR_NOT_AVAILABLE);
    const pkg = packageOf(input);
    const currency = currencyOf(input);
    if (currency === 'KHR' && !khrPerUsd)
      throw new AppError('BAD_USER_INPUT', KHR_NOT_OFFERED, { currency: CURRENCY_FIELD });
    const { email } = await validateInput(khqrPaymentSchema, input);
    const amountCents = await payments.priceCents(pkg.id);
    const details =
      currency === 'KHR' && khrPerUsd ? { amountCents, amountKhr: rielOf(amountCents, khrPerUsd) } : { amountCents };
    return payments.checkout(provider, input, caller, email || null, details);
  });
}

export type KhqrCheckout = ReturnType<typeof khqrCheckout>;

export function khqrRoutes(router: Router, checkout: KhqrCheckout): void {
  route(router, paymentsApi.createKhqrPayment, checkout, (req) => req.body, { noStore: true });
}

@ObjectType({ description: 'A dynamic KHQR code for a pending order: scan it with any Cambodian banking app' })
export class KhqrPayment {
  @Field(() => ID)
  orderId!: string;

  @Field(() => String, { description: 'The KHQR string (EMVCo merchant-presented)' })
  qr!: string;

  @Field(() => String, { description: 'Its MD5: the order’s reference with Bakong' })
  md5!: string;

  @Field(() => Int, { description: 'US cents for a code in USD; riel for a code in KHR' })
  amount!: number;

  @Field(() => String, { description: 'USD or KHR' })
  currency!: string;

  @Field(() => String, { description: 'ISO 8601: the code can be paid until then' })
  expiresAt!: string;

  @Field(() => String, { description: 'The payee name banking apps show' })
  merchantName!: string;

  @Field(() => String, { description: 'The code as a PNG data URL' })
  qrImage!: string;
}
