// The site settings' server (on E2E_PORT + 7): the same production build with KHQR configured against
// the Bakong double, for tests/settings.spec.ts alone. Its prices change during the run, so the specs
// that expect the shipped prices (khqr, payments, pages) keep servers of their own.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);

export const settingsPort = port + 7;
export const settingsBaseURL = `http://127.0.0.1:${settingsPort}`;

/** Where server.mjs writes what the spec needs to know of this server (chosen once per run). */
export const SETTINGS_DATA_DIR_VARIABLE = 'E2E_SETTINGS_DATA_DIR';

/** The Bakong double's address (written by server.mjs when it starts it). */
export function settingsBakongUrl(): string {
  const dir = process.env[SETTINGS_DATA_DIR_VARIABLE];
  if (!dir) throw new Error(`${SETTINGS_DATA_DIR_VARIABLE} is not set: run the tests through playwright.config.ts`);
  return readFileSync(path.join(dir, 'bakong-double-url'), 'utf8').trim();
}
