// `npm run lighthouse`: Lighthouse in the system Chromium against the production build, mobile (a
// mid-range phone on a slow 4G network, simulated) and desktop presets, median of 3 runs per page.
// Writes its section of docs/performance.md: the four category scores, LCP, TBT, CLS, and the
// JavaScript each page loads (gzip level 9 of the files requested, and the bytes actually sent).
// Figures, not assertions. Use a quiet machine: simulated throttling scales with the host CPU.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { localizedPath, PAGE_ROUTES } from '@site/common';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { isBuilt, root, run } from './lib.mjs';
import { machineLine, writeSection } from './perf-doc.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Every public route in both languages: the mobile target is 100 on all. Not the 404 page: Lighthouse
 * refuses to audit a document answered with status 404 (ERRORED_DOCUMENT_REQUEST); the e2e suite
 * holds it to the same JavaScript budget and axe checks as the other content pages.
 */
const ALL_PUBLIC = PAGE_ROUTES.filter((route) => route.access === 'public').flatMap((route) =>
  ['en', 'km'].map((language) => localizedPath(route.path, language)),
);
/**
 * Checkout shows its page only to a visitor who chose a plan (kept in session storage); opened cold it
 * sends the visitor back to pricing (SPEC §4). Both are measured: the redirect, and the page as a buyer
 * meets it, after choosing a plan on the pricing page (the HTTP cache emptied again before the run).
 */
const CHECKOUT = new Set(['/checkout', '/km/checkout']);
const pageRuns = (paths) =>
  paths.flatMap((page) =>
    CHECKOUT.has(page)
      ? [
          { page, label: `${page} (no plan: to pricing)` },
          { page, label: `${page} (plan chosen)`, choosePlanOn: page.replace('checkout', 'pricing') },
        ]
      : [{ page, label: page }],
  );
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PRESETS = [
  // Lighthouse's default: Moto G Power class, slow 4G, 4× CPU slowdown.
  { name: 'mobile', config: undefined, pages: pageRuns(process.env.LIGHTHOUSE_PAGES?.split(',') ?? ALL_PUBLIC) },
  { name: 'desktop', config: desktopConfig, pages: pageRuns(['/', '/services', '/faq', '/km/faq', '/booking']) },
];
/** Issue 19's target for every public page on a phone: performance 100, total blocking time ≤ 50 ms. */
const meetsTarget = (r) => r.scores.performance === 100 && r.tbt <= 50;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!isBuilt()) run('node', ['scripts/build.mjs']);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The production build on the embedded defaults, in a throw-away data directory. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-lighthouse-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return {
    origin,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const gzipCache = new Map();
/** gzip -9 size of a built file of web/dist/client, by its URL path. */
function gzipSize(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const file = path.join(root, 'web', 'dist', 'client', urlPath);
    gzipCache.set(urlPath, gzipSync(readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(urlPath);
}

/** A run Lighthouse itself could not complete (it says "Please run Lighthouse again"). */
class RunFailed extends Error {}

/**
 * A run, repeated when Lighthouse could not complete it: now and then the trace of a page load lacks
 * its navigation start here (NO_NAVSTART), whatever the page. Up to three attempts.
 */
async function measureAgainIfFailed(url, chromePort, config, choosePlanOn) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!choosePlanOn) return await measure(url, chromePort, config);
      const page = await afterChoosingPlan(new URL(choosePlanOn, url).href, chromePort);
      try {
        return await measure(url, chromePort, config, page);
      } finally {
        await page.close();
      }
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt === 3) throw error;
      console.warn(`${error.message}: running it again`);
    }
  }
}

let browser;
/**
 * A tab in which a visitor chose the first plan on a pricing page (the button stores it in session
 * storage and opens checkout), then left it for about:blank; the HTTP cache is emptied, so the run
 * loads checkout as cold as any other page. Session storage belongs to the tab, so the run uses it.
 */
async function afterChoosingPlan(pricingUrl, chromePort) {
  browser ??= await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.goto(pricingUrl, { waitUntil: 'load' });
  await page.waitForSelector('html[data-behaviours]');
  await Promise.all([page.waitForNavigation(), page.click('[data-store-key]')]);
  if (!new URL(page.url()).pathname.endsWith('/checkout')) throw new Error(`choosing a plan led to ${page.url()}`);
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return page;
}

