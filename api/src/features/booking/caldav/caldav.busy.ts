import ICAL from 'ical.js';
import { addDays, zonedTimeToUtc, type BusyInterval } from '@site/common';

/** Most occurrences of one recurring event read in a span (a daily event over a year is 366). */
const MAX_OCCURRENCES = 2000;

export interface BusyOptions {
  /** Floating times and all-day events are read in this zone (the office's). */
  businessTimeZone: string;
  /** UIDs ending with `@<this>` that start with `booking-` are the product's own bookings: not counted twice. */
  ownUidDomain: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (time: ICAL.Time) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;

/**
 * An ICAL.Time as an instant: UTC as it is; a TZID the calendar defines (VTIMEZONE) through ical.js;
 * a TZID it does not define, read as an IANA zone (Google and iCloud name them so); a floating time
 * on the office's clock.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined, options: BusyOptions, known: Set<string>): Date {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  if (tzid && known.has(tzid)) return time.toJSDate();
  const zone = tzid ?? options.businessTimeZone;
  try {
    return zonedTimeToUtc(dateOf(time), `${pad(time.hour)}:${pad(time.minute)}`, zone);
  } catch {
    return zonedTimeToUtc(dateOf(time), `${pad(time.hour)}:${pad(time.minute)}`, options.businessTimeZone);
  }
}

/** An all-day occurrence blocks its dates, midnight to midnight on the office's clock. */
function allDay(start: ICAL.Time, end: ICAL.Time, options: BusyOptions): BusyInterval {
  const last = dateOf(end) > dateOf(start) ? dateOf(end) : addDays(dateOf(start), 1);
  return {
    start: zonedTimeToUtc(dateOf(start), '00:00', options.businessTimeZone),
    end: zonedTimeToUtc(last, '00:00', options.businessTimeZone),
  };
}

/**
 * The busy times of one iCalendar object (a CalDAV resource) that overlap a span: each occurrence of
 * its events, recurring ones expanded (RRULE, RDATE, EXDATE and moved occurrences, by ical.js), in the
 * zone each names. Free events (TRANSP:TRANSPARENT), cancelled ones and the product's own bookings
 * (already counted from the database) are left out.
 */
export function busyTimes(ics: string, span: { start: Date; end: Date }, options: BusyOptions): BusyInterval[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const known = new Set<string>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const timezone = new ICAL.Timezone(vtimezone);
    ICAL.TimezoneService.register(timezone, timezone.tzid);
    known.add(timezone.tzid);
  }
  const components = calendar.getAllSubcomponents('vevent');
  const masters = components.filter((component) => !component.hasProperty('recurrence-id'));
  const exceptions = components.filter((component) => component.hasProperty('recurrence-id'));
  const busy: BusyInterval[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time, tzid: string | undefined, endTzid: string | undefined) => {
    const interval = start.isDate
      ? allDay(start, end, options)
      : { start: instantOf(start, tzid, options, known), end: instantOf(end, endTzid ?? tzid, options, known) };
    if (interval.end > span.start && interval.start < span.end && interval.end > interval.start) busy.push(interval);
  };
  for (const component of masters) {
    const event = new ICAL.Event(component);
    if (skipped(component, event.uid, options)) continue;
    for (const exception of exceptions)
      if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    const tzid = tzidOf(component, 'dtstart');
    const endTzid = tzidOf(component, 'dtend');
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate, tzid, endTzid);
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; next = iterator.next(), count += 1) {
      const occurrence = event.getOccurrenceDetails(next);
      const own = occurrence.item.component;
      if (own !== component && skipped(own, event.uid, options)) continue;
      const start = instantOf(occurrence.startDate, tzidOf(own, 'dtstart') ?? tzid, options, known);
      if (start >= span.end) break;
      add(occurrence.startDate, occurrence.endDate, tzidOf(own, 'dtstart') ?? tzid, tzidOf(own, 'dtend') ?? endTzid);
    }
  }
  return busy;
}

function tzidOf(component: ICAL.Component, property: string): string | undefined {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
}

function skipped(component: ICAL.Component, uid: string, options: BusyOptions): boolean {
  if (String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') return true;
  if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return true;
  return uid.startsWith('booking-') && uid.endsWith(`@${options.ownUidDomain}`);
}
