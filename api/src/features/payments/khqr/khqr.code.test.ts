import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { buildKhqr, crc16, khqrAmount, type KhqrCodeInput } from './khqr.code.js';

// The test reads the codes with its own parser and its own CRC (table-free, written from the EMVCo
// definition), not with the module under test, so a mistake in the builder cannot hide itself.

interface Tlv {
  tag: string;
  value: string;
}

/** EMVCo TLV: two-digit tag, two-digit length, value; the whole string must be consumed exactly. */
function parseTlv(input: string): Tlv[] {
  const fields: Tlv[] = [];
  let at = 0;
  while (at < input.length) {
    const head = input.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new Error(`no tag and length at ${at}: "${head}"`);
    const length = Number(head.slice(2));
    const value = input.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`tag ${head.slice(0, 2)} runs past the end`);
    fields.push({ tag: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

const valueOf = (fields: Tlv[], tag: string) => {
  const matches = fields.filter((item) => item.tag === tag);
  if (matches.length !== 1) throw new Error(`tag ${tag} appears ${matches.length} times`);
  return matches[0].value;
};

/** CRC-16/CCITT-FALSE, reflected nowhere: polynomial 0x1021, initial 0xFFFF, no final XOR. */
function referenceCrc(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    for (let bit = 7; bit >= 0; bit -= 1) {
      const top = (crc >> 15) & 1;
      const next = (byte >> bit) & 1;
      crc = (crc << 1) & 0xffff;
      if (top ^ next) crc ^= 0x1021;
    }
  }
  return crc;
}

/** The CRC field is the last one, 4 hex digits, over everything before its value. */
function crcVerifies(qr: string): boolean {
  const stated = /6304([0-9A-F]{4})$/.exec(qr)?.[1];
  return stated !== undefined && parseInt(stated, 16) === referenceCrc(qr.slice(0, -4));
}

const CREATED = new Date('2026-11-24T09:30:00.000Z');
const input: KhqrCodeInput = {
  accountId: 'angkordigital@aclb',
  merchantName: 'Angkor Digital',
  merchantCity: 'Siem Reap',
  amountCents: 79900,
  billNumber: '3F2A9C1B',
  createdAt: CREATED,
  expiresAt: new Date(CREATED.getTime() + 15 * 60_000),
};

describe('a dynamic KHQR code', () => {
  it('parses back, tag by tag, to the account, amount, currency, bill number and expiry it was made with', () => {
    const { qr } = buildKhqr(input);
    const fields = parseTlv(qr);
    expect(fields.map((item) => item.tag)).toEqual([
      '00',
      '01',
      '29',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '99',
      '63',
    ]);
    expect(valueOf(fields, '00')).toBe('01');
    expect(valueOf(fields, '01')).toBe('12'); // dynamic: one payment of one amount
    expect(parseTlv(valueOf(fields, '29'))).toEqual([{ tag: '00', value: 'angkordigital@aclb' }]);
    expect(valueOf(fields, '53')).toBe('840');
    expect(valueOf(fields, '54')).toBe('799');
    expect(valueOf(fields, '58')).toBe('KH');
    expect(valueOf(fields, '59')).toBe('Angkor Digital');
    expect(valueOf(fields, '60')).toBe('Siem Reap');
    expect(parseTlv(valueOf(fields, '62'))).toEqual([{ tag: '01', value: '3F2A9C1B' }]);
    const timestamps = parseTlv(valueOf(fields, '99'));
    expect(timestamps).toEqual([
      { tag: '00', value: String(CREATED.getTime()) },
      { tag: '01', value: String(CREATED.getTime() + 15 * 60_000) },
    ]);
    expect(timestamps.every((item) => item.value.length === 13)).toBe(true);
  });

  it('ends with a CRC-16/CCITT-FALSE that verifies, and md5 is the MD5 of the whole string', () => {
    const { qr, md5 } = buildKhqr(input);
    expect(crcVerifies(qr)).toBe(true);
    expect(md5).toBe(createHash('md5').update(qr).digest('hex'));
    expect(md5).toMatch(/^[0-9a-f]{32}$/);
    // One character changed anywhere: the CRC no longer matches.
    const tampered = qr.replace('54037995802', '54031995802');
    expect(tampered).not.toBe(qr);
    expect(crcVerifies(tampered)).toBe(false);
  });

  it('computes the same CRC as the codes published with the National Bank of Cambodia’s KHQR SDK', () => {
    // From bakong-khqr 1.0.20's own tests: individual and merchant codes, static and dynamic, Khmer text.
    const published = [
      '00020101021229180014vandoeurn@devb5204599953038405802KH5909Vandoeurn6010Phnom Penh993400131727249364974011317272494849746304B6F4',
      '00020101021229180014vandoeurn@devb52045999530384054031015802KH5909Vandoeurn6010Phnom Penh9934001317272493649740113172724948497463047BD0',
      '00020101021229460015john_smith@devb0111855122334550208Dev Bank52045999530384054031005802KH5910John Smith6010PHNOM PENH62670106#123450211855122334550311Coffee Shop0709Cashier_10810Buy coffee64280002km0108ចន ស្មីន0206ភ្នំពញ993400131726821915797011317268220357976304B73E',
      '00020101021229220018sopheak_leng2@ftcc520459995303116540410005802KH5912sopheak leng6010Phnom Penh9936001411732270085311011417323270145310630445D7',
    ];
    for (const qr of published) {
      expect(crcVerifies(qr)).toBe(true);
      expect(crc16(qr.slice(0, -4))).toBe(qr.slice(-4));
      expect(parseTlv(qr).at(-1)).toEqual({ tag: '63', value: qr.slice(-4) });
    }
  });

  it('keeps four CRC digits when the checksum is small (a known bug of ts-khqr 2.2.3)', () => {
    // Find bill numbers whose code has a CRC below 0x10: 1 in 4096.
    let found = 0;
    for (let n = 0; n < 200_000 && found < 2; n += 1) {
      const { qr } = buildKhqr({ ...input, billNumber: n.toString(36).toUpperCase() });
      if (referenceCrc(qr.slice(0, -4)) >= 0x10) continue;
      found += 1;
      expect(qr).toMatch(/6304000[0-9A-F]$/);
      expect(crcVerifies(qr)).toBe(true);
      expect(parseTlv(qr).at(-1)?.value).toHaveLength(4);
    }
    expect(found).toBe(2);
  });

  it('writes whole dollars without decimals and cents with two, as the official SDK does', () => {
    expect(khqrAmount(29900)).toBe('299');
    expect(khqrAmount(149900)).toBe('1499');
    expect(khqrAmount(1250)).toBe('12.50');
    expect(khqrAmount(5)).toBe('0.05');
    expect(() => khqrAmount(0)).toThrow();
    expect(() => khqrAmount(12.5)).toThrow();
  });

  it('makes a merchant-account code (tag 30: account, merchant id, acquiring bank) instead of tag 29 when given one', () => {
    const { qr } = buildKhqr({ ...input, merchant: { merchantId: '1234567890', acquiringBank: 'Advanced Bank' } });
    const fields = parseTlv(qr);
    expect(fields.some((item) => item.tag === '29')).toBe(false);
    // The sub-tags in the order the National Bank of Cambodia's SDK writes them (00, 01, 02).
    expect(parseTlv(valueOf(fields, '30'))).toEqual([
      { tag: '00', value: 'angkordigital@aclb' },
      { tag: '01', value: '1234567890' },
      { tag: '02', value: 'Advanced Bank' },
    ]);
    expect(crcVerifies(qr)).toBe(true);
    expect(() => buildKhqr({ ...input, merchant: { merchantId: 'x'.repeat(33), acquiringBank: 'ACLB' } })).toThrow(
      /merchantId/,
    );
  });

  it('makes a code in riel: currency 116 and the whole riel amount, as the published riel code has them', () => {
    const { qr } = buildKhqr({ ...input, currency: 'KHR', amountCents: 3_196_000 });
    const fields = parseTlv(qr);
    expect(valueOf(fields, '53')).toBe('116');
    expect(valueOf(fields, '54')).toBe('3196000');
    expect(crcVerifies(qr)).toBe(true);
    expect(() => buildKhqr({ ...input, currency: 'KHR', amountCents: 1000.5 })).toThrow(/riel/);
  });

  it('refuses what a banking app could not read: long or non-ASCII names, an expiry before creation', () => {
    expect(() => buildKhqr({ ...input, merchantName: 'A'.repeat(26) })).toThrow(/merchantName/);
    expect(() => buildKhqr({ ...input, merchantCity: 'សៀមរាប' })).toThrow(/merchantCity/);
    expect(() => buildKhqr({ ...input, accountId: `${'a'.repeat(30)}@aclb` })).toThrow(/accountId/);
    expect(() => buildKhqr({ ...input, expiresAt: CREATED })).toThrow(/expires/);
  });
});
