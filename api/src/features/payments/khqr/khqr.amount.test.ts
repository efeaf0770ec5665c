import { describe, expect, it } from '@jest/globals';
import { exactMinorUnits, rielOf } from './khqr.amount.js';

describe('exactMinorUnits', () => {
  it('reads dollars as exact cents, and refuses what is not a whole number of cents', () => {
    expect(exactMinorUnits('299', 'USD')).toBe(29900);
    expect(exactMinorUnits('299.00', 'USD')).toBe(29900);
    expect(exactMinorUnits('12.5', 'USD')).toBe(1250);
    expect(exactMinorUnits('0.01', 'USD')).toBe(1);
    expect(exactMinorUnits('298.995', 'USD')).toBeNull();
    expect(exactMinorUnits('299.0000000000000001', 'USD')).toBeNull();
    expect(exactMinorUnits('298.999999999999999999', 'USD')).toBeNull();
    for (const bad of ['', '-1', '1e3', '2.99e2', ' 299', '299 ', '0x12', 'NaN', '1,000'])
      expect(exactMinorUnits(bad, 'USD')).toBeNull();
  });

  it('reads riel as whole riel only', () => {
    expect(exactMinorUnits('1226000', 'KHR')).toBe(1_226_000);
    expect(exactMinorUnits('1226000.00', 'KHR')).toBe(1_226_000);
    expect(exactMinorUnits('1000.5', 'KHR')).toBeNull();
  });
});

describe('rielOf', () => {
  it('converts US cents at the rate and rounds to 100 riel, half up, in integers', () => {
    expect(rielOf(29900, 4100)).toBe(1_225_900);
    expect(rielOf(29900, 4050)).toBe(1_211_000); // 1 210 950 → 1 211 000
    expect(rielOf(79900, 4000)).toBe(3_196_000);
    expect(rielOf(1, 4100)).toBe(0);
    expect(rielOf(149900, 4123)).toBe(6_180_400); // 6 180 377 → 6 180 400
  });
});
