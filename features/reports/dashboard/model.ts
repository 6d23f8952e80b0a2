import type { Schema } from '@api';
import { commaList, type ResultValue } from '@domain/report-builder';
import type { LabelTone } from '@ds';
import { formatNumber } from '@features/reports/charts';

type Cell = Schema<'ReportCell'>;
type GridFilter = Schema<'GridFilter'>;

/** Where a cell's rows come from: its place in a saved design, or a report run directly. */
export type CellSource =
  | {
      kind: 'design';
      /** The saved design's id. */
      designId: number;
      /** The revision of the design the page drew the cell from (the server refuses any other). */
      revision: string;
      /** The row's order in the design (1-based). */
      row: number;
      /** The cell's place in its row (1-based). */
      cell: number;
    }
  | { kind: 'report' };

/** Rows a card, pivot or graph reads at once from a design cell, and from a direct report run. */
export const wholeResultRows = { design: 1000, report: 100 } as const;

/** Rows of a table cell's page. */
export const tablePageSize = 10;

/** How many rows a cell asks for: a page for tables, the whole result (within limits) else. */
export function cellPageSize(display: Cell['display_type'], source: CellSource): number {
  return display === 'table' ? tablePageSize : wholeResultRows[source.kind];
}

/** A value as a table shows it: numbers grouped, timestamps without their seconds' noise. */
export function formatValue(value: ResultValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const stamp =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  return stamp === null ? value : `${stamp[1] ?? ''} ${stamp[2] ?? ''}`;
}

/** A count of rows in words: '1 row', '2,400 rows'. */
export const rowCount = (count: number) => `${formatValue(count)} ${count === 1 ? 'row' : 'rows'}`;

/** The label class a value is drawn with, when its column has a label configuration. */
export function labelToneOf(
  config: readonly Schema<'LabelConfig'>[] | undefined,
  value: ResultValue | undefined,
): LabelTone | undefined {
  if (config === undefined || config.length === 0 || value === null || value === undefined) {
    return undefined;
  }
  const text = String(value).toLowerCase();
  return config.find((entry) => entry.value.toLowerCase() === text)?.class;
}

/** How a grid filter is asked for. */
export type FilterControl =
  | { kind: 'choice'; multiple: boolean; options: string[] }
  | { kind: 'range'; placeholder: string }
  | { kind: 'text'; placeholder: string; numeric: boolean };

const placeholders: Record<GridFilter['field_type'], string> = {
  string: '',
  integer: '',
  date: 'YYYY-MM-DD',
  date_time: 'YYYY-MM-DD hh:mm',
};

/**
 * The control of a grid filter: a choice of its comma-separated options (several for in, not in
 * or a multiple dropdown), two ends for between, else a text; dropdown ids (DDID:n) have no list
 * to offer here and are typed.
 */
export function filterControl(filter: GridFilter): FilterControl {
  const options = filter.options?.startsWith('DDID:') === true ? [] : commaList(filter.options);
  if (filter.is_dropdown === 'yes' && options.length > 0) {
    const multiple =
      filter.is_multiple === 'yes' || filter.operators === 'in' || filter.operators === 'not_in';
    return { kind: 'choice', multiple, options };
  }
  if (filter.operators === 'between') {
    return { kind: 'range', placeholder: placeholders[filter.field_type] };
  }
  return {
    kind: 'text',
    placeholder: placeholders[filter.field_type],
    numeric: filter.field_type === 'integer',
  };
}

/** A grid filter's value as typed: one text, several choices, or the two ends of a range. */
export type FilterValue = string | string[] | { from: string; to: string };

/** The run's `filters[alias]` values: lists and ranges comma-joined, empty ones left out. */
export function filterQuery(values: Readonly<Record<string, FilterValue>>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [alias, value] of Object.entries(values)) {
    const text =
      typeof value === 'string'
        ? value.trim()
        : Array.isArray(value)
          ? value.join(',')
          : value.from.trim() === '' && value.to.trim() === ''
            ? ''
            : `${value.from.trim()},${value.to.trim()}`;
    if (text !== '') query[alias] = text;
  }
  return query;
}

/**
 * The seconds a Retry-After header asks to wait: a number of seconds or an HTTP date (counted
 * from `now`, never below 0); undefined without a readable header.
 */
export function retryAfterSecondsOf(
  header: string | undefined,
  now = Date.now(),
): number | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (/^-?\d+$/.test(value)) return value.startsWith('-') ? undefined : Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
