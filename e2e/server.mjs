// The production build on the embedded default, in a fresh data directory, for the e2e run.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// playwright.config.ts picks it (so specs can read the mail written there); a fresh one otherwise.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
if (process.env.E2E_OWN_DATABASE === '1' && process.env.TEST_DATABASE_URL) {
  // A fresh database of its own on the PostgreSQL server (the servers that test a configured feature,
  // playwright.config.ts): it starts in about 2 s of CPU where an embedded one needs about 13 s (PGlite
  // creates its cluster in WebAssembly), and five start at once on two cores before any test runs. The
  // default server keeps the embedded database `npm start` uses. Dropped when this process exits.
  const { default: pg } = await import('pg');
  const name = `e2e_server_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.href;
  // 'exit' listeners cannot wait: a short child process drops it (after the server closed its pool).
  process.on('exit', () => {
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import pg from 'pg'; const c = new pg.Client({ connectionString: ${JSON.stringify(process.env.TEST_DATABASE_URL)} }); await c.connect(); await c.query('drop database if exists ${name} with (force)'); await c.end();`,
      ],
      { cwd: import.meta.dirname, stdio: 'ignore', timeout: 10_000 },
    );
  });
}
if (process.env.E2E_STRIPE_DOUBLE === '1') {
  // The Stripe API double of the api tests (Node runs the .ts file with type stripping); the real
  // stripe SDK in the server talks to it through STRIPE_API_URL.
  const { startStripeDouble } = await import('../api/src/test/stripe-double.ts');
  process.env.STRIPE_API_URL = (await startStripeDouble()).url;
}
if (process.env.E2E_BAKONG_DOUBLE === '1') {
  // The Bakong double of the api tests; the server checks codes with it through BAKONG_API_URL, and the
  // tests find its control endpoint (which "pays" a code) through the file written here.
  const { startBakongDouble } = await import('../api/src/test/bakong-double.ts');
  const bakong = await startBakongDouble(process.env.BAKONG_API_TOKEN);
  process.env.BAKONG_API_URL = bakong.url;
  writeFileSync(path.join(dataDir, 'bakong-double-url'), bakong.url);
}
if (process.env.E2E_PAYWAY_DOUBLE === '1') {
  // The PayWay double of the api tests: its hosted checkout page takes the browser's form post, and
  // the server asks its Check Transaction and Refund APIs through PAYWAY_API_URL.
  const { startPaywayDouble } = await import('../api/src/test/payway-double.ts');
  const payway = await startPaywayDouble({
    merchantId: process.env.PAYWAY_MERCHANT_ID,
    apiKey: process.env.PAYWAY_API_KEY,
  });
  process.env.PAYWAY_API_URL = payway.url;
  process.env.PAYWAY_RSA_PUBLIC_KEY = payway.rsaPublicKey;
  // The tests "pay in ABA Mobile" through the double's checkout buttons, found through this file.
  writeFileSync(path.join(dataDir, 'payway-double-url'), payway.url);
}
if (process.env.E2E_RADICALE === '1') {
  // A real CalDAV server (Debian's Radicale, as in the api tests) with one calendar; the tests connect
  // it on the settings page and put events into it through the address written here.
  const { startRadicale } = await import('../api/src/test/radicale.ts');
  const radicale = await startRadicale();
  process.on('exit', () => {
    try {
      if (radicale.pid) process.kill(radicale.pid);
    } catch {
      // already gone
    }
  });
  writeFileSync(path.join(dataDir, 'radicale-calendar-url'), await radicale.calendar('team', 'work'));
}
if (process.env.E2E_TELEGRAM_DOUBLE === '1') {
  // The Telegram double of the api tests: the server opens topics and long-polls it through
  // TELEGRAM_API_URL; tests/person.spec.ts writes staff replies through its control door (URL written here).
  const { startTelegramDouble } = await import('../api/src/test/telegram-double.ts');
  const telegram = await startTelegramDouble({
    token: process.env.TELEGRAM_BOT_TOKEN,
    chatId: process.env.TELEGRAM_CHAT_ID,
  });
  process.env.TELEGRAM_API_URL = telegram.url;
  writeFileSync(path.join(dataDir, 'telegram-double-url'), telegram.url);
}
await import('../api/dist/start.js');
