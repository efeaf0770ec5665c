import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { embeddedUrlFrom, startServerProcess } from './test/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'main-test-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process on the embedded default', () => {
  it('starts with no configuration, keeps its data across a restart and stops cleanly on SIGINT', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const first = await startServerProcess(env);
    expect(first.output()).toContain('migrations applied');
    // Not at a terminal: JSON lines only, no ready line set apart for a person.
    expect(first.output()).not.toContain('▶ Site ready');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);

    // Stored data: write a row through a plain PostgreSQL connection to the embedded server.
    const db = new pg.Client({ connectionString: embeddedUrlFrom(first.output()) });
    await db.connect();
    await db.query('create table if not exists restart_probe (note text)');
    await db.query("insert into restart_probe values ('kept')");
    await db.end();

    const stopAsked = Date.now();
    expect(await first.stop('SIGINT')).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
    expect(first.output()).toContain('stopped cleanly');
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);

    const second = await startServerProcess(env);
    expect(second.output()).not.toContain('migrations applied');
    const again = new pg.Client({ connectionString: embeddedUrlFrom(second.output()) });
    await again.connect();
    const { rows } = await again.query('select note from restart_probe');
    await again.end();
    expect(rows).toEqual([{ note: 'kept' }]);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 300_000);
});
