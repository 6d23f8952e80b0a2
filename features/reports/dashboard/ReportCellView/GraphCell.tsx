import type { Schema } from '@api';
import { cellChart } from '@domain/report-builder';
import { ReportChart } from '@features/reports/charts';
import { useMemo } from 'react';
import type { CellResult } from '../api';

export interface GraphCellProps {
  cell: Schema<'ReportCell'>;
  result: CellResult;
  /** Height of the chart in pixels. */
  height: number;
  /** Animates the chart; by default unless reduced motion is asked for. */
  animated?: boolean;
  /** Told when the chart has finished drawing. */
  onDrawn: () => void;
}

/** A graph cell: its chart type over the report's rows, in its colour scheme. */
export function GraphCell({ cell, result, height, animated, onDrawn }: GraphCellProps) {
  const data = useMemo(() => cellChart(cell, result), [cell, result]);
  return (
    <ReportChart
      data={data}
      title={cell.title}
      height={height}
      animated={animated}
      onDrawn={onDrawn}
    />
  );
}
