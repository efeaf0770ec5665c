// The booking API under load (called by `npm run bench`, or alone: `node scripts/bench-booking.mjs`).
// In one run, with 50 connections (autocannon) against the production build:
//   - a bare node:http handler doing one indexed PostgreSQL query on the same database (the floor:
//     no API that touches the database can be faster on this machine);
//   - GET /api/booking/availability;
//   - POST /api/booking for free slots (201) until the calendar is full, and for a taken slot (409).
// Every request comes from its own X-Forwarded-For address (the server trusts loopback, the default
// TRUST_PROXY): the per-IP rate limit is still checked, in the database, for each one, so its cost is
// part of the figures; it just never refuses. Writes the `booking-api` section of docs/performance.md.
// Set BENCH_DATABASE_URL (a PostgreSQL server; a scratch database is created on it) to measure the
// production shape instead of the embedded PGlite.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { isBuilt, root, run, serverNodeFlags } from './lib.mjs';
import { machineLine, writeSection } from './perf-doc.mjs';

const SERVER_PORT = 3991;
const BARE_PORT = 3992;
const CONNECTIONS = 50;
const SECONDS = 10;
const ZONE = 'Asia/Phnom_Penh';

if (!isBuilt()) run('node', ['scripts/build.mjs']);
// common/dist: the same slot rules the server uses, to know which slots are free.
const { addDays, availableSlots, isWeekend, todayIn } = await import('../common/dist/index.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startProcess(args, env, readyPattern) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (readyPattern.test(output)) {
        clearInterval(timer);
        // From now on the logs are only drained: the start-up lines are all this script needs.
        const startup = output;
        child.stdout.removeAllListeners('data').resume();
        child.stderr.removeAllListeners('data').resume();
        resolve({ child, output: () => startup });
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`${args.join(' ')} exited:\n${output}`));
      }
    }, 50);
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A throw-away database on the server at BENCH_DATABASE_URL. */
async function scratchDatabase(serverUrl) {
  const name = `bench_booking_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

// The bare handler: node:http, a pg pool of the ORM's size, one query the bookings' starts_at index serves.
const BARE_SERVER = `
import { createServer } from 'node:http';
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 6 });
createServer(async (req, res) => {
  const { rows } = await pool.query(
    "select id, starts_at from bookings where starts_at >= $1 and status = 'confirmed' order by starts_at limit 1",
    [new Date()],
  );
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ next: rows[0] ?? null }));
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare ready'));
`;

let client = 0;
/** A new client address for every request: 10.x.y.z. */
const nextIp = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const bookingBody = (start, i) =>
  JSON.stringify({
    name: `Bench ${i}`,
    email: `bench${i}@bench.test`,
    service: 'consulting',
    datetime: start.toISOString(),
    duration: 30,
    timezone: ZONE,
    language: 'en',
  });

function row(label, result, note = '') {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${count} × ${code}`)
    .join(', ');
  return `| ${label} | ${result.requests.total} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${codes || '—'}${result.errors ? `, ${result.errors} errors` : ''}${note} |`;
}

