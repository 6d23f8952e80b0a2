import type { Kysely } from 'kysely';
import { tableWithId } from './schemaBuilders';

/**
 * Adds where a password-reset code can be sent (admin e-mail and mobile), the organization and
 * department of an administrator, the one-time codes,
 * the portal sessions that a verified code opens, and the guest ids of portal visitors.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = (name: string) => tableWithId(db, name);

  await db.schema.alterTable('admin_users').addColumn('email', 'varchar(190)').execute();
  await db.schema.alterTable('admin_users').addColumn('mobile', 'varchar(20)').execute();
  // Compared by the user-attribute group of the custom permission rules (admin §6).
  await db.schema.alterTable('admin_users').addColumn('organization_id', 'integer').execute();
  await db.schema.alterTable('admin_users').addColumn('department_id', 'integer').execute();
  await db.schema.createIndex('admin_users_email').on('admin_users').column('email').execute();
  await db.schema.createIndex('admin_users_mobile').on('admin_users').column('mobile').execute();

  await table('otp_codes')
    .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(190)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('verified_at', 'varchar(32)')
    .addColumn('consumed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('otp_codes_recipient')
    .on('otp_codes')
    .columns(['purpose', 'recipient'])
    .execute();

  await table('portal_sessions')
    .addColumn('msisdn', 'varchar(20)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('guest_channels')
    .addColumn('subscription_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_channels').execute();
  await db.schema.dropTable('portal_sessions').execute();
  await db.schema.dropTable('otp_codes').execute();
  await db.schema.dropIndex('admin_users_mobile').execute();
  await db.schema.dropIndex('admin_users_email').execute();
  await db.schema.alterTable('admin_users').dropColumn('department_id').execute();
  await db.schema.alterTable('admin_users').dropColumn('organization_id').execute();
  await db.schema.alterTable('admin_users').dropColumn('mobile').execute();
  await db.schema.alterTable('admin_users').dropColumn('email').execute();
}
