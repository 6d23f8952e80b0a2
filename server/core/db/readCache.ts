import type { ReadCache } from '../ports';

// The read cache the host gave (a port), by database: a transaction is another object and has
// none, so its reads, which must see its own writes, are always computed.

const caches = new WeakMap<object, ReadCache>();

/** Serves the repeated reads of `db` from `cache` (the host's `readCache` port). */
export function cacheReadsOf(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * `compute`'s answer through the read cache of `db`, or computed each time when `db` has none
 * (a host without one, or a transaction, whose reads must see its own writes).
 */
export function cachedRead<T>(db: object, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache === undefined ? compute() : cache.read(key, compute);
}