async function measure(databaseLabel, databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-booking-'));
  const server = await startProcess(
    [...serverNodeFlags(), 'api/dist/start.js'],
    {
      PORT: String(SERVER_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    /"msg":"ready: /,
  );
  // LOG_LEVEL=info as in production (a JSON line per request); the start-up lines give the embedded
  // database's address.
  const url = databaseUrl ?? /"url":"(postgres:\/\/[^"]+)","msg":"embedded PostgreSQL/.exec(server.output())?.[1] ?? '';
  const bare = await startProcess(
    ['--input-type=module', '-e', BARE_SERVER],
    { DATABASE_URL: url, PORT: String(BARE_PORT) },
    /bare ready/,
  );
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  try {
    // The calendar the POSTs fill: every free 30-minute slot of the next 60 days, as the server computes them.
    const now = new Date();
    const rules = { businessTimeZone: ZONE, now, bufferMinutes: 0, minNoticeMinutes: 120 };
    // Dates with free time as the server says (public holidays are closed days), month by month.
    const openDays = new Set();
    for (let day = 0; day <= 90; day += 28) {
      const month = addDays(todayIn(ZONE, now), day).slice(0, 7);
      const answer = await fetch(
        `${base}/api/booking/days?month=${month}&timezone=${encodeURIComponent(ZONE)}&duration=30`,
      );
      for (const date of (await answer.json()).days) openDays.add(date);
    }
    const slots = [];
    for (let day = 0; day <= 60; day += 1) {
      const date = addDays(todayIn(ZONE, now), day);
      if (openDays.has(date)) slots.push(...availableSlots(date, ZONE, 30, rules).map((slot) => slot.start));
    }
    let availabilityDate = addDays(todayIn(ZONE, now), 7);
    while (isWeekend(availabilityDate) || !openDays.has(availabilityDate))
      availabilityDate = addDays(availabilityDate, 1);

    await cannon({ url: `http://127.0.0.1:${BARE_PORT}/`, duration: 2 }); // warm-up
    const bareResult = await cannon({ url: `http://127.0.0.1:${BARE_PORT}/`, duration: SECONDS });

    const availabilityUrl = `${base}/api/booking/availability?date=${availabilityDate}&timezone=${encodeURIComponent(ZONE)}`;
    await cannon({ url: availabilityUrl, duration: 2 });
    const availabilityResult = await cannon({ url: availabilityUrl, duration: SECONDS });

    let next = 0;
    const newBookings = await cannon({
      url: base,
      amount: slots.length,
      requests: [
        {
          method: 'POST',
          path: '/api/booking',
          setupRequest: (request) => {
            const i = next++ % slots.length;
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
              body: bookingBody(slots[i], i),
            };
          },
        },
      ],
    });

    const taken = slots[0];
    const takenResult = await cannon({
      url: base,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/booking',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
            body: bookingBody(taken, 0),
          }),
        },
      ],
    });

    return {
      databaseLabel,
      slots: slots.length,
      availabilityDate,
      rows: [
        row('bare `node:http` + one indexed query (baseline)', bareResult),
        row('`GET /api/booking/availability` (60-minute meetings)', availabilityResult),
        row(`\`POST /api/booking\`, every free 30-minute slot once`, newBookings),
        row('`POST /api/booking`, a slot already taken', takenResult),
      ],
      ratio: {
        availability: bareResult.requests.average / availabilityResult.requests.average,
        booking: bareResult.requests.average / newBookings.requests.average,
      },
    };
  } finally {
    await stop(bare.child);
    await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = [];
console.log('booking API: embedded PostgreSQL (PGlite)…');
runs.push(await measure('embedded PostgreSQL (PGlite, the `npm start` default)'));
if (process.env.BENCH_DATABASE_URL) {
  console.log('booking API: PostgreSQL server…');
  const database = await scratchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    runs.push(await measure('PostgreSQL server (`BENCH_DATABASE_URL`, the production shape)', database.url));
  } finally {
    await database.drop();
  }
}
await sleep(100);

const report = `## Booking API under load

Written by \`node scripts/bench-booking.mjs\` (also run by \`npm run bench\`). ${machineLine()}

${CONNECTIONS} connections (autocannon, in the same process that starts the servers), ${SECONDS} s per row
except the booking row, which sends one request per free slot. The baseline is a bare \`node:http\`
handler doing one indexed PostgreSQL query (\`bookings\` by \`starts_at\`) on the same database in the
same run: no endpoint that reads the database can beat it here. Every request carries its own
\`X-Forwarded-For\`, so the per-IP rate limit is checked (one upsert in PostgreSQL per POST) but never
refuses. A booking also queues three e-mails (visitor, staff, the reminder) in its transaction; the mail
worker writes them as files while the run goes on. Latencies in ms.

${runs
  .map(
    (r) => `### ${r.databaseLabel}

| request | requests | req/s | p50 | p99 | answers |
|---|---|---|---|---|---|
${r.rows.join('\n')}

The availability call does ${r.ratio.availability.toFixed(1)} × less per second than the baseline; a new
booking (validation, rate limit, availability check, a transaction with an advisory lock, the insert
under the exclusion constraint and three queued e-mails) ${r.ratio.booking.toFixed(1)} × less. ${r.slots} free
slots filled the 60-day calendar.`,
  )
  .join('\n\n')}
${
  process.env.BENCH_DATABASE_URL
    ? ''
    : '\nSet `BENCH_DATABASE_URL` to measure against a PostgreSQL server too (the production shape).\n'
}`;

writeSection('booking-api', report);
console.log(report);
