import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { initOrm } from '../db/orm.js';

/** A throw-away embedded database with every migration applied: the schema the migrations describe. */
export async function withMigratedScratchDatabase<T>(work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-migrations-'));
  const db = await startEmbeddedDatabase(path.join(dir, 'pg'));
  try {
    const orm = await initOrm(db.url, undefined, { embedded: true });
    try {
      return await work(orm);
    } finally {
      await orm.close(true);
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
