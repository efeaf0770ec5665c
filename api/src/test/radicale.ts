import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './test-app.js';
import { waitUntil } from './wait.js';

/** Debian's package (`apt-get install radicale`), which `.ci/run` installs. */
export const RADICALE = process.env.RADICALE_BIN ?? '/usr/bin/radicale';

export interface TestCalDavServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Creates a calendar collection (MKCALENDAR) and returns its URL. */
  calendar(owner: string, name: string): Promise<string>;
  /** Stores an iCalendar object in a calendar (PUT). */
  put(calendarUrl: string, name: string, ics: string): Promise<void>;
  close(): Promise<void>;
}

const auth = (user: string) => `Basic ${Buffer.from(`${user}:app-password`).toString('base64')}`;

/** A real CalDAV server (Radicale) on 127.0.0.1 with its own storage, accepting any user's password. */
export async function startRadicale(): Promise<TestCalDavServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'radicale-'));
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = none',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[logging]',
      'level = warning',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(RADICALE, ['--config', path.join(dir, 'config')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('Radicale to listen', async () => {
    try {
      return (await fetch(`${url}/.web/`)).status < 500;
    } catch {
      return false;
    }
  });
  return {
    url,
    async calendar(owner, name) {
      const collection = `${url}/${owner}/${name}/`;
      const response = await fetch(collection, { method: 'MKCALENDAR', headers: { authorization: auth(owner) } });
      if (response.status !== 201) throw new Error(`MKCALENDAR answered ${response.status}`);
      return collection;
    },
    async put(calendarUrl, name, ics) {
      const owner = new URL(calendarUrl).pathname.split('/')[1];
      const response = await fetch(`${calendarUrl}${name}.ics`, {
        method: 'PUT',
        headers: { authorization: auth(owner), 'content-type': 'text/calendar; charset=utf-8' },
        body: ics,
      });
      if (response.status !== 201 && response.status !== 204) throw new Error(`PUT answered ${response.status}`);
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
