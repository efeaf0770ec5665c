import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, startMigratedEmbeddedDatabase } from './test-app.js';

export interface TestDatabase {
  url: string;
  /** The embedded PGlite (no TEST_DATABASE_URL), which gets other connection settings. */
  embedded: boolean;
  close(): Promise<void>;
}

/** A fresh database with every migration applied: on the server at TEST_DATABASE_URL when set (CI), else an embedded PGlite. */
export async function startTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL);
    return { url: database.url, embedded: false, close: () => database.drop() };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'site-db-'));
  const embedded = await startMigratedEmbeddedDatabase(path.join(dir, 'pg'));
  return {
    url: embedded.url,
    embedded: true,
    async close() {
      await embedded.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
