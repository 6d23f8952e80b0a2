import type { Schema } from '../schema';

// How a report definition is written: the builders of its sections and the defaults of the
// sections left out. Plain data, no msw: the reference server writes its demo reports with them
// and stores posted forms with the same defaults.

type Input = Schema<'ReportInput'>;

/** A report definition not saved on a connection yet: no id, no database connection. */
export type ReportTemplate = Omit<Input, 'id' | 'db_connection_name'>;

/** A table slot of a definition, joined to an earlier slot when `join` is given. */
export const table = (
  name: string,
  options: string[],
  join?: [string, string, Schema<'TableJoin'>['type']],
): Schema<'TableEntry'> => ({
  object_type: 'table',
  name,
  selected_query: null,
  query_alias: null,
  options,
  table_join:
    join === undefined
      ? null
      : { type: join[2], condition: '=', column1: join[0], column2: join[1] },
});

/** A selected column: sortable and without labels unless told. */
export const select = (
  column: string,
  alias: string,
  options: { raw?: boolean; sortable?: boolean; labels?: Schema<'LabelConfig'>[] } = {},
): Schema<'SelectedColumn'> => ({
  column,
  alias,
  is_raw: options.raw === true ? 'yes' : 'no',
  is_sortable: options.sortable === false ? 'no' : 'yes',
  has_label: options.labels === undefined ? 'no' : 'yes',
  label_config: options.labels ?? [],
});

/** A sortable aggregate column. */
export const aggregate = (
  fn: Schema<'Aggregate'>['aggregate_function'],
  column: string,
  alias: string,
): Schema<'Aggregate'> => ({ aggregate_function: fn, column, alias, is_sortable: 'yes' });

/** A condition of a filter group; `predefined` values are names like 'date_current'. */
export const where = (
  column: string,
  operator: Schema<'QueryFilter'>['operators'],
  value: string | null,
  predefined = false,
): Schema<'QueryFilter'> => ({
  filter: column,
  operators: operator,
  value,
  radio: 'and',
  is_function: false,
  use_predefined: predefined,
  is_param: false,
  is_raw: 'no',
});

/** The GROUP BY / ORDER BY / LIMIT clause (grouped when `group` names columns; 10 rows). */
export const clause = (
  group: string[],
  order: string[],
  direction: Schema<'Clause'>['order_type'],
  options: { raw?: boolean; limit?: number } = {},
): Schema<'Clause'> => ({
  extra_operation: group.length === 0 ? null : 'GROUP BY',
  columns: group,
  order_columns: order,
  order_type: direction,
  limit_value: options.limit ?? 10,
  is_raw: options.raw === true ? 'yes' : 'no',
});

/**
 * The sections of a definition from `selections` on, each one it leaves out turned off (the
 * graph settings are kept only with a graph).
 */
export function reportSections(data: Partial<Input>) {
  return {
    selections: data.selections ?? [],
    have_aggregate_function: data.have_aggregate_function ?? 'no',
    select_aggregates: data.select_aggregates ?? [],
    filter_group: data.filter_group ?? [],
    query_clause: data.query_clause ?? clause([], [], 'DESC'),
    have_group_by: data.have_group_by ?? 'no',
    have_order_by: data.have_order_by ?? 'no',
    set_limit: data.set_limit ?? 'no',
    set_custom_action: data.set_custom_action ?? 'no',
    custom_link_value: data.custom_link_value ?? null,
    custom_link_icon: data.custom_link_icon ?? null,
    add_graph: data.add_graph ?? 'no',
    graph_settings: data.add_graph === 'yes' ? (data.graph_settings ?? null) : null,
    grid_filters: data.grid_filters ?? [],
    dynamic_table_options: data.dynamic_table_options ?? [],
  };
}
