import { alsoRead, readsWhile, type TableChanges } from '../../core/db/changes';

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
  // A count that cannot be asked (Redis away) keeps nothing and serves nothing kept. The count of
  // a server alone answers at once: a kept answer then costs no wait.
  const unchanged = (tables: readonly string[] | Set<string>, since: number) => {
    try {
      const answer = changes.unchangedSince(tables, since);
      return typeof answer === 'boolean' ? answer : answer.catch(() => false);
    } catch {
      return false;
    }
  };
  const latest = async () => {
    try {
      return await changes.latest();
    } catch {
      return undefined;
    }
  };
  return {
    async read<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry !== undefined) {
        const same = entry.until > now() && unchanged(entry.tables, entry.since);
        if (same === true || (same !== false && (await same))) {
          alsoRead({ tables: entry.tables, traceable: true });
          return entry.value as T;
        }
        if (entries.get(key) === entry) entries.delete(key);
      }
      const since = await latest();
      const { value, reads } = await readsWhile(compute);
      alsoRead(reads);
      if (since !== undefined && reads.traceable && (await unchanged(reads.tables, since))) {
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

/** Serves reads of `db` from `cache` (see `DatabaseOptions.cacheReads`). */
export function cacheReadsOf(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * `compute`'s answer through the read cache of `db`, or computed each time when `db` has none
 * (an external broker without Redis, or a transaction, whose reads must see its own writes).
 */
export function cachedRead<T>(db: object, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache === undefined ? compute() : cache.read(key, compute);
}
