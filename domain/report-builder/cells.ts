import type { Schema } from '../schema';
import { gaugeBandDefaults, type DesignGraphType } from './dashboard';
import { aggregateOf, combinedFigure, numberOf, type FigureColumn } from './figures';
import { columnLabel, type ResultRow, type ResultValue } from './results';

// How a dashboard cell reads its report's rows: a card's figure, a pivot table, a chart's data.
// Pure, so the dashboard, the designer's preview and their tests share one reading.

type Cell = Schema<'ReportCell'>;

/** The names of a comma-separated setting, trimmed, without empty entries. */
export function commaList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

const columnsOf = (rows: readonly ResultRow[]) => Object.keys(rows[0] ?? {});

/** Whether every non-empty value of a column is a number. */
const numericColumn = (rows: readonly ResultRow[], column: string) =>
  rows.some((row) => row[column] !== null && row[column] !== undefined) &&
  rows.every((row) => {
    const value = row[column];
    return value === null || value === undefined || numberOf(value) !== null;
  });

/** What the line under a card's value says. */
export type CardCaption =
  | { kind: 'count'; count: number }
  | { kind: 'column'; label: string; value: ResultValue }
  | { kind: 'text'; text: string };

/** A card's figure: its value and the line under it. */
export interface CardFigure {
  /** The value column's figure over the rows (`figureRule`). */
  value: ResultValue;
  /** The column shown, for screen readers and empty states. */
  column: string | null;
  /** From additional_data: 'count' (the rows), another column's figure, or a plain text. */
  caption: CardCaption | null;
}

/**
 * The figure of an Iconic or Infographic Data card: the value column (the first numeric one when
 * none is set) over the rows by `figureRule`, as is a caption's column. `total` is the number of
 * rows of the whole result; `columns` the result's columns with their aggregates.
 */
export function cardFigure(
  cell: Cell,
  rows: readonly ResultRow[],
  total: number,
  columns: readonly FigureColumn[] = [],
): CardFigure {
  const figure = (name: string) => combinedFigure(rows, name, aggregateOf(columns, name));
  const names = columnsOf(rows);
  const chosen = cell.column?.trim() ?? '';
  const column =
    chosen !== '' ? chosen : (names.find((name) => numericColumn(rows, name)) ?? names[0]);
  const extra = cell.additional_data?.trim() ?? '';
  let caption: CardCaption | null = null;
  if (extra.toLowerCase() === 'count') caption = { kind: 'count', count: total };
  else if (extra !== '' && names.includes(extra)) {
    caption = { kind: 'column', label: columnLabel(extra), value: figure(extra) };
  } else if (extra !== '') caption = { kind: 'text', text: extra };
  return {
    value: column === undefined ? null : figure(column),
    column: column ?? null,
    caption,
  };
}

/** One measure of a pivot table. */
export interface PivotMeasure {
  kind: 'sum' | 'count';
  /** The column summed or counted; '' counts rows. */
  column: string;
}

/** A pivot table: row keys × column keys, each with every measure. */
export interface Pivot {
  /** The row fields' names. */
  rowFields: string[];
  /** The column fields' names. */
  columnFields: string[];
  /** Each distinct row key (one value per row field), in the order the rows came. */
  rowKeys: string[][];
  /** Each distinct column key, in the order the rows came; one empty key without column fields. */
  columnKeys: string[][];
  measures: PivotMeasure[];
  /** values[row][column][measure]. */
  values: number[][][];
  /** rowTotals[row][measure]. */
  rowTotals: number[][];
  /** columnTotals[column][measure]. */
  columnTotals: number[][];
  /** grandTotals[measure]. */
  grandTotals: number[];
}

const keyText = (row: ResultRow, fields: readonly string[]) =>
  fields.map((field) => {
    const value = row[field];
    return value === null || value === undefined ? '' : String(value);
  });

/**
 * A pivot of the rows: table_rows down, table_columns across, aggregates_sum columns summed and
 * aggregates_count columns counted (non-empty values); the rows are counted when no measure is set.
 */
