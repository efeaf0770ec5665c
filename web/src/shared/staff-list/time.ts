import { formatInstant, type Language } from '@site/common';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "in 2 days" (Khmer: "5 នាទីមុន"): how long ago, as people say it. */
export function formatRelative(at: Date | string, language: Language, now: Date = new Date()): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language === 'km' ? 'km' : 'en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  // Less than a minute: "now".
  return format.format(0, 'second');
}

/** A moment in the office's zone as the e-mails write it: 'Wednesday, 3 March 2027, 9:05 AM, Cambodia time (GMT+7)'. */
export function formatMoment(at: Date | string, officeZone: string, language: Language): string {
  return formatInstant(new Date(at), officeZone, language);
}
