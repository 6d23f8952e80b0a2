import type { Schema } from '../schema';
import { cell } from './designs';
import { requiredMessage } from '../laravel';

// The dashboard designer's limits, defaults and rules (report-builder §3, §4, §9): the designer
// validates with them before saving and the reference server and the mocks refuse what breaks them.

type Cell = Schema<'ReportCell'>;
type Row = Schema<'Row'>;

/** A cell's grid width: col-md-1 to col-md-12. */
export type GridWidth = Cell['grid'];

/** The grid widths, narrowest first. */
export const gridWidths: readonly GridWidth[] = Array.from(
  { length: 12 },
  (_, index) => `col-md-${String(index + 1)}` as GridWidth,
);

/** How many of the 12 grid columns a width spans. */
export const gridSpan = (grid: GridWidth): number => Number(grid.slice('col-md-'.length));

/** The column counts of a design row. */
export const columnCounts = { min: 1, max: 6 } as const;

/** A graph type a dashboard cell may draw. */
export type DesignGraphType = NonNullable<Cell['graph_type']>;

/** What each graph type is called on screen and in a chart's description. */
export const graphTypeLabels: Record<DesignGraphType, string> = {
  Pie: 'Pie chart',
  DonutChart: 'Donut chart',
  PolarChart: 'Polar area chart',
  RadarChart: 'Radar chart',
  Line: 'Line chart',
  Area: 'Area chart',
  Bar: 'Bar chart',
  Column: 'Column chart',
  ScatterChart: 'Scatter chart',
  BubbleChart: 'Bubble chart',
  ComboChart: 'Combo chart (bars and a line)',
  SteppedAreaChart: 'Stepped area chart',
  Timeline: 'Timeline',
  GaugeChart: 'Gauge',
};

/** The gauge's bands when a cell leaves them empty; also the designer's placeholders. */
export const gaugeBandDefaults = { redFrom: 80, redTo: 100, yellowFrom: 70, yellowTo: 80 } as const;

/** The width that shares a row evenly among `columns` cells (12 / columns, rounded down). */
export function evenGrid(columns: number): GridWidth {
  const span = Math.max(1, Math.min(12, Math.floor(12 / Math.max(1, columns))));
  return `col-md-${String(span)}` as GridWidth;
}

/** An empty cell of a row of `columns` cells: no report yet, shown as an iconic card. */
export const emptyCell = (columns: number): Cell =>
  cell('', 'iconic_data', evenGrid(columns), null);

/** The name of the `number`th row ('Row N'). */
export const rowName = (number: number) => `Row ${String(number)}`;

/** The settings of a cell that its display type does not use are emptied when it is saved. */
const usedBy: Record<Cell['display_type'], readonly (keyof Cell)[]> = {
  iconic_data: ['icon_image', 'column', 'additional_data', 'title_color', 'value_color'],
  infographic_data: ['column', 'additional_data', 'title_color', 'value_color'],
  table: [],
  pivot_table: ['table_columns', 'table_rows', 'aggregates_sum', 'aggregates_count'],
  graph: [
    'graph_type',
    'column',
    'label_column',
    'color_scheme',
    'data_column',
    'redFrom',
    'redTo',
    'yellowFrom',
    'yellowTo',
  ],
};

/** Settings every display type keeps. */
const common: readonly (keyof Cell)[] = ['title', 'display_type', 'grid', 'report_id', 'url'];

/** Whether a display type uses a setting (the designer shows only those). */
export const cellUses = (display: Cell['display_type'], setting: keyof Cell): boolean =>
  common.includes(setting) || usedBy[display].includes(setting);

/** A cell with the settings its display type does not use emptied. */
export function cleanCell(source: Cell): Cell {
  const empty = cell(source.title, source.display_type, source.grid, source.report_id);
  const kept = Object.fromEntries(
    Object.entries(source).filter(([key]) => cellUses(source.display_type, key as keyof Cell)),
  );
  return { ...empty, ...kept };
}

