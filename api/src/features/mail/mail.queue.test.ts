import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { initOrm } from '../../db/orm.js';
import { startJobQueue, stopJobQueue } from '../../shared/job-queue.js';
import { startTestDatabase, type TestDatabase } from '../../test/database.js';
import { recipientOf, startTestMailbox, type TestMailbox } from '../../test/smtp.js';
import { MailQueue } from './mail.queue.js';
import { smtpTransport } from './mail.transport.js';
import type { MailMessage, MailTransport } from './mail.types.js';

const CONCURRENCY = 4;
const BACKLOG = 150;
const BUSY = 'busy@tours.test';

const message = (to: string, n: number): MailMessage => ({
  kind: 'backlog-test',
  to,
  language: 'en',
  subject: `Inquiry ${n}`,
  text: `Thank you for inquiry ${n}.`,
  html: `<p>Thank you for inquiry ${n}.</p>`,
});

/** Polls until `check` passes; false once `ms` are up. */
async function eventually(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

// A burst of inquiries leaves a backlog of mail: it goes out several messages at a time (never more
// than the bound), each exactly once, and a message the mail server refuses is retried on its own.
describe('mail queue backlog', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let mailbox: TestMailbox;
  let transport: MailTransport;
  let queue: MailQueue;
  let jobs: PgBoss | undefined;
  const log = pino({ level: 'silent' });
  let busyRefusals = 0;

  beforeAll(async () => {
    database = await startTestDatabase();
    orm = await initOrm(database.url, undefined, { embedded: database.embedded });
    mailbox = await startTestMailbox(0, {
      // Held a little, so deliveries in flight together overlap at the server.
      acceptDelayMs: 20,
      // A full mailbox, twice; the third attempt gets through.
      refuseRecipient: (address) => address === BUSY && ++busyRefusals <= 2,
    });
    transport = smtpTransport(mailbox.url, 'Angkor Digital <no-reply@agency.test>', CONCURRENCY);
    jobs = await startJobQueue(database.url, log, database.embedded);
    queue = await MailQueue.start(jobs, transport, log, {
      concurrency: CONCURRENCY,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
    });
  });

  afterAll(async () => {
    await queue?.stop();
    if (jobs) await stopJobQueue(jobs, log);
    transport?.close();
    await mailbox?.close();
    await orm?.close(true);
    await database?.close();
  });

  it('sends a backlog with bounded concurrency, each message once, retrying only the refused one', async () => {
    const messages = Array.from({ length: BACKLOG }, (_, n) => message(`visitor${n}@tours.test`, n));
    messages.splice(BACKLOG / 2, 0, message(BUSY, BACKLOG));
    const ids = await orm.em.fork().transactional((em) => queue.enqueue(em, messages));
    expect(ids).toHaveLength(BACKLOG + 1);

    const allCompleted = async () =>
      (await Promise.all(ids.map((id) => queue.state(id)))).every((state) => state === 'completed');
    expect(await eventually(allCompleted, 90_000)).toBe(true);

    const received = new Map<string, number>();
    for (const mail of mailbox.messages) received.set(recipientOf(mail), (received.get(recipientOf(mail)) ?? 0) + 1);
    expect(received.size).toBe(BACKLOG + 1);
    expect([...received.values()].every((count) => count === 1)).toBe(true);
    expect(mailbox.stats.refused).toEqual([BUSY, BUSY]);

    expect(mailbox.stats.maxTransactions).toBeGreaterThan(1);
    expect(mailbox.stats.maxTransactions).toBeLessThanOrEqual(CONCURRENCY);
    expect(mailbox.stats.maxSessions).toBeLessThanOrEqual(CONCURRENCY);
  }, 120_000);

  it('holds a message back until its time and can withdraw it (booking reminders)', async () => {
    const em = orm.em.fork();
    const [soon] = await em.transactional((trx) =>
      queue.enqueue(trx, [message('soon@tours.test', 1)], { startAfter: new Date(Date.now() + 1500) }),
    );
    const [later] = await em.transactional((trx) =>
      queue.enqueue(trx, [message('later@tours.test', 2)], { startAfter: new Date(Date.now() + 3_600_000) }),
    );
    await em.transactional((trx) => queue.cancel(trx, [later]));

    expect(await eventually(async () => (await queue.state(soon)) === 'completed', 30_000)).toBe(true);
    expect(await queue.state(later)).toBe('cancelled');
    expect(mailbox.messages.filter((mail) => recipientOf(mail) === 'soon@tours.test')).toHaveLength(1);
    expect(mailbox.messages.some((mail) => recipientOf(mail) === 'later@tours.test')).toBe(false);
  }, 60_000);
});
