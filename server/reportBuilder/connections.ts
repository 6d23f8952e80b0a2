import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import pg from 'pg';
import { int32 } from '../contract/inputLimits';
import type { Database, DatabaseConnectionsTable } from '../db/schema';
import { invalid } from '../http/errors';
import type { Catalog, Dialect } from './compile';
import { Slots, type ReportUser } from './limiter';
import { cappedValue, resultMeter, resultTooLarge } from './resultLimits';
import { ReportDatabaseError, SqlitePool } from './sqliteRunner';
import { typeOfDeclared, type ValueType } from './valueTypes';

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
}

/** A database reports run on, read-only. */
export interface ReportTarget {
  dialect: Dialect;
  /** Runs a statement and reads at most `maxRows` rows. */
  query: (statement: Statement, maxRows: number) => Promise<QueryResult>;
  /** The result columns of a statement, without reading rows. */
  columns: (statement: Statement) => Promise<string[]>;
  /** The tables (and views) of the connection with their columns. */
  catalog: () => Promise<Catalog>;
}

/** The folder of the SQLite databases that sqlite connections name. */
export const reportingDir = (dataDir: string) => path.join(dataDir, 'reporting');

/**
 * The file of a sqlite connection's `database`: a plain file name inside the reporting folder
 * (`.sqlite` added when missing); undefined for anything that could point elsewhere.
 */
export function sqliteFileOf(dataDir: string, database: string): string | undefined {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(database) || database.includes('..')) return undefined;
  const name = database.endsWith('.sqlite') ? database : `${database}.sqlite`;
  return path.join(reportingDir(dataDir), name);
}

/**
 * What a client may read of a failure to query a database: the database's own message, or which
 * network call failed and how (`connect ECONNREFUSED`); anything else is the driver's or this
 * server's own error, whose text says nothing to the user and may reveal internals.
 */
export function messageOf(error: unknown): string | undefined {
  if (error instanceof pg.DatabaseError) return error.message;
  if (error instanceof AggregateError) {
    const parts = error.errors.map(messageOf);
    return parts.every((part) => part !== undefined) && parts.length > 0
      ? [...new Set(parts)].join('; ')
      : undefined;
  }
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string' && typeof syscall === 'string' && /^E[A-Z]+$/.test(code)) {
    return `${syscall} ${code}`;
  }
  return undefined;
}

/** The failure a client is answered with; the details of an unexpected one go to the log. */
function reportFailure(error: unknown, log: ReportLog): ReportDatabaseError {
  const message = messageOf(error);
  if (message !== undefined) return new ReportDatabaseError(message);
  log.warn({ err: error }, 'a report query failed');
  return new ReportDatabaseError('the query could not be run (see the server log).');
}

/** Where unexpected failures of report queries are written. */
export interface ReportLog {
  warn(details: object, message: string): void;
}

const silentLog: ReportLog = { warn: () => undefined };

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

// PostgreSQL answers bigint and numeric as text, and dates as Date objects: answer numbers
// as numbers (where they fit) and dates and times as the text the database wrote.
const numericTypes = new Set([20, 1700]);
const temporalTypes = new Set([1082, 1083, 1114, 1184, 1266]);
const getTypeParser: pg.CustomTypesConfig['getTypeParser'] = (id, format) => {
  const oid: number = id;
  if (numericTypes.has(oid)) {
    return (text: string) => {
      const number = Number(text);
      return Number.isFinite(number) && (oid === 1700 || Number.isSafeInteger(number))
        ? number
        : text;
    };
  }
  if (temporalTypes.has(oid)) return (text: string) => text;
  return pg.types.getTypeParser(id, format) as (text: string) => unknown;
};

/**
 * Runs one statement on a pooled connection inside a read-only transaction with a timeout. The
 * statement goes through the extended protocol, which takes exactly one statement: text that
 * hides a `COMMIT; DELETE …` from the checks is refused by PostgreSQL itself.
 */
