import { ApiResponseError, useApi, type Schema } from '@api';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// The report builder's calls (report-builder §7), typed from the contract. The catalog calls
// (connections, tables, saved reports, columns) fail silently, as §8 asks: their lists stay
// empty.

const noRetry = { retry: false } as const;

/** The database connections for the Database Connection select. */
export function useConnections() {
  const { query } = useApi('admin');
  return query.useQuery('get', '/ext-report-builder/db-connections', {}, noRetry);
}

/** The tables of a connection ('' loads nothing). */
export function useTables(connection: string) {
  const { query } = useApi('admin');
  return query.useQuery(
    'get',
    '/ext-report-builder/get-tables-by-connection',
    { params: { query: { connection } } },
    { ...noRetry, enabled: connection !== '' },
  );
}

/** The saved reports of a connection, usable as tables ('' loads nothing). */
export function useSavedQueries(connection: string) {
  const { query } = useApi('admin');
  return query.useQuery(
    'get',
    '/ext-report-builder/get-queries-by-connection',
    { params: { query: { connection } } },
    { ...noRetry, enabled: connection !== '' },
  );
}

/** Loads the columns of a table or of a saved report on a connection; [] when the call fails. */
export function useColumnsLoader() {
  const { fetch } = useApi('admin');
  return useCallback(
    async (
      connection: string,
      source: { kind: 'table'; table: string } | { kind: 'query'; report: number },
    ): Promise<string[]> => {
      const answer =
        source.kind === 'table'
          ? await fetch.GET('/ext-report-builder/get-table-columns', {
              params: { query: { connection, table: source.table } },
            })
          : await fetch.GET('/ext-report-builder/get-columns-by-query', {
              params: { query: { connection, report: source.report } },
            });
      return answer.data?.data ?? [];
    },
    [fetch],
  );
}

/** One saved report (not loaded for a new one). */
export function useReport(id: number | undefined) {
  const { query } = useApi('admin');
  return query.useQuery(
    'get',
    '/ext-report-builder/query-reports/{id}',
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== undefined, retry: false },
  );
}

/** Saves the form (id 0 creates); the lists reload afterwards. */
export function useSaveReport() {
  const { query } = useApi('admin');
  const queryClient = useQueryClient();
  return query.useMutation('post', '/ext-report-builder/store-report-query/{id}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get'] }),
  });
}

/** Runs the unsaved form. */
export function usePreview() {
  const { query } = useApi('admin');
  return query.useMutation('post', '/ext-report-builder/preview-report-query');
}

/** The query parameters of the report list. */
export interface ReportListQuery {
  page: number;
  id?: number;
  created_at?: { start?: string; end?: string };
}

/** A page of the report list. */
export function useReportList(listQuery: ReportListQuery) {
  const { query } = useApi('admin');
  return query.useQuery(
    'get',
    '/ext-report-builder/query-reports',
    { params: { query: listQuery } },
    { placeholderData: keepPreviousData, retry: false },
  );
}

/** Deletes a report; the lists reload afterwards. */
export function useDeleteReport() {
  const { query } = useApi('admin');
  const queryClient = useQueryClient();
  return query.useMutation('delete', '/ext-report-builder/query-reports/{id}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get'] }),
  });
}

/** The 422 field errors of a failed call, or undefined when it failed otherwise. */
export function validationErrorsOf(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof ApiResponseError) || error.status !== 422) return undefined;
  const body = error.body as Partial<Schema<'ValidationError'>>;
  return body.errors ?? {};
}
