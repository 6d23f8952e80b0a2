import type { Kysely } from 'kysely';
import { tableWithId } from './schemaBuilders';

/**
 * Adds the failed sign-ins that the per-account limits count (the console's per username, the
 * IVR broker login's per client address), and the locks those limits set, in the database so
 * that every server process counts the same attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'login_failures')
    .addColumn('scope', 'varchar(10)', (c) => c.notNull())
    .addColumn('account', 'varchar(190)', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account')
    .on('login_failures')
    .columns(['scope', 'account', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_created_at')
    .on('login_failures')
    .columns(['scope', 'created_at'])
    .execute();

  await tableWithId(db, 'login_locks')
    .addColumn('scope', 'varchar(10)', (c) => c.notNull())
    .addColumn('account', 'varchar(190)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('login_locks_account', ['scope', 'account'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_locks').execute();
  await db.schema.dropTable('login_failures').execute();
}