async function pgQuery(
  pool: pg.Pool,
  statement: Statement,
  timeoutMs: number,
  log: ReportLog,
): Promise<QueryResult> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw reportFailure(error, log);
  }
  let failed: Error | undefined;
  try {
    await client.query('BEGIN TRANSACTION READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${String(Math.floor(timeoutMs))}`);
    // pg reads `queryMode` (8.12 on); its type declarations do not name it yet.
    const query: pg.QueryArrayConfig & { queryMode: 'extended' } = {
      text: statement.sql,
      values: statement.parameters,
      rowMode: 'array',
      queryMode: 'extended',
    };
    const result = await client.query<unknown[]>(query);
    const fits = resultMeter();
    const rows = result.rows.map((row) => row.map(cappedValue));
    if (!rows.every(fits)) throw new ReportDatabaseError(resultTooLarge);
    return { columns: result.fields.map((field) => field.name), rows };
  } catch (error) {
    if (error instanceof ReportDatabaseError) throw error;
    throw reportFailure(error, log);
  } finally {
    try {
      await client.query('ROLLBACK');
    } catch (error) {
      failed = error instanceof Error ? error : new Error(String(error));
    }
    // A connection that cannot even roll back is broken: release it to be discarded.
    client.release(failed);
  }
}

/** How report queries run: their time limit, where failures are logged, how many at once. */
export interface ReportConnectionOptions {
  /** How long one query may run (tests shorten it). */
  timeoutMs?: number;
  log?: ReportLog;
  /** SQLite readers (child processes) running queries at once. */
  readers?: number;
  /** Queries that may wait for a reader or a pooled connection; past it, 429. */
  queueLimit?: number;
  /** Readers (or a pool's connections) one user's queries hold at most; see Slots. */
  userConcurrency?: number;
}

/** PostgreSQL connections one connection row's pool opens at most. */
const pgPoolSize = 4;

/** Turns connection rows into targets; owns the SQLite readers and the PostgreSQL pools. */
export class ReportConnections {
  private readonly sqlite: SqlitePool;
  private readonly pools = new Map<number, { fingerprint: string; pool: pg.Pool; slots: Slots }>();
  private readonly timeoutMs: number;
  private readonly log: ReportLog;
  private readonly queueLimit: number;
  private readonly userConcurrency: number | undefined;

  constructor(
    private readonly dataDir: string,
    {
      timeoutMs = queryTimeoutMs,
      log = silentLog,
      readers = 2,
      queueLimit = 8,
      userConcurrency,
    }: ReportConnectionOptions = {},
  ) {
    this.timeoutMs = timeoutMs;
    this.log = log;
    this.queueLimit = queueLimit;
    this.userConcurrency = userConcurrency;
    this.sqlite = new SqlitePool({ timeoutMs, readers, queueLimit, perUser: userConcurrency });
  }

  /**
   * The target of a connection row for the queries of `user` (who waits its turn for a reader
   * or a pooled connection); 422 on `field` when this server cannot read it.
   */
  target(row: ConnectionRow, field: string, user: ReportUser): ReportTarget {
    if (row.driver === 'sqlite') return this.sqliteTarget(row, field, user);
    if (row.driver === 'pgsql') return this.pgTarget(row, user);
    throw invalid(
      field,
      `The ${row.driver} driver is not available on this server: reports run on sqlite and pgsql connections.`,
    );
  }

  /**
   * Checks the grants of a pgsql connection's role: reports run read-only whatever the role,
   * but a role that can change data is one mistake away from doing so. Answers a warning for
   * the administrator, or undefined when the role can only read (or the driver has no roles).
   */
  async grantsWarning(row: ConnectionRow, user: ReportUser): Promise<string | undefined> {
    if (row.driver !== 'pgsql') return undefined;
    let found: QueryResult;
    try {
      found = await this.pgTarget(row, user).query(
        { sql: changeableSql, parameters: [changeableShown + 1] },
        changeableShown + 1,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      return `Its grants could not be checked (${reason}): reports need a role with SELECT grants only.`;
    }
    const names = found.rows.map(([name]) => String(name));
    if (names.length === 0) return undefined;
    const shown = names.slice(0, changeableShown).join(', ');
    const more = names.length > changeableShown ? ', …' : '';
    return `The role ${row.username} can change data (${shown}${more}): reports need a role with SELECT grants only.`;
  }

  /** Stops the SQLite child and closes every pool. */
  async close(): Promise<void> {
    this.sqlite.close();
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map(({ pool }) => pool.end().catch(() => undefined)));
  }

