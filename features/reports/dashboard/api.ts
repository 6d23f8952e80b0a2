import { ApiResponseError, useApi, type Schema } from '@api';
import { keepPreviousData } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { retryAfterSecondsOf, wholeResultRows, type CellSource } from './model';

/** What a cell asks its report for. */
export interface CellQuery {
  /** Rows per page (a table's page, or the whole result for the other displays). */
  perPage: number;
  /** The page (1-based). */
  page?: number;
  /** A sortable column, and its direction. */
  sort?: { column: string; direction: 'asc' | 'desc' };
  /** Grid filter values by alias. */
  filters?: Record<string, string>;
}

/** A run of a cell's report: its columns and rows, and (from a design) its grid filters. */
export type CellResult = Schema<'ReportRunResult'> & { grid_filters?: Schema<'GridFilter'>[] };

/**
 * A server busy with other report runs (429) is asked again, twice: after the wait it asks for
 * (Retry-After, at most half a minute), else a second and two later.
 */
const busyRetries = 2;
const longestBusyWaitMs = 30_000;

const retryWhenBusy = (failures: number, error: unknown) =>
  error instanceof ApiResponseError && error.status === 429 && failures < busyRetries;

/** How long a cell waits before asking a busy server again. */
export const busyRetryDelay = (failures: number, error: unknown) =>
  busyWaitMs(error) ?? 1000 * 2 ** failures;

/** The wait a busy server asked for (its Retry-After), at most half a minute. */
const busyWaitMs = (error: unknown) => {
  const seconds =
    error instanceof ApiResponseError ? retryAfterSecondsOf(error.retryAfter) : undefined;
  return seconds === undefined ? undefined : Math.min(seconds * 1000, longestBusyWaitMs);
};

/**
 * Told when the server refused a design cell's run because the design was saved since the page
 * drew it (409), with the revision the page drew; the dashboard then loads the design again.
 */
export const DesignChangedContext = createContext<(revision: string) => void>(() => undefined);

/** Whether a run was refused because the design it names has changed since (409). */
export const isDesignChanged = (error: unknown) =>
  error instanceof ApiResponseError && error.status === 409;

/**
 * Runs a cell's report: through its saved design for the admin home (the server checks the page's
 * revision is the current one and the row is the user's to see), or directly by report id for the
 * designer's preview. A table keeps its previous page on screen while the next one loads.
 */
export function useCellRun(source: CellSource, reportId: number | null, request: CellQuery) {
  const { query } = useApi('admin');
  const designChanged = useContext(DesignChangedContext);
  const revision = source.kind === 'design' ? source.revision : '';
  const parameters = {
    page: request.page,
    per_page: request.perPage,
    sort: request.sort?.column,
    direction: request.sort?.direction,
    filters: request.filters,
  };
  const options = {
    placeholderData: keepPreviousData,
    retry: retryWhenBusy,
    retryDelay: busyRetryDelay,
  } as const;
  const byDesign = query.useQuery(
    'get',
    '/ext-report-builder/dashboard/{id}/rows/{row}/cells/{cell}',
    {
      params: {
        path:
          source.kind === 'design'
            ? { id: source.designId, row: source.row, cell: source.cell }
            : { id: 0, row: 0, cell: 0 },
        query: { revision, ...parameters },
      },
    },
    { ...options, enabled: source.kind === 'design' && reportId !== null },
  );
  const stale = isDesignChanged(byDesign.error);
  useEffect(() => {
    if (stale) designChanged(revision);
  }, [stale, designChanged, revision]);
  const byReport = query.useQuery(
    'get',
    '/ext-report-builder/query-reports/{id}/run',
    { params: { path: { id: reportId ?? 0 }, query: parameters } },
    { ...options, enabled: source.kind === 'report' && reportId !== null },
  );
  return source.kind === 'design' ? byDesign : byReport;
}

/** The output columns of a saved report (from its run), for the designer's column pickers. */
export function useReportColumns(reportId: number | null) {
  const run = useCellRun({ kind: 'report' }, reportId, { perPage: wholeResultRows.report });
  return {
    columns: run.data?.columns ?? [],
    loading: reportId !== null && run.isPending,
    failed: run.isError,
  };
}
