import { readFileSync } from 'node:fs';
import path from 'node:path';

// The e2e server with Telegram configured (E2E_PORT + 6) against the Telegram double of
// api/src/test/telegram-double.ts (started by server.mjs): tests/person.spec.ts. A visitor asks for a
// person; the spec writes the staff's reply through the double's getUpdates.
const port = Number(process.env.E2E_PORT ?? 4173);

export const telegramPort = port + 6;
export const telegramBaseURL = `http://127.0.0.1:${telegramPort}`;

/** The bot token and staff group the double accepts (as api/src/test/telegram-double.ts's defaults). */
export const TELEGRAM_TEST_ENV = {
  TELEGRAM_BOT_TOKEN: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0',
  TELEGRAM_CHAT_ID: '-1001234567890',
  TELEGRAM_POLL_TIMEOUT_SECONDS: '20',
} as const;

export const TELEGRAM_DATA_DIR_VARIABLE = 'E2E_TELEGRAM_DATA_DIR';
export const TELEGRAM_DOUBLE_URL_FILE = 'telegram-double-url';

/** The Telegram double's address (its port is chosen when it starts): its control door writes as staff. */
export function telegramDoubleUrl(): string {
  const dir = process.env[TELEGRAM_DATA_DIR_VARIABLE];
  if (!dir) throw new Error(`${TELEGRAM_DATA_DIR_VARIABLE} is not set: run the tests through playwright.config.ts`);
  return readFileSync(path.join(dir, TELEGRAM_DOUBLE_URL_FILE), 'utf8').trim();
}
