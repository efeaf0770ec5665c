import { Field, ID, ObjectType } from 'type-graphql';
import type { Router } from 'express';
import {
  localizedPath,
  paymentsApi,
  paywayPaymentSchema,
  type Localized,
  type PaywayPaymentResponse,
} from '@site/common';
import { AppError } from '../../../errors.js';
import { route } from '../../../http/rest.js';
import { publicOperation } from '../../../operation.js';
import { isUuid, validateInput } from '../../../validation.js';
import { BAD_ORDER_REFERENCE, ORDER_NOT_FOUND, PAYWAY_NOT_AVAILABLE } from '../payments.messages.js';
import { packageOf, type PaymentsService } from '../payments.service.js';
import type { PaywayChecks } from './payway.checks.js';
import { CANCEL_PATH, PUSHBACK_PATH, type PaywayProvider } from './payway.provider.js';

/**
 * POST /api/payway-payments and `createPaywayPayment`: `{ package, email?, language, app? }` in, the
 * signed PayWay form out (or, with `app` on a phone, ABA PAY's deep link where PayWay offers it).
 */
export function paywayCheckout(payments: PaymentsService, provider: PaywayProvider | undefined) {
  return publicOperation('createPaywayPayment', async (input: unknown, caller): Promise<PaywayPaymentResponse> => {
    if (!provider || !(await provider.available())) throw new AppError('UNAVAILABLE', PAYWAY_NOT_AVAILABLE);
    packageOf(input);
    const { email, app } = await validateInput(paywayPaymentSchema, input);
    return payments.checkout(provider, input, caller, email || null, { app: app === true });
  });
}

export type PaywayCheckout = ReturnType<typeof paywayCheckout>;

const MALFORMED_PUSHBACK: Localized = {
  en: 'This pushback cannot be read: PayWay sends a JSON object with a tran_id of at most 20 characters.',
  km: 'មិនអាចអានការជូនដំណឹងនេះបានទេ៖ PayWay ផ្ញើវត្ថុ JSON ដែលមាន tran_id មិនលើសពី 20 តួអក្សរ។',
};

/**
 * The checkout call; PayWay's pushback (POST return_url, JSON `{ tran_id, apv, status, return_params }`:
 * a hint, answered 200 whatever it names, the order changes only on Check Transaction's word); and the
 * cancel_url PayWay sends a visitor to, which records the cancel and shows the order's page.
 */
export function paywayRoutes(router: Router, checkout: PaywayCheckout, checks: PaywayChecks | undefined): void {
  route(router, paymentsApi.createPaywayPayment, checkout, (req) => req.body, { noStore: true });
  router.post(PUSHBACK_PATH.replace(/^\/api/, ''), async (req, res) => {
    const tranId = (req.body as { tran_id?: unknown } | undefined)?.tran_id;
    if (typeof tranId !== 'string' || !/^[\w-]{1,20}$/.test(tranId))
      throw new AppError('BAD_USER_INPUT', MALFORMED_PUSHBACK);
    if (!checks) throw new AppError('UNAVAILABLE', PAYWAY_NOT_AVAILABLE);
    const outcome = await checks.pushback(tranId);
    req.log.info({ tranId, outcome }, 'PayWay pushback: asked Check Transaction');
    res.json({ received: true });
  });
  router.get(CANCEL_PATH.replace(/^\/api/, ''), async (req, res) => {
    const id = req.query.order;
    if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', BAD_ORDER_REFERENCE);
    const order = checks ? await checks.cancelled(id) : null;
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    res.set('cache-control', 'no-store');
    res.redirect(303, `${localizedPath('/payment-success', order.language === 'km' ? 'km' : 'en')}?order=${order.id}`);
  });
}

@ObjectType({ description: 'One field of the form posted to PayWay' })
export class PaywayField {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  value!: string;
}

@ObjectType({ description: 'A pending order and the signed form the browser posts to PayWay’s hosted checkout' })
export class PaywayPayment {
  @Field(() => ID)
  orderId!: string;

  @Field(() => String, { description: 'PayWay’s tran_id of this payment' })
  tranId!: string;

  @Field(() => String, { description: 'PayWay’s Purchase API: the form’s action (POST)' })
  checkoutUrl!: string;

  @Field(() => [PaywayField], {
    description: 'The form’s fields, hash included, exactly as signed; empty when abapayDeeplink is given',
  })
  fields!: PaywayField[];

  @Field(() => String, {
    nullable: true,
    description:
      'Asked with app: true and offered by PayWay: ABA PAY’s deep link (abamobilebank://…), which opens ABA Mobile on this payment',
  })
  abapayDeeplink?: string | null;
}
