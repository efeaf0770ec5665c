import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { createLogger } from './logger.js';

/** Shutdown must finish within this, or the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `\nThe server cannot start. ${error.message}\n\nSee .env.example and the README's configuration table.\n`,
      );
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const log = createLogger(config);
  const started = Date.now();
  const app = await createApp(config, log);
  // Start-up leaves a few hundred MiB of garbage behind (mostly the embedded PostgreSQL's WebAssembly
  // instantiation and data files), which V8 would keep resident until load makes it collect: one full
  // collection before taking traffic returns it to the system (741 -> ~320 MiB on the embedded default,
  // docs/performance.md). `gc` exists with node's --expose-gc (npm start, the image, the README's command).
  (globalThis as { gc?: () => void }).gc?.();
  let port: number;
  try {
    port = await app.listen(config.port);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EADDRINUSE') throw error;
    process.stderr.write(
      `\nThe server cannot start: port ${config.port} is in use (another copy of the site, or another program). ` +
        'Stop it, or set PORT to a free port (npm run dev also takes WEB_DEV_PORT for its web dev server).\n',
    );
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  for (const used of config.defaults) log.info(`local default in use: ${used}`);
  log.info(
    { port, startupMs: Date.now() - started, defaults: config.defaults, nodeEnv: config.nodeEnv },
    `ready: ${config.publicUrl} (listening on port ${port})`,
  );
  // The line a person at a terminal looks for, set apart from the log (which keeps its own ready line).
  if (process.stdout.isTTY) process.stdout.write(`\n\x1b[1;32m▶ Site ready: ${config.publicUrl}\x1b[0m\n\n`);

  let stoppingSince = 0;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince) {
      // Ctrl-C reaches both npm and us, and npm forwards it: only a later, deliberate signal forces the exit.
      if (Date.now() - stoppingSince < 1500) return;
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stoppingSince = Date.now();
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    app.close().then(
      () => {
        log.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
