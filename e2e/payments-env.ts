// The second e2e server: the same production build with Stripe configured against the Stripe API
// double of api/src/test/stripe-double.ts (started by server.mjs), for tests/payments.spec.ts. The
// default server stays unconfigured, as `npm start` is without keys.
const port = Number(process.env.E2E_PORT ?? 4173);

export const paymentsPort = port + 1;
export const paymentsBaseURL = `http://127.0.0.1:${paymentsPort}`;

/** Test-mode keys of the configured server; the webhook secret signs the events the tests send. */
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_webhook_secret',
} as const;
