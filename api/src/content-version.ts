import { randomUUID } from 'node:crypto';
import {
  defineEntity,
  p,
  type EntityManager,
  type EventManager,
  type EventSubscriber,
  type FlushEventArgs,
  type InferEntity,
  type TransactionEventArgs,
} from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * A table whose rows the public pages show. Its part of the content version changes whenever a row is
 * added, changed or removed (its `updated_at` and row count), and when a row becomes visible by
 * itself (`visible`: a scheduled article whose time has come).
 */
export interface ContentSource {
  table: string;
  /** SQL condition of the rows visitors see now (a scheduled row passes it once its time comes). */
  visible?: string;
}

/**
 * Everything the server renders pages from. Adding stored content to the pages is one line here (and
 * its rows keep an `updated_at` that every write sets).
 */
export const CONTENT_SOURCES: readonly ContentSource[] = [
  { table: 'posts', visible: "state = 'published' AND published_at <= now()" },
  { table: 'case_studies', visible: "state = 'published' AND published_at <= now()" },
  { table: 'testimonials', visible: 'published' },
  // An image's alt text shows on the pages of the articles and case studies it is in.
  { table: 'images' },
  { table: 'site_settings' },
  // Rows deleted from the tables above (recordDeletion): a delete never brings back an earlier version.
  { table: 'content_deletions' },
];

/**
 * One row deleted from a content source (a testimonial, an image), written in the delete's transaction.
 * Without it, deleting the newest row would give the table back its earlier max(updated_at) and count,
 * so the version would return to an earlier value, and a page rendered with that row before this
 * instance read the newer version (within one interval) would be served again under the old one.
 */
