import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';

const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'main-test-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real entry point as `npm start` would, on the embedded database, and waits until ready. */
async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!output.includes('"msg":"ready: ')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process on the embedded default', () => {
  it('starts with no configuration, keeps its data across a restart and stops cleanly on SIGINT', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const first = await startServer(port);
    expect(first.output()).toContain('migrations applied');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);

    const db = new pg.Client({ connectionString: embeddedUrlFrom(first.output()) });
    // Stored data: write a row through a plain PostgreSQL connection to the embedded server.
    await db.connect();
    await db.query('create table if not exists restart_probe (note text)');
    await db.query("insert into restart_probe values ('kept')");
    await db.end();

    const exited = exitOf(first.child);
    const stopAsked = Date.now();
    first.child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
    expect(first.output()).toContain('stopped cleanly');
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);

    const second = await startServer(port);
    expect(second.output()).not.toContain('migrations applied');
    const again = new pg.Client({ connectionString: embeddedUrlFrom(second.output()) });
    await again.connect();
    const { rows } = await again.query('select note from restart_probe');
    await again.end();
    expect(rows).toEqual([{ note: 'kept' }]);
    const secondExit = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  }, 120_000);
});

/** The embedded database's loopback address, from the start-up log (developers connect psql with it too). */
function embeddedUrlFrom(output: string): string {
  const match = /"url":"(postgres:\/\/[^"]+)","msg":"embedded PostgreSQL/.exec(output);
  if (!match) throw new Error(`the server did not log its embedded database address:\n${output}`);
  return match[1];
}
