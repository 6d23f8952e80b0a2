import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { invalid } from '../../core/api/errors';
import { Slots, type ReportUser } from '../../core/reportBuilder/limiter';
import {
  catalogOf,
  queryTimeoutMs,
  ReportDatabaseError,
  ReportRefusedError,
  rowCap,
  sqliteCatalogSql,
  type ConnectionRow,
  type ReportTarget,
  type ReportTargets,
  type Statement,
  typedColumns,
} from '../../core/reportBuilder/targets';
import { sqliteFileIn } from '../db/database';
import { placeOfUrl, samePgDatabase, sqliteFileProblem, type PgPlace } from './ownDatabase';
import { inspectionParameters, inspectionSql, roleProblem } from './pgRole';
import { reportPool, runStatement } from './pgRunner';
import { pgRefusal } from './pgWalker';
import { SqlitePool } from './sqliteRunner';

// The report targets of the Node host: `sqlite` connections read a file of the reporting folder
// in child processes, `pgsql` ones a PostgreSQL database through a pool per connection row.

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

/** How report queries run: their time limit, where failures are logged, how many at once. */
export interface ReportConnectionOptions {
  /** How long one query may run (tests shorten it). */
  timeoutMs?: number;
  log?: ReportLog;
  /** SQLite readers (child processes) running queries at once. */
  readers?: number;
  /** Queries that may wait for a reader or a pooled connection; past it, 429. */
  queueLimit?: number;
  /** The console's own PostgreSQL database (`DATABASE_URL`), which no connection may name. */
  consoleDatabaseUrl?: string | undefined;
  /** How long an inspection of a connection's role is trusted. */
  inspectionTtlMs?: number;
  /** Readers (or a pool's connections) one user's queries hold at most; see Slots. */
  userConcurrency?: number;
  /** Told of each query that ran (answered or failed): its driver and seconds, wait included. */
  onQuery?: (driver: 'sqlite' | 'pgsql', seconds: number) => void;
}

/** Runs `query`, telling `onQuery` how long it took, whatever its outcome. */
async function timed<T>(
  driver: 'sqlite' | 'pgsql',
  onQuery: ReportConnectionOptions['onQuery'],
  query: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await query();
  } finally {
    onQuery?.(driver, (performance.now() - started) / 1000);
  }
}

/** PostgreSQL connections one connection row's pool opens at most. */
const pgPoolSize = 4;

/** The console's own database: a report connection naming it is refused. */
const consoleDatabaseMessage =
  "The connection names the console's own database, which reports cannot read: point it at a reporting database.";

/** What a pool serves: the row's address and credentials, as text. */
const fingerprintOf = (row: ConnectionRow) =>
  JSON.stringify([row.host, row.port, row.database, row.username, row.password]);

/** A connection's verdict: why its reports are refused, or undefined; with when it was made. */
interface Inspection {
  fingerprint: string;
  at: number;
  verdict: Promise<string | undefined>;
}

/** Turns connection rows into targets; owns the SQLite readers and the PostgreSQL pools. */
export class ReportConnections implements ReportTargets {
  private readonly sqlite: SqlitePool;
  private readonly pools = new Map<number, { fingerprint: string; pool: pg.Pool; slots: Slots }>();
  private readonly inspections = new Map<number, Inspection>();
  private readonly timeoutMs: number;
  private readonly log: ReportLog;
  private readonly queueLimit: number;
  private readonly consolePlace: PgPlace | undefined;
  private readonly inspectionTtlMs: number;
  private readonly userConcurrency: number | undefined;
  private readonly onQuery: ReportConnectionOptions['onQuery'];

