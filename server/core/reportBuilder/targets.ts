// The databases reports run on, as the core sees them: a target runs read-only statements and
// tells its catalog; the host (server/node: SQLite child processes and PostgreSQL pools; the
// portable host: sql.js) makes targets of the admin's connection rows.

import type { Kysely, Selectable } from 'kysely';
import { invalid } from '../api/errors';
import { int32 } from '../api/inputLimits';
import type { Database, DatabaseConnectionsTable } from '../db/schema';
import type { ReportUser } from './limiter';
import type { Catalog, Dialect, TypedColumn, ValueType } from './reportTypes';
import { typeOfDeclared } from './valueTypes';

export type { ReportUser } from './limiter';

/** How long one report query may run. */
export const queryTimeoutMs = 10_000;

/** Rows one query reads at most (pages are smaller; this bounds the catalog and the rest). */
export const rowCap = 100_000;

/** A database connection row of the admin resource. */
export type ConnectionRow = Selectable<DatabaseConnectionsTable>;

/** A compiled statement: SQL text with placeholders and its parameters. */
export interface Statement {
  sql: string;
  parameters: unknown[];
}

/** What a query answers: its result columns and rows (as lists, in column order). */
export interface QueryResult {
  columns: string[];
  rows: unknown[][];
  /** The result columns' value types, in order, where the database told them. */
  types?: ValueType[];
}

/** The named, typed columns of a result ('unknown' where no type was told). */
export const typedColumns = ({ columns, types }: QueryResult): TypedColumn[] =>
  columns.map((name, index) => ({ name, type: types?.[index] ?? 'unknown' }));

/** A database reports run on, read-only. */
export interface ReportTarget {
  dialect: Dialect;
  /** Runs a statement and reads at most `maxRows` rows. */
  query: (statement: Statement, maxRows: number) => Promise<QueryResult>;
  /**
   * The result columns of a statement with their value types: the database's declared or
   * result types, else (SQLite) those of the first values; rows are read only for that.
   */
  columns: (statement: Statement) => Promise<TypedColumn[]>;
  /** The tables (and views) of the connection with their columns. */
  catalog: () => Promise<Catalog>;
  /**
   * Why this database may not run a raw query, as its own parser reads it (PostgreSQL's report
   * walker), or undefined; absent when the checks of `checkRawQuery` are all there is.
   */
  refusal?: (sql: string) => string | undefined;
}

/** The databases reports run on: where a connection row's queries go, read-only. */
export interface ReportTargets {
  /**
   * The target of a connection row for the queries of `user`; 422 on `field` when this host
   * cannot read it.
   */
  target(row: ConnectionRow, field: string, user: ReportUser): ReportTarget;
  /**
   * Refuses (422 on `database`) a connection about to be saved that names the console's own
   * database.
   */
  checkNotConsole(
    place: Pick<ConnectionRow, 'driver' | 'host' | 'port' | 'database'>,
  ): Promise<void>;
  /**
   * What a saved connection's answer adds: why its reports will be refused (a role that can do
   * more than read), or undefined.
   */
  saveWarning(row: ConnectionRow, user: ReportUser): Promise<string | undefined>;
  /** Stops the readers and closes the pools. */
  close(): Promise<void>;
}

/** A failure of the target database (or of reaching it), with a message for the user. */
export class ReportDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportDatabaseError';
  }
}

/**
 * A report a connection may not run, for a reason the administrator can fix (the SQL uses what
 * reports may not, the role can do more than read, the database is the console's own): 422 with
 * its message.
 */
export class ReportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportRefusedError';
  }
}

/**
 * The connection a report or catalog call names (`'default'` or a connection id), checked: 422
 * on `field` when it is the console's own database, unknown or inactive.
 */
export async function resolveConnection(
  db: Kysely<Database>,
  value: string,
  field: string,
  label: string,
): Promise<ConnectionRow> {
  if (value === 'default') {
    // The console's database holds password hashes and the connections' own passwords.
    throw invalid(
      field,
      "The default connection is the console's own database, which reports cannot read: choose a database connection.",
    );
  }
  const id = Number(value);
  const row =
    /^[0-9]+$/.test(value) && id >= 1 && id <= int32.max
      ? await db
          .selectFrom('database_connections')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
  if (row === undefined) throw invalid(field, `The selected ${label} is invalid.`);
  if (row.status === 0) throw invalid(field, `The selected ${label} is inactive.`);
  return row;
}

/** Groups (table, column, declared type) rows into a catalog, tables by name. */
export function catalogOf(result: QueryResult): Catalog {
  const catalog = new Map<string, string[]>();
  const types = new Map<string, ValueType>();
  for (const [table, column, declared] of result.rows) {
    const columns = catalog.get(String(table)) ?? [];
    columns.push(String(column));
    catalog.set(String(table), columns);
    types.set(
      `${String(table)}.${String(column)}`,
      typeOfDeclared(typeof declared === 'string' ? declared : ''),
    );
  }
  const sorted = new Map([...catalog].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return Object.assign(sorted, { types });
}

/** The query that lists a SQLite database's tables and views with their columns and types. */
export const sqliteCatalogSql =
  "SELECT m.name, p.name, p.type FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS p WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY m.name, p.cid";
