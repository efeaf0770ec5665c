import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  KHQR_TEST_ENV,
  PAYMENTS_DATA_DIR_VARIABLE,
  paymentsBaseURL,
  paymentsPort,
  PAYWAY_DATA_DIR_VARIABLE,
  PAYWAY_TEST_ENV,
  paywayBaseURL,
  paywayPort,
  STRIPE_TEST_ENV,
} from './payments-env';
import { clusterAvailable, clusterURLs } from './cluster-env';
import { CALENDAR_DATA_DIR_VARIABLE, CALENDAR_TEST_ENV, calendarBaseURL, calendarPort } from './calendar-env';
import { TELEGRAM_DATA_DIR_VARIABLE, TELEGRAM_TEST_ENV, telegramBaseURL, telegramPort } from './telegram-env';
import { CHROMIUM_INSTALL, findChromium } from './chromium.ts';
import { SETTINGS_DATA_DIR_VARIABLE, settingsBaseURL, settingsPort } from './settings-env';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

// The server's data directory for this run, chosen once (the workers inherit it): specs read the
// e-mails the server writes to E2E_DATA_DIR/mail (no SMTP_URL). server.mjs removes it on exit.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
// The configured server's own (one embedded database belongs to one process); its mail and the Bakong
// double's address are read from there by tests/khqr.spec.ts.
process.env[PAYMENTS_DATA_DIR_VARIABLE] ??= mkdtempSync(path.join(tmpdir(), 'site-e2e-payments-'));
// The PayWay server's (tests/payway.spec.ts reads the buyer's e-mails there).
process.env[PAYWAY_DATA_DIR_VARIABLE] ??= mkdtempSync(path.join(tmpdir(), 'site-e2e-payway-'));
// The team calendars' server (tests/calendars.spec.ts reads the Radicale calendar's address there).
process.env[CALENDAR_DATA_DIR_VARIABLE] ??= mkdtempSync(path.join(tmpdir(), 'site-e2e-calendars-'));
// The Telegram server's (tests/person.spec.ts finds the Telegram double's address there).
process.env[TELEGRAM_DATA_DIR_VARIABLE] ??= mkdtempSync(path.join(tmpdir(), 'site-e2e-telegram-'));
// The site settings' server (tests/settings.spec.ts changes its prices).
process.env[SETTINGS_DATA_DIR_VARIABLE] ??= mkdtempSync(path.join(tmpdir(), 'site-e2e-settings-'));

/**
 * The system Chromium, else the one an npm package ships (never a downloaded browser; chromium.ts), with
 * the flags this machine needs. Debian's chromium-headless-shell (the same Chromium build without the
 * desktop browser around it, what Playwright itself runs headless) when it is installed: the suite is
 * CPU-bound on two cores, and it needs about 30 % less CPU than the full browser. E2E_CHROME_PATH picks
 * another one.
 */
