// `npm run dev`: the api from source with --watch on PORT (default 3000) and the Vite dev server on
// WEB_DEV_PORT (default 5173), which proxies /graphql, /api and the health checks to the api.
// The api runs from source: common/ too (the `source` export condition of @site/common), so `node --watch`
// restarts it when a file of api/src or common/src changes. A .env file beside package.json is read,
// as by `npm start` (variables already set in the environment win).
// At a terminal the api's log is pretty-printed (pino-pretty) and, once the api and Vite both answer,
// one line set apart says where the site is; elsewhere (CI, a file) the api's lines stay JSON.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { root } from './lib.mjs';

const envFile = path.join(root, '.env');
if (existsSync(envFile)) {
  process.loadEnvFile(envFile);
  console.log('read .env');
}

const port = portFrom('PORT', 3000);
const webPort = portFrom('WEB_DEV_PORT', 5173);
if (port === webPort) refuse(`PORT and WEB_DEV_PORT are both ${port}: the api and the web dev server need one each.`);
const site = `http://localhost:${webPort}`;
const tty = process.stdout.isTTY === true;
console.log(
  `npm run dev: the web dev server (hot reload) on ${site} (WEB_DEV_PORT), the api on http://localhost:${port} ` +
    '(PORT); starting…',
);

const env = {
  ...process.env,
  PORT: String(port),
  WEB_DEV_PORT: String(webPort),
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
};
const api = spawn(
  'node',
  ['--watch', '--conditions=source', '--import', '@swc-node/register/esm-register', 'src/start.ts'],
  // Its stdout comes through here (pretty-printed at a terminal, and read for its ready line).
  { cwd: path.join(root, 'api'), stdio: ['ignore', 'pipe', 'inherit'], env },
);
// Vite itself, not through npm: a stop reaches it (npm would leave it running on its own).
const web = spawn('vite', [], { cwd: path.join(root, 'web'), stdio: 'inherit', env });

// pino-pretty's line formatter, with the settings of api/src/logger.ts; lines that are not JSON
// (node --watch's own) pass as they are.
const pretty = tty
  ? createRequire(path.join(root, 'api', 'package.json'))('pino-pretty').prettyFactory({
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,service,defaults',
      colorize: true,
    })
  : (line) => `${line}\n`;

let webAnswers = false;
let apiReady = false;
const announce = () => {
  if (!webAnswers || !apiReady) return;
  const line = `▶ Site ready: ${site} (the api on :${port})`;
  process.stdout.write(tty ? `\n\x1b[1;32m${line}\x1b[0m\n\n` : `${line}\n`);
};

createInterface({ input: api.stdout }).on('line', (line) => {
  process.stdout.write(pretty(line));
  // Each start of the api (the first, and every restart after an edit) ends with this line.
  if (line.includes('"msg":"ready: ')) {
    apiReady = true;
    announce();
  }
});

// Vite says nothing a script can wait for: ask it until it answers.
const poll = setInterval(() => {
  fetch(site, { method: 'HEAD' }).then(
    () => {
      if (webAnswers) return;
      webAnswers = true;
      clearInterval(poll);
      announce();
    },
    () => undefined,
  );
}, 250);

let stopping = false;
const children = [api, web];
const stop = () => {
  stopping = true;
  clearInterval(poll);
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const [child, name] of [
  [api, 'the api'],
  [web, 'the web dev server'],
]) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping npm run dev.`);
      process.exitCode = code || 1;
      stop();
    }
  });
}

function portFrom(name, fallback) {
  const raw = process.env[name]?.trim() || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    refuse(`${name} must be a port number from 1 to 65535 (got "${raw}").`);
  return value;
}

function refuse(message) {
  console.error(`npm run dev cannot start: ${message}`);
  process.exit(2);
}
