import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Most compiled queries a cache keeps per database; past it, the least recently used goes. */
const compiledLimit = 1000;

/** Runs a query compiled once per key (see `compiledQueries`). */
export type CompiledQueryRunner = <DB, Row>(
  db: Kysely<DB>,
  key: string,
  build: () => Compilable<Row>,
) => Promise<Row[]>;

/**
 * A cache of compiled queries for one place that queries: it runs a query compiled once per
 * `key`, which must name everything that place builds the query from (its values, and its
 * shape where that varies). A list or a profile asked for again skips Kysely's building and
 * compiling, about 25 µs a query, which was as much as running it. Kept per database (and per
 * transaction), since each dialect writes its own SQL.
 */
export function compiledQueries(limit = compiledLimit): CompiledQueryRunner {
  const caches = new WeakMap<object, Map<string, CompiledQuery>>();
  return async <DB, Row>(db: Kysely<DB>, key: string, build: () => Compilable<Row>) => {
    let cache = caches.get(db);
    if (cache === undefined) {
      cache = new Map();
      caches.set(db, cache);
    }
    let compiled = cache.get(key) as CompiledQuery<Row> | undefined;
    if (compiled === undefined) {
      compiled = build().compile();
      if (cache.size >= limit) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    } else {
      // Most recently used last: the first entry is the one to drop.
      cache.delete(key);
    }
    cache.set(key, compiled);
    return (await db.executeQuery(compiled)).rows;
  };
}
