import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  type Dialect,
  PostgresDialect,
  SqliteDialect,
  type MigrationResultSet,
} from 'kysely';
import pg from 'pg';
import { tableChanges, trackChanges, type TableChanges } from '../../core/db/changes';
import { migrations } from '../../core/db/migrations';
import { withStatementCache } from './preparedStatements';
import { cacheReadsOf, createReadCache } from './readCache';
import type { Database } from '../../core/db/schema';

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
}

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema in use, when one was asked for. */
  schema?: string;
  close: () => Promise<void>;
}

/** The SQLite file of a data folder. */
export const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'telco.sqlite');

/** A database whose writes are counted by table, with its read cache when one is asked for. */
function tracked(dialect: Dialect, { cacheReads }: DatabaseOptions): Kysely<Database> {
  const changes = cacheReads === undefined || cacheReads === 'local' ? tableChanges() : cacheReads;
  const db = new Kysely<Database>({ dialect: trackChanges(dialect, changes) });
  if (cacheReads !== undefined) cacheReadsOf(db, createReadCache(changes));
  return db;
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
    const db = tracked(new PostgresDialect({ pool }), options);
    return { db, dialect: 'postgres', schema, close: () => db.destroy() };
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
  const db = tracked(new SqliteDialect({ database: withStatementCache(sqlite) }), options);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Kysely looks for its bookkeeping tables in every schema; name ours, or a table of the
    // same name in another schema would count as ours.
    ...(handle.schema === undefined ? {} : { migrationTableSchema: handle.schema }),
  });
  for (let attempt = 1; ; attempt += 1) {
    const result = await migrator.migrateToLatest();
    if (result.error === undefined) return result;
    // Kysely finds its bookkeeping table by scanning every schema's tables; a schema another
    // client drops during that scan fails it with 3F000 (no such schema). Nothing was applied,
    // so scanning again is safe.
    if (attempt < 3 && droppedMeanwhile(result.error, handle.schema)) continue;
    throw result.error instanceof Error ? result.error : new Error('Migration failed');
  }
}

/** Whether a migration failed only because some other schema vanished while it was read. */
function droppedMeanwhile(error: unknown, own: string | undefined): boolean {
  if (!(error instanceof Error) || !('code' in error) || error.code !== '3F000') return false;
  return own === undefined || !error.message.includes(`"${own}"`);
}
