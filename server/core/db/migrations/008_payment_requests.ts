import type { Kysely } from 'kysely';
import { tableWithId } from './schemaBuilders';

/** Adds the payments the portal asked the operator-2 provider for, each usable once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'portal_payment_requests')
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('msisdn', 'varchar(20)', (c) => c.notNull())
    .addColumn('service', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('portal_payment_requests').execute();
}
