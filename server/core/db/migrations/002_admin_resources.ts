import type { Kysely } from 'kysely';
import { isPostgres, tableWithId } from './schemaBuilders';

/**
 * Creates the menu, operation log, route list, custom permission, API gateway and seed
 * bookkeeping tables, and the direct user permissions. Text columns the contract does not bound
 * are `text`, so no valid request can overflow a column on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const table = (name: string) => tableWithId(db, name);
  // The contract bounds no avatar URL, and SQLite ignores lengths anyway: only PostgreSQL changes.
  if (postgres) {
    await db.schema
      .alterTable('admin_users')
      .alterColumn('avatar', (column) => column.setDataType('text'))
      .execute();
  }

  await db.schema
    .createTable('admin_user_permissions')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('admin_permissions.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('admin_user_permissions_pk', ['user_id', 'permission_id'])
    .execute();

  await table('admin_menu')
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('icon', 'varchar(50)', (c) => c.notNull())
    .addColumn('uri', 'varchar(255)')
    .addColumn('permission', 'text')
    .addColumn('created_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('admin_menu_parent_id')
    .on('admin_menu')
    .columns(['parent_id', 'order'])
    .execute();

  await db.schema
    .createTable('admin_role_menu')
    .addColumn('role_id', 'integer', (c) =>
      c.notNull().references('admin_roles.id').onDelete('cascade'),
    )
    .addColumn('menu_id', 'integer', (c) =>
      c.notNull().references('admin_menu.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('admin_role_menu_pk', ['role_id', 'menu_id'])
    .execute();

  // No foreign key to admin_users: the log outlives the users it names.
  await table('operation_logs')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operation_logs_user_id')
    .on('operation_logs')
    .columns(['user_id', 'id'])
    .execute();

  await table('route_lists')
    .addColumn('route_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('path_url', 'varchar(255)', (c) => c.notNull())
    .addColumn('route_controller', 'varchar(255)', (c) => c.notNull())
    .addColumn('route_model', 'varchar(255)', (c) => c.notNull())
    .addColumn('http_method', 'varchar(10)', (c) => c.notNull().defaultTo('GET'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('custom_permissions')
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('route_list_id', 'integer', (c) => c.notNull())
    .addColumn('table_name', 'varchar(100)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('custom_permission_details')
    .addColumn('custom_permission_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('permission_names', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('conditions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('list_refid', 'varchar(2)', (c) => c.notNull().defaultTo('&&'))
    .addColumn('edit_id', 'varchar(2)', (c) => c.notNull().defaultTo('&&'))
    .addColumn('edit_refid', 'varchar(2)', (c) => c.notNull().defaultTo('&&'))
    .addColumn('delete_id', 'varchar(2)', (c) => c.notNull().defaultTo('&&'))
    .addColumn('delete_refid', 'varchar(2)', (c) => c.notNull().defaultTo('&&'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('api_gateway_applications')
    .addColumn('app_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('app_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('app_secret', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('callback_url', 'text')
    .addColumn('allowed_ips', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('rate_limit_per_minute', 'integer', (c) => c.notNull().defaultTo(600))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // An API belongs to its application: deleting the application deletes its APIs.
  await table('api_gateway_apis')
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('api_gateway_applications.id').onDelete('cascade'),
    )
    .addColumn('api_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('http_method', 'varchar(10)', (c) => c.notNull())
    .addColumn('endpoint_path', 'varchar(255)', (c) => c.notNull())
    .addColumn('upstream_url', 'text', (c) => c.notNull())
    .addColumn('timeout_ms', 'integer', (c) => c.notNull().defaultTo(5000))
    .addColumn('rate_limit_per_minute', 'integer', (c) => c.notNull().defaultTo(300))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('ran_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

/** Drops what `up` created (the avatar column keeps its wider type). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'seed_runs',
    'api_gateway_apis',
    'api_gateway_applications',
    'custom_permission_details',
    'custom_permissions',
    'route_lists',
    'operation_logs',
    'admin_role_menu',
    'admin_menu',
    'admin_user_permissions',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
