import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded.js';
import type { Logger } from '../logger.js';
import { startTestMailbox } from './smtp.js';
import { copyEmbeddedTemplate, serverTemplate } from './template.js';

export interface TestApp {
  app: App;
  config: Config;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * The real app over real HTTP against a real PostgreSQL: a fresh database on the server at
 * TEST_DATABASE_URL when set (CI), otherwise the embedded PGlite in a temporary data directory.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { log?: Logger } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  // Production never falls back to the embedded database or to mail files: give it the real kinds
  // (a PGlite served on loopback stands in for a database server when TEST_DATABASE_URL is unset).
  const production = env.NODE_ENV === 'production';
  const server =
    production && !env.DATABASE_URL && !process.env.TEST_DATABASE_URL
      ? await startMigratedEmbeddedDatabase(path.join(dataDir, 'server-pg'))
      : undefined;
  const mailbox = production && !env.SMTP_URL ? await startTestMailbox() : undefined;
  // A DATABASE_URL passed in (a shared database, a proxy in front of one) wins over a fresh database.
  const database =
    !env.DATABASE_URL && process.env.TEST_DATABASE_URL
      ? await createTestDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
  // Links in e-mails must work, so the public URL needs the real port before the app is built.
  // Held (listening) until the app takes it: a port only probed could meanwhile become the local port of
  // another worker's outgoing connection (a CI run's calendars suite failed on EADDRINUSE that way).
  const { port, release } = await reservePort();
  const releaseStandIns = async () => {
    await release();
    await database?.drop();
    await server?.close();
    await mailbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let config: Config;
  let app: App;
  try {
    config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(server ? { DATABASE_URL: server.url } : {}),
      ...(mailbox ? { SMTP_URL: mailbox.url } : {}),
      ...env,
    });
    // The embedded default (no DATABASE_URL): its data directory starts as a copy of the migrated template.
    if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pg')))
      await copyEmbeddedTemplate(path.join(config.dataDir, 'pg'));
    app = await createApp(config, options.log);
  } catch (error) {
    await releaseStandIns();
    throw error;
  }
  try {
    await release();
    await app.listen(port, '127.0.0.1');
  } catch (error) {
    // Its queue and timers stop here, not in whichever test file this worker runs next.
    await app.close();
    await releaseStandIns();
    throw error;
  }
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await releaseStandIns();
    },
  };
}

/**
 * A free port on 127.0.0.1, held by a listening socket until `release()` (safe to call again). A
 * connection made meanwhile (the app asking its own address before it listens) is reset at once, as
 * good as refused.
 */
export function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const probe = createServer((socket) => socket.resetAndDestroy());
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      const released = new Promise<void>((done) => probe.once('close', () => done()));
      resolve({
        port,
        release: () => {
          if (probe.listening) probe.close();
          return released;
        },
      });
    });
  });
}

/** A port nothing listens on right now (for an address that must refuse, or one a child process takes). */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}

/** An embedded PGlite on a copy of the migrated template (test/template.ts). */
export async function startMigratedEmbeddedDatabase(dir: string): Promise<EmbeddedDatabase> {
  await copyEmbeddedTemplate(dir);
  return startEmbeddedDatabase(dir);
}

/**
 * One database per test app, so test files never see each other's rows: a copy of the migrated
 * template (test/template.ts), or an empty one with `{ empty: true }`.
 */
export async function createTestDatabase(
  serverUrl: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = empty ? undefined : await serverTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** POST a JSON body, as a browser's fetch would; an IP of its own keeps tests' rate-limit budgets apart. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { message: string; errors?: Record<string, string> }; headers: Headers }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; errors?: Record<string, string> },
    headers: response.headers,
  };
}

let nextIp = 1;
/** A distinct client address (TRUST_PROXY trusts loopback, so X-Forwarded-For is honoured). */
export function clientIp(): Record<string, string> {
  nextIp += 1;
  return { 'x-forwarded-for': `203.0.113.${nextIp % 250}` };
}

export async function graphql<T = unknown>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Awaited<ReturnType<typeof graphql<T>>>['body'] };
}

export interface TestCluster {
  apps: TestApp[];
  close(): Promise<void>;
}

/**
 * Several instances of the site on 127.0.0.1, each on its own port and data directory, sharing one
 * fresh database on the PostgreSQL server at TEST_DATABASE_URL (the embedded PGlite serves one instance).
 */
export async function startTestCluster(count: number, env: Record<string, string> = {}): Promise<TestCluster> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('startTestCluster needs a PostgreSQL server: set TEST_DATABASE_URL');
  const database = await createTestDatabase(serverUrl);
  const databaseUrl = database.url;
  const dropDatabase = () => database.drop();
  const apps: TestApp[] = [];
  try {
    // One after the other: the first applies the migrations.
    for (let i = 0; i < count; i += 1) apps.push(await startTestApp({ ...env, DATABASE_URL: databaseUrl }));
  } catch (error) {
    for (const app of apps) await app.close();
    await dropDatabase();
    throw error;
  }
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      await dropDatabase();
    },
  };
}
