import { describe, expect, it } from '@jest/globals';
import { bookingSchema, contactSchema, isHoneypotFilled, newsletterSchema } from '../index.js';

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
      await expect(contactSchema.validate({ ...contact, name: bad })).rejects.toMatchObject({ message: 'invalid' });
      await expect(newsletterSchema.validate({ email: 'a@b.co', name: bad })).rejects.toMatchObject({
        message: 'invalid',
      });
      await expect(bookingSchema.validate({ ...booking, message: bad })).rejects.toMatchObject({ message: 'invalid' });
      await expect(bookingSchema.validate({ ...booking, name: bad })).rejects.toMatchObject({ message: 'invalid' });
    }
    await expect(bookingSchema.validate({ ...booking })).resolves.toMatchObject({ message: '' });
    await expect(bookingSchema.validate({ ...booking, message: 'ជួប\nថ្ងៃច័ន្ទ' })).resolves.toBeTruthy();
    await expect(contactSchema.validate({ ...contact, message: 'line one\nline two\tend' })).resolves.toBeTruthy();
    await expect(contactSchema.validate({ ...contact, name: 'សុខ ដារ៉ា' })).resolves.toBeTruthy();
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
