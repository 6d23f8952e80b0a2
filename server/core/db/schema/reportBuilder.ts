import type { Generated } from 'kysely';

// The report builder's tables. As elsewhere: timestamps are ISO text, and the list and object
// sections of a definition (tables, selections, filters, rows of a design) are JSON text.

/** A saved report definition (query builder, raw query or dynamic query). */
export interface QueryReportsTable {
  id: Generated<number>;
  report_name: string;
  /** 'default' or the id of a database connection, as text (as the contract answers it). */
  db_connection_name: string;
  query_type: string;
  raw_query: string | null;
  tables: string;
  table_options: string;
  query_options: string;
  select_options: string;
  selections: string;
  have_aggregate_function: string;
  select_aggregates: string;
  filter_group: string;
  query_clause: string;
  have_group_by: string;
  have_order_by: string;
  set_limit: string;
  set_custom_action: string;
  custom_link_value: string | null;
  custom_link_icon: string | null;
  add_graph: string;
  graph_settings: string | null;
  grid_filters: string;
  dynamic_table_options: string;
  created_at: string;
  updated_at: string;
}

/** A dashboard design: rows of report cells. */
export interface ReportDesignsTable {
  id: Generated<number>;
  name: string;
  rows: string;
  created_at: string;
  updated_at: string;
}

/** The report builder's tables, part of the server's `Database`. */
export interface ReportBuilderTables {
  query_reports: QueryReportsTable;
  report_designs: ReportDesignsTable;
}
