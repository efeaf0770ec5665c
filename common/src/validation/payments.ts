import { boolean, object, type InferType } from 'yup';
import { languageField, optionalEmailField } from './fields.js';

/**
 * The KHQR checkout's fields besides the package (checked against the package table on its own): an
 * e-mail for the receipt, which a visitor may leave out, and the language of the page.
 */
export const khqrPaymentSchema = object({
  email: optionalEmailField(),
  language: languageField(),
});

export type KhqrPaymentInput = InferType<typeof khqrPaymentSchema>;

/**
 * PayWay's checkout: the same fields, and `app` when the visitor is on a phone and wants ABA Mobile
 * opened directly (PayWay's ABA PAY deep link) rather than PayWay's hosted page.
 */
export const paywayPaymentSchema = khqrPaymentSchema.shape({
  app: boolean().strict().optional(),
});
