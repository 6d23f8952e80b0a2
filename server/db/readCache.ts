import { alsoRead, readsWhile, type TableChanges } from './changes';

/** How long an answer is served at most, also when no write through this server changed it. */
export const readCacheMs = 5_000;
/** Most answers kept at once; past it, the least recently used goes. */
const defaultMaxEntries = 2_000;

/** Answers of read-only computations, kept until a table they read changes. */
export interface ReadCache {
  /**
   * `compute`'s answer: a kept one while none of the tables it read has changed since and it is
   * younger than `readCacheMs`, else a fresh one, kept when the computation only read tables
   * (no write, no SQL whose tables cannot be told) and none of them changed while it ran.
   * Callers share a kept answer: they must not change it.
   */
  read<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

interface Entry {
  value: unknown;
  tables: readonly string[];
  /** The change number before it was computed. */
  since: number;
  until: number;
}

/** Options of a cache (tests shorten its times). */
export interface ReadCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

/** A cache whose answers are invalidated by `changes` (see `trackChanges`). */
export function createReadCache(
  changes: TableChanges,
  { maxEntries = defaultMaxEntries, now = Date.now }: ReadCacheOptions = {},
): ReadCache {
  const entries = new Map<string, Entry>();
  return {
    async read<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry !== undefined) {
        if (entry.until > now() && changes.unchangedSince(entry.tables, entry.since)) {
          alsoRead({ tables: entry.tables, traceable: true });
          return entry.value as T;
        }
        entries.delete(key);
      }
      const since = changes.latest();
      const { value, reads } = await readsWhile(compute);
      alsoRead(reads);
      if (reads.traceable && changes.unchangedSince(reads.tables, since)) {
        entries.delete(key);
        entries.set(key, { value, tables: [...reads.tables], since, until: now() + readCacheMs });
        if (entries.size > maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
      }
      return value;
    },
  };
}

const caches = new WeakMap<object, ReadCache>();

/** Serves reads of `db` from `cache` (the server does so when it runs alone). */
export function cacheReadsOf(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * `compute`'s answer through the read cache of `db`, or computed each time when `db` has none
 * (several processes, or a transaction, whose reads must see its own writes).
 */
export function cachedRead<T>(db: object, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache === undefined ? compute() : cache.read(key, compute);
}
