import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Router } from 'express';
import { khqrPaymentSchema, paymentsApi, type KhqrPaymentResponse } from '@site/common';
import { AppError } from '../../../errors.js';
import { route } from '../../../http/rest.js';
import { publicOperation } from '../../../operation.js';
import { validateInput } from '../../../validation.js';
import { KHQR_NOT_AVAILABLE } from '../payments.messages.js';
import { packageOf, type PaymentsService } from '../payments.service.js';
import type { KhqrProvider } from './khqr.provider.js';

/** POST /api/khqr-payments and `createKhqrPayment`: `{ package, email?, language }` in, a dynamic KHQR code out. */
export function khqrCheckout(payments: PaymentsService, provider: KhqrProvider | undefined) {
  return publicOperation('createKhqrPayment', async (input: unknown, caller): Promise<KhqrPaymentResponse> => {
    if (!provider || !(await provider.available())) throw new AppError('UNAVAILABLE', KHQR_NOT_AVAILABLE);
    packageOf(input);
    const { email } = await validateInput(khqrPaymentSchema, input);
    return payments.checkout(provider, input, caller, email || null);
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

  @Field(() => Int, { description: 'US cents' })
  amount!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => String, { description: 'ISO 8601: the code can be paid until then' })
  expiresAt!: string;

  @Field(() => String, { description: 'The payee name banking apps show' })
  merchantName!: string;

  @Field(() => String, { description: 'The code as a PNG data URL' })
  qrImage!: string;
}
