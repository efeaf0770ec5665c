import { object, type InferType } from 'yup';
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
