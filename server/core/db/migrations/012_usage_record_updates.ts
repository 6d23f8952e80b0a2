import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schemaBuilders';

/**
 * Usage records can be added and corrected through the API, so they keep when they last changed,
 * as every other editable billing table does. Existing rows have never changed since they were
 * written: their `updated_at` is their `created_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cbs_usage_records').addColumn('updated_at', 'varchar(32)').execute();
  await sql`update cbs_usage_records set updated_at = created_at`.execute(db);
  // SQLite cannot add the constraint to an existing column; the server writes it on every store
  // and update there too.
  if (isPostgres(db)) {
    await sql`alter table cbs_usage_records alter column updated_at set not null`.execute(db);
  }
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cbs_usage_records').dropColumn('updated_at').execute();
}
