import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { embeddedUrlFrom, startServerProcess } from '../../test/server-process.js';
import { createTestDatabase } from '../../test/test-app.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';

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

const startServer = (port: number, mailPollSeconds: string) =>
  startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    STAFF_EMAIL: 'team@agency.test',
    MAIL_POLL_SECONDS: mailPollSeconds,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });

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
    await first.stop('SIGKILL');
    expect(mailbox.messages).toHaveLength(0);

    const second = await startServer(port, '0.5');
    try {
      const staff = await mailbox.waitFor((mail) => recipientOf(mail) === 'team@agency.test', 30_000);
      expect(staff.subject).toBe('New inquiry from Vannak Pich: SEO & AI Search (GEO)');

      const url = database?.url ?? embeddedUrlFrom(second.output());
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('select name, status from contact_submissions');
      await client.end();
      expect(rows).toEqual([{ name: 'Vannak Pich', status: 'new' }]);
    } finally {
      await second.stop();
    }
    // Sent once, not once per start.
    expect(mailbox.messages.filter((mail) => recipientOf(mail) === 'team@agency.test')).toHaveLength(1);
  }, 120_000);
});
