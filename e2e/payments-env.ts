import { readFileSync } from 'node:fs';
import path from 'node:path';

// The second e2e server: the same production build with Stripe and KHQR configured against the Stripe
// API double of api/src/test/stripe-double.ts and the Bakong double of api/src/test/bakong-double.ts
// (both started by server.mjs), for tests/payments.spec.ts and tests/khqr.spec.ts. The default server
// stays unconfigured, as `npm start` is without keys.
const port = Number(process.env.E2E_PORT ?? 4173);

export const paymentsPort = port + 1;
export const paymentsBaseURL = `http://127.0.0.1:${paymentsPort}`;

/** Test-mode keys of the configured server; the webhook secret signs the events the tests send. */
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_webhook_secret',
} as const;

/** KHQR on the configured server: the agency's Bakong account and the token the Bakong double accepts. */
export const KHQR_TEST_ENV = {
  KHQR_ACCOUNT_ID: 'angkordigital@aclb',
  BAKONG_API_TOKEN: 'bakong-test-token',
  KHQR_CHECK_SECONDS: '1',
  // Every browser of the run is one visitor to the server (127.0.0.1): room for all projects' codes.
  KHQR_MAX_PENDING_PER_ADDRESS: '50',
} as const;

/** Where server.mjs writes what the tests need to know of the configured server (chosen once per run). */
export const PAYMENTS_DATA_DIR_VARIABLE = 'E2E_PAYMENTS_DATA_DIR';
export const BAKONG_DOUBLE_URL_FILE = 'bakong-double-url';

/** The Bakong double's address (its port is chosen when it starts): its control endpoint "pays" a code. */
export function bakongDoubleUrl(): string {
  const dir = process.env[PAYMENTS_DATA_DIR_VARIABLE];
  if (!dir) throw new Error(`${PAYMENTS_DATA_DIR_VARIABLE} is not set: run the tests through playwright.config.ts`);
  return readFileSync(path.join(dir, BAKONG_DOUBLE_URL_FILE), 'utf8').trim();
}

/** The e-mails the configured server wrote (no SMTP_URL: .eml files in its data directory). */
export const paymentsMailDir = (): string => path.join(process.env[PAYMENTS_DATA_DIR_VARIABLE] ?? '', 'mail');

// The third e2e server (E2E_PORT + 4): PayWay configured against the PayWay double of
// api/src/test/payway-double.ts (started by server.mjs), KHQR and Stripe not, for tests/payway.spec.ts.
export const paywayPort = port + 4;
export const paywayBaseURL = `http://127.0.0.1:${paywayPort}`;

/** The merchant id and API key the PayWay double accepts (it checks every hash with this key). */
export const PAYWAY_TEST_ENV = {
  PAYWAY_MERCHANT_ID: 'ec000002',
  PAYWAY_API_KEY: 'payway-e2e-api-key',
  PAYWAY_CHECK_SECONDS: '1',
} as const;

export const PAYWAY_DATA_DIR_VARIABLE = 'E2E_PAYWAY_DATA_DIR';

/** The PayWay double's address (its port is chosen when it starts): its checkout buttons approve a payment. */
export function paywayDoubleUrl(): string {
  const dir = process.env[PAYWAY_DATA_DIR_VARIABLE];
  if (!dir) throw new Error(`${PAYWAY_DATA_DIR_VARIABLE} is not set: run the tests through playwright.config.ts`);
  return readFileSync(path.join(dir, 'payway-double-url'), 'utf8').trim();
}

/** The e-mails the PayWay server wrote (.eml files in its data directory). */
export const paywayMailDir = (): string => path.join(process.env[PAYWAY_DATA_DIR_VARIABLE] ?? '', 'mail');