export function pivotTable(cell: Cell, rows: readonly ResultRow[]): Pivot {
  const rowFields = commaList(cell.table_rows);
  const columnFields = commaList(cell.table_columns);
  const configured: PivotMeasure[] = [
    ...commaList(cell.aggregates_sum).map((column) => ({ kind: 'sum' as const, column })),
    ...commaList(cell.aggregates_count).map((column) => ({ kind: 'count' as const, column })),
  ];
  const measures = configured.length > 0 ? configured : [{ kind: 'count' as const, column: '' }];
  const rowIndex = new Map<string, number>();
  const columnIndex = new Map<string, number>();
  const rowKeys: string[][] = [];
  const columnKeys: string[][] = [];
  const indexOf = (index: Map<string, number>, keys: string[][], key: string[]) => {
    const id = JSON.stringify(key);
    let found = index.get(id);
    if (found === undefined) {
      found = keys.length;
      index.set(id, found);
      keys.push(key);
    }
    return found;
  };
  const zeros = () => measures.map(() => 0);
  const values: number[][][] = [];
  const grandTotals = zeros();
  const rowTotals: number[][] = [];
  const columnTotals: number[][] = [];
  for (const row of rows) {
    const r = indexOf(rowIndex, rowKeys, keyText(row, rowFields));
    const c = indexOf(columnIndex, columnKeys, keyText(row, columnFields));
    const line = (values[r] ??= []);
    const cellValues = (line[c] ??= zeros());
    const rowTotal = (rowTotals[r] ??= zeros());
    const columnTotal = (columnTotals[c] ??= zeros());
    measures.forEach((measure, m) => {
      const value = measure.column === '' ? null : row[measure.column];
      const amount =
        measure.kind === 'sum'
          ? (numberOf(value) ?? 0)
          : measure.column === '' || (value !== null && value !== undefined && value !== '')
            ? 1
            : 0;
      for (const totals of [cellValues, rowTotal, columnTotal, grandTotals]) {
        totals[m] = Math.round(((totals[m] ?? 0) + amount) * 100) / 100;
      }
    });
  }
  // Row and column keys that never met keep zeros.
  const filled = rowKeys.map((_, r) => columnKeys.map((__, c) => values[r]?.[c] ?? zeros()));
  return {
    rowFields,
    columnFields,
    rowKeys,
    columnKeys,
    measures,
    values: filled,
    rowTotals,
    columnTotals,
    grandTotals,
  };
}

/** Graph types drawn over categories (the label column) with one series per data column. */
export type CategoryGraphType = Exclude<DesignGraphType, 'BubbleChart' | 'Timeline' | 'GaugeChart'>;

/** One series of a category chart. */
export interface ChartSeries {
  name: string;
  /** One value per label; null where the row has none. */
  values: (number | null)[];
}

/** A gauge band: where it starts and ends on the dial, and its colour's name. */
export interface GaugeBand {
  from: number;
  to: number;
  tone: 'yellow' | 'red';
}

/** What a chart draws, read from the rows and the cell's settings (or a report's own graph). */
export type ChartData =
  | {
      kind: 'categories';
      type: CategoryGraphType;
      labels: string[];
      series: ChartSeries[];
      colors: string[];
    }
  | {
      kind: 'bubbles';
      type: 'BubbleChart';
      /** The names of the x, y and size columns. */
      axes: [string, string, string | null];
      bubbles: { name: string; x: number; y: number; size: number | null }[];
      colors: string[];
    }
  | {
      kind: 'ranges';
      type: 'Timeline';
      /** Whether start and end are dates (a time axis) or plain numbers. */
      time: boolean;
      ranges: { lane: string; start: number; end: number }[];
      colors: string[];
    }
  | {
      kind: 'gauge';
      type: 'GaugeChart';
      name: string;
      value: number | null;
      max: number;
      bands: GaugeBand[];
      colors: string[];
    };

