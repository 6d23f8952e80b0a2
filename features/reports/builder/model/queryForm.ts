import type { Schema } from '@api';
import { joinTypes } from '@domain/report-builder';
import { requiredMessage } from '@domain/laravel';

// The query form's state and every change to it, as pure functions: the screen dispatches
// actions, the reducer answers the next state, and the state converts to and from the saved
// JSON (report-builder §3) without a DOM.

type Input = Schema<'ReportInput'>;
type TableEntry = Schema<'TableEntry'>;
type Filter = Schema<'QueryFilter'>;
type Group = Schema<'FilterGroup'>;

/** The graph settings as the form edits them: the type may not be chosen yet. */
export interface GraphDraft {
  graph_type: Schema<'GraphSettings'>['graph_type'] | '';
  graph_title: string;
  graph_label: string;
  graph_data: string;
  graph_color_scheme: string;
}

/** The query form's state: every section of a report, filled. */
export interface QueryFormState {
  id: number;
  report_name: string;
  db_connection_name: string;
  query_type: Input['query_type'];
  raw_query: string;
  tables: TableEntry[];
  table_options: string[];
  query_options: Schema<'SavedQueryOption'>[];
  selections: Schema<'SelectedColumn'>[];
  have_aggregate_function: 'yes' | 'no';
  select_aggregates: Schema<'Aggregate'>[];
  filter_group: Group[];
  query_clause: Required<Schema<'Clause'>>;
  have_group_by: 'yes' | 'no';
  have_order_by: 'yes' | 'no';
  set_limit: 'yes' | 'no';
  set_custom_action: 'yes' | 'no';
  custom_link_value: string;
  custom_link_icon: string;
  add_graph: 'yes' | 'no';
  graph_settings: GraphDraft;
  grid_filters: Schema<'GridFilter'>[];
}

/** The yes/no toggles of the form, each revealing its section. */
export type Toggle =
  | 'have_aggregate_function'
  | 'have_group_by'
  | 'have_order_by'
  | 'set_limit'
  | 'set_custom_action'
  | 'add_graph';

/** The lists of the form that rows are added to, changed in and removed from. */
export interface Lists {
  selections: Schema<'SelectedColumn'>[];
  select_aggregates: Schema<'Aggregate'>[];
  grid_filters: Schema<'GridFilter'>[];
}

/** The column pickers show at most this many options (report-builder §9). */
export const columnPickerCap = 300;

/** The limit a new report starts with (report-builder §9). */
export const defaultLimit = 10;

/** An empty table slot; later slots start joined with an inner join on `=`. */
export function emptySlot(index: number): TableEntry {
  return {
    object_type: 'table',
    name: '',
    selected_query: null,
    query_alias: null,
    options: [],
    table_join:
      index === 0
        ? null
        : { type: joinTypes[0]?.value ?? 'join', condition: '=', column1: '', column2: '' },
  };
}

/** A new where filter. */
export const emptyFilter = (): Filter => ({
  filter: '',
  operators: 'equal',
  value: '',
  radio: 'and',
  is_function: false,
  use_predefined: false,
  is_param: false,
  is_raw: 'no',
});

/** New rows of the lists. */
export const emptyRows: { [List in keyof Lists]: () => Lists[List][number] } = {
  selections: () => ({
    column: '',
    alias: '',
    is_raw: 'no',
    is_sortable: 'yes',
    has_label: 'no',
    label_config: [],
  }),
  select_aggregates: () => ({
    aggregate_function: 'SUM',
    column: '',
    alias: '',
    is_sortable: 'yes',
  }),
  grid_filters: () => ({
    column: '',
    alias: '',
    operators: 'equal',
    is_dropdown: 'no',
    is_multiple: 'no',
    field_type: 'string',
    options: '',
  }),
};

const emptyGraph: GraphDraft = {
  graph_type: '',
  graph_title: '',
  graph_label: '',
  graph_data: '',
  graph_color_scheme: '',
};

