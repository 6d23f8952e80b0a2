// SQLite compiled to WebAssembly (sql.js) as the core's database: Kysely's SqliteDialect over a
// small adapter that gives sql.js the statement shape of better-sqlite3, which the dialect
// drives. Runs in browsers and in Node alike.

import {
  SqliteDialect,
  type SqliteDatabase as KyselySqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type { Database, SqlJsStatic, SqlValue, Statement } from 'sql.js';

/** How many distinct SQL texts keep a prepared statement (as the Node host's SQLite does). */
const statementLimit = 500;

/** What Kysely binds, as sql.js binds it (booleans as 0 and 1, as better-sqlite3 stores them). */
const bindable = (parameters: readonly unknown[]): SqlValue[] =>
  parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (typeof value === 'bigint') return Number(value);
    if (value === undefined) return null;
    return value as SqlValue;
  });

/** The rows of a stepped statement as objects by column name. */
function* rowsOf(statement: Statement): Generator<Record<string, SqlValue>> {
  const columns = statement.getColumnNames();
  while (statement.step()) {
    const values = statement.get();
    const row: Record<string, SqlValue> = {};
    columns.forEach((column, index) => {
      row[column] = values[index] ?? null;
    });
    yield row;
  }
}

/**
 * A sql.js database with the better-sqlite3 shape Kysely's SqliteDialect uses: `prepare(sql)`
 * gives a statement that knows whether it returns rows (`reader`), answers them (`all`,
 * `iterate`) or runs (`run`: rows changed and the last id). Statements are compiled once per SQL
 * text and reused (Kysely holds SQLite's one connection for each query).
 */
export function sqlJsDatabase(database: Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement & { free(): void }>();
  let lastId: Statement | undefined;
  const lastInsertRowid = () => {
    lastId ??= database.prepare('select last_insert_rowid()');
    try {
      lastId.step();
      const [id] = lastId.get();
      return typeof id === 'number' ? id : 0;
    } finally {
      lastId.reset();
    }
  };
  const prepare = (sql: string): SqliteStatement & { free(): void } => {
    const statement = database.prepare(sql);
    const reader = statement.getColumnNames().length > 0;
    return {
      reader,
      all(parameters) {
        statement.bind(bindable(parameters));
        try {
          return [...rowsOf(statement)];
        } finally {
          statement.reset();
        }
      },
      run(parameters) {
        statement.bind(bindable(parameters));
        try {
          while (statement.step());
        } finally {
          statement.reset();
        }
        return { changes: database.getRowsModified(), lastInsertRowid: lastInsertRowid() };
      },
      *iterate(parameters) {
        statement.bind(bindable(parameters));
        try {
          yield* rowsOf(statement);
        } finally {
          statement.reset();
        }
      },
      free: () => statement.free(),
    };
  };
  return {
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached !== undefined) {
        // Most recently used last: the first entry is the one to drop.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = prepare(sql);
      statements.set(sql, statement);
      if (statements.size > statementLimit) {
        const [oldest] = statements;
        if (oldest !== undefined) {
          statements.delete(oldest[0]);
          oldest[1].free();
        }
      }
      return statement;
    },
    close() {
      for (const statement of statements.values()) statement.free();
      statements.clear();
      lastId?.free();
      database.close();
    },
  };
}

/**
 * Kysely's SQLite dialect over a sql.js database, with the settings of the Node host's SQLite:
 * foreign keys enforced.
 */
export function sqlJsDialect(database: Database): SqliteDialect {
  database.run('PRAGMA foreign_keys = ON');
  return new SqliteDialect({ database: sqlJsDatabase(database) });
}

/** Options of `loadSqlJs`. */
export interface LoadSqlJsOptions {
  /** Where the browser finds `sql-wasm.wasm` (Node reads it beside the package's script). */
  locateFile?: (file: string) => string;
}

let loaded: Promise<SqlJsStatic> | undefined;

/** sql.js, its WebAssembly compiled once per page or process. */
export function loadSqlJs(options: LoadSqlJsOptions = {}): Promise<SqlJsStatic> {
  loaded ??= import('sql.js').then(({ default: initSqlJs }) =>
    initSqlJs(options.locateFile === undefined ? {} : { locateFile: options.locateFile }),
  );
  return loaded;
}
