import { FIELD_LABELS, validationMessage, type Language, type Localized } from '@site/common';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { AppError } from './errors.js';

type FieldError = { message: unknown; params?: Record<string, unknown> };

/**
 * Validates untrusted input with a schema from common/ (the one the browser's form uses too). Invalid
 * input becomes one AppError naming every bad field, in both languages.
 */
export async function validateInput<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  // Only the schema's own fields go on: yup looks every input key up in a plain object of fields, where
  // a key such as "valueOf" or "toString" would find Object.prototype's method instead of a schema.
  const body: Record<string, unknown> = {};
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    for (const field of Object.keys(schema.fields)) {
      if (Object.hasOwn(input, field)) body[field] = (input as Record<string, unknown>)[field];
    }
  }
  // Our forms hold only text: an object or array where text belongs is refused before yup's string
  // transforms ever see it.
  const errors = new Map<string, FieldError>();
  const notText = new Set<string>();
  for (const field of Object.keys(schema.fields)) {
    if (body[field] !== null && typeof body[field] === 'object') {
      errors.set(field, { message: 'invalid' });
      notText.add(field);
      delete body[field];
    }
  }
  try {
    const value = (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as T;
    if (errors.size === 0) return value;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const item of error.inner.length > 0 ? error.inner : [error]) {
      const field = item.path || 'body';
      // A field refused above was sent, just not as text: "required" would tell the sender otherwise.
      if (notText.has(field)) continue;
      // A blank field reports "required" rather than whatever else it also fails.
      if (!errors.has(field) || item.message === 'required') errors.set(field, item);
    }
  }
  throw invalidInput(errors);
}

function invalidInput(errors: Map<string, FieldError>): AppError {
  const fields: Record<string, Localized> = {};
  for (const [field, error] of errors) {
    fields[field] = localized((language) => validationMessage(error.message, error.params, language));
  }
  const names = (language: Language) =>
    [...errors.keys()].map((field) => FIELD_LABELS[field]?.[language] ?? field).join(', ');
  return new AppError(
    'BAD_USER_INPUT',
    { en: `Please check these fields: ${names('en')}.`, km: `សូមពិនិត្យចន្លោះទាំងនេះ៖ ${names('km')}។` },
    fields,
  );
}

/**
 * A staff form refused: every problem is a sentence that says what to fix, in both languages ("Write the
 * title in Khmer."), so the message is those sentences (each once), not the fields' keys ("title.km",
 * "packages.0.price"), which the editor's toast would show as they are. The fields stay keyed for the
 * form, which shows each beside its field.
 */
export function refusedForm(problems: Record<string, Localized>): AppError {
  const sentences = (language: Language) =>
    [...new Set(Object.values(problems).map((problem) => problem[language]))].join(' ');
  return new AppError('BAD_USER_INPUT', localized(sentences), problems);
}

function localized(text: (language: Language) => string): Localized {
  return { en: text('en'), km: text('km') };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id from a URL or a payload: only a UUID can name a row, so anything else is "not found" before a query. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
