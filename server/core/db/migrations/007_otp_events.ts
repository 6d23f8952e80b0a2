import type { Kysely } from 'kysely';
import { tableWithId } from './schemaBuilders';

/**
 * Adds the log of codes sent and wrong codes tried per recipient, which the per-number limits
 * count (codes themselves are replaced by a resend, so they cannot be counted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'otp_events')
    .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(190)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('otp_events_recipient')
    .on('otp_events')
    .columns(['purpose', 'recipient', 'kind', 'created_at'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otp_events').execute();
}
