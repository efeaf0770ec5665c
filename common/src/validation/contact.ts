import { object, type InferType } from 'yup';
import { SERVICE_OPTION_VALUES } from '../content/categories.js';
import {
  FIELD_LIMITS,
  emailField,
  languageField,
  textField,
  optionalPhoneField,
  requiredLine,
  requiredText,
} from './fields.js';

/** The footer's contact form (SPEC §3): validated by formik in the browser and by the server. */
export const contactSchema = object({
  name: requiredLine(FIELD_LIMITS.name),
  email: emailField(),
  phone: optionalPhoneField(),
  // A test rather than yup's oneOf(), which runs first and would hide "required" for a blank choice.
  service: textField()
    .trim()
    .required('required')
    .test('oneOf', 'oneOf', (value) => !value || (SERVICE_OPTION_VALUES as readonly string[]).includes(value)),
  message: requiredText(FIELD_LIMITS.message),
  language: languageField(),
});

export type ContactInput = InferType<typeof contactSchema>;

/** The fields a visitor must fill in (the missing-fields toast lists their labels). */
export const CONTACT_REQUIRED_FIELDS = ['name', 'email', 'service', 'message'] as const;
