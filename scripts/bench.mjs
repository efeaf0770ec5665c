// `npm run bench`: starts the production build and measures it, then writes docs/performance.md.
// Figures, not assertions: tests never time anything.
//   - time from `npm start` (scripts/start.mjs, already built) to a ready /readyz, with a cold and a warm
//     data directory, beside a bare `node -e` process as the floor of any Node start-up;
//   - resident memory after start-up and after a burst of page requests;
//   - the gzipped JavaScript a content page loads before it is interactive (entry + static imports +
//     the page's preloaded chunks).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { isBuilt, root, run } from './lib.mjs';
import { machineLine, writeSection } from './perf-doc.mjs';
import { benchHttp } from './bench/http.mjs';
import { median, rssMiB, startServer as startOn, stop, waitReady as waitUntilReady } from './bench/lib.mjs';

const RUNS = 3;
const PORT = 3990;
const CONTENT_PAGES = ['/', '/services', '/services/seo', '/faq', '/km/faq', '/pricing', '/km/blog'];

if (!isBuilt()) run('node', ['scripts/build.mjs']);

const startServer = (dataDir, extraEnv = {}) => startOn(PORT, dataDir, extraEnv);
const waitReady = (started, child) => waitUntilReady({ started, child, url: `http://127.0.0.1:${PORT}` });

async function bareNodeStartMs() {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await new Promise((resolve) => spawn(process.execPath, ['-e', '0']).once('exit', resolve));
    times.push(performance.now() - started);
  }
  return median(times);
}

async function startupAndMemory() {
  const cold = [];
  const warm = [];
  let memory;
  for (let i = 0; i < RUNS; i += 1) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
    try {
      const first = startServer(dataDir);
      cold.push(await waitReady(first.started, first.child));
      await stop(first.child);
      const second = startServer(dataDir);
      warm.push(await waitReady(second.started, second.child));
      if (i === 0) {
        // The server is the start.mjs process itself (it imports start.js, then main.js), so its pid is the one to read.
        const idle = rssMiB(second.child.pid);
        for (let n = 0; n < 200; n += 1) {
          const page = CONTENT_PAGES[n % CONTENT_PAGES.length];
          await (
            await fetch(`http://127.0.0.1:${PORT}${page}`, { headers: { 'accept-encoding': 'br' } })
          ).arrayBuffer();
        }
        memory = { idle, afterPages: rssMiB(second.child.pid) };
      }
      await stop(second.child);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { cold: median(cold), warm: median(warm), memory };
}

/** The JavaScript a page needs before it is interactive: module scripts, modulepreloads and their static imports. */
function pageJavaScript(pagePath) {
  const dist = path.join(root, 'web', 'dist', 'client');
  const htmlFile = path.join(dist, pagePath === '/' ? '' : pagePath, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url) || !url.endsWith('.js')) return;
    seen.add(url);
    const code = readFileSync(path.join(dist, url), 'utf8');
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${}\s,*]+from\s*)?["'](\.\.?\/[^"']+)["']/g)) {
      visit(path.posix.join(path.posix.dirname(url), match[1]));
    }
  };
  entries.forEach(visit);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const url of seen) {
    const code = readFileSync(path.join(dist, url));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    brotli += brotliCompressSync(code).length;
  }
  return { files: seen.size, raw, gzip, brotli, htmlGzip: gzipSync(html, { level: 9 }).length };
}

/** The production shape: a PostgreSQL server instead of the embedded one (BENCH_DATABASE_URL, optional). */
async function serverDatabaseRun(databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  try {
    const times = [];
    let memory;
    for (let i = 0; i < RUNS; i += 1) {
      const server = startServer(dataDir, { DATABASE_URL: databaseUrl });
      times.push(await waitReady(server.started, server.child));
      if (i === 0) memory = rssMiB(server.child.pid);
      await stop(server.child);
    }
    return { startup: median(times), memory };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => `${Math.round(value)} ms`;

console.log('measuring start-up (cold and warm data directory) and memory…');
const bare = await bareNodeStartMs();
const startup = await startupAndMemory();
const withServer = process.env.BENCH_DATABASE_URL ? await serverDatabaseRun(process.env.BENCH_DATABASE_URL) : undefined;
const pages = CONTENT_PAGES.map((page) => ({ page, ...pageJavaScript(page) }));

const report = `## Start-up and memory

Written by \`npm run bench\` (scripts/bench.mjs), medians of ${RUNS} runs where it says so. ${machineLine()}

Time from starting \`npm start\`'s script (site already built) until \`/readyz\` answers 200, median of ${RUNS}.
The baseline is a bare \`node -e 0\` on the same machine in the same run: no server can start faster.

| measure | value | ratio to bare Node start |
|---|---|---|
| bare \`node -e 0\` (baseline) | ${ms(bare)} | 1.0 × |
| start to ready, cold data directory (embedded PostgreSQL created, migrations applied) | ${ms(startup.cold)} | ${(startup.cold / bare).toFixed(1)} × |
| start to ready, warm data directory | ${ms(startup.warm)} | ${(startup.warm / bare).toFixed(1)} × |

| memory (resident set of the server process, embedded PostgreSQL included) | MiB |
|---|---|
| right after start-up (warm; the server collects start-up garbage once before it listens, \`--expose-gc\`) | ${startup.memory.idle.toFixed(0)} |
| after 200 page requests | ${startup.memory.afterPages.toFixed(0)} |
${
  withServer
    ? `
With a PostgreSQL server instead (\`BENCH_DATABASE_URL\`, the production shape; migrations already applied):
start to ready ${ms(withServer.startup)} (${(withServer.startup / bare).toFixed(1)} × bare Node), resident memory after
start-up ${withServer.memory.toFixed(0)} MiB. The difference from the embedded figures is PGlite's WebAssembly PostgreSQL.
`
    : `
Set \`BENCH_DATABASE_URL\` to also measure against a PostgreSQL server (the production shape).
`
}
## JavaScript a page loads before it is interactive

The page's module scripts, the chunks they import statically and its modulepreloads, as the built files
on disk; sizes compressed as the server sends them (brotli) and with gzip level 9 (inline scripts not
counted). Content pages load only the enhance entry (React loads when a form or the chat is used);
the budget is 50 KiB compressed (e2e/tests/content-pages.spec.ts counts what the browser fetches).

| page | files | raw KiB | gzip KiB | brotli KiB | HTML gzip KiB |
|---|---|---|---|---|---|
${pages.map((p) => `| ${p.page} | ${p.files} | ${kib(p.raw)} | ${kib(p.gzip)} | ${kib(p.brotli)} | ${kib(p.htmlGzip)} |`).join('\n')}
`;

writeSection('startup', report);
console.log(report);
run('node', ['scripts/bench-assistant.mjs']);

console.log('measuring pages and the partner API under load…');
const http = await benchHttp({ databaseUrl: process.env.BENCH_DATABASE_URL });
writeSection('http', http);
console.log(http);
writeSection('profile', readFileSync(path.join(root, 'scripts', 'bench', 'where-the-time-goes.md'), 'utf8'));

// The booking API under load: its own section of docs/performance.md.
await import('./bench-booking.mjs');

// The mail queue draining a backlog: its own section of docs/performance.md.
await import('./bench-mail.mjs');
