import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { freePort } from './test/test-app.js';

// What a developer sees: `npm run dev` on the ports they choose, its ready line set apart, the log as
// readable lines at a terminal and JSON elsewhere; the server's own ready line at a terminal (npm start).

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDirs: string[] = [];
const groups: number[] = [];
afterAll(() => {
  // Nothing may outlive the tests, even when one failed before its process stopped its children.
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** Makes the program believe its stdout is a terminal (what `process.stdout.isTTY` says), before it runs. */
const AT_A_TERMINAL = `data:text/javascript,Object.defineProperty(process.stdout,'isTTY',{value:true})`;
const BANNER = '\x1b[1;32m▶ Site ready: ';

interface Run {
  child: ChildProcess;
  output(): string;
  /** Resolves once the output matches, fails when the process ends or the deadline passes first. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  /** The exit code (or signal) once it ends. */
  exit: Promise<number | string | null>;
  /** SIGTERM, then the exit code (or signal). */
  stop(): Promise<number | string | null>;
}

function start(args: string[], env: Record<string, string>, cwd = root): Run {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-start-test-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      PATH: `${path.join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    // stdin stays open: Vite stops when it ends.
    stdio: ['pipe', 'pipe', 'pipe'],
    // A process group of its own, so whatever it started can be ended after the test (groups below).
    detached: true,
  });
  groups.push(child.pid!);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return {
    child,
    exit: exited,
    output: () => output,
    async waitFor(pattern, ms = 120_000) {
      const deadline = Date.now() + ms;
      while (!pattern.test(output)) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`ended before ${pattern}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${ms} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** True once nothing listens on the port (within the deadline). */
async function closedSoon(port: number, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const answered = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (!answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe('npm run dev', () => {
  it('runs on PORT and WEB_DEV_PORT, says both, and sets the ready line apart once both answer', async () => {
    const [port, webPort] = [await freePort(), await freePort()];
    const dev = start(['--import', AT_A_TERMINAL, 'scripts/dev.mjs'], {
      PORT: String(port),
      WEB_DEV_PORT: String(webPort),
    });
    try {
      await dev.waitFor(/Site ready/);
      const output = dev.output();
      expect(output).toContain(
        `npm run dev: the web dev server (hot reload) on http://localhost:${webPort} (WEB_DEV_PORT), the api on http://localhost:${port} (PORT)`,
      );
      expect(output).toContain(`\n${BANNER}http://localhost:${webPort} (the api on :${port})\x1b[0m\n\n`);
      // At a terminal the api's log is pino-pretty's lines, not JSON.
      expect(output).toMatch(new RegExp(`INFO.*: .*ready: http://localhost:${port} \\(listening on port ${port}\\)`));
      expect(output).not.toContain('{"level":');
      // The web dev server's proxy follows PORT.
      const ready = await fetch(`http://localhost:${webPort}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok' });
    } finally {
      expect(await dev.stop()).toBe(0);
    }
    // Both servers stopped with it.
    expect(await closedSoon(port)).toBe(true);
    expect(await closedSoon(webPort)).toBe(true);
  }, 240_000);

  it('keeps the api log JSON when its output is no terminal', async () => {
    const [port, webPort] = [await freePort(), await freePort()];
    const dev = start(['scripts/dev.mjs'], { PORT: String(port), WEB_DEV_PORT: String(webPort) });
    try {
      await dev.waitFor(/Site ready/);
      const output = dev.output();
      expect(output).toMatch(new RegExp(`^\\{"level":30,.*"msg":"ready: http://localhost:${port} `, 'm'));
      expect(output).toContain(`\n▶ Site ready: http://localhost:${webPort} (the api on :${port})\n`);
      expect(output).not.toContain('\x1b[');
    } finally {
      expect(await dev.stop()).toBe(0);
    }
  }, 240_000);

  it('refuses a port that is no port, or one port for both, in one line', () => {
    for (const [env, says] of [
      [{ WEB_DEV_PORT: 'abc' }, 'WEB_DEV_PORT must be a port number from 1 to 65535 (got "abc").'],
      [{ PORT: '70000' }, 'PORT must be a port number from 1 to 65535 (got "70000").'],
      [
        { PORT: '4100', WEB_DEV_PORT: '4100' },
        'PORT and WEB_DEV_PORT are both 4100: the api and the web dev server need one each.',
      ],
    ] as const) {
      const result = spawnSync(process.execPath, ['scripts/dev.mjs'], {
        cwd: root,
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      });
      expect({ stderr: result.stderr, status: result.status }).toEqual({
        stderr: `npm run dev cannot start: ${says}\n`,
        status: 2,
      });
    }
  });
});

describe('the server at a terminal (npm start)', () => {
  const server = (env: Record<string, string>) =>
    start(
      ['--import', AT_A_TERMINAL, '--conditions=source', '--import', '@swc-node/register/esm-register', 'src/start.ts'],
      env,
      path.join(root, 'api'),
    );

  it('prints readable log lines, then its address set apart', async () => {
    const port = await freePort();
    const site = server({ PORT: String(port) });
    try {
      await site.waitFor(/Site ready/);
      expect(site.output()).toMatch(/INFO.*: .*local default in use: /);
      expect(site.output()).not.toContain('{"level":');
      // The ready line comes last, after the local defaults, with the address to open.
      expect(site.output()).toMatch(
        new RegExp(
          `ready: http://localhost:${port} \\(listening on port ${port}\\)[^]*\\n${BANNER.replace('[', '\\[')}http://localhost:${port}\\x1b\\[0m\\n\\n`,
        ),
      );
    } finally {
      expect(await site.stop()).toBe(0);
    }
  }, 240_000);

  it('says in one line when its port is taken, and exits 1', async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const site = server({ PORT: String(port) });
      const code = await Promise.race([
        site.exit,
        new Promise((resolve) => setTimeout(() => resolve('still running after 120 s'), 120_000).unref()),
      ]);
      if (code !== 1) await site.stop();
      expect(code).toBe(1);
      expect(site.output()).toContain(
        `\nThe server cannot start: port ${port} is in use (another copy of the site, or another program). ` +
          'Stop it, or set PORT to a free port (npm run dev also takes WEB_DEV_PORT for its web dev server).\n',
      );
    } finally {
      taken.close();
    }
  }, 240_000);
});
