import type { Kysely } from 'kysely';
import { tableWithId } from './schemaBuilders';

/** Creates the admin, organization structure, database connection and notification tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = (name: string) => tableWithId(db, name);

  await table('admin_users')
    .addColumn('username', 'varchar(190)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(2048)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('admin_tokens')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_tokens_user_id')
    .on('admin_tokens')
    .column('user_id')
    .execute();

  await table('admin_roles')
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('slug', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('admin_permissions')
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('slug', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('http_method', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('http_path', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_role_users')
    .addColumn('role_id', 'integer', (c) =>
      c.notNull().references('admin_roles.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('admin_role_users_pk', ['role_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('admin_role_permissions')
    .addColumn('role_id', 'integer', (c) =>
      c.notNull().references('admin_roles.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('admin_permissions.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('admin_role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await table('organizations')
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('short_code', 'varchar(20)')
    .addColumn('mobile_no', 'varchar(12)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)')
    .addColumn('address', 'varchar(500)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('departments')
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('services')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('department_id', 'integer')
    .addColumn('service_type', 'varchar(20)')
    .addColumn('price', 'numeric(10, 2)')
    .addColumn('description', 'varchar(2000)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('database_connections')
    .addColumn('connection_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('driver', 'varchar(10)', (c) => c.notNull())
    .addColumn('host', 'varchar(255)', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull())
    .addColumn('database', 'varchar(100)', (c) => c.notNull())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('notifications')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(2048)')
    .addColumn('is_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_id')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'notifications',
    'database_connections',
    'services',
    'departments',
    'organizations',
    'admin_role_permissions',
    'admin_role_users',
    'admin_permissions',
    'admin_roles',
    'admin_tokens',
    'admin_users',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
