import { describe, expect, it } from 'vitest';
import type { Schema } from '../schema';
import {
  cellErrors,
  cleanCell,
  designErrors,
  emptyCell,
  evenGrid,
  gridSpan,
  gridWidths,
  missingColumns,
  missingColumnsText,
  rowVisibleTo,
} from './dashboard';
import { allRoles, cell, row } from './designs';

describe('the designer vocabulary', () => {
  it('offers col-md-1 to col-md-12 and reads their spans', () => {
    expect(gridWidths).toHaveLength(12);
    expect(gridWidths[0]).toBe('col-md-1');
    expect(gridWidths[11]).toBe('col-md-12');
    expect(gridSpan('col-md-7')).toBe(7);
  });

  it('shares a row evenly among its cells', () => {
    expect([1, 2, 3, 4, 5, 6].map(evenGrid)).toEqual([
      'col-md-12',
      'col-md-6',
      'col-md-4',
      'col-md-3',
      'col-md-2',
      'col-md-2',
    ]);
  });

  it('starts a cell empty: no report, no title, an iconic card', () => {
    expect(emptyCell(3)).toMatchObject({
      title: '',
      display_type: 'iconic_data',
      grid: 'col-md-4',
      report_id: null,
      graph_type: null,
      redFrom: null,
    });
  });
});

describe('cleanCell', () => {
  it('empties the settings the display type does not use', () => {
    const graph = cell('Revenue', 'graph', 'col-md-6', 4, {
      graph_type: 'GaugeChart',
      redFrom: 90,
      icon_image: 'fa-users',
      table_rows: 'operator_name',
      url: '/admin/reports',
    });
    expect(cleanCell(graph)).toMatchObject({
      graph_type: 'GaugeChart',
      redFrom: 90,
      icon_image: null,
      table_rows: null,
      url: '/admin/reports',
    });
    const card = cleanCell({ ...graph, display_type: 'infographic_data', column: 'total' });
    expect(card).toMatchObject({ column: 'total', graph_type: null, redFrom: null });
  });
});

describe('design rules', () => {
  it('asks for a graph type on a graph cell that has a report', () => {
    expect(cellErrors(cell('A', 'graph', 'col-md-6', 4))).toEqual({
      graph_type: 'The graph type field is required when display type is graph.',
    });
    expect(cellErrors(cell('A', 'graph', 'col-md-6', null))).toEqual({});
  });

  it('takes console paths and web addresses as links, never scripts', () => {
    const linked = (url: string) => cellErrors(cell('A', 'table', 'col-md-6', 4, { url }));
    expect(linked('/admin/ext-cbs-invoice/invoice')).toEqual({});
    expect(linked('https://status.example.my/topups')).toEqual({});
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://x']) {
      expect(linked(url)).toEqual({
        url: 'The url must be a path such as /admin/… or an http(s) address.',
      });
    }
  });

  it('refuses a gauge band that ends before it starts', () => {
    const gauge = cell('Rate', 'graph', 'col-md-4', 15, {
      graph_type: 'GaugeChart',
      redFrom: 95,
      redTo: 90,
      yellowFrom: 70,
      yellowTo: 80,
    });
    expect(cellErrors(gauge)).toEqual({ redTo: 'The red band must end at or after 95.' });
  });

  it('keys errors the way the server answers them', () => {
    const rows: Schema<'Row'>[] = [
      row(1, false, [allRoles], [cell('A', 'graph', 'col-md-6', 4)]),
      { ...row(2, false, [allRoles], [emptyCell(1), emptyCell(1)]), column_no: 1 },
      { ...row(3, false, [allRoles], []), column_no: 7 },
    ];
    expect(designErrors({ name: '  ', rows })).toEqual({
      name: ['The name field is required.'],
      'rows.0.selected_report.report.0.graph_type': [
        'The graph type field is required when display type is graph.',
      ],
      'rows.1.selected_report.report': ['The row has more cells than columns.'],
      'rows.2.column_no': ['The column no must be between 1 and 6.'],
    });
    expect(designErrors({ name: 'Ops', rows: [] })).toEqual({});
  });
});

describe('rowVisibleTo', () => {
  const billing = row(2, false, [{ id: 2, name: 'Billing Officer' }], []);
  it("shows 'All' rows to everyone and role rows to their roles", () => {
    expect(rowVisibleTo(row(1, true, [allRoles], []), [], false)).toBe(true);
    expect(rowVisibleTo(billing, [2, 3], false)).toBe(true);
    expect(rowVisibleTo(billing, [3], false)).toBe(false);
  });
  it('shows every row to an administrator', () => {
    expect(rowVisibleTo(billing, [], true)).toBe(true);
  });
});

describe('the columns a cell names', () => {
  const columns = ['operator_name', 'total_amount', 'topups'];

  it('finds the ones its report no longer answers, by setting', () => {
    const bars = cell('Revenue', 'graph', 'col-md-6', 12, {
      graph_type: 'Bar',
      label_column: 'operator_name',
      data_column: 'total_amount, amount_sum',
      column: 'unused_by_bars',
    });
    expect(missingColumns(bars, columns)).toEqual({ data_column: ['amount_sum'] });
    expect(missingColumns({ ...bars, data_column: 'total_amount' }, columns)).toEqual({});
    const gauge = { ...bars, graph_type: 'GaugeChart' as const, column: 'rate' };
    expect(missingColumns(gauge, columns)).toEqual({
      column: ['rate'],
      data_column: ['amount_sum'],
    });
    const pivot = cell('P', 'pivot_table', 'col-md-6', 12, { table_rows: 'day' });
    expect(missingColumns(pivot, columns)).toEqual({ table_rows: ['day'] });
    expect(missingColumns(cell('T', 'table', 'col-md-6', 12), [])).toEqual({});
  });

  it('says which, in words', () => {
    expect(missingColumnsText({ data_column: ['amount_sum'] })).toBe(
      'The report has no column amount_sum any more: choose another in the designer.',
    );
    expect(missingColumnsText({ column: ['rate'], data_column: ['rate', 'sum'] })).toBe(
      'The report has no columns rate, sum any more: choose others in the designer.',
    );
  });
});
