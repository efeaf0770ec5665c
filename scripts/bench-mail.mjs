// The mail queue draining a backlog (called by `npm run bench`, or alone: `node scripts/bench-mail.mjs`).
// A burst of inquiries leaves a backlog: N messages are queued in one transaction, then a worker starts
// and sends them to a local SMTP sink (smtp-server on 127.0.0.1); the figure is the time from the
// worker's start until the sink accepted the last message. In the same run:
//   - the baseline: nodemailer sending the same messages straight to the same sink over the same pool
//     of connections, no queue (no worker can beat it);
//   - the worker with MAIL_CONCURRENCY 1, and the previous worker (pg-boss work(), one job per poll).
// Each is measured against a sink that accepts at once and one that holds every message 50 ms, like a
// mail server across a network. Embedded PGlite by default; BENCH_DATABASE_URL (a PostgreSQL server; a
// scratch database is created on it) adds the production shape. Writes the `mail` section of
// docs/performance.md. Needs the api build (api/dist).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { root, run } from './lib.mjs';
import { machineLine, writeSection } from './perf-doc.mjs';

if (!existsSync(path.join(root, 'api/dist/shared/job-worker.js'))) run('npx', ['tsc', '-b', 'api']);
const { MailQueue, MAIL_QUEUE } = await import('../api/dist/features/mail/mail.queue.js');
const { smtpTransport } = await import('../api/dist/features/mail/mail.transport.js');
const { startJobQueue, stopJobQueue } = await import('../api/dist/shared/job-queue.js');
const { initOrm } = await import('../api/dist/db/orm.js');
const { startEmbeddedDatabase } = await import('../api/dist/db/embedded.js');

const CONCURRENCY = 8; // MAIL_CONCURRENCY's default
const POLL_SECONDS = 2; // MAIL_POLL_SECONDS's default
const FROM = 'Angkor Digital <no-reply@bench.test>';
const log = pino({ level: 'silent' });

/** About the size of a real inquiry receipt: a plain-text and an HTML part. */
const message = (n) => ({
  kind: 'bench',
  to: `visitor${n}@bench.test`,
  language: 'en',
  subject: `Thank you for your inquiry (${n})`,
  text: `Dear visitor ${n},\n\n${'Thank you for contacting us. We reply within one business day. '.repeat(12)}`,
  html: `<p>Dear visitor ${n},</p>${'<p>Thank you for contacting us. We reply within one business day.</p>'.repeat(24)}`,
});

function startSink(holdMs) {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => setTimeout(() => (accepted += 1) && callback(), holdMs));
      stream.resume();
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `smtp://127.0.0.1:${server.server.address().port}`,
        accepted: () => accepted,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

async function until(check) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Seconds until `count` messages reached the sink, from the call of `start`. */
async function drain(sink, count, start) {
  const started = performance.now();
  const stop = await start();
  await until(() => sink.accepted() >= count);
  const seconds = (performance.now() - started) / 1000;
  await stop();
  return seconds;
}

async function direct(holdMs, count) {
  const sink = await startSink(holdMs);
  const transporter = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: CONCURRENCY });
  const seconds = await drain(sink, count, async () => {
    let next = 0;
    const lane = async () => {
      while (next < count) {
        const n = next++;
        const { to, subject, text, html } = message(n);
        await transporter.sendMail({ from: FROM, to, subject, text, html });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    return async () => {};
  });
  transporter.close();
  await sink.close();
  return seconds;
}

/** Queues `count` messages in one transaction, then times a worker started by `startWorker` draining them. */
async function queued(database, holdMs, count, startWorker) {
  const sink = await startSink(holdMs);
  const transport = smtpTransport(sink.url, FROM, CONCURRENCY);
  const producerJobs = await startJobQueue(database.url, log, database.embedded);
  const producer = await MailQueue.start(producerJobs, transport, log, { worker: false });
  const messages = Array.from({ length: count }, (_, n) => message(n));
  await database.orm.em.fork().transactional((em) => producer.enqueue(em, messages));
  const seconds = await drain(sink, count, () => startWorker(sink, transport));
  await producer.stop();
  await stopJobQueue(producerJobs, log);
  transport.close();
  await sink.close();
  return seconds;
}

const worker = (database, concurrency) => (_sink, transport) =>
  startJobQueue(database.url, log, database.embedded).then(async (jobs) => {
    const queue = await MailQueue.start(jobs, transport, log, { concurrency, pollingIntervalSeconds: POLL_SECONDS });
    return async () => {
      await queue.stop();
      await stopJobQueue(jobs, log);
    };
  });

/** The worker before this one: pg-boss work(), one job per fetch, then a polling interval's pause. */
const previousWorker = (database) => async (_sink, transport) => {
  const boss = new PgBoss({ connectionString: database.url, max: 3, schema: 'pgboss' });
  await boss.start();
  await boss.work(MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
    await transport.send(job.data);
  });
  return () => boss.stop({ graceful: true, close: true });
};

