import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { initOrm } from '../db/orm.js';
import PgBoss from 'pg-boss';

// Every integration test file starts the app on a database of its own. Migrating one from scratch
// (and installing pg-boss's schema) took most of a test file's set-up, so it is done once: a migrated
// template, kept as long as the migrations and pg-boss stay the same, is copied for each test file.
// On a PostgreSQL server the copy is `CREATE DATABASE … TEMPLATE`; on the embedded PGlite it is the
// data directory. What the app does at every start (queues, seeds) still runs on the copy.

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'migrations');

/** What decides the template's contents: the migrations and the pg-boss version. */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    if (!name.endsWith('.cjs')) continue;
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  const require = createRequire(import.meta.url);
  const pgBossManifest = require.resolve('pg-boss/package.json');
  hash.update((JSON.parse(readFileSync(pgBossManifest, 'utf8')) as { version: string }).version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Applies every migration and installs pg-boss's schema, as the app's start does. Queues are left to
 * the app: their settings come from each test's configuration.
 */
async function prepare(url: string, embedded: boolean): Promise<void> {
  const orm = await initOrm(url, pino({ level: 'silent' }), { embedded });
  await orm.close(true);
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 1, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

const serverTemplates = new Map<string, Promise<string>>();

/**
 * The name of the migrated template database on the server at `serverUrl`, built on first use.
 * Test processes (jest workers, parallel runs) take turns through an advisory lock.
 */
export function serverTemplate(serverUrl: string): Promise<string> {
  let template = serverTemplates.get(serverUrl);
  if (!template) {
    template = buildServerTemplate(serverUrl);
    serverTemplates.set(serverUrl, template);
    template.catch(() => serverTemplates.delete(serverUrl));
  }
  return template;
}

async function buildServerTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${fingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext('site-test-template'))");
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed once complete: a run killed half-way leaves no template.
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await admin.query(`create database ${building}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        await prepare(url.href, false);
        await admin.query(`alter database ${building} rename to ${name}`);
      } catch (error) {
        await admin.query(`drop database if exists ${building} with (force)`);
        throw error;
      }
    }
  } finally {
    await admin.end(); // ends the session, and with it the advisory lock
  }
  return name;
}

let embeddedTemplate: Promise<string> | undefined;

/** Fills `dir` (a PGlite data directory that does not exist yet) with a copy of the migrated template. */
export async function copyEmbeddedTemplate(dir: string): Promise<void> {
  embeddedTemplate ??= buildEmbeddedTemplate();
  const template = await embeddedTemplate;
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(template, dir, { recursive: true });
}

async function buildEmbeddedTemplate(): Promise<string> {
  const root = path.join(tmpdir(), `site-test-template-${fingerprint()}`);
  const ready = path.join(root, 'pg');
  const lock = `${root}.lock`;
  for (;;) {
    if (existsSync(ready)) return ready;
    try {
      mkdirSync(lock); // atomic: one process builds, the others wait for `ready`
    } catch {
      // A builder that died leaves its lock behind: take it over after a while.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (existsSync(ready)) return ready;
      const building = path.join(`${root}.building-${process.pid}`, 'pg');
      rmSync(path.dirname(building), { recursive: true, force: true });
      const database = await startEmbeddedDatabase(building);
      try {
        await prepare(database.url, true);
      } finally {
        await database.close();
      }
      mkdirSync(root, { recursive: true });
      renameSync(building, ready);
      rmSync(path.dirname(building), { recursive: true, force: true });
      return ready;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