/** The state of a new report: what Reset restores (report-builder §2). */
export function defaultQueryForm(): QueryFormState {
  return {
    id: 0,
    report_name: '',
    db_connection_name: '',
    query_type: 'query_builder',
    raw_query: '',
    tables: [emptySlot(0)],
    table_options: [],
    query_options: [],
    selections: [],
    have_aggregate_function: 'no',
    select_aggregates: [],
    filter_group: [],
    query_clause: {
      extra_operation: null,
      columns: [],
      order_columns: [],
      order_type: 'ASC',
      limit_value: defaultLimit,
      is_raw: 'no',
    },
    have_group_by: 'no',
    have_order_by: 'no',
    set_limit: 'no',
    set_custom_action: 'no',
    custom_link_value: '',
    custom_link_icon: '',
    add_graph: 'no',
    graph_settings: emptyGraph,
    grid_filters: [],
  };
}

/** The name a slot's columns are qualified with: its alias, else its table or query name. */
export function slotName(entry: TableEntry): string {
  return entry.query_alias?.trim() || entry.name;
}

/** The `table.column` names the column pickers offer, in slot order. */
export function columnOptions(tables: readonly TableEntry[]): string[] {
  return tables.flatMap((entry) => {
    const name = slotName(entry);
    return name === '' ? [] : entry.options.map((column) => `${name}.${column}`);
  });
}

/** The picker's options for a search: the matching names, at most `columnPickerCap` of them. */
export function pickerOptions(all: readonly string[], query: string): string[] {
  const needle = query.trim().toLocaleLowerCase();
  const matching =
    needle === '' ? all : all.filter((name) => name.toLocaleLowerCase().includes(needle));
  return matching.slice(0, columnPickerCap);
}

/** A saved report as the form's state (sections it lacks at their defaults). */
export function fromReport(report: Schema<'Report'>): QueryFormState {
  const defaults = defaultQueryForm();
  const graph = report.graph_settings;
  return {
    id: report.id,
    report_name: report.report_name,
    db_connection_name: report.db_connection_name,
    query_type: report.query_type,
    raw_query: report.raw_query ?? '',
    tables:
      report.tables === undefined || report.tables.length === 0
        ? defaults.tables
        : report.tables.map((entry, index) => ({
            ...entry,
            selected_query: entry.selected_query ?? null,
            query_alias: entry.query_alias ?? null,
            table_join: index === 0 ? null : (entry.table_join ?? emptySlot(index).table_join),
          })),
    table_options: report.table_options ?? [],
    query_options: report.query_options ?? [],
    selections: (report.selections ?? []).map((selection) => ({
      ...selection,
      label_config: selection.label_config ?? [],
    })),
    have_aggregate_function: report.have_aggregate_function ?? 'no',
    select_aggregates: report.select_aggregates ?? [],
    filter_group: report.filter_group ?? [],
    query_clause: { ...defaults.query_clause, ...report.query_clause },
    have_group_by: report.have_group_by ?? 'no',
    have_order_by: report.have_order_by ?? 'no',
    set_limit: report.set_limit ?? 'no',
    set_custom_action: report.set_custom_action ?? 'no',
    custom_link_value: report.custom_link_value ?? '',
    custom_link_icon: report.custom_link_icon ?? '',
    add_graph: report.add_graph ?? 'no',
    graph_settings:
      graph === null || graph === undefined
        ? emptyGraph
        : {
            graph_type: graph.graph_type,
            graph_title: graph.graph_title ?? '',
            graph_label: graph.graph_label ?? '',
            graph_data: graph.graph_data ?? '',
            graph_color_scheme: graph.graph_color_scheme ?? '',
          },
    grid_filters: report.grid_filters ?? [],
  };
}

const nullIfBlank = (text: string) => (text.trim() === '' ? null : text);

