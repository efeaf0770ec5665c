import { describe, expect, it } from '@jest/globals';
import { formatRelative } from './time';

const now = new Date('2026-11-27T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelative', () => {
  it('says how long ago in English', () => {
    expect(formatRelative(ago(20), 'en', now)).toBe('now');
    expect(formatRelative(ago(60), 'en', now)).toBe('1 minute ago');
    expect(formatRelative(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(formatRelative(ago(26 * 3600), 'en', now)).toBe('yesterday');
  });

  it('writes Khmer as Khmer readers do, never the root locale fallback "-1 min"', () => {
    expect(formatRelative(ago(20), 'km', now)).toBe('ឥឡូវនេះ');
    expect(formatRelative(ago(60), 'km', now)).toBe('១ នាទីមុន');
    expect(formatRelative(ago(25 * 60), 'km', now)).toBe('២៥ នាទីមុន');
    expect(formatRelative(ago(3 * 3600), 'km', now)).toBe('៣ ម៉ោងមុន');
    expect(formatRelative(ago(26 * 3600), 'km', now)).toBe('ម្សិលមិញ');
    expect(formatRelative(ago(3 * 86400), 'km', now)).toBe('៣ ថ្ងៃមុន');
    expect(formatRelative(new Date(now.getTime() + 2 * 86400 * 1000), 'km', now)).toBe('ក្នុងរយៈពេល ២ ថ្ងៃទៀត');
    for (const seconds of [5, 90, 7200, 200000, 4000000, 40000000])
      expect(formatRelative(ago(seconds), 'km', now)).not.toMatch(/[-a-z0-9]/i);
  });
});
