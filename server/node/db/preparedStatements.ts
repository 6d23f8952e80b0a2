import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/**
 * How many distinct SQL texts keep a prepared statement. The server builds a few hundred
 * (an `in (…)` list of another length is another text); past the bound the least recently used
 * statement is dropped.
 */
const statementLimit = 1000;

/**
 * A SQLite database for Kysely that compiles each SQL text once: Kysely prepares every query
 * anew, and compiling costs as much as running the short queries of a request. Statements are
 * used one at a time (Kysely holds SQLite's single connection for each query or stream).
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  limit = statementLimit,
): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached !== undefined) {
        // Most recently used last: the first entry is the one to drop.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > limit) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
