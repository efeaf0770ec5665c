import { currentZoneName, isTimeZone } from '@site/common';

/** The browser's IANA time zone, sent with each chat message (the booking dialogue offers times on it); undefined if it can't tell. */
export function chatTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? currentZoneName(zone) : undefined;
  } catch {
    return undefined;
  }
}
