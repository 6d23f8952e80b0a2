import type { Schema } from '../schema';
import type { ResultRow, ResultValue } from './results';

// The one figure a card or a gauge shows of a column, however many rows its report answers:
// one rule for both, stated to the user in the designer (`figureRule`).

/** The aggregate functions a report computes a column with (report-builder §9). */
export type AggregateFunction = Schema<'Aggregate'>['aggregate_function'];

/** A result column as a figure reads it: its name, and its aggregate when the report says. */
export interface FigureColumn {
  name: string;
  aggregate?: AggregateFunction;
}

/** The rule, in the words the designer's help shows. */
export const figureRule =
  "A single row shows its value. Several rows are combined by the column's own aggregate: " +
  'sums and counts are added up, the largest maximum and the smallest minimum are shown. A ' +
  "column the report does not aggregate (a plain column, a raw query's) shows its first row: " +
  'order the report so the row you want comes first, or aggregate it.';

/** A value as a number when it is one (numeric text included); else null. */
export function numberOf(value: ResultValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Sums keep two decimals at most (money). */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A column's figure over the rows by `figureRule`: a lone row's value; for several rows, SUM
 * and COUNT columns added up, MAX columns' largest and MIN columns' smallest value (numbers
 * compared as numbers, other values as text, empty ones left out); else the first row's value.
 */
export function combinedFigure(
  rows: readonly ResultRow[],
  column: string,
  aggregate?: AggregateFunction,
): ResultValue {
  const [first] = rows;
  if (first === undefined) return null;
  if (rows.length === 1 || aggregate === undefined) return first[column] ?? null;
  const values = rows
    .map((row) => row[column])
    .filter((value): value is Exclude<ResultValue, null> => value !== null && value !== undefined);
  if (values.length === 0) return null;
  const numbers = values.map(numberOf).filter((number): number is number => number !== null);
  const numeric = numbers.length === values.length;
  if (aggregate === 'SUM' || aggregate === 'COUNT') {
    return numeric
      ? cents(numbers.reduce((total, number) => total + number, 0))
      : (first[column] ?? null);
  }
  const larger = aggregate === 'MAX';
  if (numeric) return larger ? Math.max(...numbers) : Math.min(...numbers);
  return values
    .map(String)
    .reduce((best, value) => ((larger ? value > best : value < best) ? value : best));
}

/** The aggregate of a column among the result's columns, if the report said one. */
export function aggregateOf(
  columns: readonly FigureColumn[] | undefined,
  column: string,
): AggregateFunction | undefined {
  return columns?.find((candidate) => candidate.name === column)?.aggregate;
}
