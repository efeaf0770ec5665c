import { object, string, type InferType } from 'yup';
import { FIELD_LIMITS, emailField, languageField, hasNoControlCharacters } from './fields.js';

/** The footer's newsletter form (SPEC §3): an e-mail address and the language to write in. */
export const newsletterSchema = object({
  email: emailField(),
  name: string().trim().max(FIELD_LIMITS.name, 'max').test('characters', 'invalid', hasNoControlCharacters).default(''),
  language: languageField(),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;
