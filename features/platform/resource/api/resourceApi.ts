import { ApiResponseError, useApi, type ApiClient } from '@api';
import type { SelectOption } from '@ds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LookupSource } from '../types';

type Query = Record<string, string | number | boolean>;

interface LooseInit {
  params?: { query?: Query; path?: Record<string, string | number> };
  body?: unknown;
  signal?: AbortSignal;
  parseAs?: 'blob';
}

interface LooseResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type LooseMethod = (path: string, init?: LooseInit) => Promise<LooseResult>;

interface LooseClient {
  GET: LooseMethod;
  POST: LooseMethod;
  PUT: LooseMethod;
  DELETE: LooseMethod;
}

/**
 * The resource screens pick their paths from configuration at run time, so they call the typed
 * client through this one untyped seam; `defineResource` types each resource's rows from the
 * contract instead.
 */
function loose(client: ApiClient['fetch']): LooseClient {
  return client as unknown as LooseClient;
}

async function unwrap(call: Promise<LooseResult>): Promise<unknown> {
  const { data, error, response } = await call;
  if (error !== undefined) throw new ApiResponseError(error, response.status);
  return data;
}

/** A page of records as the list calls answer it (a Laravel paginator or a bare `data`). */
export interface RecordPage<Row> {
  /** The records of the page. */
  rows: Row[];
  /** The page shown (1-based). */
  currentPage: number;
  /** The number of pages. */
  lastPage: number;
  /** The number of matching records. */
  total: number;
  /** 1-based position of the page's first record (0 when empty). */
  from: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a list answer: a Laravel paginator, or `{ data }` when the list is not paginated. */
export function pageOf<Row>(body: unknown): RecordPage<Row> {
  if (!isRecord(body) || !Array.isArray(body.data)) {
    return { rows: [], currentPage: 1, lastPage: 1, total: 0, from: 0 };
  }
  const rows = body.data as Row[];
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' ? value : fallback;
  return {
    rows,
    currentPage: number(body.current_page, 1),
    lastPage: Math.max(1, number(body.last_page, 1)),
    total: number(body.total, rows.length),
    from: number(body.from, rows.length > 0 ? 1 : 0),
  };
}

/** The query key openapi-react-query uses, so invalidating `['get', path]` reaches every screen. */
function keyOf(path: string, init: LooseInit) {
  return ['get', path, init] as const;
}

/** One page of a resource list. */
export function useRecordPage<Row>(path: string, query: Query) {
  const client = loose(useApi('admin').fetch);
  const init: LooseInit = { params: { query } };
  return useQuery({
    queryKey: keyOf(path, init),
    queryFn: async ({ signal }) => pageOf<Row>(await unwrap(client.GET(path, { ...init, signal }))),
    placeholderData: (previous) => previous,
  });
}

/** One record by id (`{path}/{id}` answers `{ data }`). */
export function useRecord<Row>(path: string, id: string | undefined) {
  const client = loose(useApi('admin').fetch);
  const itemPath = `${path}/{id}`;
  const init: LooseInit = { params: { path: { id: id ?? '' } } };
  return useQuery({
    queryKey: keyOf(itemPath, init),
    enabled: id !== undefined,
    queryFn: async () => {
      const body = await unwrap(client.GET(itemPath, init));
      return (isRecord(body) && 'data' in body ? body.data : body) as Row;
    },
  });
}

/** What a successful write answered: the server's message and the saved record. */
export interface WriteResult {
  /** The server's message, e.g. 'Department created successfully.' */
  message?: string;
  /** The saved record, when the answer carries it. */
  data?: Record<string, unknown>;
}

function writeResultOf(body: unknown): WriteResult {
  if (!isRecord(body)) return {};
  return {
    message: typeof body.message === 'string' ? body.message : undefined,
    data: isRecord(body.data) ? body.data : undefined,
  };
}

/** Create (no id) or update (with id) a record, then refresh every query of the resource. */
export function useSaveRecord(path: string) {
  const client = loose(useApi('admin').fetch);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string | number; body: Record<string, unknown> }) =>
      writeResultOf(
        await unwrap(
          id === undefined
            ? client.POST(path, { body })
            : client.PUT(`${path}/{id}`, { params: { path: { id } }, body }),
        ),
      ),
    onSuccess: () => invalidate(queryClient, path),
  });
}

/** Delete a record, then refresh every query of the resource. */
export function useDeleteRecord(path: string) {
  const client = loose(useApi('admin').fetch);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | number) =>
      writeResultOf(await unwrap(client.DELETE(`${path}/{id}`, { params: { path: { id } } }))),
    onSuccess: () => invalidate(queryClient, path),
  });
}

/** Post a record action (`{path}/{id}/{name}`), then refresh every query of the resource. */
export function useRecordAction(path: string) {
  const client = loose(useApi('admin').fetch);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string | number; name: string }) =>
      writeResultOf(
        await unwrap(client.POST(`${path}/{id}/${name}`, { params: { path: { id } } })),
      ),
    onSuccess: () => invalidate(queryClient, path),
  });
}

/** The lookups (admin §7.4): `/all-…` anywhere, and `/custom-permission-list`. */
const isLookupPath = (path: string) => /\/all-[^/]*$|^\/custom-permission-list$/.test(path);

function invalidate(queryClient: ReturnType<typeof useQueryClient>, path: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'get' &&
      typeof queryKey[1] === 'string' &&
      (queryKey[1] === path || queryKey[1].startsWith(`${path}/`) || isLookupPath(queryKey[1])),
  });
}

function labelOf(item: Record<string, unknown>, source: LookupSource): string {
  if (typeof source.label === 'function') return source.label(item);
  const value = item[source.label ?? 'name'];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A lookup's options (admin §7.4); a failure is logged and returned as the query's error. */
export function useLookupOptions(source: LookupSource | undefined) {
  const client = loose(useApi('admin').fetch);
  const init: LooseInit = source?.query === undefined ? {} : { params: { query: source.query } };
  return useQuery({
    queryKey: keyOf(source?.path ?? '', init),
    enabled: source !== undefined,
    staleTime: 60_000,
    queryFn: async () => {
      if (source === undefined) return [];
      try {
        return pageOf<Record<string, unknown>>(await unwrap(client.GET(source.path, init))).rows;
      } catch (error) {
        console.error(`Lookup ${source.path} failed`, error);
        throw error;
      }
    },
    select: (rows): SelectOption[] =>
      source === undefined
        ? []
        : rows.map((item) => {
            const value = item[source.value ?? 'id'];
            return {
              value: typeof value === 'number' ? value : String(value),
              label: labelOf(item, source),
            };
          }),
  });
}

/** A CSV file the API answered: its content and the name the server gave it. */
export interface CsvFile {
  /** The file's content. */
  blob: Blob;
  /** The file name from Content-Disposition, e.g. 'products-2025-06-01.csv'. */
  name: string;
}

/** Asks for the CSV export of a list (`{path}/export`) with the list's filters. */
export function useCsvExport(path: string) {
  const client = loose(useApi('admin').fetch);
  return useMutation({
    mutationFn: async (query: Query): Promise<CsvFile> => {
      const { data, error, response } = await client.GET(`${path}/export`, {
        params: { query },
        parseAs: 'blob',
      });
      if (error !== undefined || !(data instanceof Blob))
        throw new ApiResponseError(error, response.status);
      const disposition = response.headers.get('content-disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
      return { blob: data, name };
    },
  });
}