  private sqliteTarget(row: ConnectionRow, field: string, user: ReportUser): ReportTarget {
    const file = sqliteFileOf(this.dataDir, row.database);
    if (file === undefined) {
      throw invalid(
        field,
        'The database of a sqlite connection must be a file name in the reporting folder.',
      );
    }
    if (!existsSync(file)) {
      throw invalid(
        field,
        `The SQLite database ${path.basename(file)} is not in the reporting folder.`,
      );
    }
    const run = (statement: Statement, mode: 'rows' | 'columns', maxRows: number) =>
      this.sqlite.run(user, {
        file,
        sql: statement.sql,
        parameters: statement.parameters,
        mode,
        maxRows,
      });
    return {
      dialect: 'sqlite',
      query: (statement, maxRows) => run(statement, 'rows', maxRows),
      columns: async (statement) => (await run(statement, 'columns', 0)).columns,
      catalog: async () =>
        catalogOf(
          await run(
            {
              sql: "SELECT m.name, p.name, p.type FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS p WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY m.name, p.cid",
              parameters: [],
            },
            'rows',
            rowCap,
          ),
        ),
    };
  }

  /** The pool of a connection, replaced when the row's address or credentials changed. */
  private poolOf(row: ConnectionRow): { pool: pg.Pool; slots: Slots } {
    const fingerprint = JSON.stringify([
      row.host,
      row.port,
      row.database,
      row.username,
      row.password,
    ]);
    const existing = this.pools.get(row.id);
    if (existing?.fingerprint === fingerprint) return existing;
    void existing?.pool.end().catch(() => undefined);
    const pool = new pg.Pool({
      host: row.host,
      port: row.port,
      database: row.database,
      user: row.username,
      password: row.password,
      max: pgPoolSize,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      // Backstop for a server that stops answering; statement_timeout stops the query itself.
      query_timeout: this.timeoutMs + 5_000,
      application_name: 'telco-console-reports',
      types: { getTypeParser },
    });
    // An idle client whose connection dies emits here; the next query reconnects.
    pool.on('error', () => undefined);
    const slots = new Slots(pgPoolSize, this.queueLimit, this.userConcurrency);
    const entry = { fingerprint, pool, slots };
    this.pools.set(row.id, entry);
    return entry;
  }

  private pgTarget(row: ConnectionRow, user: ReportUser): ReportTarget {
    const { pool, slots } = this.poolOf(row);
    // Past the pool's connections and its queue, a call is refused rather than left waiting.
    const run = (statement: Statement) =>
      slots.run(user, () => pgQuery(pool, statement, this.timeoutMs, this.log));
    return {
      dialect: 'pgsql',
      query: async (statement, maxRows) => {
        const result = await run(statement);
        return { columns: result.columns, rows: result.rows.slice(0, maxRows) };
      },
      columns: async (statement) =>
        (
          await run({
            sql: `SELECT * FROM (\n${statement.sql}\n) AS "columns_of" LIMIT 0`,
            parameters: statement.parameters,
          })
        ).columns,
      catalog: async () =>
        catalogOf(
          await run({
            sql: 'SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position',
            parameters: [],
          }),
        ),
    };
  }
}

/** How many of the tables a role can change a warning names. */
const changeableShown = 5;

/**
 * What the connecting role can change: `superuser` (or a role that bypasses row security),
 * then the tables and views it may insert into, update, delete from or truncate.
 */
const changeableSql = `SELECT name FROM (
  SELECT 'superuser' AS name, 0 AS rank FROM pg_roles
    WHERE rolname = current_user AND (rolsuper OR rolbypassrls)
  UNION ALL
  SELECT c.relname, 1 FROM pg_class AS c JOIN pg_namespace AS n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      AND has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')
) AS changeable ORDER BY rank, name LIMIT $1`;

/** Groups (table, column, declared type) rows into a catalog, tables by name. */
function catalogOf(result: QueryResult): Catalog {
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
