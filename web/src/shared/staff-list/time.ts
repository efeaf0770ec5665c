import { formatInstant, type Language } from '@site/common';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Khmer unit names, as people write "៥ នាទីមុន". */
const KHMER_UNITS: Record<string, string> = {
  year: 'ឆ្នាំ',
  month: 'ខែ',
  week: 'សប្ដាហ៍',
  day: 'ថ្ងៃ',
  hour: 'ម៉ោង',
  minute: 'នាទី',
};

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';
const khmerNumber = (value: number) => String(value).replace(/[0-9]/g, (digit) => KHMER_DIGITS[Number(digit)]);

/**
 * Khmer is written here, not left to Intl.RelativeTimeFormat: browsers without Khmer locale data (Chromium's
 * trimmed ICU among them) fall back to the root locale's "-1 min".
 */
function khmerRelative(value: number, unit: string): string {
  if (unit === 'day' && value === -1) return 'ម្សិលមិញ';
  if (unit === 'day' && value === 1) return 'ថ្ងៃស្អែក';
  const amount = `${khmerNumber(Math.abs(value))} ${KHMER_UNITS[unit]}`;
  return value < 0 ? `${amount}មុន` : `ក្នុងរយៈពេល ${amount}ទៀត`;
}

/** "5 minutes ago", "yesterday", "in 2 days" (Khmer: "៥ នាទីមុន", "ម្សិលមិញ"): how long ago, as people say it. */
export function formatRelative(at: Date | string, language: Language, now: Date = new Date()): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000);
  const format = language === 'km' ? undefined : new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      const value = Math.trunc(seconds / size);
      return format ? format.format(value, unit) : khmerRelative(value, unit);
    }
  }
  // Less than a minute: "now".
  return format ? format.format(0, 'second') : 'ឥឡូវនេះ';
}

/** A moment in the office's zone as the e-mails write it: 'Wednesday, 3 March 2027, 9:05 AM, Cambodia time (GMT+7)'. */
export function formatMoment(at: Date | string, officeZone: string, language: Language): string {
  return formatInstant(new Date(at), officeZone, language);
}
