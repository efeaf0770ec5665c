// A real CalDAV server for the tests (api tests, and the e2e calendar server through e2e/server.mjs).
// Only erasable TypeScript and Node's own modules here, so Node's type stripping can load it too.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's package (`apt-get install radicale`), which `.ci/run` installs. */
export const RADICALE = process.env.RADICALE_BIN ?? '/usr/bin/radicale';

export interface TestCalDavServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Radicale's process (a server that exits kills it with `process.kill(pid)`). */
  pid: number | undefined;
  /** Creates a calendar collection (MKCALENDAR) and returns its URL. */
  calendar(owner: string, name: string): Promise<string>;
  /** Stores an iCalendar object in a calendar (PUT). */
  put(calendarUrl: string, name: string, ics: string): Promise<void>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until Radicale answers (it takes a moment to start), failing after 20 seconds. */
async function listening(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/.web/`)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`Radicale exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('waited 20000 ms for Radicale to listen, in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
  await listening(url, child);
  return {
    url,
    pid: child.pid,
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