export const ContentDeletion = defineEntity({
  name: 'ContentDeletion',
  tableName: 'content_deletions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The table it was deleted from. */
    source: p.string().length(40),
    rowId: p.uuid(),
    deletedBy: p.string().length(254),
    /** When it was deleted (named as every content source's change time). */
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ContentDeletion = InferEntity<typeof ContentDeletion>;

/** Records, in the transaction of `em`, that a row of a content source is deleted (see ContentDeletion). */
export function recordDeletion(em: EntityManager, source: string, rowId: string, by: string): void {
  em.create(ContentDeletion, { source, rowId, deletedBy: by });
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** One statement that reads the version of every source (a few index or sequential scans of small tables). */
export function contentVersionSql(sources: readonly ContentSource[]): string {
  const parts = sources.map(({ table, visible }) => {
    if (!IDENTIFIER.test(table)) throw new Error(`content source: not a table name: ${table}`);
    const seen = visible ? ` || ':' || count(*) FILTER (WHERE ${visible})` : '';
    return `(SELECT '${table}:' || coalesce(max(updated_at)::text, '-') || ':' || count(*)${seen} FROM ${table})`;
  });
  return `SELECT md5(${parts.join(" || '|' || ")}) AS version`;
}

/** Told which tables a write of this process changed, once it is committed. */
type WriteListener = (tables: ReadonlySet<string>) => void;
const writeListeners = new WeakMap<EventManager, Set<WriteListener>>();

/**
 * Calls `listener` after every write this process commits through `orm` (MikroORM's flush and transaction
 * events: a flush inside a transaction is told at its commit, a rolled-back one never), until the returned
 * function is called. Writes made by another instance, or by raw SQL, are only seen by reading.
 */
function onCommittedWrites(orm: MikroORM, listener: WriteListener): () => void {
  const events = orm.em.getEventManager();
  let listeners = writeListeners.get(events);
  if (!listeners) {
    const all = new Set<WriteListener>();
    listeners = all;
    writeListeners.set(events, all);
    // The tables each open transaction has written so far, by its outermost transaction context: a
    // nested transaction is a savepoint, whose release commits nothing yet.
    const pending = new WeakMap<object, Set<string>>();
    // A savepoint's enclosing transaction (linked between its start events, which share the nested
    // transaction's EntityManager), and the enclosing one of a savepoint being started, by that manager.
    const enclosing = new WeakMap<object, object>();
    const starting = new WeakMap<object, object>();
    const outermost = (transaction: object) => {
      let outer = transaction;
      for (let up = enclosing.get(outer); up; up = enclosing.get(outer)) outer = up;
      return outer;
    };
    const tell = (tables: Set<string>) => {
      for (const one of all) one(tables);
    };
    const subscriber: EventSubscriber = {
      beforeTransactionStart({ em, transaction }: TransactionEventArgs) {
        if (transaction) starting.set(em, transaction);
      },
      afterTransactionStart({ em, transaction }: TransactionEventArgs) {
        const outer = starting.get(em);
        if (!outer || !transaction) return;
        starting.delete(em);
        enclosing.set(transaction, outer);
      },
      afterFlush({ em, uow }: FlushEventArgs) {
        const tables = new Set([...uow.getChangeSets()].map((change) => change.meta.tableName));
        if (tables.size === 0) return;
        const current = em.getTransactionContext<object>();
        if (!current) return tell(tables);
        const transaction = outermost(current);
        const written = pending.get(transaction);
        if (written) for (const table of tables) written.add(table);
        else pending.set(transaction, tables);
      },
      afterTransactionCommit({ transaction }: TransactionEventArgs) {
        const tables = transaction && pending.get(transaction);
        if (!tables) return;
        pending.delete(transaction);
        tell(tables);
      },
    };
    events.registerSubscriber(subscriber);
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export interface ContentVersion {
  /**
   * The version now. While watched (`watch`), the last one read (at most one interval old), at once;
   * else read again when the last reading is older than `freshMs`.
   */
  current(): Promise<string>;
  /**
   * Reads it every `intervalMs`, and at once after this process commits a write to a content source (so
   * a page asked for right after a save on this instance is never the version before it); tells
   * `changed` when it differs; returns the stop.
   */
  watch(
    intervalMs: number,
    changed: (version: string) => void,
    onError?: (error: unknown) => void,
  ): () => Promise<void>;
}

/**
 * The content version as every instance sees it in the shared database: read at most once per
 * `freshMs` (concurrent callers share one read), or every interval while watched, so a change made on
 * any instance is seen by every other within that time, with no message between instances.
 */
export function contentVersion(
  orm: MikroORM,
  sources: readonly ContentSource[] = CONTENT_SOURCES,
  freshMs = 1000,
  now: () => number = Date.now,
): ContentVersion {
  const sql = contentVersionSql(sources);
  const tables = new Set(sources.map((source) => source.table));
  let last: { version: string; at: number } | undefined;
  let reading: { promise: Promise<string>; writes: number } | undefined;
  let watched = false;
  // Counts this process's committed writes to the sources: a reading begun before one is not kept.
  let writes = 0;
  const read = (): Promise<string> => {
    if (!reading) {
      const started = now();
      const before = writes;
      const promise = (async () => {
        const rows = await orm.em.getConnection().execute<{ version: string }[]>(sql);
        const version = rows[0]!.version;
        if (writes === before) last = { version, at: started };
        return version;
      })().finally(() => {
        reading = undefined;
      });
      reading = { promise, writes: before };
    }
    return reading.promise;
  };
  return {
    current() {
      if (last && (watched || now() - last.at < freshMs)) return Promise.resolve(last.version);
      // A reading begun before this process's latest write may miss it: wait for it, then read again.
      if (reading && reading.writes !== writes) return reading.promise.then(read, read);
      return read();
    },
    watch(intervalMs, changed, onError = () => undefined) {
      watched = true;
      // The first reading is where it starts from, not a change.
      let seen: string | undefined;
      const tick = () =>
        read().then((version) => {
          const before = seen;
          seen = version;
          if (before !== undefined && version !== before) changed(version);
        }, onError);
      // One reading at a time: while the database is slow or away, ticks are skipped, not queued.
      let running: Promise<void> | undefined;
      let stopped = false;
      const next = () => {
        if (stopped) return;
        running ??= tick().finally(() => {
          running = undefined;
        });
      };
      next();
      const timer = setInterval(next, intervalMs);
      timer.unref();
      const stopListening = onCommittedWrites(orm, (written) => {
        if (![...written].some((table) => tables.has(table))) return;
        writes += 1;
        last = undefined;
        // Read now, after the reading under way (if any) that may predate the write.
        void (running ?? Promise.resolve()).then(next, next);
      });
      return async () => {
        stopped = true;
        stopListening();
        clearInterval(timer);
        watched = false;
        while (running) await running.catch(() => undefined);
      };
    },
  };
}
