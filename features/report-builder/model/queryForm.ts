import type { Schema } from '@api';
import { joinTypes } from '@domain/report-builder';

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
    add('report_name', 'The report name field is required.');
  }
  if (state.db_connection_name === '') {
    add('db_connection_name', 'The database connection field is required.');
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
        'The table field is required.',
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

/** A change to the form. */
export type QueryFormAction =
  | { type: 'reset'; state: QueryFormState }
  | { type: 'set'; patch: Partial<Pick<QueryFormState, ScalarField>> }
  | { type: 'connection'; connection: string }
  | { type: 'toggle'; toggle: Toggle; value: 'yes' | 'no' }
  | { type: 'addTable' }
  | { type: 'removeTable'; index: number }
  | {
      type: 'chooseTable';
      index: number;
      objectType: TableEntry['object_type'];
      name: string;
      selectedQuery: number | null;
      options: string[];
    }
  | { type: 'tableColumns'; index: number; name: string; options: string[] }
  | { type: 'alias'; index: number; alias: string }
  | { type: 'join'; index: number; patch: Partial<Schema<'TableJoin'>> }
  | { type: 'addRow'; list: keyof Lists }
  | { type: 'removeRow'; list: keyof Lists; index: number }
  | { type: 'updateRow'; list: keyof Lists; index: number; patch: Record<string, unknown> }
  | { type: 'addGroup' }
  | { type: 'removeGroup'; group: number }
  | { type: 'groupType'; group: number; value: Group['filter_type'] }
  | { type: 'addFilter'; group: number }
  | { type: 'removeFilter'; group: number; index: number }
  | { type: 'updateFilter'; group: number; index: number; patch: Partial<Filter> }
  | { type: 'clause'; patch: Partial<Schema<'Clause'>> }
  | { type: 'graph'; patch: Partial<GraphDraft> };

/** Fields set as they are. */
export type ScalarField =
  | 'report_name'
  | 'query_type'
  | 'raw_query'
  | 'custom_link_value'
  | 'custom_link_icon'
  | 'table_options'
  | 'query_options';

const replaceAt = <Item>(items: readonly Item[], index: number, item: Item) =>
  items.map((existing, at) => (at === index ? item : existing));

const withoutAt = <Item>(items: readonly Item[], index: number) =>
  items.filter((_, at) => at !== index);

/**
 * The state without a slot's columns anywhere they were used: selected columns, aggregates,
 * filters, group and order columns, grid filters, the graph's label, and later slots' joins.
 */
function withoutColumnsOf(state: QueryFormState, name: string): QueryFormState {
  if (name === '') return state;
  const uses = (column: string) => column.startsWith(`${name}.`);
  return {
    ...state,
    tables: state.tables.map((entry) =>
      entry.table_join === null || entry.table_join === undefined
        ? entry
        : {
            ...entry,
            table_join: {
              ...entry.table_join,
              column1: uses(entry.table_join.column1) ? '' : entry.table_join.column1,
              column2: uses(entry.table_join.column2) ? '' : entry.table_join.column2,
            },
          },
    ),
    selections: state.selections.filter((row) => row.is_raw === 'yes' || !uses(row.column)),
    select_aggregates: state.select_aggregates.filter((row) => !uses(row.column)),
    filter_group: state.filter_group.map((group) => ({
      ...group,
      query_filters: group.query_filters.filter((row) => row.is_raw === 'yes' || !uses(row.filter)),
    })),
    query_clause: {
      ...state.query_clause,
      columns: state.query_clause.columns.filter((column) => !uses(column)),
      order_columns: state.query_clause.order_columns.filter((column) => !uses(column)),
    },
    grid_filters: state.grid_filters.filter((row) => !uses(row.column)),
  };
}

const updateGroup = (
  state: QueryFormState,
  group: number,
  change: (current: Group) => Group,
): QueryFormState => {
  const current = state.filter_group[group];
  return current === undefined
    ? state
    : { ...state, filter_group: replaceAt(state.filter_group, group, change(current)) };
};

/** The next state of the form after an action. */
export function queryFormReducer(state: QueryFormState, action: QueryFormAction): QueryFormState {
  switch (action.type) {
    case 'reset':
      return action.state;
    case 'set':
      return { ...state, ...action.patch };
    case 'connection':
      // Another database: its tables, columns and saved reports are not these.
      return action.connection === state.db_connection_name
        ? state
        : {
            ...defaultQueryForm(),
            id: state.id,
            report_name: state.report_name,
            query_type: state.query_type,
            raw_query: state.raw_query,
            db_connection_name: action.connection,
          };
    case 'toggle':
      return { ...state, [action.toggle]: action.value };
    case 'addTable':
      return { ...state, tables: [...state.tables, emptySlot(state.tables.length)] };
    case 'removeTable': {
      const removed = state.tables[action.index];
      if (removed === undefined || state.tables.length === 1) return state;
      const tables = withoutAt(state.tables, action.index).map((entry, index) =>
        index === 0 ? { ...entry, object_type: 'table' as const, table_join: null } : entry,
      );
      return withoutColumnsOf({ ...state, tables }, slotName(removed));
    }
    case 'chooseTable': {
      const previous = state.tables[action.index];
      if (previous === undefined) return state;
      const chosen: TableEntry = {
        object_type: action.objectType,
        name: action.name,
        selected_query: action.selectedQuery,
        query_alias: previous.query_alias,
        options: action.options,
        // Choosing resets the slot's join (report-builder §4).
        table_join: emptySlot(action.index).table_join,
      };
      const cleared = withoutColumnsOf(state, slotName(previous));
      return { ...cleared, tables: replaceAt(cleared.tables, action.index, chosen) };
    }
    case 'tableColumns': {
      const entry = state.tables[action.index];
      // The columns arrive later: they belong to the slot only if it still names that table.
      if (entry?.name !== action.name) return state;
      return {
        ...state,
        tables: replaceAt(state.tables, action.index, { ...entry, options: action.options }),
      };
    }
    case 'alias': {
      const entry = state.tables[action.index];
      if (entry === undefined) return state;
      const cleared = withoutColumnsOf(state, slotName(entry));
      const alias = action.alias.trim() === '' ? null : action.alias;
      return {
        ...cleared,
        tables: replaceAt(cleared.tables, action.index, { ...entry, query_alias: alias }),
      };
    }
    case 'join': {
      const entry = state.tables[action.index];
      const join = entry?.table_join;
      if (entry === undefined || join === null || join === undefined) return state;
      return {
        ...state,
        tables: replaceAt(state.tables, action.index, {
          ...entry,
          table_join: { ...join, ...action.patch },
        }),
      };
    }
    case 'addRow':
      return { ...state, [action.list]: [...state[action.list], emptyRows[action.list]()] };
    case 'removeRow':
      return { ...state, [action.list]: withoutAt<unknown>(state[action.list], action.index) };
    case 'updateRow': {
      const rows: readonly object[] = state[action.list];
      const row = rows[action.index];
      if (row === undefined) return state;
      return {
        ...state,
        [action.list]: replaceAt(rows, action.index, { ...row, ...action.patch }),
      };
    }
    case 'addGroup':
      return {
        ...state,
        filter_group: [
          ...state.filter_group,
          { filter_type: 'and', query_filters: [emptyFilter()] },
        ],
      };
    case 'removeGroup':
      return { ...state, filter_group: withoutAt(state.filter_group, action.group) };
    case 'groupType':
      return updateGroup(state, action.group, (group) => ({ ...group, filter_type: action.value }));
    case 'addFilter':
      return updateGroup(state, action.group, (group) => ({
        ...group,
        query_filters: [...group.query_filters, emptyFilter()],
      }));
    case 'removeFilter':
      return updateGroup(state, action.group, (group) => ({
        ...group,
        query_filters: withoutAt(group.query_filters, action.index),
      }));
    case 'updateFilter':
      return updateGroup(state, action.group, (group) => {
        const current = group.query_filters[action.index];
        if (current === undefined) return group;
        const next = { ...current, ...action.patch };
        // A predefined value is a name from the list; switching it on or off clears the value.
        if (
          action.patch.use_predefined !== undefined &&
          action.patch.use_predefined !== current.use_predefined
        ) {
          next.value = '';
        }
        return { ...group, query_filters: replaceAt(group.query_filters, action.index, next) };
      });
    case 'clause':
      return { ...state, query_clause: { ...state.query_clause, ...action.patch } };
    case 'graph':
      return { ...state, graph_settings: { ...state.graph_settings, ...action.patch } };
  }
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