/** The form's state as the saved JSON the store and preview calls take (`data`). */
export function toReportInput(state: QueryFormState): Input {
  const graph = state.graph_settings;
  const common = {
    id: state.id,
    report_name: state.report_name,
    db_connection_name: state.db_connection_name,
    query_type: state.query_type,
  };
  if (state.query_type === 'raw_query') {
    return {
      ...common,
      raw_query: state.raw_query,
      grid_filters: state.grid_filters,
      have_aggregate_function: 'no',
      have_group_by: 'no',
      have_order_by: 'no',
      set_limit: 'no',
      set_custom_action: 'no',
      add_graph: 'no',
      graph_settings: null,
    };
  }
  return {
    ...common,
    raw_query: null,
    tables: state.tables.map((entry, index) =>
      index === 0 ? { ...entry, table_join: null } : entry,
    ),
    table_options: state.table_options,
    query_options: state.query_options,
    select_options: columnOptions(state.tables).slice(0, columnPickerCap),
    selections: state.selections.map((selection) => ({
      ...selection,
      label_config: selection.has_label === 'yes' ? selection.label_config : [],
    })),
    have_aggregate_function: state.have_aggregate_function,
    select_aggregates: state.have_aggregate_function === 'yes' ? state.select_aggregates : [],
    filter_group: state.filter_group,
    query_clause: {
      ...state.query_clause,
      extra_operation: state.have_group_by === 'yes' ? 'GROUP BY' : null,
    },
    have_group_by: state.have_group_by,
    have_order_by: state.have_order_by,
    set_limit: state.set_limit,
    set_custom_action: state.set_custom_action,
    custom_link_value:
      state.set_custom_action === 'yes' ? nullIfBlank(state.custom_link_value) : null,
    custom_link_icon:
      state.set_custom_action === 'yes' ? nullIfBlank(state.custom_link_icon) : null,
    add_graph: state.add_graph,
    graph_settings:
      state.add_graph === 'yes' && graph.graph_type !== ''
        ? {
            graph_type: graph.graph_type,
            graph_title: graph.graph_title,
            graph_label: graph.graph_label,
            graph_data: graph.graph_data,
            ...(graph.graph_color_scheme.trim() === ''
              ? {}
              : { graph_color_scheme: graph.graph_color_scheme.replace(/\s+/g, '') }),
          }
        : null,
    grid_filters: state.grid_filters,
    dynamic_table_options: [],
  };
}

/** Field errors keyed as the server keys them, without its `data.` prefix. */
export type FormErrors = Record<string, string[]>;

/**
 * The form's own checks before a save (report-builder §5): the name and the connection, a
 * table in every slot, the graph type when the graph is on, the raw query when it is the
 * type. With `forPreview` the name is not needed.
 */
export function validateQueryForm(state: QueryFormState, forPreview = false): FormErrors {
  const errors: FormErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (!forPreview && state.report_name.trim() === '') {
    add('report_name', requiredMessage('report_name'));
  }
  if (state.db_connection_name === '') {
    add('db_connection_name', requiredMessage('db_connection_name', 'database connection'));
  }
  if (state.query_type === 'raw_query') {
    if (state.raw_query.trim() === '') {
      add('raw_query', 'The raw query field is required when query type is raw_query.');
    }
    return errors;
  }
  state.tables.forEach((entry, index) => {
    if (entry.object_type === 'query' ? entry.selected_query === null : entry.name === '') {
      add(
        `tables.${String(index)}.${entry.object_type === 'query' ? 'selected_query' : 'name'}`,
        requiredMessage('table'),
      );
    }
  });
  if (state.add_graph === 'yes' && state.graph_settings.graph_type === '') {
    add('graph_settings.graph_type', 'The graph type field is required when add graph is yes.');
  }
  return errors;
}

/** The server's 422 errors as the form's fields name them (`data.tables.1.name` → `tables.1.name`). */
export function formErrorsFrom(errors: Readonly<Record<string, string[]>>): {
  fields: FormErrors;
  others: string[];
} {
  const fields: FormErrors = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (field.startsWith('data.')) fields[field.slice('data.'.length)] = [...messages];
    else others.push(...messages);
  }
  return { fields, others };
}

/** How many values an operator takes: none, one, two (between) or a list (in, not in). */
export function operatorArity(
  operator: Filter['operators'] | Schema<'GridFilter'>['operators'],
): 'none' | 'one' | 'two' | 'list' {
  if (operator === 'is_null' || operator === 'is_not_null') return 'none';
  if (operator === 'between') return 'two';
  if (operator === 'in' || operator === 'not_in') return 'list';
  return 'one';
}

/** The two ends of a between value (`from,to`). */
export function betweenEnds(value: string | null): [string, string] {
  const [from = '', to = ''] = (value ?? '').split(',');
  return [from, to];
}

/** A list value's items (`a,b,c`), trimmed, without empty ones. */
export function listItems(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
