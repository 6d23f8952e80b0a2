import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether a migration runs on PostgreSQL (else SQLite). */
export const isPostgres = (db: Kysely<unknown>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** Starts a table whose `id` is an auto-incrementing integer primary key, on either database. */
export function tableWithId(db: Kysely<unknown>, name: string) {
  const postgres = isPostgres(db);
  return db.schema
    .createTable(name)
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    );
}
