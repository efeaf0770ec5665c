import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.js';
import { startTestMailbox, type TestMailbox } from '../test/smtp.js';
import { createTestDatabase, freePort } from '../test/test-app.js';

// The Dockerfile's recipe, run as far as this machine allows (no Docker engine here): the build
// context (.dockerignore applied) copied to an empty directory, `npm ci`, `npm run build`,
// `npm prune --omit=dev`, then the image's command with the image's environment in production mode.
// It proves the lock file installs, the build works from a clean tree, and the pruned install holds
// everything the server needs at run time.

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

/** The RUN commands of the Dockerfile's build stage, in order. */
const buildStageRuns = () =>
  dockerfile
    .split(/^FROM /m)[1]
    .split('\n')
    .filter((line) => line.startsWith('RUN '))
    .map((line) => line.slice(4).trim());

/** The files `COPY . .` sends: what git knows of (tracked or not ignored), minus .dockerignore's patterns. */
function copyBuildContext(into: string) {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const excluded = (file: string) => {
    let out = false;
    for (const pattern of ignored) {
      const negated = pattern.startsWith('!');
      const glob = (negated ? pattern.slice(1) : pattern).replace(/^\*\*\//, '');
      const regex = new RegExp(`(^|/)${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`);
      if (regex.test(file)) out = !negated;
    }
    return out;
  };
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (excluded(file) || !existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(into, file));
  }
}

/**
 * Runs one RUN line; coreutils `timeout` kills its whole process group (npm and what npm started) if it
 * outlives `seconds`, so a slow step fails here instead of running on beside the next suites.
 */
function sh(command: string, cwd: string, seconds: number) {
  const started = Date.now();
  // npm scripts run under Node 24 through the `node` devDependency; npm itself is the machine's.
  const result = spawnSync('timeout', ['-s', 'KILL', String(seconds), 'sh', '-c', command], {
    cwd,
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 64 << 20,
  });
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(`Dockerfile recipe: \`${command}\` took ${took}`);
  if (result.status !== 0)
    throw new Error(
      `\`${command}\` failed (${result.status === 137 ? 'killed: too slow' : result.status}, after ${took}):\n${(result.stdout + result.stderr).slice(-4000)}`,
    );
}

describe('the Dockerfile recipe from a clean build context', () => {
  const workdir = mkdtempSync(path.join(tmpdir(), 'docker-recipe-'));
  let database: { url: string; drop(): Promise<void> } | undefined;
  let embedded: EmbeddedDatabase | undefined;
  let mailbox: TestMailbox | undefined;
  afterAll(async () => {
    await database?.drop();
    await embedded?.close();
    await mailbox?.close();
    rmSync(workdir, { recursive: true, force: true });
  });

  it('installs with npm ci, builds, prunes dev dependencies and serves the site in production', async () => {
    const app = path.join(workdir, 'app');
    copyBuildContext(app);
    expect(existsSync(path.join(app, '.env'))).toBe(false);
    const runs = buildStageRuns();
    expect(runs[0]).toMatch(/^npm ci\b/);
    // About 2 and 1 minutes each on this machine (npm's cache warm): bounded well inside the test's 10.
    for (const command of runs) sh(command, app, command.startsWith('npm ci') ? 240 : 180);

    if (process.env.TEST_DATABASE_URL)
      database = await createTestDatabase(process.env.TEST_DATABASE_URL, { empty: true });
    else embedded = await startEmbeddedDatabase(path.join(workdir, 'pg'));
    mailbox = await startTestMailbox();
    const port = await freePort();
    const env = /^ENV (.*)$/m
      .exec(dockerfile)![1]
      .split(/\s+/)
      .map((pair) => pair.split('='));
    const [command, ...args] = JSON.parse(/^CMD (.*)$/m.exec(dockerfile)![1]) as string[];
    expect(command).toBe('node');
    const child = spawn(process.execPath, args, {
      cwd: app,
      env: {
        ...Object.fromEntries(env),
        PATH: process.env.PATH,
        PORT: String(port),
        DATA_DIR: path.join(workdir, 'data'),
        PUBLIC_URL: 'https://angkordigital.example',
        DATABASE_URL: (database ?? embedded)!.url,
        SMTP_URL: mailbox.url,
        SESSION_SECRET: 'production-test-secret-0123456789-abcdefghijklmnop',
        // This issuer does not answer: pages are served anyway (/readyz names the sign-in problem).
        OIDC_ISSUER_URL: 'https://id.example',
        OIDC_CLIENT_ID: 'site',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ready = await fetch(`${base}/readyz`).catch(() => undefined);
        if (ready?.ok) break;
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`not ready:\n${output.slice(-4000)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(output).toContain('"nodeEnv":"production"');
      // As the proxy in front asks: the visitor's host in X-Forwarded-Host (TRUST_PROXY's default trusts
      // loopback). Asked by address, a page is sent to PUBLIC_URL.
      const asProxy = { 'x-forwarded-host': 'angkordigital.example' };
      const byAddress = await fetch(`${base}/km/faq`, { redirect: 'manual' });
      expect(byAddress.status).toBe(301);
      expect(byAddress.headers.get('location')).toBe('https://angkordigital.example/km/faq');
      const home = await fetch(`${base}/km/faq`, { headers: asProxy });
      expect(home.status).toBe(200);
      expect(home.headers.get('strict-transport-security')).toMatch(/max-age/);
      expect(await home.text()).toContain('lang="km"');
      const api = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asProxy },
        body: JSON.stringify({ query: '{ packages(language: en) { id formattedPrice } }' }),
      });
      expect(await api.json()).toMatchObject({
        data: { packages: [{ id: 'starter', formattedPrice: '$299' }, {}, {}] },
      });
    } finally {
      // A server that already exited (it failed to start) emits no second 'exit': waiting would hang.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
  });
});
