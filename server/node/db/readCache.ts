import { AsyncLocalStorage } from 'node:async_hooks';
import type { Reads, TableChanges } from '../../core/db/changes';
import type { ReadCache } from '../../core/ports';

// The read cache of the Node host: a computation's reads are gathered in an AsyncLocalStorage
// scope that the change-counting driver (`trackChanges`) adds each query's tables to.

const scopes = new AsyncLocalStorage<Reads>();

let running = 0;

/** The reads of the computation running now, if one is gathered (`trackChanges` reads it). */
export const currentReads = (): Reads | undefined => scopes.getStore();

/** Runs `compute` and tells the tables its queries read (each query is seen by the driver). */
export async function readsWhile<T>(
  compute: () => Promise<T>,
): Promise<{ value: T; reads: Reads }> {
  const reads: Reads = { tables: new Set(), traceable: true };
  running += 1;
  try {
    const value = await scopes.run(reads, compute);
    return { value, reads };
  } finally {
    running -= 1;
    // Keeping the store follows every promise of the process: only while one is gathered.
    if (running === 0) scopes.disable();
  }
}

/** Adds what an inner computation read to the one it runs within (also when it was cached). */
export function alsoRead(reads: { tables: Iterable<string>; traceable: boolean }): void {
  const scope = scopes.getStore();
  if (scope === undefined) return;
  for (const table of reads.tables) scope.tables.add(table);
  if (!reads.traceable) scope.traceable = false;
}

/** How long an answer is served at most, also when no write through this server changed it. */
export const readCacheMs = 5_000;
/** Most answers kept at once; past it, the least recently used goes. */
const defaultMaxEntries = 2_000;

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

/**
 * A cache whose answers are invalidated by `changes` (see `trackChanges`): `compute`'s answer
 * is a kept one while none of the tables it read has changed since and it is younger than
 * `readCacheMs`, else a fresh one, kept when the computation only read tables (no write, no SQL
 * whose tables cannot be told) and none of them changed while it ran.
 */
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
