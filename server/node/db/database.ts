import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  type Dialect,
  PostgresDialect,
  SqliteDialect,
  type MigrationResultSet,
} from 'kysely';
import pg from 'pg';
import { tableChanges, trackChanges, type TableChanges } from '../../core/db/changes';
import { migrateToLatest as migrateDatabase } from '../../core/db/migrate';
import { cacheReadsOf } from '../../core/db/readCache';
import type { Database } from '../../core/db/schema';
import type { ReadCache } from '../../core/ports';
import { withStatementCache } from './preparedStatements';
import { createReadCache, currentReads } from './readCache';

/** Which database engine serves the data. */
export type DialectName = 'sqlite' | 'postgres';

/** Where the data lives: a PostgreSQL URL, or else a SQLite file under `dataDir`. */
export interface DatabaseOptions {
  /** postgres:// URL; when undefined, SQLite is used. */
  databaseUrl: string | undefined;
  /** Folder of the SQLite file `telco.sqlite`. */
  dataDir: string;
  /** SQLite file to use instead of `dataDir/telco.sqlite` (tests use a temporary one). */
  sqliteFile?: string;
  /** PostgreSQL schema to create and use (tests isolate each file in its own schema). */
  postgresSchema?: string;
  /**
   * Serve repeated reads from memory until a write through this database changes their tables
   * (`cachedRead`): counted in this process (`'local'`, when it is the only one writing), or in
   * a count all the processes share.
   */
  cacheReads?: 'local' | TableChanges;
  /** Told of each read of the read cache: whether a kept answer served it. */
  onCachedRead?: (kept: boolean) => void;
  /** Where a lost idle PostgreSQL connection is told (the pool opens another when needed). */
  log?: { warn(details: object, message: string): void };
}

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema in use, when one was asked for. */
  schema?: string;
  /** Its read cache, when one was asked for (`cacheReads`): the core's `readCache` port. */
  readCache?: ReadCache;
  /** Asks the database for a row (readiness): rejects when it cannot be reached. */
  ping: () => Promise<void>;
  /** PostgreSQL's connection pool (its use is a metric); undefined on SQLite. */
  pool?: pg.Pool;
  close: () => Promise<void>;
}

/** The SQLite file of a data folder. */
export const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'telco.sqlite');

/** A database whose writes are counted by table, with its read cache when one is asked for. */
function tracked(
  dialect: Dialect,
  { cacheReads, onCachedRead }: DatabaseOptions,
): { db: Kysely<Database>; readCache?: ReadCache } {
  const changes = cacheReads === undefined || cacheReads === 'local' ? tableChanges() : cacheReads;
  const db = new Kysely<Database>({ dialect: trackChanges(dialect, changes, currentReads) });
  if (cacheReads === undefined) return { db };
  const readCache = createReadCache(changes, { onRead: onCachedRead });
  cacheReadsOf(db, readCache);
  return { db, readCache };
}

/** Opens the configured database (without migrating it). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const schema = options.postgresSchema;
    if (schema !== undefined) {
      if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query(`create schema if not exists ${schema}`);
      } finally {
        await client.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
    });
    // An idle connection the server or the network drops is an 'error' event of the pool, which
    // would end the process if nobody listened: the pool forgets it and connects again on demand.
    pool.on('error', (error) => options.log?.warn({ err: error }, 'database connection lost'));
    // A connection dropped while a call holds it is an 'error' event of its client, which the pool
    // does not listen to then: the call's query fails (a 500) and the process lives on.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.log?.warn({ err: error }, 'database connection lost'));
    });
    const { db, readCache } = tracked(new PostgresDialect({ pool }), options);
    return {
      db,
      readCache,
      dialect: 'postgres',
      schema,
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => db.destroy(),
    };
  }

  const file = options.sqliteFile ?? sqliteFileIn(options.dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; synchronous=FULL syncs the WAL on every commit, so
  // an acknowledged write survives a power loss (NORMAL could lose the last transactions).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const { db, readCache } = tracked(
    new SqliteDialect({ database: withStatementCache(sqlite) }),
    options,
  );
  const ping = sqlite.prepare('select 1');
  return {
    db,
    readCache,
    dialect: 'sqlite',
    ping: () => {
      ping.get();
      return Promise.resolve();
    },
    close: () => db.destroy(),
  };
}

/** Brings the schema up to date (see the core's `migrateToLatest`); throws when one fails. */
export const migrateToLatest = (handle: DatabaseHandle): Promise<MigrationResultSet> =>
  migrateDatabase(handle.db, handle.schema);
