// Shared pieces of the benchmark scripts: start the production build, wait for it, load it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { root, serverNodeFlags } from '../lib.mjs';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `npm start`'s script (the production build) on `port`; returns the child and when it started. */
export function startServer(port, dataDir, extraEnv = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), 'scripts/start.mjs'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, started, url: `http://127.0.0.1:${port}` };
}

/** Resolves with the milliseconds from start until /readyz answers 200. */
export async function waitReady({ child, started, url }, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    if (performance.now() > deadline) throw new Error('the server did not become ready in time');
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/**
 * Loads one endpoint with autocannon: `connections` clients for `seconds`; `requests` (optional) is a
 * function returning the next request, for bodies that must differ. Returns requests per second, p50
 * and p99 latency, and the count of non-2xx answers.
 */
export async function load(url, { connections = 50, seconds = 10, method = 'GET', headers = {}, body, requests } = {}) {
  const options = { url, connections, duration: seconds, method, headers };
  if (body !== undefined) options.body = body;
  if (requests) options.requests = [{ setupRequest: (request) => ({ ...request, ...requests() }) }];
  const result = await new Promise((resolve, reject) => {
    // The interval holds the event loop open until autocannon calls back.
    const keepAlive = setInterval(() => {}, 1000);
    autocannon(options, (error, outcome) => {
      clearInterval(keepAlive);
      if (error) reject(error);
      else resolve(outcome);
    });
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A bare node:http server in its own process (scripts/bench/baseline-server.mjs), ready to load. */
export async function startBaseline(port, mode, extraEnv = {}) {
  const child = spawn(process.execPath, ['scripts/bench/baseline-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BASELINE_MODE: mode, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${mode} baseline exited`);
    if (performance.now() > deadline) throw new Error(`the ${mode} baseline did not start`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

/** One table row: the site's figures beside the baseline's, with the ratio of requests per second. */
export function row(label, site, baseline) {
  const ratio = baseline.rps > 0 ? (site.rps / baseline.rps).toFixed(2) : 'n/a';
  const clean = site.non2xx === 0 && site.errors === 0 ? '' : ` (${site.non2xx} non-2xx, ${site.errors} errors)`;
  return `| ${label} | ${Math.round(site.rps)}${clean} | ${site.p50} | ${site.p99} | ${Math.round(baseline.rps)} | ${baseline.p50} | ${baseline.p99} | ${ratio} × |`;
}

export const TABLE_HEAD = `| call | site req/s | site p50 ms | site p99 ms | baseline req/s | baseline p50 ms | baseline p99 ms | site ÷ baseline |
|---|---|---|---|---|---|---|---|`;
