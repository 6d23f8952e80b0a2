import { apiFailure, type Schema } from '@api';
import { DataTable, Label, Pager, type DataTableColumn, type DataTableSort } from '@ds';
import { useState } from 'react';
import styled from 'styled-components';
import { useCellRun, type CellResult } from '../api';
import { formatValue, labelToneOf, rowCount, tablePageSize, type CellSource } from '../model';
import { CellFrame, CellLoading, CellProblem } from './CellFrame';
import { GridFilterBar } from './GridFilterBar';

type Cell = Schema<'ReportCell'>;
type Row = CellResult['rows'][number];

const Stack = styled.div`
  display: grid;
  gap: var(--tck-space-3);
  min-width: 0;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-2);
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

export interface TableCellProps {
  cell: Cell;
  source: CellSource;
  onOpenLink?: (url: string) => void;
}

/**
 * A table cell: the report's columns (label classes, sortable headers), its grid filters, and
 * paging, each run on the server. A filter the server refuses shows on its field; the rows of the
 * last good run stay.
 */
export function TableCell({ cell, source, onOpenLink }: TableCellProps) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const run = useCellRun(source, cell.report_id, {
    perPage: tablePageSize,
    page,
    sort: sort === null ? undefined : { column: sort.key, direction: sort.direction },
    filters,
  });
  // The last good run stays on screen while a refused search shows its errors.
  const [shown, setShown] = useState<CellResult | undefined>(run.data);
  if (run.data !== undefined && run.data !== shown) setShown(run.data);

  const failure = run.isError ? apiFailure(run.error) : undefined;
  const filterErrors =
    failure?.kind === 'validation' && shown !== undefined ? failure.errors : undefined;
  const refusedFilters = filterErrors !== undefined;
  const result: CellResult | undefined = run.data ?? shown;
  const state =
    result === undefined
      ? run.isError
        ? 'error'
        : 'loading'
      : result.total === 0
        ? 'empty'
        : 'ready';

  const columns: DataTableColumn<Row>[] = (result?.columns ?? []).map((column) => ({
    key: column.name,
    header: column.label,
    sortable: column.sortable,
    align:
      result?.rows.some((row) => typeof row[column.name] === 'number') === true ? 'end' : undefined,
    render: (row) => {
      const value = row[column.name];
      const tone = labelToneOf(column.label_config, value);
      return tone === undefined ? (
        formatValue(value)
      ) : (
        <Label tone={tone}>{formatValue(value)}</Label>
      );
    },
  }));
  const rows = result?.rows ?? [];
  const first = result?.from ?? 0;

  let content;
  if (result === undefined) {
    content = run.isError ? (
      <CellProblem error={run.error} onRetry={() => void run.refetch()} />
    ) : (
      <CellLoading title={cell.title} />
    );
  } else {
    content = (
      <Stack>
        {(result.grid_filters ?? []).length > 0 && (
          <GridFilterBar
            filters={result.grid_filters ?? []}
            label={`Filter ${cell.title}`}
            errors={filterErrors ?? {}}
            onSearch={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
        )}
        {run.isError && !refusedFilters && (
          <CellProblem error={run.error} onRetry={() => void run.refetch()} />
        )}
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={(row) => first + rows.indexOf(row)}
          caption={cell.title}
          hideCaption
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          loading={run.isFetching && run.isPlaceholderData}
          skeletonRows={Math.min(tablePageSize, Math.max(3, rows.length))}
          // A cell may be a quarter of the page: its rows stack rather than hide columns.
          stackWhenNarrow
        />
        {result.total > 0 && (
          <Footer>
            <span>
              Showing {result.from ?? 0} to {result.to ?? 0} of {result.total} entries
            </span>
            <Pager
              currentPage={result.current_page}
              lastPage={result.last_page}
              onPageChange={setPage}
              hideWhenSingle
              label={`Pages of ${cell.title}`}
            />
          </Footer>
        )}
      </Stack>
    );
  }

  return (
    <CellFrame
      title={cell.title}
      state={state}
      url={cell.url}
      onOpenLink={onOpenLink}
      note={result === undefined ? undefined : rowCount(result.total)}
    >
      {content}
    </CellFrame>
  );
}