async function measure(label, database) {
  const rows = [];
  const add = (sink, sender, count, seconds, baseline) =>
    rows.push({ sink, sender, count, seconds, rate: count / seconds, baseline });
  for (const [sink, holdMs, count, oneAtATime] of [
    ['accepts at once', 0, 1000, 300],
    ['holds each message 50 ms', 50, 400, 100],
  ]) {
    const baseline = count / (await direct(holdMs, count));
    add(sink, `nodemailer alone, ${CONCURRENCY} pooled connections (baseline)`, count, count / baseline, baseline);
    add(
      sink,
      `queue worker, MAIL_CONCURRENCY=${CONCURRENCY}`,
      count,
      await queued(database, holdMs, count, worker(database, CONCURRENCY)),
      baseline,
    );
    add(
      sink,
      'queue worker, MAIL_CONCURRENCY=1',
      oneAtATime,
      await queued(database, holdMs, oneAtATime, worker(database, 1)),
      baseline,
    );
    if (holdMs === 0 && database.embedded) {
      add(
        sink,
        `previous worker (pg-boss work(), one job per poll, MAIL_POLL_SECONDS=${POLL_SECONDS})`,
        10,
        await queued(database, holdMs, 10, previousWorker(database)),
        baseline,
      );
    }
  }
  return { label, rows };
}

async function embeddedDatabase() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-mail-'));
  const db = await startEmbeddedDatabase(path.join(dir, 'pg'));
  const orm = await initOrm(db.url, undefined, { embedded: true });
  return {
    url: db.url,
    embedded: true,
    orm,
    async close() {
      await orm.close(true);
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function serverDatabase(serverUrl) {
  const name = `bench_mail_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const orm = await initOrm(url.href);
  return {
    url: url.href,
    embedded: false,
    orm,
    async close() {
      await orm.close(true);
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const ratio = (value) => (value < 0.1 ? value.toPrecision(1) : value.toFixed(2));

const runs = [];
for (const [label, open] of [
  ['embedded PostgreSQL (PGlite, the `npm start` default)', embeddedDatabase],
  ...(process.env.BENCH_DATABASE_URL
    ? [
        [
          'PostgreSQL server (`BENCH_DATABASE_URL`, the production shape)',
          () => serverDatabase(process.env.BENCH_DATABASE_URL),
        ],
      ]
    : []),
]) {
  console.log(`measuring the mail queue on ${label}…`);
  const database = await open();
  try {
    runs.push(await measure(label, database));
  } finally {
    await database.close();
  }
}

const report = `## Mail queue draining a backlog

Written by \`node scripts/bench-mail.mjs\` (also run by \`npm run bench\`). ${machineLine()}

A burst of inquiries leaves a backlog: the messages (about 3 KB each, text and HTML) are queued in one
transaction, then a worker starts and sends them to a local SMTP sink (smtp-server on 127.0.0.1); the
time runs from the worker's start until the sink accepted the last one. The baseline is nodemailer
sending the same messages straight to the same sink over a pool of ${CONCURRENCY} connections, no queue: no
worker can beat it. The second sink holds every message 50 ms before accepting it, like a mail server
across a network. The previous worker (pg-boss \`work()\`, one job per fetch, then a polling interval's
pause) is measured on a few messages only: its rate is set by the polling interval.

${runs
  .map(
    (r) => `### ${r.label}

| mail server | sender | messages | seconds | messages/s | ÷ baseline |
|---|---|---|---|---|---|
${r.rows
  .map(
    (row) =>
      `| ${row.sink} | ${row.sender} | ${row.count} | ${row.seconds.toFixed(2)} | ${row.rate.toFixed(1)} | ${ratio(row.rate / row.baseline)} × |`,
  )
  .join('\n')}`,
  )
  .join('\n\n')}
${
  process.env.BENCH_DATABASE_URL
    ? ''
    : '\nSet `BENCH_DATABASE_URL` to measure against a PostgreSQL server too (the production shape).\n'
}`;

writeSection('mail', report);
console.log(report);
