// The production build on the embedded default, in a fresh data directory, for the e2e run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// playwright.config.ts picks it (so specs can read the mail written there); a fresh one otherwise.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
if (process.env.E2E_STRIPE_DOUBLE === '1') {
  // The Stripe API double of the api tests (Node runs the .ts file with type stripping); the real
  // stripe SDK in the server talks to it through STRIPE_API_URL.
  const { startStripeDouble } = await import('../api/src/test/stripe-double.ts');
  process.env.STRIPE_API_URL = (await startStripeDouble()).url;
}
await import('../api/dist/main.js');
