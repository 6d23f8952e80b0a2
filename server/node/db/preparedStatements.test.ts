// @vitest-environment node
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './preparedStatements';

describe('the SQLite statement cache', () => {
  it('compiles a SQL text once, keeps the most recently used texts and closes the database', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite, 2);
    sqlite.exec('create table t (n integer)');
    const insert = cached.prepare('insert into t (n) values (?)');
    expect(cached.prepare('insert into t (n) values (?)')).toBe(insert);
    insert.run([1]);

    const count = cached.prepare('select count(*) as c from t');
    // The insert was used last but one: a third text drops the count, not the insert.
    expect(cached.prepare('insert into t (n) values (?)')).toBe(insert);
    cached.prepare('select n from t');
    expect(cached.prepare('insert into t (n) values (?)')).toBe(insert);
    const recount = cached.prepare('select count(*) as c from t');
    expect(recount).not.toBe(count);
    expect(recount.all([])).toEqual([{ c: 1 }]);

    cached.close();
    expect(sqlite.open).toBe(false);
  });
});
