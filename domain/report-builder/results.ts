import type { Schema } from '../schema';

// How a report's result is presented, the same over the mock's made-up rows and the reference
// server's real ones: plain code without msw, so the server imports it.

/** One value of a result row. */
export type ResultValue = string | number | boolean | null;

/** One result row keyed by output column. */
export type ResultRow = Record<string, ResultValue>;

/** A column label from its name: `total_amount` → 'Total amount'. */
export function columnLabel(name: string): string {
  const spaced = name.replace(/[_.-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Chart series of a report's graph settings over its rows. */
export function reportGraph(
  report: Pick<Schema<'Report'>, 'report_name' | 'add_graph' | 'graph_settings'>,
  rows: readonly ResultRow[],
): Schema<'ReportGraphData'> | null {
  const settings = report.graph_settings;
  if (report.add_graph !== 'yes' || settings === null || settings === undefined) return null;
  const colors = (settings.graph_color_scheme ?? '#3C8DBC').split(',');
  const label = settings.graph_label ?? '';
  const series = (settings.graph_data ?? '')
    .split(',')
    .map((column) => column.trim())
    .filter((column) => column !== '');
  return {
    graph_type: settings.graph_type,
    title: settings.graph_title ?? report.report_name,
    labels: rows.map((row) => String(row[label] ?? '')),
    datasets: series.map((column) => ({
      label: column,
      data: rows.map((row) => {
        const value = Number(row[column] ?? 0);
        return Number.isFinite(value) ? value : 0;
      }),
      colors,
    })),
  };
}