/** The settings of a cell that name columns of its report (a name, or a comma list). */
function columnSettings(source: Cell): (keyof Cell)[] {
  switch (source.display_type) {
    case 'iconic_data':
    case 'infographic_data':
      return ['column'];
    case 'pivot_table':
      return ['table_rows', 'table_columns', 'aggregates_sum', 'aggregates_count'];
    case 'graph':
      return source.graph_type === 'GaugeChart'
        ? ['column', 'data_column']
        : ['label_column', 'data_column'];
    case 'table':
      return [];
  }
}

/**
 * The columns a cell's settings name that its report does not answer (renamed or removed
 * since), by setting; empty when every named column is there.
 */
export function missingColumns(
  source: Cell,
  columns: readonly string[],
): Partial<Record<keyof Cell, string[]>> {
  const known = new Set(columns);
  const missing: Partial<Record<keyof Cell, string[]>> = {};
  for (const setting of columnSettings(source)) {
    const named = String(source[setting] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !known.has(name));
    if (named.length > 0) missing[setting] = named;
  }
  return missing;
}

/** What a cell says when its report no longer has a column it names. */
export function missingColumnsText(missing: Partial<Record<keyof Cell, string[]>>): string {
  const names = [...new Set(Object.values(missing).flat())];
  const listed = names.join(', ');
  return names.length === 1
    ? `The report has no column ${listed} any more: choose another in the designer.`
    : `The report has no columns ${listed} any more: choose others in the designer.`;
}

/** Error messages by field, Laravel style (`rows.0.selected_report.report.1.graph_type`). */
export type DesignErrors = Record<string, string[]>;

const bandPairs = [
  ['redFrom', 'redTo', 'red'],
  ['yellowFrom', 'yellowTo', 'yellow'],
] as const;

/** Whether a cell's link is a path of the console's site or a web address (never a script). */
export function isSafeLink(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url);
}

/** What is wrong with one cell, keyed by its setting. */
export function cellErrors(source: Cell): Partial<Record<keyof Cell, string>> {
  const errors: Partial<Record<keyof Cell, string>> = {};
  const url = source.url?.trim() ?? '';
  if (url !== '' && !isSafeLink(url)) {
    errors.url = 'The url must be a path such as /admin/… or an http(s) address.';
  }
  if (
    source.display_type === 'graph' &&
    source.report_id !== null &&
    (source.graph_type ?? null) === null
  ) {
    errors.graph_type = 'The graph type field is required when display type is graph.';
  }
  if (source.display_type === 'graph' && source.graph_type === 'GaugeChart') {
    for (const [from, to, name] of bandPairs) {
      const start = source[from] ?? null;
      const end = source[to] ?? null;
      if (start !== null && end !== null && start > end) {
        errors[to] = `The ${name} band must end at or after ${String(start)}.`;
      }
    }
  }
  return errors;
}

/** What is wrong with a design before it is stored (the database checks come on top). */
export function designErrors(design: Pick<Schema<'Design'>, 'name' | 'rows'>): DesignErrors {
  const errors: DesignErrors = {};
  if (design.name.trim() === '') errors.name = [requiredMessage('name')];
  design.rows.forEach((row: Row, index) => {
    const field = `rows.${String(index)}`;
    if (row.column_no < columnCounts.min || row.column_no > columnCounts.max) {
      errors[`${field}.column_no`] = ['The column no must be between 1 and 6.'];
    }
    if (row.selected_report.report.length > row.column_no) {
      errors[`${field}.selected_report.report`] = ['The row has more cells than columns.'];
    }
    row.selected_report.report.forEach((source, position) => {
      for (const [setting, message] of Object.entries(cellErrors(source))) {
        errors[`${field}.selected_report.report.${String(position)}.${setting}`] = [message];
      }
    });
  });
  return errors;
}

/** Whether a row is shown to a user of these roles ('All' rows to everyone). */
export function rowVisibleTo(
  row: Pick<Row, 'role_ids'>,
  roleIds: readonly number[],
  administrator: boolean,
): boolean {
  return administrator || row.role_ids.some((role) => role.id === 0 || roleIds.includes(role.id));
}
