import type { EntityManager } from '@mikro-orm/postgresql';
import { zonedDate, type BusyInterval, type ClosedDays, type Localized } from '@site/common';

/** A closure as the slot rules use it, with the reason a refusal quotes. */
export interface ClosedSpan extends ClosedDays {
  reason: Localized;
}

export interface CalendarSpan {
  busy: BusyInterval[];
  closures: ClosedSpan[];
}

/** The longest meeting: a booking starting this long before a range can still reach into it. */
const LONGEST_MEETING_MS = 120 * 60_000;

interface Row {
  kind: 'booking' | 'closure' | 'calendar';
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  from: string | null;
  to: string | null;
  reason_en: string | null;
  reason_km: string | null;
}

/**
 * What could block starts between two instants, in one query: the confirmed bookings and the team
 * calendars' last known busy times (caldav/, both widened by the buffer and the longest meeting) and the closures of the business dates the span touches. `excludeId`
 * leaves one booking out (the one being moved: its own time is not a conflict).
 */
export async function loadCalendar(
  em: EntityManager,
  span: { start: Date; end: Date },
  options: { bufferMinutes: number; businessTimeZone: string; excludeId?: string },
): Promise<CalendarSpan> {
  const buffer = options.bufferMinutes * 60_000;
  const rows = await em.execute<Row[]>(
    `select 'booking' as kind, starts_at, ends_at, null as "from", null as "to", null as reason_en, null as reason_km
       from bookings
      where status = 'confirmed' and starts_at < ? and ends_at > ? and id is distinct from ?::uuid
     union all
     select 'closure', null, null, "from"::text, "to"::text, reason_en, reason_km
       from closures
      where "from" <= ?::date and "to" >= ?::date
     union all
     select 'calendar', (b->>0)::timestamptz, (b->>1)::timestamptz, null, null, null, null
       from calendar_connections c cross join lateral jsonb_array_elements(c.busy) b
      where (b->>0)::timestamptz < ? and (b->>1)::timestamptz > ?`,
    [
      new Date(span.end.getTime() + LONGEST_MEETING_MS + buffer),
      new Date(span.start.getTime() - buffer),
      options.excludeId ?? null,
      zonedDate(span.end, options.businessTimeZone),
      zonedDate(span.start.getTime() - LONGEST_MEETING_MS, options.businessTimeZone),
      new Date(span.end.getTime() + LONGEST_MEETING_MS + buffer),
      new Date(span.start.getTime() - buffer),
    ],
  );
  const calendar: CalendarSpan = { busy: [], closures: [] };
  for (const row of rows) {
    if (row.kind !== 'closure') calendar.busy.push({ start: new Date(row.starts_at!), end: new Date(row.ends_at!) });
    else
      calendar.closures.push({
        from: row.from!,
        to: row.to!,
        reason: { en: row.reason_en ?? '', km: row.reason_km ?? '' },
      });
  }
  return calendar;
}
