import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';

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
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  let app: App;
  try {
    app = await createApp(config);
  } catch (error) {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = await app.listen(0, '127.0.0.1');
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One database per test app, so test files never see each other's rows. */
async function createTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
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
  return { status: response.status, body: await response.json() };
}
