// Two instances of the production build on one fresh database on the PostgreSQL server at
// TEST_DATABASE_URL, as the README's "two instances behind a proxy" run them: tests/live.spec.ts opens
// a staff page on one and sends to the other. Each instance is `node server.mjs` with its own port and
// data directory; the first applies the migrations before the second starts. Stopping this process
// stops both and drops the database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { clusterPorts } from './cluster-env.ts';

const server = process.env.TEST_DATABASE_URL;
if (!server) throw new Error('cluster-server.mjs needs TEST_DATABASE_URL (a PostgreSQL server)');
const name = `e2e_cluster_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(server);
url.pathname = `/${name}`;

const children = [];
const dataDirs = [];
async function stop() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
    ),
  );
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop().then(() => process.exit(0)));

async function ready(port) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance on port ${port} not ready`);
}

for (const port of clusterPorts) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-cluster-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url.href,
      E2E_DATA_DIR: dataDir,
      // One secret for both, as behind a proxy: a session made on one is good on the other.
      SESSION_SECRET: 'e2e-cluster-session-secret-0123456789abcdef',
    },
  });
  children.push(child);
  child.once('exit', (code) => {
    if (code) process.exit(code);
  });
  await ready(port);
}
