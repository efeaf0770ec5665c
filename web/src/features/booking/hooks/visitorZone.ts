import { BUSINESS_TIMEZONE_DEFAULT, isTimeZone } from '@site/common';

/** The browser's IANA time zone (SPEC §3 "timezone"); the business zone if the browser can't tell. */
export function visitorTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : BUSINESS_TIMEZONE_DEFAULT;
}
