import { object, type InferType } from 'yup';
import { CHAT_MESSAGE_MAX_LENGTH } from '../business.js';
import { FIELD_LIMITS, languageField, optionalPhoneField, requiredLine, requiredText, textField } from './fields.js';

/** An e-mail address the visitor may leave empty (then a phone number is needed). */
const optionalEmailField = () =>
  textField()
    .trim()
    .max(FIELD_LIMITS.email, 'max')
    .email('email')
    .matches(/@[^\s@]+\.[^\s@]{2,}$/, { message: 'email', excludeEmptyString: true })
    .default('');

/**
 * The chat's hand-off form (issue 17): when the assistant cannot answer, the visitor leaves a name
 * and an e-mail address or a phone number (at least one), and the question for the team. Validated
 * by the panel and by the server; the conversation that goes with it is checked by the server like a
 * chat request.
 */
export const chatLeadSchema = object({
  name: requiredLine(FIELD_LIMITS.name),
  email: optionalEmailField(),
  phone: optionalPhoneField(),
  message: requiredText(CHAT_MESSAGE_MAX_LENGTH),
  language: languageField(),
}).test('contact', 'contact', (value, context) =>
  value?.email || value?.phone ? true : context.createError({ path: 'email', message: 'contact' }),
);

export type ChatLeadInput = InferType<typeof chatLeadSchema>;
