import type { Schema } from '@api';
import { columnLabel, pivotTable, type PivotMeasure } from '@domain/report-builder';
import { useMemo } from 'react';
import styled from 'styled-components';
import { formatValue } from '../model';

const Scroller = styled.div`
  overflow-x: auto;
  max-height: 28rem;
  overflow-y: auto;

  &:focus-visible {
    outline: 2px solid var(--tck-color-focus);
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--tck-font-size-sm);
  font-variant-numeric: tabular-nums;

  & caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  & th,
  & td {
    padding: var(--tck-space-1) var(--tck-space-2);
    border: 1px solid var(--tck-color-border);
    white-space: nowrap;
  }
  & thead th {
    background: var(--tck-color-background);
    font-weight: var(--tck-font-weight-semibold);
    text-align: center;
  }
  & tbody th {
    text-align: start;
    font-weight: var(--tck-font-weight-regular);
  }
  & td {
    text-align: end;
  }
  & tfoot th,
  & tfoot td,
  & [data-total='true'] {
    font-weight: var(--tck-font-weight-semibold);
    background: var(--tck-color-background);
  }
`;

const measureLabel = (measure: PivotMeasure) =>
  measure.column === ''
    ? 'Rows'
    : `${measure.kind === 'sum' ? 'Sum of' : 'Count of'} ${columnLabel(measure.column).toLowerCase()}`;

const keyLabel = (key: string[]) =>
  key.length === 0 ? 'All' : key.map((part) => (part === '' ? '(empty)' : part)).join(' · ');

export interface PivotCellProps {
  cell: Schema<'ReportCell'>;
  rows: readonly Record<string, string | number | boolean | null>[];
}

/** A pivot table: table_rows down, table_columns across, sums and counts with totals. */
export function PivotCell({ cell, rows }: PivotCellProps) {
  const pivot = useMemo(() => pivotTable(cell, rows), [cell, rows]);
  const across = pivot.columnFields.length > 0;
  const rowHeads = Math.max(1, pivot.rowFields.length);
  const measures = pivot.measures;
  const rowFieldHeaders =
    pivot.rowFields.length === 0 ? [''] : pivot.rowFields.map((field) => columnLabel(field));
  const numbers = (values: number[] | undefined, place: string, total = false) =>
    measures.map((_, m) => (
      <td key={`${place}-${String(m)}`} data-total={total || undefined}>
        {formatValue(values?.[m] ?? 0)}
      </td>
    ));

  return (
    <Scroller tabIndex={0} role="region" aria-label={`${cell.title} (pivot table)`}>
      <Table>
        <caption>{cell.title}</caption>
        <thead>
          {across && (
            <tr>
              {rowFieldHeaders.map((header, index) => (
                <th key={index} scope="col" rowSpan={2}>
                  {header}
                </th>
              ))}
              {pivot.columnKeys.map((key) => (
                <th key={keyLabel(key)} scope="colgroup" colSpan={measures.length}>
                  {keyLabel(key)}
                </th>
              ))}
              <th scope="colgroup" colSpan={measures.length}>
                Total
              </th>
            </tr>
          )}
          <tr>
            {!across &&
              rowFieldHeaders.map((header, index) => (
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
            {(across ? [...pivot.columnKeys, null] : [null]).flatMap((key) =>
              measures.map((measure, m) => (
                <th key={`${key === null ? 'total' : keyLabel(key)}-${String(m)}`} scope="col">
                  {measureLabel(measure)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {pivot.rowKeys.map((key, r) => (
            <tr key={keyLabel(key)}>
              {(key.length === 0 ? ['All'] : key).map((part, index) => (
                <th key={index} scope="row">
                  {part === '' ? '(empty)' : part}
                </th>
              ))}
              {across &&
                pivot.columnKeys.flatMap((_, c) => numbers(pivot.values[r]?.[c], String(c)))}
              {numbers(pivot.rowTotals[r], 'total', across)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={rowHeads}>
              Total
            </th>
            {across &&
              pivot.columnKeys.flatMap((_, c) => numbers(pivot.columnTotals[c], String(c)))}
            {numbers(pivot.grandTotals, 'total')}
          </tr>
        </tfoot>
      </Table>
    </Scroller>
  );
}
