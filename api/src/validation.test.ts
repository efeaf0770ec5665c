import { describe, expect, it } from '@jest/globals';
import { bookingSchema, contactSchema } from '@site/common';
import { AppError } from './errors.js';
import { refusedForm, validateInput } from './validation.js';

describe('validateInput', () => {
  it('refuses bodies whose keys shadow Object.prototype with a 400, not a crash (found by fuzzing)', async () => {
    for (const schema of [contactSchema, bookingSchema]) {
      for (const input of [{ valueOf: [] }, { toString: 1 }, { constructor: {} }, { __proto__: { name: 'x' } }]) {
        const error = await validateInput(schema as never, input).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('BAD_USER_INPUT');
      }
    }
  });

  it('calls a list or an object where text belongs "not valid", never "required" (it was sent)', async () => {
    const valid = { name: 'Dara', email: 'dara@tours.test', service: 'seo', message: 'Hi', language: 'km' };
    for (const wrong of [['dara@tours.test'], { address: 'dara@tours.test' }]) {
      const error = (await validateInput(contactSchema, { ...valid, email: wrong }).catch(
        (caught: unknown) => caught,
      )) as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.toBody('en')).toEqual({
        message: 'Please check these fields: Email.',
        errors: { email: 'This value is not valid' },
      });
      expect(error.toBody('km').errors).toEqual({ email: 'តម្លៃនេះមិនត្រឹមត្រូវទេ' });
    }
  });

  it('refuses a number or a true/false where text belongs, instead of storing it as text', async () => {
    const valid = { name: 'Dara', email: 'dara@tours.test', service: 'seo', message: 'Hi', language: 'km' };
    for (const [field, wrong] of [
      ['name', 12345],
      ['message', true],
      ['service', 0],
    ] as const) {
      const error = (await validateInput(contactSchema, { ...valid, [field]: wrong }).catch(
        (caught: unknown) => caught,
      )) as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.toBody('en').errors).toEqual({ [field]: 'This value is not valid' });
      expect(error.toBody('km').errors).toEqual({ [field]: 'តម្លៃនេះមិនត្រឹមត្រូវទេ' });
    }
    // Text and an absent optional field still pass.
    await expect(validateInput(contactSchema, { ...valid, name: '12345' })).resolves.toMatchObject({ name: '12345' });
  });

  it('keeps the schema fields and drops the rest', async () => {
    const value = await validateInput(contactSchema, {
      name: 'Dara',
      email: 'dara@tours.test',
      service: 'seo',
      message: 'Hi',
      language: 'km',
      valueOf: 'x',
      extra: 1,
    });
    expect(value).toMatchObject({ name: 'Dara', language: 'km' });
    expect(value).not.toHaveProperty('extra');
  });

  it("words a staff form's refusal as its problems' own sentences, each once, the fields keyed for the form", () => {
    const problems = {
      'title.km': { en: 'Write the title in Khmer.', km: 'សូមសរសេរចំណងជើងជាភាសាខ្មែរ។' },
      'packages.0.price': { en: 'The price is a whole number.', km: 'តម្លៃត្រូវជាចំនួនគត់។' },
      'packages.2.price': { en: 'The price is a whole number.', km: 'តម្លៃត្រូវជាចំនួនគត់។' },
    };
    const error = refusedForm(problems);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.toBody('en')).toEqual({
      message: 'Write the title in Khmer. The price is a whole number.',
      errors: {
        'title.km': 'Write the title in Khmer.',
        'packages.0.price': 'The price is a whole number.',
        'packages.2.price': 'The price is a whole number.',
      },
    });
    expect(error.toBody('km').message).toBe('សូមសរសេរចំណងជើងជាភាសាខ្មែរ។ តម្លៃត្រូវជាចំនួនគត់។');
  });
});
