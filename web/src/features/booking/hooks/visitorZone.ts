import { currentZoneName, isTimeZone } from '@site/common';

/** The browser's IANA time zone (SPEC §3 "timezone"); the office's zone if the browser can't tell. */
export function visitorTimeZone(officeZone: string): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? currentZoneName(zone) : officeZone;
}
