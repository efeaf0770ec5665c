import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** Connections the socket server accepts; the ORM pool and later components must stay below it. */
const EMBEDDED_MAX_CONNECTIONS = 24;
const EMBEDDED_SHARED_BUFFERS = '32MB';

export interface EmbeddedDatabase {
  /** A normal connection string, so every component talks to it as to any PostgreSQL server. */
  url: string;
  close(): Promise<void>;
}

/**
 * The local default database: PGlite (PostgreSQL compiled to WebAssembly) stored in `dir`, served on
 * a loopback port by pglite-socket. One process at a time may own a data directory: a lock file
 * with the owner's pid guards it, because two PGlite instances on one directory corrupt it.
 */
export async function startEmbeddedDatabase(dir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  takeLock(lockFile);
  try {
    const db = await PGlite.create(dir, {
      extensions: { btree_gist },
      // PostgreSQL's default 128 MB of shared buffers lives in the process's WebAssembly memory, touched
      // (resident) from the start. The agency's whole database is a few MB, and reads that miss these
      // buffers are served from the operating system's file cache: 32 MB keeps start-up resident memory
      // about 150 MiB lower at no cost a visitor could notice (npm run bench measures both).
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    });
    const server = new PGLiteSocketServer({
      db: keepExtendedQueriesWhole(db),
      host: '127.0.0.1',
      port: 0,
      maxConnections: EMBEDDED_MAX_CONNECTIONS,
    });
    await server.start();
    const url = `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
    let closed = false;
    return {
      url,
      async close() {
        if (closed) return;
        closed = true;
        await server.stop();
        await db.close();
        rmSync(lockFile, { force: true });
      },
    };
  } catch (error) {
    rmSync(lockFile, { force: true });
    throw error;
  }
}

/** Extended-protocol messages that belong to a query still running (it ends with Sync). */
const EXTENDED_QUERY_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((type) => type.charCodeAt(0)));

/**
 * pglite-socket serves every connection from one PostgreSQL session and queues their protocol
 * messages one by one. It keeps a transaction's messages together, but not the Parse, Bind,
 * Execute … Sync of one query: under concurrent load two connections' unnamed statements interleave
 * ("portal does not exist", wrong results). Reporting a query in progress as "in a transaction" makes
 * the queue finish that connection's query up to its Sync before it serves another connection.
 */
function keepExtendedQueriesWhole(db: PGlite): PGlite {
  let queryInProgress = false;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'isInTransaction') return () => queryInProgress || target.isInTransaction();
      if (property === 'execProtocolRawStream') {
        return (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => {
          queryInProgress = EXTENDED_QUERY_MESSAGES.has(message[0]);
          return target.execProtocolRawStream(message, options);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function takeLock(lockFile: string): void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const owner = Number(readFileSync(lockFile, 'utf8'));
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${owner}. ` +
        'Stop that process, use another DATA_DIR, or set DATABASE_URL.',
    );
  }
  // A stale lock from a process that died (kill -9, power loss): take it over.
  writeFileSync(lockFile, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
