import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules', '.bin');

/** Runs a command from the repo root with node_modules/.bin (and so Node 24) first on PATH; exits on failure. */
export function run(command, args, options = {}) {
  const result = tryRun(command, args, options);
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  return result;
}

export function tryRun(command, args, options = {}) {
  return spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, ...options.env },
  });
}

/**
 * The Node flags `npm start` gives the server (package.json's start script, the one place they are
 * written): benchmarks start the server the same way.
 */
export function serverNodeFlags() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** What `npm start` needs from a build; missing pieces trigger one. */
export function isBuilt() {
  return [
    'api/dist/start.js',
    'api/dist/main.js',
    'common/dist/index.js',
    'web/dist/client/404.html',
    'web/dist/client/index.html',
  ].every((file) => existsSync(path.join(root, file)));
}
