import { describe, expect, it } from 'vitest';
import { seedReports } from '@domain/report-builder';
import {
  columnOptions,
  defaultQueryForm,
  formErrorsFrom,
  fromReport,
  operatorArity,
  pickerOptions,
  toReportInput,
  validateQueryForm,
  type QueryFormState,
} from './queryForm';
import { queryFormReducer, type QueryFormAction } from './queryFormReducer';
import { listQueryOf, listStateOf, reportIdError, searchOf } from './queryList';

const run = (state: QueryFormState, ...actions: QueryFormAction[]) =>
  actions.reduce(queryFormReducer, state);

/** A form with top-ups joined to operators, columns loaded. */
const joined = () =>
  run(
    defaultQueryForm(),
    { type: 'connection', connection: '2' },
    {
      type: 'chooseTable',
      index: 0,
      objectType: 'table',
      name: 'cbs_topups',
      selectedQuery: null,
      options: ['id', 'operator_id', 'amount'],
    },
    { type: 'addTable' },
    {
      type: 'chooseTable',
      index: 1,
      objectType: 'table',
      name: 'operators',
      selectedQuery: null,
      options: ['id', 'name'],
    },
    {
      type: 'join',
      index: 1,
      patch: { column1: 'cbs_topups.operator_id', column2: 'operators.id' },
    },
  );

