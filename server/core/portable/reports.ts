// Report targets on sql.js: the demo reporting database (the same tables and rows the Node host
// writes to its file), so report previews in the mock API run real SQL. Queries run on the
// caller's thread: there is no time limit, as there is no other user to wait.

import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import { invalid } from '../api/errors';
import {
  demoReportingDatabase,
  demoReportingRows,
  demoReportingTables,
  insertSql,
} from '../reportBuilder/demoDatabase';
import { cappedValue, resultMeter, resultTooLarge } from '../reportBuilder/resultLimits';
import {
  catalogOf,
  ReportDatabaseError,
  rowCap,
  sqliteCatalogSql,
  type QueryResult,
  type ReportTarget,
  type ReportTargets,
  type Statement,
  typedColumns,
} from '../reportBuilder/targets';
import { observedTypes } from '../reportBuilder/valueTypes';

/**
 * A new demo reporting database in memory: its tables and rows dated before `today`, and then
 * read-only (`PRAGMA query_only`), as the Node host opens its file.
 */
export function demoReportingSqlJs(sqlJs: SqlJsStatic, today: Date): Database {
  const database = new sqlJs.Database();
  database.exec(demoReportingTables);
  database.exec('BEGIN');
  for (const { table, rows } of demoReportingRows(today)) {
    const [first] = rows;
    if (first === undefined) continue;
    const statement = database.prepare(insertSql(table, first.length));
    for (const row of rows) statement.run(row as SqlValue[]);
    statement.free();
  }
  database.exec('COMMIT');
  database.exec('PRAGMA query_only = ON');
  return database;
}

/** Runs a statement and reads at most `maxRows` rows (none in `columns` mode). */
function run(
  database: Database,
  statement: Statement,
  mode: 'rows' | 'columns',
  maxRows: number,
): QueryResult {
  let prepared;
  try {
    prepared = database.prepare(statement.sql);
  } catch (error) {
    throw new ReportDatabaseError(error instanceof Error ? error.message : String(error));
  }
  try {
    const columns = prepared.getColumnNames();
    if (columns.length === 0) throw new ReportDatabaseError('The statement returns no rows.');
    const rows: unknown[][] = [];
    if (mode === 'rows') {
      prepared.bind(statement.parameters as SqlValue[]);
      // Values are cut and the rows counted as they are read, as the Node host's readers do.
      const fits = resultMeter();
      while (rows.length < maxRows && prepared.step()) {
        const row = prepared.get().map(cappedValue);
        if (!fits(row)) throw new ReportDatabaseError(resultTooLarge);
        rows.push(row);
      }
    }
    if (mode === 'columns') {
      // sql.js tells no declared types: every column's is that of its first values.
      prepared.bind(statement.parameters as SqlValue[]);
      const types = observedTypes(
        columns.map(() => 'unknown'),
        function* () {
          while (prepared.step()) yield prepared.get();
        },
      );
      return { columns, rows, types };
    }
    return { columns, rows };
  } catch (error) {
    if (error instanceof ReportDatabaseError) throw error;
    throw new ReportDatabaseError(error instanceof Error ? error.message : String(error));
  } finally {
    prepared.free();
  }
}

/** The target of one sql.js database. */
function targetOf(database: Database): ReportTarget {
  return {
    dialect: 'sqlite',
    query: (statement, maxRows) => Promise.resolve(run(database, statement, 'rows', maxRows)),
    columns: (statement) => Promise.resolve(typedColumns(run(database, statement, 'columns', 0))),
    catalog: () =>
      Promise.resolve(
        catalogOf(run(database, { sql: sqliteCatalogSql, parameters: [] }, 'rows', rowCap)),
      ),
  };
}

/**
 * Report targets over sql.js databases by the name a `sqlite` connection gives (`.sqlite` may be
 * added), by default only the demo reporting database; any other connection answers 422 on its
 * field, as a missing file does in the Node host.
 */
export function sqlJsReportTargets(databases: Readonly<Record<string, Database>>): ReportTargets {
  const named = (name: string) => databases[name.replace(/\.sqlite$/, '')];
  return {
    target(row, field) {
      if (row.driver !== 'sqlite') {
        throw invalid(
          field,
          `The ${row.driver} driver is not available here: reports run on sqlite connections.`,
        );
      }
      const database = named(row.database);
      if (database === undefined) {
        const file = row.database.endsWith('.sqlite') ? row.database : `${row.database}.sqlite`;
        throw invalid(field, `The SQLite database ${file} is not in the reporting folder.`);
      }
      return targetOf(database);
    },
    checkNotConsole: () => Promise.resolve(),
    saveWarning: () => Promise.resolve(undefined),
    close() {
      for (const database of Object.values(databases)) database.close();
      return Promise.resolve();
    },
  };
}

/** The report targets of the demo reporting database, built on sql.js as of `today`. */
export const demoReportTargets = (sqlJs: SqlJsStatic, today: Date): ReportTargets =>
  sqlJsReportTargets({ [demoReportingDatabase]: demoReportingSqlJs(sqlJs, today) });
