// @vitest-environment node
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compiledQueries } from './compiledQueries';

interface Tables {
  t: { n: number };
}

const open: Kysely<Tables>[] = [];
const database = () => {
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
  });
  open.push(db);
  return db;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

describe('compiled queries', () => {
  it('build a query once per key and database, and always read the rows as they are now', async () => {
    const db = database();
    await db.schema.createTable('t').addColumn('n', 'integer').execute();
    const run = compiledQueries();
    const build = vi.fn((above: number) => db.selectFrom('t').select('n').where('n', '>', above));

    expect(await run(db, 'above 1', () => build(1))).toEqual([]);
    await db
      .insertInto('t')
      .values([{ n: 1 }, { n: 2 }, { n: 3 }])
      .execute();
    // The same key reuses its compiled query, with its values; the rows are read again.
    expect(await run(db, 'above 1', () => build(1))).toEqual([{ n: 2 }, { n: 3 }]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(await run(db, 'above 2', () => build(2))).toEqual([{ n: 3 }]);
    expect(build).toHaveBeenCalledTimes(2);

    // Another database (another dialect, a transaction) compiles its own.
    const other = database();
    await other.schema.createTable('t').addColumn('n', 'integer').execute();
    expect(await run(other, 'above 1', () => other.selectFrom('t').select('n'))).toEqual([]);
  });

  it('keep the most recently used keys within the limit', async () => {
    const db = database();
    await db.schema.createTable('t').addColumn('n', 'integer').execute();
    const run = compiledQueries(2);
    const builds: string[] = [];
    const query = (key: string) =>
      run(db, key, () => {
        builds.push(key);
        return db.selectFrom('t').select('n');
      });
    await query('a');
    await query('b');
    await query('a');
    // `b` is the least recently used: a third key drops it and keeps `a`.
    await query('c');
    await query('a');
    await query('b');
    expect(builds).toEqual(['a', 'b', 'c', 'b']);
  });
});
