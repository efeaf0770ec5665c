import { describe, expect, it } from '@jest/globals';
import { bookingSchema, contactSchema } from '@site/common';
import { AppError } from './errors.js';
import { validateInput } from './validation.js';

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
});
