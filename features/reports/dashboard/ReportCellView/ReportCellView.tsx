import { apiFailure, type Schema } from '@api';
import { missingColumns, missingColumnsText } from '@domain/report-builder';
import { loadChartEngine } from '@features/reports/charts';
import { useEffect, useState } from 'react';
import { useCellRun } from '../api';
import { cellPageSize, formatValue, rowCount, type CellSource } from '../model';
import { CardCell } from './CardCell';
import {
  CellEmpty,
  CellFrame,
  CellLoading,
  CellMissingColumns,
  CellProblem,
  CellPreviewContext,
  CellUnset,
  type CellState,
} from './CellFrame';
import { GraphCell } from './GraphCell';
import { PivotCell } from './PivotCell';
import { TableCell } from './TableCell';

type Cell = Schema<'ReportCell'>;

export interface ReportCellViewProps {
  /** The cell's settings. */
  cell: Cell;
  /** Where its rows come from: its place in the saved design, or its report run directly. */
  source: CellSource;
  /** Follows the cell's link (its url). */
  onOpenLink?: (url: string) => void;
  /** Animates charts; by default unless reduced motion is asked for. */
  animated?: boolean;
  /** Height of a graph in pixels. */
  chartHeight?: number;
  /** A live preview of a cell shown elsewhere on the page (its region is named as a preview). */
  preview?: boolean;
}

/**
 * One dashboard cell with its report's data, as its display type shows it: an Iconic or
 * Infographic Data card, a table, a pivot table or a graph. Loads, fails and says it is empty on
 * its own, so one report never takes the others down. `data-cell-state` tells when it is drawn.
 */
export function ReportCellView({ preview = false, ...props }: ReportCellViewProps) {
  return (
    <CellPreviewContext.Provider value={preview}>
      {props.cell.display_type === 'table' && props.cell.report_id !== null ? (
        <TableCell cell={props.cell} source={props.source} onOpenLink={props.onOpenLink} />
      ) : (
        <WholeResultCell {...props} />
      )}
    </CellPreviewContext.Provider>
  );
}

/** The displays that read the whole result at once: cards, pivot tables and graphs. */
function WholeResultCell({
  cell,
  source,
  onOpenLink,
  animated,
  chartHeight = 280,
}: ReportCellViewProps) {
  const run = useCellRun(source, cell.report_id, {
    perPage: cellPageSize(cell.display_type, source),
  });
  // A graph's chart engine loads while its report runs, not after the rows have come; a load
  // that fails is the chart's to report (it asks again).
  const graph = cell.display_type === 'graph' && cell.report_id !== null;
  useEffect(() => {
    if (graph) loadChartEngine().catch(() => undefined);
  }, [graph]);
  // A graph counts as drawn once ECharts says so, for the same data.
  const [drawnFor, setDrawnFor] = useState<unknown>(null);
  const result = run.data;
  // A column the cell names that its report no longer answers: said, rather than drawn empty
  // (a result that lists no columns at all says nothing about them).
  const missing =
    result === undefined || result.columns.length === 0
      ? {}
      : missingColumns(
          cell,
          result.columns.map((column) => column.name),
        );
  const missingText = Object.keys(missing).length === 0 ? undefined : missingColumnsText(missing);
  let state: CellState;
  if (cell.report_id === null) state = 'unset';
  else if (result === undefined) state = run.isError ? 'error' : 'loading';
  else if (missingText !== undefined) state = 'error';
  else if (result.rows.length === 0) state = 'empty';
  else if (cell.display_type === 'graph' && drawnFor !== result) state = 'loading';
  else state = 'ready';

  if (cell.display_type === 'iconic_data' || cell.display_type === 'infographic_data') {
    const problem = run.isError
      ? (apiFailure(run.error).message ?? 'The report could not be run.')
      : missingText;
    return (
      <CardCell
        cell={cell}
        state={state}
        result={result}
        problem={problem}
        onOpenLink={onOpenLink}
      />
    );
  }

  let content;
  if (cell.report_id === null) content = <CellUnset />;
  else if (result === undefined) {
    content = run.isError ? (
      <CellProblem error={run.error} onRetry={() => void run.refetch()} />
    ) : (
      <CellLoading title={cell.title} />
    );
  } else if (missingText !== undefined) {
    content = <CellMissingColumns message={missingText} />;
  } else if (cell.display_type === 'pivot_table' && result.rows.length === 0) {
    content = <CellEmpty />;
  } else if (cell.display_type === 'pivot_table') {
    content = <PivotCell cell={cell} rows={result.rows} />;
  } else {
    content = (
      <GraphCell
        cell={cell}
        result={result}
        height={chartHeight}
        animated={animated}
        onDrawn={() => setDrawnFor(result)}
      />
    );
  }
  const partial = result !== undefined && result.total > result.rows.length;
  return (
    <CellFrame
      title={cell.title}
      state={state}
      url={cell.url}
      onOpenLink={onOpenLink}
      note={
        result === undefined
          ? undefined
          : partial
            ? `first ${formatValue(result.rows.length)} of ${rowCount(result.total)}`
            : rowCount(result.total)
      }
    >
      {content}
    </CellFrame>
  );
}