/**
 * One Lighthouse run: scores, the three metrics and the scripts the page requested. With `page`, in
 * that tab and keeping its storage (Lighthouse would otherwise clear the origin's storage first).
 */
async function measure(url, chromePort, config, page) {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(page ? { disableStorageReset: true } : {}),
    },
    config,
    page,
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new RunFailed(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(new URL(url).origin),
  );
  const failing = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${id}/${ref.id}`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scriptFiles: scripts.length,
    scriptTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptGzip: scripts.reduce((sum, item) => sum + gzipSize(new URL(item.url).pathname), 0),
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function summarize(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((r) => r.scores[id])])),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    tbtRuns: runs.map((r) => Math.round(r.tbt)),
    cls: pick((r) => r.cls),
    scriptFiles: pick((r) => r.scriptFiles),
    scriptTransfer: pick((r) => r.scriptTransfer),
    scriptGzip: pick((r) => r.scriptGzip),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
  };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const rows = [];
try {
  for (const preset of PRESETS) {
    for (const { page, label, choosePlanOn } of preset.pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await measureAgainIfFailed(server.origin + page, chrome.port, preset.config, choosePlanOn));
      const summary = summarize(runs);
      rows.push({ preset: preset.name, page: label, ...summary });
      console.log(
        `${preset.name} ${label}: ${CATEGORIES.map((id) => summary.scores[id]).join(' / ')}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  await browser?.disconnect();
  await chrome.kill();
  await server.stop();
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const table = rows
  .map(
    (r) =>
      `| ${r.preset} | ${r.page} | ${meetsTarget(r) ? 'yes' : '**no**'} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.tbtRuns.join(' / ')} | ${r.cls.toFixed(3)} | ${r.scriptFiles} | ${kib(r.scriptGzip)} | ${kib(r.scriptTransfer)} |`,
  )
  .join('\n');
const notes = rows
  .filter((r) => r.failing.length > 0)
  .map((r) => `- ${r.preset} ${r.page}: ${r.failing.join(', ')}`)
  .join('\n');

const report = `## Lighthouse

Written by \`npm run lighthouse\` (scripts/lighthouse.mjs): Lighthouse ${lighthouseVersion()} in the system
Chromium against the production build, ${RUNS === 1 ? 'one run (LIGHTHOUSE_RUNS=1)' : `median of ${RUNS} runs`} per page and preset. ${machineLine()}
Mobile is Lighthouse's default (a mid-range phone, slow 4G and a 4× slower CPU, simulated); desktop is
its desktop preset. The site's server shares the CPU with Chromium, which weighs on the simulated timings.
The simulated blocking time is the host's own task times slowed four times, so it moves with the host's
speed: Lighthouse's CPU benchmark of this machine (benchmarkIndex, higher is faster) was ${benchmarkLine()}.

${rows.filter((r) => r.preset === 'mobile' && meetsTarget(r)).length} of ${rows.filter((r) => r.preset === 'mobile').length} pages meet the target on mobile
(performance 100 and total blocking time ≤ 50 ms${RUNS === 1 ? '' : ', medians'}).

| preset | page | target met | performance | accessibility | best practices | SEO | LCP | TBT | TBT of each run (ms) | CLS | JS files | JS gzip KiB | JS sent KiB |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${table}

JS gzip is the gzip level 9 size of every script the page requested during the run: on a content page
the enhance entry, its chunks and the small worker that loads the browser's Intl data (React loads
when a form or the chat is used, which Lighthouse does not do), on an app page (booking, checkout,
payment result…) the app's entry and the page's chunks, which it requests once it has painted; JS sent is
what went over the wire (the server sends brotli).
${notes ? `\nAudits below a full score in at least one run:\n\n${notes}\n` : ''}`;

writeSection('lighthouse', report);
console.log(report);

/** The spread of Lighthouse's host benchmark over every run of this command. */
function benchmarkLine() {
  const all = rows.flatMap((r) => r.benchmarkIndexes).filter((value) => Number.isFinite(value));
  if (all.length === 0) return 'not reported';
  const sorted = [...all].sort((a, b) => a - b);
  return `${Math.round(sorted[0])}–${Math.round(sorted.at(-1))} over the ${all.length} runs (median ${Math.round(median(all))})`;
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}
