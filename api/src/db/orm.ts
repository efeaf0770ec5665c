import path from 'node:path';
import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from 'pino';
import { postgresPoolOptions } from './connection.js';
import { ENTITIES } from './entities.js';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'migrations');

/** The ORM pool size; the embedded database accepts EMBEDDED_MAX_CONNECTIONS, which leaves room for others. */
const ORM_POOL_MAX = 6;

export interface DatabaseTarget {
  /** The in-process embedded database (PGlite): other timeouts (db/connection.ts). */
  embedded?: boolean;
}

function ormOptions(clientUrl: string, logger?: Logger, { embedded = false }: DatabaseTarget = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: ORM_POOL_MAX },
    // initOrm swaps these for the request limits once migrations are applied.
    driverOptions: postgresPoolOptions(embedded, 'migrations'),
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      glob: '!(*.d).cjs',
      emit: 'cjs',
      tableName: 'mikro_orm_migrations',
      silent: true,
      // No snapshot: new migrations are diffed against a scratch database with every migration applied.
      snapshot: false,
      snapshotOnMigrate: false,
    },
    // MikroORM's own logger stays quiet; queries show up at LOG_LEVEL=trace through pino.
    debug: logger?.isLevelEnabled('trace') ? ['query'] : false,
    logger: (message: string) => logger?.trace({ orm: true }, message),
    ensureDatabase: false,
    // Tables and schemas owned by libraries (rate limits, the mail queue), created by migrations or the
    // library itself: not entities, so never part of a schema diff.
    schemaGenerator: { skipTables: ['rate_limits'], ignoreSchema: ['pgboss'] },
    allowGlobalContext: false,
  });
}

/** Connects and applies every pending migration in migrations/ before the server accepts traffic. */
export async function initOrm(clientUrl: string, logger?: Logger, target: DatabaseTarget = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, logger, target));
  const applied = await orm.migrator.up();
  if (applied.length > 0)
    logger?.info({ migrations: applied.map((migration) => migration.name) }, 'migrations applied');
  // Migrations ran under generous limits; requests get a pool whose limits answer 503 within seconds
  // when the database stops answering (db/connection.ts).
  await orm.reconnect({ driverOptions: postgresPoolOptions(target.embedded ?? false) });
  return orm;
}
