import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/**
 * Brings the schema up to date (in `schema`, a PostgreSQL schema, when one is named); throws
 * when a migration fails.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  schema?: string,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Kysely looks for its bookkeeping tables in every schema; name ours, or a table of the
    // same name in another schema would count as ours.
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  for (let attempt = 1; ; attempt += 1) {
    const result = await migrator.migrateToLatest();
    if (result.error === undefined) return result;
    // Kysely finds its bookkeeping table by scanning every schema's tables; a schema another
    // client drops during that scan fails it with 3F000 (no such schema). Nothing was applied,
    // so scanning again is safe.
    if (attempt < 3 && droppedMeanwhile(result.error, schema)) continue;
    throw result.error instanceof Error ? result.error : new Error('Migration failed');
  }
}

/** Whether a migration failed only because some other schema vanished while it was read. */
function droppedMeanwhile(error: unknown, own: string | undefined): boolean {
  if (!(error instanceof Error) || !('code' in error) || error.code !== '3F000') return false;
  return own === undefined || !error.message.includes(`"${own}"`);
}
