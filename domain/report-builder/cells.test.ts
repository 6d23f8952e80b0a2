import { describe, expect, it } from 'vitest';
import {
  cardFigure,
  cellChart,
  chartIsEmpty,
  commaList,
  pivotTable,
  reportGraphChart,
} from './cells';
import { cell } from './designs';

const revenue = [
  { operator_name: 'Digi', total_amount: 48250.5, topups: 2100 },
  { operator_name: 'U Mobile', total_amount: '31120.25', topups: 1800 },
  { operator_name: 'Maxis', total_amount: null, topups: 40 },
];

describe('commaList', () => {
  it('splits, trims and drops empty names', () => {
    expect(commaList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(commaList(null)).toEqual([]);
  });
});

describe('cardFigure', () => {
  const aggregates = [
    { name: 'operator_name' },
    { name: 'total_amount', aggregate: 'SUM' as const },
    { name: 'topups', aggregate: 'COUNT' as const },
    { name: 'largest', aggregate: 'MAX' as const },
  ];

  it('adds up a summed value column over every row', () => {
    const figure = cardFigure(
      cell('Revenue', 'iconic_data', 'col-md-4', 1, { column: 'total_amount' }),
      revenue,
      3,
      aggregates,
    );
    expect(figure).toEqual({ value: 79370.75, column: 'total_amount', caption: null });
  });

  it('shows the largest of maximums, never their sum', () => {
    const maximums = [{ largest: 100 }, { largest: 100 }, { largest: 100 }, { largest: 100 }];
    const figure = cardFigure(
      cell('Max amt', 'infographic_data', 'col-md-4', 1, {
        column: 'largest',
        additional_data: 'largest',
      }),
      maximums,
      4,
      aggregates,
    );
    expect(figure.value).toBe(100);
    expect(figure.caption).toEqual({ kind: 'column', label: 'Largest', value: 100 });
  });

  it('shows the first row of a column the report does not aggregate', () => {
    const base = cell('Revenue', 'iconic_data', 'col-md-4', 1, { column: 'total_amount' });
    expect(cardFigure(base, revenue, 3).value).toBe(48250.5);
  });

  it('takes the first numeric column when none is set, and the first value of a text column', () => {
    expect(cardFigure(cell('R', 'iconic_data', 'col-md-4', 1), revenue, 3).column).toBe(
      'total_amount',
    );
    expect(
      cardFigure(cell('R', 'iconic_data', 'col-md-4', 1, { column: 'operator_name' }), revenue, 3)
        .value,
    ).toBe('Digi');
  });

  it('reads the caption: the row count, another column, or a text', () => {
    const base = cell('R', 'infographic_data', 'col-md-4', 1, { column: 'total_amount' });
    expect(cardFigure({ ...base, additional_data: 'count' }, revenue, 27).caption).toEqual({
      kind: 'count',
      count: 27,
    });
    expect(
      cardFigure({ ...base, additional_data: 'topups' }, revenue, 3, aggregates).caption,
    ).toEqual({
      kind: 'column',
      label: 'Topups',
      value: 3940,
    });
    expect(cardFigure({ ...base, additional_data: 'last 7 days' }, revenue, 3).caption).toEqual({
      kind: 'text',
      text: 'last 7 days',
    });
  });

  it('has no value without rows', () => {
    expect(cardFigure(cell('R', 'iconic_data', 'col-md-4', 1), [], 0).value).toBeNull();
  });
});

describe('pivotTable', () => {
  const daily = [
    { day: '2025-05-02', operator: 'Digi', amount: 10, ref: 'a' },
    { day: '2025-05-02', operator: 'U Mobile', amount: 5.5, ref: 'b' },
    { day: '2025-05-01', operator: 'Digi', amount: 7, ref: null },
    { day: '2025-05-02', operator: 'Digi', amount: 2.25, ref: 'c' },
  ];

  it('puts table_rows down and table_columns across, with sums, counts and totals', () => {
    const pivot = pivotTable(
      cell('P', 'pivot_table', 'col-md-12', 1, {
        table_rows: 'day',
        table_columns: 'operator',
        aggregates_sum: 'amount',
        aggregates_count: 'ref',
      }),
      daily,
    );
    expect(pivot.rowKeys).toEqual([['2025-05-02'], ['2025-05-01']]);
    expect(pivot.columnKeys).toEqual([['Digi'], ['U Mobile']]);
    expect(pivot.measures).toEqual([
      { kind: 'sum', column: 'amount' },
      { kind: 'count', column: 'ref' },
    ]);
    expect(pivot.values).toEqual([
      [
        [12.25, 2],
        [5.5, 1],
      ],
      [
        [7, 0],
        [0, 0],
      ],
    ]);
    expect(pivot.rowTotals).toEqual([
      [17.75, 3],
      [7, 0],
    ]);
    expect(pivot.columnTotals).toEqual([
      [19.25, 2],
      [5.5, 1],
    ]);
    expect(pivot.grandTotals).toEqual([24.75, 3]);
  });

  it('counts rows into one total column when nothing is configured', () => {
    const pivot = pivotTable(
      cell('P', 'pivot_table', 'col-md-12', 1, { table_rows: 'day' }),
      daily,
    );
    expect(pivot.columnKeys).toEqual([[]]);
    expect(pivot.measures).toEqual([{ kind: 'count', column: '' }]);
    expect(pivot.rowTotals).toEqual([[3], [1]]);
  });
});

describe('cellChart', () => {
  it('draws categories from the label and data columns with the colour scheme', () => {
    const chart = cellChart(
      cell('R', 'graph', 'col-md-6', 1, {
        graph_type: 'ComboChart',
        label_column: 'operator_name',
        data_column: 'topups, total_amount',
        color_scheme: '#3C8DBC,nonsense,#F39C12',
      }),
      { rows: revenue },
    );
    expect(chart).toEqual({
      kind: 'categories',
      type: 'ComboChart',
      labels: ['Digi', 'U Mobile', 'Maxis'],
      series: [
        { name: 'Topups', values: [2100, 1800, 40] },
        { name: 'Total amount', values: [48250.5, 31120.25, null] },
      ],
      colors: ['#3C8DBC', '#F39C12'],
    });
  });

  it("falls back to the report's own graph, then to the first text and numeric columns", () => {
    const graph = {
      graph_type: 'Pie' as const,
      labels: ['Digi'],
      datasets: [{ label: 'total_amount', data: [5], colors: ['#00A65A'] }],
    };
    expect(
      cellChart(cell('R', 'graph', 'col-md-6', 1, { graph_type: 'Line' }), {
        rows: revenue,
        graph,
      }),
    ).toMatchObject({ type: 'Line', labels: ['Digi'], colors: ['#00A65A'] });
    expect(
      cellChart(cell('R', 'graph', 'col-md-6', 1, { graph_type: 'Bar' }), { rows: revenue }),
    ).toMatchObject({
      labels: ['Digi', 'U Mobile', 'Maxis'],
      series: [{ name: 'Total amount' }, { name: 'Topups' }],
    });
  });

  it('reads a gauge from the first row with the default or stored bands', () => {
    const gauge = cellChart(
      cell('Collection rate', 'graph', 'col-md-4', 15, {
        graph_type: 'GaugeChart',
        column: 'collection_rate',
        redFrom: 90,
      }),
      { rows: [{ collection_rate: 87.4 }] },
    );
    expect(gauge).toEqual({
      kind: 'gauge',
      type: 'GaugeChart',
      name: 'Collection rate',
      value: 87.4,
      max: 100,
      bands: [
        { from: 70, to: 80, tone: 'yellow' },
        { from: 90, to: 100, tone: 'red' },
      ],
      colors: [],
    });
  });

  it('reads a gauge of several rows by the same rule as a card', () => {
    const gauge = (aggregate?: 'SUM' | 'MAX') =>
      cellChart(
        cell('Top-ups', 'graph', 'col-md-4', 15, { graph_type: 'GaugeChart', column: 'topups' }),
        { rows: revenue, columns: [{ name: 'topups', aggregate }] },
      );
    expect(gauge('SUM')).toMatchObject({ value: 3940 });
    expect(gauge('MAX')).toMatchObject({ value: 2100 });
    expect(gauge()).toMatchObject({ value: 2100 });
  });

  it('reads bubbles as x, y and size columns named by the label', () => {
    const chart = cellChart(
      cell('B', 'graph', 'col-md-6', 1, {
        graph_type: 'BubbleChart',
        label_column: 'operator_name',
        data_column: 'topups,total_amount,topups',
      }),
      { rows: revenue },
    );
    expect(chart).toMatchObject({
      kind: 'bubbles',
      axes: ['topups', 'total_amount', 'topups'],
      bubbles: [
        { name: 'Digi', x: 2100, y: 48250.5, size: 2100 },
        { name: 'U Mobile', x: 1800, y: 31120.25, size: 1800 },
      ],
    });
  });

  it('reads a timeline of date ranges in lanes', () => {
    const chart = cellChart(
      cell('T', 'graph', 'col-md-12', 1, {
        graph_type: 'Timeline',
        label_column: 'plan',
        data_column: 'started_at,ends_at',
      }),
      {
        rows: [
          { plan: 'Weekly', started_at: '2025-05-01', ends_at: '2025-05-08' },
          { plan: 'Daily', started_at: '2025-05-03T10:00:00Z', ends_at: '2025-05-02T10:00:00Z' },
          { plan: 'Broken', started_at: 'soon', ends_at: '2025-05-02' },
        ],
      },
    );
    expect(chart).toEqual({
      kind: 'ranges',
      type: 'Timeline',
      time: true,
      ranges: [
        { lane: 'Weekly', start: Date.UTC(2025, 4, 1), end: Date.UTC(2025, 4, 8) },
        { lane: 'Daily', start: Date.UTC(2025, 4, 2, 10), end: Date.UTC(2025, 4, 3, 10) },
      ],
      colors: [],
    });
  });

  it('knows when there is nothing to draw', () => {
    const empty = { rows: [] };
    for (const graphType of ['Pie', 'BubbleChart', 'Timeline', 'GaugeChart'] as const) {
      expect(
        chartIsEmpty(
          cellChart(cell('E', 'graph', 'col-md-6', 1, { graph_type: graphType }), empty),
        ),
      ).toBe(true);
    }
  });

  it("reads a report's own graph", () => {
    expect(
      reportGraphChart({
        graph_type: 'Column',
        labels: ['Bangla'],
        datasets: [{ label: 'users', data: [64210] }],
      }),
    ).toEqual({
      kind: 'categories',
      type: 'Column',
      labels: ['Bangla'],
      series: [{ name: 'Users', values: [64210] }],
      colors: [],
    });
  });
});
