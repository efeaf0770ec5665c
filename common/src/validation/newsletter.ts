import { object, type InferType } from 'yup';
import { FIELD_LIMITS, emailField, languageField, optionalLine } from './fields.js';

/** The footer's newsletter form (SPEC §3): an e-mail address and the language to write in. */
export const newsletterSchema = object({
  email: emailField(),
  name: optionalLine(FIELD_LIMITS.name),
  language: languageField(),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;
