import { ApiResponseError, useApi, type ApiClient } from '@api';
import type { SelectOption } from '@ds';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
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

/**
 * Whether a list may show what it showed before while its next page loads: only a page of the
 * same list (another page number, other filters). Rows of another resource never stand in: the
 * list would draw them with its own columns, which read fields those rows lack.
 */
export function isSameList(path: string, previousQuery: { queryKey: QueryKey } | undefined) {
  return previousQuery?.queryKey[1] === path;
}

/** One page of a resource list. */
export function useRecordPage<Row>(path: string, query: Query) {
  const client = loose(useApi('admin').fetch);
  const init: LooseInit = { params: { query } };
  return useQuery({
    queryKey: keyOf(path, init),
    queryFn: async ({ signal }) => pageOf<Row>(await unwrap(client.GET(path, { ...init, signal }))),
    placeholderData: (previous, previousQuery) =>
      isSameList(path, previousQuery) ? previous : undefined,
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

/** The row's id as a number, for ordering rows by age (no id: the last). */
const idOf = (item: Record<string, unknown>) =>
  typeof item.id === 'number' ? item.id : Number.POSITIVE_INFINITY;

/**
 * The options of lookup rows, one per value. Where several rows share a value (several accounts
 * of one customer) the earliest row (the lowest id) names it, so a row added later never renames
 * it.
 */
export function optionsOf(
  rows: readonly Record<string, unknown>[],
  source: LookupSource,
): SelectOption[] {
  const earliest = new Map<string | number, Record<string, unknown>>();
  for (const item of rows) {
    const raw = item[source.value ?? 'id'];
    const value = typeof raw === 'number' ? raw : String(raw);
    const known = earliest.get(value);
    if (known === undefined || idOf(item) < idOf(known)) earliest.set(value, item);
  }
  return [...earliest].map(([value, item]) => ({ value, label: labelOf(item, source) }));
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
    select: (rows): SelectOption[] => (source === undefined ? [] : optionsOf(rows, source)),
  });
}

/** How many records a search of a reference field offers at once. */
const searchedOptions = 20;

/**
 * The choices of a reference whose records are searched rather than listed whole (a `search`
 * source: sales logs, payment transactions, invoices, customers): the chosen record's option,
 * named by its reference, and a search of the list by the typed text. Without a `search` source
 * it asks nothing.
 */
export function useSearchedLookup(source: LookupSource | undefined, value: unknown) {
  const client = loose(useApi('admin').fetch);
  const queryClient = useQueryClient();
  const searched = source?.search === undefined ? undefined : source;
  const chosen =
    typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;
  // The chosen record: by id, or by the field the option's value is (a customer's id).
  const byId = (searched?.value ?? 'id') === 'id';
  const chosenInit: LooseInit = byId
    ? { params: { path: { id: String(chosen ?? '') } } }
    : { params: { query: { [searched?.value ?? 'id']: chosen ?? '', per_page: searchedOptions } } };
  const chosenPath = byId ? `${searched?.path ?? ''}/{id}` : (searched?.path ?? '');
  // The same key as `useRecord` (by id) or `useRecordPage` (by a field) asks with: the cached
  // answer has their shape, so a show page beside the form reads what it expects.
  const current = useQuery({
    queryKey: keyOf(chosenPath, chosenInit),
    enabled: searched !== undefined && chosen !== undefined,
    staleTime: 60_000,
    queryFn: async (): Promise<unknown> => {
      const body = await unwrap(client.GET(chosenPath, chosenInit));
      if (!byId) return pageOf(body);
      return isRecord(body) && 'data' in body ? body.data : body;
    },
    select: (answer) => {
      if (searched === undefined) return [];
      const rows: unknown[] = byId ? [answer] : (answer as RecordPage<unknown>).rows;
      return optionsOf(rows.filter(isRecord), searched);
    },
  });
  const loadOptions = useCallback(
    async (text: string): Promise<SelectOption[]> => {
      if (searched?.search === undefined) return [];
      const query: Query = { per_page: searchedOptions, ...searched.query };
      if (text.trim() !== '') query[searched.search] = text.trim();
      const init: LooseInit = { params: { query } };
      const page = await queryClient.query({
        queryKey: keyOf(searched.path, init),
        staleTime: 30_000,
        queryFn: async () =>
          pageOf<Record<string, unknown>>(await unwrap(client.GET(searched.path, init))),
      });
      return optionsOf(page.rows, searched);
    },
    [client, queryClient, searched],
  );
  return {
    options: current.data ?? [],
    loadOptions: searched === undefined ? undefined : loadOptions,
  };
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
