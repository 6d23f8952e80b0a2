import { csvLine, exportFileName, exportTooLarge } from '../../../domain/csv';
import type { OperationHandler } from '../api/operation';
import { invalid } from '../api/errors';
import type { Clock } from '../ports';

type Query = Record<string, unknown>;
type Row = Record<string, unknown>;

/** What the CSV export of a list reads: its columns, how many rows match, and the rows. */
export interface ExportSource {
  /** The collection path (names the file). */
  path: string;
  /** The header: the record's fields as the list answers them. */
  columns: readonly string[];
  /** How many rows the query's filters match. */
  count: (query: Query) => Promise<number>;
  /**
   * Up to `size` matching rows with ids below `before` (from the newest when undefined), newest
   * first, as the list answers them.
   */
  rowsBefore: (query: Query, before: number | undefined, size: number) => Promise<Row[]>;
}

/** How many rows an export reads from the database at a time. */
const batchSize = 500;

/** The matching rows a batch at a time, by id, so a long export holds one batch in memory. */
async function* batchesOf(source: ExportSource, query: Query, limit: number) {
  let before: number | undefined;
  for (let sent = 0; sent < limit;) {
    const rows = await source.rowsBefore(query, before, Math.min(batchSize, limit - sent));
    if (rows.length === 0) return;
    before = Number(rows.at(-1)?.id);
    sent += rows.length;
    yield rows;
  }
}

/**
 * The handler of a list's CSV export: the rows its filters match, every page, streamed as the
 * database yields them. A list longer than `rowLimit` is refused (422) before anything is sent,
 * so an export is never silently cut short.
 */
export function csvExportHandler(
  source: ExportSource,
  rowLimit: number,
  clock: Clock,
): OperationHandler {
  return async ({ query }) => {
    const total = await source.count(query);
    if (total > rowLimit) throw invalid('rows', exportTooLarge(total, rowLimit));
    async function* lines() {
      yield csvLine(source.columns);
      for await (const batch of batchesOf(source, query, rowLimit)) {
        // One chunk per batch: fewer, larger writes.
        yield batch.map((row) => csvLine(source.columns.map((column) => row[column]))).join('');
      }
    }
    const day = clock.now().toISOString().slice(0, 10);
    return {
      text: lines(),
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(source.path, day)}"`,
      },
    };
  };
}
