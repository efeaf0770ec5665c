import { readFileSync } from 'node:fs';
import path from 'node:path';

// The team calendars' e2e server (E2E_PORT + 5): server.mjs starts a real CalDAV server (Debian's
// Radicale, as the api tests do) beside it, and the team calendars are read every 3 seconds
// (CALENDAR_SYNC_MINUTES=0.05), for tests/calendars.spec.ts.
const port = Number(process.env.E2E_PORT ?? 4173);
export const calendarPort = port + 5;
export const calendarBaseURL = `http://127.0.0.1:${calendarPort}`;

export const CALENDAR_TEST_ENV = { CALENDAR_SYNC_MINUTES: '0.05' } as const;
/** How long a calendar change may take to show: one sync interval, with room for a busy machine. */
export const CALENDAR_SYNC_MS = 3000;

export const CALENDAR_DATA_DIR_VARIABLE = 'E2E_CALENDAR_DATA_DIR';
export const RADICALE_CALENDAR_URL_FILE = 'radicale-calendar-url';

/** The CalDAV calendar server.mjs made in Radicale (its port is chosen when it starts). */
export function radicaleCalendarUrl(): string {
  const dir = process.env[CALENDAR_DATA_DIR_VARIABLE];
  if (!dir) throw new Error(`${CALENDAR_DATA_DIR_VARIABLE} is not set: run the tests through playwright.config.ts`);
  return readFileSync(path.join(dir, RADICALE_CALENDAR_URL_FILE), 'utf8').trim();
}