  constructor(
    private readonly dataDir: string,
    {
      timeoutMs = queryTimeoutMs,
      log = silentLog,
      readers = 2,
      queueLimit = 8,
      consoleDatabaseUrl,
      inspectionTtlMs = 60_000,
      userConcurrency,
      onQuery,
    }: ReportConnectionOptions = {},
  ) {
    this.onQuery = onQuery;
    this.timeoutMs = timeoutMs;
    this.log = log;
    this.queueLimit = queueLimit;
    this.inspectionTtlMs = inspectionTtlMs;
    this.consolePlace =
      consoleDatabaseUrl === undefined ? undefined : placeOfUrl(consoleDatabaseUrl);
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
   * Refuses (422 on `database`) a connection about to be saved that names the console's own
   * database: the same PostgreSQL server and database name, or a file of the reporting folder
   * that links to the console's SQLite file (or anywhere outside the folder).
   */
  async checkNotConsole(place: Pick<ConnectionRow, 'driver' | 'host' | 'port' | 'database'>) {
    const file = sqliteFileOf(this.dataDir, place.database);
    const problem =
      place.driver === 'pgsql'
        ? (await this.isConsolePostgres(place))
          ? consoleDatabaseMessage
          : undefined
        : place.driver === 'sqlite' && file !== undefined
          ? this.sqliteProblem(place.database)
          : undefined;
    if (problem !== undefined) throw invalid('database', problem);
  }

  /**
   * What a saved connection's answer adds: for a pgsql connection whose role can do more than
   * read, why and that its reports are refused until it changes; when the role could not be
   * inspected, that. Undefined for a reporting role (or a driver without roles).
   */
  async saveWarning(row: ConnectionRow, user: ReportUser): Promise<string | undefined> {
    if (row.driver !== 'pgsql') return undefined;
    this.inspections.delete(row.id);
    try {
      const problem = await this.inspect(row, user);
      return problem === undefined
        ? undefined
        : `${problem} Reports on this connection are refused until then.`;
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      return `Its role could not be inspected (${reason}): reports run only on a read-only role (see the README: a reporting role).`;
    }
  }

  /** Report queries waiting for a SQLite reader or a pooled connection now. */
  queueDepth(): number {
    let depth = this.sqlite.queued;
    for (const { slots } of this.pools.values()) depth += slots.queued;
    return depth;
  }

  /** Stops the SQLite child and closes every pool. */
  async close(): Promise<void> {
    this.sqlite.close();
    const pools = [...this.pools.values()];
    this.pools.clear();
    this.inspections.clear();
    await Promise.all(pools.map(({ pool }) => pool.end().catch(() => undefined)));
  }

  /** Why a sqlite connection's database may not be read, or undefined. */
  private sqliteProblem(database: string): string | undefined {
    const file = sqliteFileOf(this.dataDir, database);
    if (file === undefined) {
      return 'The database of a sqlite connection must be a file name in the reporting folder.';
    }
    if (!existsSync(file)) return undefined;
    return sqliteFileProblem(file, reportingDir(this.dataDir), sqliteFileIn(this.dataDir));
  }

  private sqliteTarget(row: ConnectionRow, field: string, user: ReportUser): ReportTarget {
    const file = sqliteFileOf(this.dataDir, row.database);
    if (file !== undefined && !existsSync(file)) {
      throw invalid(
        field,
        `The SQLite database ${path.basename(file)} is not in the reporting folder.`,
      );
    }
    const problem = this.sqliteProblem(row.database);
    if (file === undefined || problem !== undefined) throw invalid(field, problem ?? '');
    const run = (statement: Statement, mode: 'rows' | 'columns', maxRows: number) =>
      timed('sqlite', this.onQuery, () =>
        this.sqlite.run(user, {
          file,
          sql: statement.sql,
          parameters: statement.parameters,
          mode,
          maxRows,
        }),
      );
    return {
      dialect: 'sqlite',
      query: (statement, maxRows) => run(statement, 'rows', maxRows),
      columns: async (statement) => typedColumns(await run(statement, 'columns', 0)),
      catalog: async () =>
        catalogOf(await run({ sql: sqliteCatalogSql, parameters: [] }, 'rows', rowCap)),
    };
  }

  /** Whether a pgsql connection names the console's own PostgreSQL database. */
  private async isConsolePostgres(
    place: Pick<ConnectionRow, 'host' | 'port' | 'database'>,
  ): Promise<boolean> {
    return this.consolePlace !== undefined && (await samePgDatabase(place, this.consolePlace));
  }

  /** The pool of a connection, replaced when the row's address or credentials changed. */
  private poolOf(row: ConnectionRow): { pool: pg.Pool; slots: Slots } {
    const fingerprint = fingerprintOf(row);
    const existing = this.pools.get(row.id);
    if (existing?.fingerprint === fingerprint) return existing;
    void existing?.pool.end().catch(() => undefined);
    const pool = reportPool(
      {
        host: row.host,
        port: row.port,
        database: row.database,
        user: row.username,
        password: row.password,
      },
      this.timeoutMs,
      pgPoolSize,
    );
    const entry = {
      fingerprint,
      pool,
      slots: new Slots(pgPoolSize, this.queueLimit, this.userConcurrency),
    };
    this.pools.set(row.id, entry);
    return entry;
  }

  /** Runs a statement on a connection's pool, its failures in words for the client. */
  private async runOn(row: ConnectionRow, statement: Statement, maxRows: number, user: ReportUser) {
    const { pool, slots } = this.poolOf(row);
    // Past the pool's connections and its queue, a call is refused rather than left waiting.
    return timed('pgsql', this.onQuery, () =>
      slots.run(user, async () => {
        try {
          return await runStatement(pool, statement, maxRows, this.timeoutMs);
        } catch (error) {
          if (error instanceof ReportDatabaseError) throw error;
          throw reportFailure(error, this.log);
        }
      }),
    );
  }

  /**
   * Why reports on a pgsql connection are refused (the console's own database, a role that can
   * do more than read), or undefined; inspected once per address and credentials for
   * `inspectionTtlMs`, so a changed row is inspected again. A failure to inspect is not kept.
   */
  private inspect(row: ConnectionRow, user: ReportUser): Promise<string | undefined> {
    const fingerprint = fingerprintOf(row);
    const known = this.inspections.get(row.id);
    if (known?.fingerprint === fingerprint && performance.now() - known.at < this.inspectionTtlMs) {
      return known.verdict;
    }
    const verdict = (async () => {
      if (await this.isConsolePostgres(row)) return consoleDatabaseMessage;
      const found = await this.runOn(
        row,
        { sql: inspectionSql, parameters: inspectionParameters },
        100,
        user,
      );
      return roleProblem(row.username, found.rows);
    })();
    this.inspections.set(row.id, { fingerprint, at: performance.now(), verdict });
    verdict.catch(() => {
      if (this.inspections.get(row.id)?.verdict === verdict) this.inspections.delete(row.id);
    });
    return verdict;
  }

  /** Refuses (ReportRefusedError) what a connection's reports may not do, before it runs. */
  private async admit(row: ConnectionRow, user: ReportUser, sql?: string): Promise<void> {
    const problem = await this.inspect(row, user);
    if (problem !== undefined) throw new ReportRefusedError(problem);
    const refusal = sql === undefined ? undefined : pgRefusal(sql);
    if (refusal !== undefined) throw new ReportRefusedError(refusal);
  }

  private pgTarget(row: ConnectionRow, user: ReportUser): ReportTarget {
    // Every statement is judged by the walker as it will run (a raw query inside its wrappers,
    // a visual report as compiled), after the connection itself.
    const run = async (statement: Statement, maxRows: number) => {
      await this.admit(row, user, statement.sql);
      return this.runOn(row, statement, maxRows, user);
    };
    return {
      dialect: 'pgsql',
      refusal: pgRefusal,
      query: (statement, maxRows) => run(statement, maxRows),
      columns: async (statement) =>
        typedColumns(
          await run(
            {
              sql: `SELECT * FROM (\n${statement.sql}\n) AS "columns_of" LIMIT 0`,
              parameters: statement.parameters,
            },
            0,
          ),
        ),
      catalog: async () => {
        await this.admit(row, user);
        return catalogOf(
          await this.runOn(
            row,
            {
              sql: 'SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position',
              parameters: [],
            },
            rowCap,
            user,
          ),
        );
      },
    };
  }
}
