/**
 * Amounts of KHQR payments in exact whole units, never floats: US cents for a code in dollars, riel for
 * a code in riel. Bakong writes amounts as JSON numbers; the client keeps their text (bakong.client.ts),
 * and this reads it digit by digit.
 */

/** The currencies a KHQR code can be in, with the decimals Bakong's amounts carry for each. */
export const KHQR_CURRENCIES = { USD: 2, KHR: 0 } as const;
export type KhqrCurrency = keyof typeof KHQR_CURRENCIES;

/**
 * The amount `text` (e.g. "299", "12.50", "298.995") in the currency's smallest unit (cents, riel), or
 * null when it is not an exact number of them: "298.995" dollars is not 29900 cents (nor 29899), and
 * "1000.5" riel is no amount of riel at all.
 */
export function exactMinorUnits(text: string, currency: KhqrCurrency): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,20}))?$/.exec(text);
  if (!match) return null;
  const decimals = KHQR_CURRENCIES[currency];
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const units = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(units) ? units : null;
}

/** A price in US cents as riel at `khrPerUsd`, rounded to the nearest 100 riel (the smallest note in use). */
export function rielOf(cents: number, khrPerUsd: number): number {
  // cents × riel-per-dollar is riel × 100: integers all the way, rounded once, half up.
  return Math.round((cents * khrPerUsd) / 10_000) * 100;
}