const chromium = findChromium();
if (!chromium) throw new Error(`no Chromium for the e2e tests: ${CHROMIUM_INSTALL}`);
const launchOptions = {
  executablePath: chromium.executablePath,
  ...(Object.keys(chromium.env).length > 0 ? { env: { ...process.env, ...chromium.env } } : {}),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The servers that test one configured feature each get a fresh database of their own on the PostgreSQL
 * server when there is one (TEST_DATABASE_URL; CI sets it): server.mjs starts in a fifth of the CPU an
 * embedded one needs. The default server stays on the embedded database `npm start` uses.
 */
const ownDatabase: Record<string, string> = clusterAvailable ? { E2E_OWN_DATABASE: '1' } : {};

/**
 * `npm test`'s quick set (E2E_SET=quick, set by scripts/test.mjs): the tests tagged @quick, each flow
 * once, at phone width (mobile first) unless it is a desktop test (most staff flows), so that `npm test`
 * stays within 8 minutes on a two-core machine. `npm run test:all` and CI run the whole suite at both
 * widths.
 */
const quick = process.env.E2E_SET === 'quick';
/** The files checked at desktop width only: what the server answers and what a page's head and policy hold. */
const DESKTOP_ONLY = String.raw`(csp|graphql|link-previews|not-found|routes|server-pages)\.spec\.ts`;
/**
 * In the quick set a test runs once: at desktop width when it says so or its file runs there only, else on
 * the phone. (A test's grep title is its file, its describe blocks, its title and its tags.)
 */
const QUICK_DESKTOP = [/^(?=.*@quick)(?=.*@desktop)/, new RegExp(`^(?=.*@quick)(?=.*${DESKTOP_ONLY} )`)];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A cold app page (a new browser context has no cache) takes about 3 s to start on this 2-core
  // machine alone, and several times that while two browsers and four servers share it: waits for
  // what a page shows once its app runs are bounded generously. Only a failing test waits that long.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // A failing test keeps its trace (actions, network, DOM snapshots) without the screencast: recording
  // screenshots costs about 30 % of the suite's CPU (measured 2026-12-03: 40 tests, 379 s → 266 s)
  // on this two-core machine. E2E_TRACE_SCREENSHOTS=1 records them when a failure needs watching.
  use: {
    baseURL,
    launchOptions,
    trace: { mode: 'retain-on-failure', screenshots: process.env.E2E_TRACE_SCREENSHOTS === '1' },
  },
  // A test for one screen only says so with a tag (@desktop, @phone): the other project does not list
  // it, rather than skipping it (CI allows no skipped test). What a phone changes is the layout, the
  // menus and the dialogs: flows whose screens are the same at both widths, or that test the server
  // (sign-in redirects, staff searches, two instances, calendar sync, redirects, expiry), run at
  // desktop width only, and the phone project keeps every visitor flow and every page's layout.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      grepInvert: /@phone/,
      ...(quick ? { grep: QUICK_DESKTOP } : {}),
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      grepInvert: /@desktop/,
      ...(quick ? { grep: /@quick/ } : {}),
      // What the server answers and what a page's head and policy hold do not depend on the screen:
      // checked once, at desktop width.
      testIgnore: new RegExp(`${DESKTOP_ONLY}$`),
    },
  ],
  webServer: [
    {
      command: 'node server.mjs',
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(port), PUBLIC_URL: baseURL },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // Payments configured (on E2E_PORT + 1): cards against a local Stripe API double, KHQR against a
    // local Bakong double (tests/payments.spec.ts, tests/khqr.spec.ts).
    {
      command: 'node server.mjs',
      url: `${paymentsBaseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(paymentsPort),
        PUBLIC_URL: paymentsBaseURL,
        E2E_STRIPE_DOUBLE: '1',
        ...STRIPE_TEST_ENV,
        E2E_BAKONG_DOUBLE: '1',
        ...KHQR_TEST_ENV,
        E2E_DATA_DIR: process.env[PAYMENTS_DATA_DIR_VARIABLE]!,
        ...ownDatabase,
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // PayWay configured (on E2E_PORT + 4) against a local PayWay double: tests/payway.spec.ts.
    {
      command: 'node server.mjs',
      url: `${paywayBaseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(paywayPort),
        PUBLIC_URL: paywayBaseURL,
        E2E_PAYWAY_DOUBLE: '1',
        ...PAYWAY_TEST_ENV,
        E2E_DATA_DIR: process.env[PAYWAY_DATA_DIR_VARIABLE]!,
        ...ownDatabase,
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // Team calendars (on E2E_PORT + 5) against a real CalDAV server, read every 3 s: tests/calendars.spec.ts.
    {
      command: 'node server.mjs',
      url: `${calendarBaseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(calendarPort),
        PUBLIC_URL: calendarBaseURL,
        E2E_RADICALE: '1',
        ...CALENDAR_TEST_ENV,
        E2E_DATA_DIR: process.env[CALENDAR_DATA_DIR_VARIABLE]!,
        ...ownDatabase,
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // Telegram configured (on E2E_PORT + 6) against a local Telegram double: tests/person.spec.ts.
    {
      command: 'node server.mjs',
      url: `${telegramBaseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(telegramPort),
        PUBLIC_URL: telegramBaseURL,
        E2E_TELEGRAM_DOUBLE: '1',
        ...TELEGRAM_TEST_ENV,
        E2E_DATA_DIR: process.env[TELEGRAM_DATA_DIR_VARIABLE]!,
        ...ownDatabase,
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // Site settings (on E2E_PORT + 7), KHQR against the Bakong double: tests/settings.spec.ts changes prices here.
    {
      command: 'node server.mjs',
      url: `${settingsBaseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(settingsPort),
        PUBLIC_URL: settingsBaseURL,
        E2E_BAKONG_DOUBLE: '1',
        ...KHQR_TEST_ENV,
        E2E_DATA_DIR: process.env[SETTINGS_DATA_DIR_VARIABLE]!,
        ...ownDatabase,
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // Two instances on one PostgreSQL server (TEST_DATABASE_URL; CI sets it): tests/live.spec.ts.
    ...(clusterAvailable
      ? [
          {
            command: 'node cluster-server.mjs',
            url: `${clusterURLs[1]}/readyz`,
            timeout: 180_000,
            reuseExistingServer: false,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
          },
        ]
      : []),
  ],
});
