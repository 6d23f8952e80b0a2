import type { Schema } from '@api';
import {
  defaultQueryForm,
  emptyFilter,
  emptyRows,
  emptySlot,
  slotName,
  type GraphDraft,
  type Lists,
  type QueryFormState,
  type Toggle,
} from './queryForm';

// Every change to the query form as an action, and the reducer that answers the next state.

type TableEntry = Schema<'TableEntry'>;
type Filter = Schema<'QueryFilter'>;
type Group = Schema<'FilterGroup'>;

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
