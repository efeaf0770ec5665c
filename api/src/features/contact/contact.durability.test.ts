import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase } from '../../test/test-app.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';

const apiDir = path.resolve(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-test-'));
let mailbox: TestMailbox;
let database: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  // The server at TEST_DATABASE_URL when set (as in CI), else the embedded database in dataDir.
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase(process.env.TEST_DATABASE_URL);
});
afterAll(async () => {
  await mailbox?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(
  port: number,
  mailPollSeconds: string,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: mailbox.url,
      STAFF_EMAIL: 'team@agency.test',
      MAIL_POLL_SECONDS: mailPollSeconds,
      LOG_LEVEL: 'info',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
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

describe('an acknowledged inquiry survives kill -9', () => {
  it('keeps the submission and sends its staff e-mail after the restart', async () => {
    const port = 3800 + Math.floor(Math.random() * 90);
    // A slow-polling worker: the mail is certainly still queued when the process dies.
    const first = await startServer(port, '60');
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Vannak Pich',
        email: 'vannak@tours.test',
        service: 'seo',
        message: 'Please call me about search for our tours.',
        language: 'en',
      }),
    });
    expect(response.status).toBe(201);
    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;
    expect(mailbox.messages).toHaveLength(0);

    const second = await startServer(port, '0.5');
    try {
      const staff = await mailbox.waitFor((mail) => recipientOf(mail) === 'team@agency.test', 30_000);
      expect(staff.subject).toBe('New inquiry from Vannak Pich: SEO & Digital Marketing');

      const url = database?.url ?? /"url":"(postgres:\/\/[^"]+)","msg":"embedded PostgreSQL/.exec(second.output())![1];
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('select name, status from contact_submissions');
      await client.end();
      expect(rows).toEqual([{ name: 'Vannak Pich', status: 'new' }]);
    } finally {
      const exited = new Promise((resolve) => second.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      await exited;
    }
    // Sent once, not once per start.
    expect(mailbox.messages.filter((mail) => recipientOf(mail) === 'team@agency.test')).toHaveLength(1);
  }, 120_000);
});
