/** A translation function: a key of the officeStatus messages, with {{placeholders}} filled in. */
export type Translate = (key: string, values?: Record<string, string>) => string;

export interface OpeningHours {
  /** 1 = Monday … 7 = Sunday */
  days: readonly number[];
  /** HH:mm in the business time zone */
  opens: string;
  closes: string;
}

/** '17:00' -> '5:00 PM' in English, '5:00 ល្ងាច' in Khmer (day periods come from the locale). */
function formatClockTime(hhmm: string, t: Translate): string {
  const [hour, minute] = hhmm.split(':').map(Number);
  const period = hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : hour < 19 ? 'evening' : 'night';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${t(`officeStatus.periods.${period}`)}`;
}

/** 'Mon–Fri 9:00 AM–5:00 PM'; non-consecutive days are listed one by one. */
export function formatOpeningHours(hours: OpeningHours, t: Translate): string {
  const days = [...hours.days].sort((a, b) => a - b);
  const consecutive = days.every((day, index) => index === 0 || day === days[index - 1] + 1);
  const dayName = (day: number) => t(`officeStatus.days.${day}`);
  const dayText =
    consecutive && days.length > 2
      ? `${dayName(days[0])}–${dayName(days[days.length - 1])}`
      : days.map(dayName).join(', ');
  return t('officeStatus.hours', {
    days: dayText,
    opens: formatClockTime(hours.opens, t),
    closes: formatClockTime(hours.closes, t),
  });
}
