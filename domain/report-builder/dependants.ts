import type { Schema } from '../schema';

/** What the dependants rule reads of a saved report. */
export type ReportUse = Pick<Schema<'Report'>, 'id' | 'report_name' | 'tables'>;

/** The saved reports that use report `id` as a table (a slot of object type query). */
export function reportDependants(reports: readonly ReportUse[], id: number): ReportUse[] {
  return reports.filter(
    (report) =>
      report.id !== id &&
      (report.tables ?? []).some(
        (entry) => entry.object_type === 'query' && entry.selected_query === id,
      ),
  );
}

/** Why a report that others use as a table is not deleted, naming them. */
export function dependantsMessage(dependants: readonly ReportUse[]): string {
  const names = dependants.map((report) => `${report.report_name} (#${String(report.id)})`);
  return `The report is used as a table by: ${names.join(', ')}. Remove it from them first.`;
}