describe('the query form model', () => {
  it('starts as a new report: one table slot without a join, limit 10, every toggle off', () => {
    const state = defaultQueryForm();
    expect(state.tables).toHaveLength(1);
    expect(state.tables[0]?.table_join).toBeNull();
    expect(state.query_clause.limit_value).toBe(10);
    expect([state.have_aggregate_function, state.add_graph, state.set_limit]).toEqual([
      'no',
      'no',
      'no',
    ]);
  });

  it('rebuilds the table.column list from the slots, and resets a slot’s join when its table changes', () => {
    const state = joined();
    expect(columnOptions(state.tables)).toEqual([
      'cbs_topups.id',
      'cbs_topups.operator_id',
      'cbs_topups.amount',
      'operators.id',
      'operators.name',
    ]);
    expect(state.tables[1]?.table_join).toMatchObject({
      type: 'join',
      column1: 'cbs_topups.operator_id',
    });
    const changed = run(state, {
      type: 'chooseTable',
      index: 1,
      objectType: 'query',
      name: 'Top-up revenue',
      selectedQuery: 4,
      options: ['operator_name', 'total'],
    });
    expect(changed.tables[1]).toMatchObject({
      object_type: 'query',
      selected_query: 4,
      table_join: { type: 'join', condition: '=', column1: '', column2: '' },
    });
  });

  it('removes a table’s columns everywhere they were used', () => {
    const state = run(
      joined(),
      { type: 'addRow', list: 'selections' },
      {
        type: 'updateRow',
        list: 'selections',
        index: 0,
        patch: { column: 'operators.name', alias: 'operator' },
      },
      { type: 'addRow', list: 'selections' },
      { type: 'updateRow', list: 'selections', index: 1, patch: { column: 'cbs_topups.amount' } },
      { type: 'toggle', toggle: 'have_aggregate_function', value: 'yes' },
      { type: 'addRow', list: 'select_aggregates' },
      { type: 'updateRow', list: 'select_aggregates', index: 0, patch: { column: 'operators.id' } },
      { type: 'addGroup' },
      {
        type: 'updateFilter',
        group: 0,
        index: 0,
        patch: { filter: 'operators.name', value: 'Digi' },
      },
      { type: 'clause', patch: { columns: ['operators.name'], order_columns: ['amount'] } },
      { type: 'addRow', list: 'grid_filters' },
      { type: 'updateRow', list: 'grid_filters', index: 0, patch: { column: 'operators.name' } },
      { type: 'removeTable', index: 1 },
    );
    expect(state.tables).toHaveLength(1);
    expect(state.selections.map((row) => row.column)).toEqual(['cbs_topups.amount']);
    expect(state.select_aggregates).toEqual([]);
    expect(state.filter_group[0]?.query_filters).toEqual([]);
    expect(state.query_clause.columns).toEqual([]);
    expect(state.query_clause.order_columns).toEqual(['amount']);
    expect(state.grid_filters).toEqual([]);
  });

  it('keeps the first slot unjoined when the first table is removed', () => {
    const state = run(joined(), { type: 'removeTable', index: 0 });
    expect(state.tables[0]).toMatchObject({ name: 'operators', table_join: null });
  });

  it('forgets the tables when the connection changes, and ignores columns that arrive late', () => {
    const state = run(joined(), { type: 'set', patch: { report_name: 'Kept' } });
    const moved = run(state, { type: 'connection', connection: '3' });
    expect(moved.report_name).toBe('Kept');
    expect(moved.tables).toEqual(defaultQueryForm().tables);
    const late = run(state, {
      type: 'tableColumns',
      index: 0,
      name: 'cbs_invoices',
      options: ['x'],
    });
    expect(late).toBe(state);
  });

  it('clears a filter value when it switches to or from a predefined value', () => {
    const state = run(
      defaultQueryForm(),
      { type: 'addGroup' },
      { type: 'updateFilter', group: 0, index: 0, patch: { value: 'success' } },
      { type: 'updateFilter', group: 0, index: 0, patch: { use_predefined: true } },
    );
    expect(state.filter_group[0]?.query_filters[0]).toMatchObject({
      use_predefined: true,
      value: '',
    });
  });

  it('caps the column picker at 300 options and searches all of them', () => {
    const all = Array.from({ length: 450 }, (_, index) => `t.column_${String(index)}`);
    expect(pickerOptions(all, '')).toHaveLength(300);
    expect(pickerOptions(all, 'column_42')).toEqual([
      't.column_42',
      't.column_420',
      't.column_421',
      't.column_422',
      't.column_423',
      't.column_424',
      't.column_425',
      't.column_426',
      't.column_427',
      't.column_428',
      't.column_429',
    ]);
  });

  it('converts every seeded report to the form and back to the same saved JSON', () => {
    for (const report of seedReports()) {
      const input = toReportInput(fromReport(report));
      expect(input.report_name).toBe(report.report_name);
      if (report.query_type === 'raw_query') {
        expect(input.raw_query).toBe(report.raw_query);
        continue;
      }
      expect(input.tables).toEqual(
        report.tables?.map((entry) => ({
          ...entry,
          selected_query: entry.selected_query ?? null,
          query_alias: entry.query_alias ?? null,
        })),
      );
      expect(input.selections).toEqual(
        report.selections?.map((row) => ({
          ...row,
          label_config: row.has_label === 'yes' ? row.label_config : [],
        })),
      );
      expect(input.filter_group).toEqual(report.filter_group);
      expect(input.graph_settings ?? null).toEqual(
        report.add_graph === 'yes' ? report.graph_settings : null,
      );
      expect(input.grid_filters).toEqual(report.grid_filters);
      expect(input.set_limit).toBe(report.set_limit);
      expect(input.query_clause?.limit_value).toBe(report.query_clause?.limit_value ?? 10);
    }
  });

  it('sends no section of the visual builder for a raw query, and none of a switched-off toggle', () => {
    const raw = toReportInput({
      ...defaultQueryForm(),
      query_type: 'raw_query',
      raw_query: 'SELECT 1',
    });
    expect(raw.tables).toBeUndefined();
    expect(raw.raw_query).toBe('SELECT 1');
    const off = toReportInput(
      run(
        joined(),
        { type: 'addRow', list: 'select_aggregates' },
        { type: 'graph', patch: { graph_type: 'Bar' } },
      ),
    );
    expect(off.select_aggregates).toEqual([]);
    expect(off.graph_settings).toBeNull();
    expect(off.tables?.[0]?.table_join).toBeNull();
  });

  it('validates what §5 requires, keyed as the server keys its errors', () => {
    const state = run(
      defaultQueryForm(),
      { type: 'addTable' },
      { type: 'toggle', toggle: 'add_graph', value: 'yes' },
    );
    expect(validateQueryForm(state)).toEqual({
      report_name: ['The report name field is required.'],
      db_connection_name: ['The database connection field is required.'],
      'tables.0.name': ['The table field is required.'],
      'tables.1.name': ['The table field is required.'],
      'graph_settings.graph_type': ['The graph type field is required when add graph is yes.'],
    });
    expect(validateQueryForm(state, true).report_name).toBeUndefined();
    expect(
      validateQueryForm({
        ...state,
        query_type: 'raw_query',
        db_connection_name: '2',
        report_name: 'R',
      }),
    ).toEqual({ raw_query: ['The raw query field is required when query type is raw_query.'] });
  });

  it('maps the server’s field errors onto the form, nested ones included', () => {
    expect(
      formErrorsFrom({
        'data.tables.1.name': ['The selected table is invalid.'],
        'data.report_name': ['The report name field is required.'],
        report: ['The database answered: no such column'],
      }),
    ).toEqual({
      fields: {
        'tables.1.name': ['The selected table is invalid.'],
        report_name: ['The report name field is required.'],
      },
      others: ['The database answered: no such column'],
    });
  });

  it('knows how many values each operator takes', () => {
    expect(operatorArity('is_null')).toBe('none');
    expect(operatorArity('between')).toBe('two');
    expect(operatorArity('not_in')).toBe('list');
    expect(operatorArity('contains')).toBe('one');
  });
});

describe('the query list filters', () => {
  it('reads and writes the URL query, and sends an id only when it is one', () => {
    const search = new URLSearchParams('id=12&created_at[start]=2025-05-01 00:00:00&page=2');
    const state = listStateOf(search);
    expect(state).toEqual({
      filters: { id: '12', start: '2025-05-01 00:00:00', end: '' },
      page: 2,
    });
    expect(searchOf(state.filters).toString()).toBe(
      'id=12&created_at%5Bstart%5D=2025-05-01+00%3A00%3A00',
    );
    expect(listQueryOf(state.filters, 2)).toEqual({
      page: 2,
      id: 12,
      created_at: { start: '2025-05-01 00:00:00' },
    });
    expect(listQueryOf({ id: 'abc', start: '', end: '' }, 1)).toEqual({ page: 1 });
    expect(reportIdError('abc')).toBe('The report id must be a number.');
    expect(reportIdError(' 7 ')).toBeUndefined();
  });
});
