import { describe, expect, it } from '@jest/globals';
import { StringSchema, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import * as common from '../index.js';
import {
  availabilityQuerySchema,
  FIELD_LABELS,
  bookingSchema,
  contactSchema,
  isHoneypotFilled,
  isReadableText,
  newsletterSchema,
  validationMessage,
} from '../index.js';

const booking = {
  name: 'Dara Sok',
  email: 'dara@tours.test',
  service: 'web-design',
  datetime: '2026-11-23T02:00:00.000Z',
  duration: 30,
  timezone: 'Asia/Phnom_Penh',
  language: 'en',
};

const contact = {
  name: 'Dara Sok',
  email: 'dara@tours.test',
  service: 'seo',
  message: 'Hello',
  language: 'en',
};

describe('text fields', () => {
  it('refuse control characters PostgreSQL cannot store, keep line breaks and Khmer', async () => {
    for (const bad of ['\u0000', 'Dara\u0000', 'a\u0007b', '\u007F']) {
      await expect(contactSchema.validate({ ...contact, name: bad })).rejects.toMatchObject({ message: 'characters' });
      await expect(newsletterSchema.validate({ email: 'a@b.co', name: bad })).rejects.toMatchObject({
        message: 'characters',
      });
      await expect(bookingSchema.validate({ ...booking, message: bad })).rejects.toMatchObject({
        message: 'characters',
      });
      await expect(bookingSchema.validate({ ...booking, name: bad })).rejects.toMatchObject({ message: 'characters' });
    }
    await expect(bookingSchema.validate({ ...booking })).resolves.toMatchObject({ message: '' });
    await expect(bookingSchema.validate({ ...booking, message: 'ជួប\nថ្ងៃច័ន្ទ' })).resolves.toBeTruthy();
    await expect(contactSchema.validate({ ...contact, message: 'line one\nline two\tend' })).resolves.toBeTruthy();
    await expect(contactSchema.validate({ ...contact, name: 'សុខ ដារ៉ា' })).resolves.toBeTruthy();
  });

  it('keep a name on one line: a line break sent by hand is a space (it would pose as a field in the e-mail)', async () => {
    const forged = 'Dara\r\nEmail: boss@agency.test\u2028x';
    await expect(contactSchema.validate({ ...contact, name: forged })).resolves.toMatchObject({
      name: 'Dara Email: boss@agency.test x',
    });
    await expect(bookingSchema.validate({ ...booking, name: 'Dara\nSok' })).resolves.toMatchObject({
      name: 'Dara Sok',
    });
    await expect(newsletterSchema.validate({ email: 'a@b.co', name: 'Dara\n' })).resolves.toMatchObject({
      name: 'Dara',
    });
    await expect(contactSchema.validate({ ...contact, name: '\n\r\n' })).rejects.toMatchObject({ message: 'required' });
  });

  it('take a phone number typed in Khmer digits, kept in the digits a phone dials', async () => {
    await expect(contactSchema.validate({ ...contact, phone: '០១២ ៣៤៥ ៦៧៨' })).resolves.toMatchObject({
      phone: '012 345 678',
    });
    await expect(
      bookingSchema.validate({ ...booking, meeting: 'phone', phone: '+៨៥៥ ៩៧ ៥៥៥ ៤៤៤៤' }),
    ).resolves.toMatchObject({ phone: '+855 97 555 4444' });
    await expect(contactSchema.validate({ ...contact, phone: '០១២ abc' })).rejects.toMatchObject({ message: 'phone' });
  });
});

/** A lone half of a UTF-16 surrogate pair: JSON can carry it (`"\\ud800"`), PostgreSQL's jsonb refuses it. */
const LONE_SURROGATES = ['\uD800', 'Dara \uDBFF', '\uDC00 Sok', 'ab\uDFFFcd', '\uDE00\uD83D', '😀'.slice(0, 1)];

/** Every text field of every shared schema, with a valid value for the others. */
const SCHEMAS: [string, ObjectSchema<AnyObject>, Record<string, unknown>][] = [
  ['contact', contactSchema, contact],
  ['newsletter', newsletterSchema, { email: 'a@b.co', name: 'Dara', language: 'en' }],
  ['booking', bookingSchema, booking],
  ['availability', availabilityQuerySchema, { date: '2026-11-23', timezone: 'Asia/Phnom_Penh' }],
];
const textFields = SCHEMAS.flatMap(([form, schema, valid]) =>
  Object.entries(schema.fields)
    .filter(([, field]) => field instanceof StringSchema)
    .map(([name]) => [form, name, schema, valid] as const),
);

describe('lone surrogates', () => {
  it('are told apart from well-formed text, emoji and Khmer included', () => {
    for (const bad of LONE_SURROGATES) expect(isReadableText(bad)).toBe(false);
    for (const good of ['', 'Dara', '😀 ok', 'សុខ ដារ៉ា', '𝄞', 'line\nbreak\ttab'])
      expect(isReadableText(good)).toBe(true);
  });

  it.each(textFields.map(([form, name, schema, valid]) => [`${form}.${name}`, name, schema, valid] as const))(
    'are refused in %s, by the "characters" rule unless the field is a fixed choice',
    async (_label, name, schema, valid) => {
      // yup checks a fixed list (oneOf) before any other rule: a lone surrogate is simply not one of them.
      const fixedChoice = (schema.fields[name] as { describe(): { oneOf: unknown[] } }).describe().oneOf.length > 0;
      for (const bad of LONE_SURROGATES) {
        const error = await schema.validate({ ...valid, [name]: bad }, { abortEarly: false }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ValidationError);
        const messages = (error as ValidationError).inner
          .filter((item) => item.path === name)
          .map((item) => item.message);
        expect(messages).toContain(fixedChoice ? 'oneOf' : 'characters');
      }
    },
  );

  it('cover every text field of the forms', () => {
    expect(textFields.map(([form, name]) => `${form}.${name}`)).toEqual(
      expect.arrayContaining([
        'contact.name',
        'contact.message',
        'newsletter.name',
        'booking.message',
        'booking.email',
      ]),
    );
  });

  it('are named to the visitor in both languages', () => {
    expect(validationMessage('characters', undefined, 'en')).toMatch(/character/);
    expect(validationMessage('characters', undefined, 'km')).toMatch(/តួអក្សរ/);
  });

  it('leave emoji and Khmer alone', async () => {
    await expect(contactSchema.validate({ ...contact, name: 'Dara 😀', message: 'សួស្ដី 👋🏽' })).resolves.toBeTruthy();
  });
});

describe('the honeypot', () => {
  it('counts any non-blank value as filled, without throwing on odd values', () => {
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({ website: '   ' })).toBe(false);
    expect(isHoneypotFilled({ website: null })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: { toString: '' } })).toBe(true);
    expect(isHoneypotFilled({ website: Object.create(null) })).toBe(true);
    expect(isHoneypotFilled({ website: 0 })).toBe(true);
  });
});