/** The `#RRGGBB` colours of a colour scheme setting. */
export const colorsOf = (scheme: string | null | undefined) =>
  commaList(scheme).filter((color) => /^#[0-9a-f]{6}$/i.test(color));

/** Whether a chart has nothing to draw. */
export function chartIsEmpty(data: ChartData): boolean {
  switch (data.kind) {
    case 'categories':
      return data.labels.length === 0 || data.series.length === 0;
    case 'bubbles':
      return data.bubbles.length === 0;
    case 'ranges':
      return data.ranges.length === 0;
    case 'gauge':
      return data.value === null;
  }
}

/** A date or a number as a point on a timeline axis; null when it is neither. */
function instantOf(value: ResultValue | undefined): { at: number; time: boolean } | null {
  const number = numberOf(value);
  if (number !== null) return { at: number, time: false };
  if (typeof value !== 'string') return null;
  const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(at) ? null : { at, time: true };
}

/**
 * The chart a graph cell draws from its report's rows: labels from label_column, series from the
 * comma-separated data_column (the report's own graph, then the first numeric columns, when those
 * are empty), the colour scheme, and per type:
 * - ScatterChart: the label column is x (numbers or categories), each data column a y;
 * - BubbleChart: data columns x, y and size, named by the label column;
 * - Timeline: each row a range from the first to the second data column, in its label's lane;
 * - GaugeChart: the value column (else the first data column) by `figureRule`, with the bands.
 */
export function cellChart(
  cell: Cell,
  result: {
    rows: readonly ResultRow[];
    graph?: Schema<'ReportGraphData'> | null;
    columns?: readonly FigureColumn[];
  },
): ChartData {
  const { rows } = result;
  const type: DesignGraphType = cell.graph_type ?? 'Bar';
  const colors = colorsOf(cell.color_scheme);
  const columns = columnsOf(rows);
  const numeric = columns.filter((column) => numericColumn(rows, column));
  const chosenLabel = cell.label_column?.trim() ?? '';
  const label =
    chosenLabel !== ''
      ? chosenLabel
      : (columns.find((column) => !numeric.includes(column)) ?? columns[0] ?? '');
  const chosenData = commaList(cell.data_column);
  const data =
    chosenData.length > 0 ? chosenData : numeric.filter((column) => column !== label).slice(0, 3);
  const labelOf = (row: ResultRow) => {
    const value = row[label];
    return value === null || value === undefined ? '' : String(value);
  };

  switch (type) {
    case 'GaugeChart': {
      const chosenColumn = cell.column?.trim() ?? '';
      const column = chosenColumn !== '' ? chosenColumn : (data[0] ?? '');
      const value = numberOf(combinedFigure(rows, column, aggregateOf(result.columns, column)));
      const bands: GaugeBand[] = [
        {
          from: cell.yellowFrom ?? gaugeBandDefaults.yellowFrom,
          to: cell.yellowTo ?? gaugeBandDefaults.yellowTo,
          tone: 'yellow',
        },
        {
          from: cell.redFrom ?? gaugeBandDefaults.redFrom,
          to: cell.redTo ?? gaugeBandDefaults.redTo,
          tone: 'red',
        },
      ];
      const max = Math.max(100, value ?? 0, ...bands.map((band) => band.to));
      return {
        kind: 'gauge',
        type,
        name: cell.title.trim() !== '' ? cell.title.trim() : columnLabel(column),
        value,
        max,
        bands,
        colors,
      };
    }
    case 'BubbleChart': {
      const [x = '', y = '', size] = data;
      const bubbles = rows.flatMap((row) => {
        const xValue = numberOf(row[x]);
        const yValue = numberOf(row[y]);
        if (xValue === null || yValue === null) return [];
        return [
          {
            name: labelOf(row),
            x: xValue,
            y: yValue,
            size: size === undefined ? null : numberOf(row[size]),
          },
        ];
      });
      return { kind: 'bubbles', type, axes: [x, y, size ?? null], bubbles, colors };
    }
    case 'Timeline': {
      const [startColumn = '', endColumn = ''] = data.length >= 2 ? data : columns.slice(1, 3);
      let time = false;
      const ranges = rows.flatMap((row) => {
        const start = instantOf(row[startColumn]);
        const end = instantOf(row[endColumn]);
        if (start === null || end === null) return [];
        time ||= start.time || end.time;
        return [
          {
            lane: labelOf(row),
            start: Math.min(start.at, end.at),
            end: Math.max(start.at, end.at),
          },
        ];
      });
      return { kind: 'ranges', type, time, ranges, colors };
    }
    default: {
      const graph = result.graph;
      if (chosenLabel === '' && chosenData.length === 0 && graph !== null && graph !== undefined) {
        const own = reportGraphChart(graph);
        return { ...own, type, colors: colors.length > 0 ? colors : own.colors };
      }
      return {
        kind: 'categories',
        type,
        labels: rows.map(labelOf),
        series: data.map((column) => ({
          name: columnLabel(column),
          values: rows.map((row) => numberOf(row[column])),
        })),
        colors,
      };
    }
  }
}

/** The chart of a report's own graph settings (the query form's graph). */
export function reportGraphChart(
  graph: Schema<'ReportGraphData'>,
): Extract<ChartData, { kind: 'categories' }> {
  return {
    kind: 'categories',
    type: graph.graph_type,
    labels: graph.labels,
    series: graph.datasets.map((set) => ({ name: columnLabel(set.label), values: set.data })),
    colors: colorsOf(graph.datasets[0]?.colors?.join(',')),
  };
}
