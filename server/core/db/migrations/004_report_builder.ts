import type { Kysely } from 'kysely';
import { tableWithId } from './schemaBuilders';

/**
 * Creates the saved reports and the dashboard designs of the report builder. The sections of a
 * report and the rows of a design are JSON text; text the contract does not bound is `text`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = (name: string) => tableWithId(db, name);
  const yesNo = 'varchar(3)';

  await table('query_reports')
    .addColumn('report_name', 'varchar(190)', (c) => c.notNull())
    .addColumn('db_connection_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('query_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('raw_query', 'text')
    .addColumn('tables', 'text', (c) => c.notNull())
    .addColumn('table_options', 'text', (c) => c.notNull())
    .addColumn('query_options', 'text', (c) => c.notNull())
    .addColumn('select_options', 'text', (c) => c.notNull())
    .addColumn('selections', 'text', (c) => c.notNull())
    .addColumn('have_aggregate_function', yesNo, (c) => c.notNull())
    .addColumn('select_aggregates', 'text', (c) => c.notNull())
    .addColumn('filter_group', 'text', (c) => c.notNull())
    .addColumn('query_clause', 'text', (c) => c.notNull())
    .addColumn('have_group_by', yesNo, (c) => c.notNull())
    .addColumn('have_order_by', yesNo, (c) => c.notNull())
    .addColumn('set_limit', yesNo, (c) => c.notNull())
    .addColumn('set_custom_action', yesNo, (c) => c.notNull())
    .addColumn('custom_link_value', 'text')
    .addColumn('custom_link_icon', 'text')
    .addColumn('add_graph', yesNo, (c) => c.notNull())
    .addColumn('graph_settings', 'text')
    .addColumn('grid_filters', 'text', (c) => c.notNull())
    .addColumn('dynamic_table_options', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('query_reports_db_connection_name')
    .on('query_reports')
    .column('db_connection_name')
    .execute();

  await table('report_designs')
    .addColumn('name', 'varchar(190)', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

/** Drops the report builder's tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_designs').execute();
  await db.schema.dropTable('query_reports').execute();
}