describe('the service field', () => {
  it('takes the six services the site sells and "other", on both forms', async () => {
    for (const service of ['web-design', 'digital-marketing', 'brand-management', 'website-maintenance', 'other']) {
      await expect(contactSchema.validate({ ...contact, service })).resolves.toMatchObject({ service });
      await expect(bookingSchema.validate({ ...booking, service })).resolves.toMatchObject({ service });
    }
  });

  it('refuses what the site does not sell (the retired SPEC §3 options included)', async () => {
    for (const service of ['photography', 'consulting', 'content-creation', 'pizza']) {
      await expect(contactSchema.validate({ ...contact, service })).rejects.toMatchObject({ message: 'oneOf' });
      await expect(bookingSchema.validate({ ...booking, service })).rejects.toMatchObject({ message: 'oneOf' });
    }
  });
});

describe('field labels', () => {
  // A refused request names its bad fields ("Please check these fields: …") by these labels; a field
  // without one would be named by its key in both languages ("meeting").
  it('name every field of every schema the api validates with, in English and in Khmer', () => {
    const isObjectSchema = (value: unknown): value is ObjectSchema<AnyObject> =>
      typeof value === 'object' &&
      value !== null &&
      '__isYupSchema__' in value &&
      (value as { type?: unknown }).type === 'object';
    const schemas = Object.entries(common as Record<string, unknown>).flatMap(([name, value]) =>
      isObjectSchema(value) ? [[name, value] as const] : [],
    );
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['bookingSchema', 'contactSchema', 'paywayPaymentSchema']),
    );
    const missing = schemas.flatMap(([name, schema]) =>
      Object.keys(schema.fields)
        .filter(
          (field) =>
            !FIELD_LABELS[field]?.en || !FIELD_LABELS[field]?.km || FIELD_LABELS[field].en === FIELD_LABELS[field].km,
        )
        .map((field) => `${name}.${field}`),
    );
    expect(missing).toEqual([]);
  });
});
