import { http, HttpResponse, type HttpHandler } from 'msw';
import { paginate } from '@domain/laravel';
import { urlPattern, type RouteRef } from './scenarios';
import { missingRequired } from '@domain/laravel';

/** A stored record: every resource row has a numeric id. */
export interface Row {
  id: number;
}

/** The operationIds a resource implements; a missing one gets no handler. */
export interface ResourceOperations {
  list?: string;
  store?: string;
  show?: string;
  update?: string;
  destroy?: string;
}

/** How one CRUD resource of the contract is served from a collection of the mock store. */
export interface ResourceDefinition<Item extends Row> {
  /** Which API serves it. */
  api: RouteRef['api'];
  /** The collection path of the contract, e.g. '/departments'. */
  path: string;
  /** The item path; defaults to `${path}/{id}`. */
  itemPath?: string;
  /** The operations it implements, by operationId (also used to validate bodies). */
  operations: ResourceOperations;
  /** The singular noun in messages, e.g. 'Department' → 'Department created successfully.' */
  noun: string;
  /** The store's rows (mutated by store, update and destroy). */
  rows: Item[];
  /** Builds a new row from a valid body. */
  create: (input: Record<string, unknown>, id: number, now: string) => Item;
  /** Applies a valid body to a row; defaults to merging the body and touching `updated_at`. */
  update?: (row: Item, input: Record<string, unknown>, now: string) => Item;
  /** Which list parameters match by substring, and which field the date range bounds. */
  filters?: ListFilters<Item>;
  /** Extra list filtering beyond the generic field filters. */
  filter?: (row: Item, query: URLSearchParams) => boolean;
  /** How single records are answered: `{data}` (with `message` on writes) or the bare record. */
  envelope?: 'data' | 'bare';
}

const pagingParams = new Set(['page', 'per_page', 'pagination', 'sort', 'order', 'direction']);

/** How a list's query parameters filter its rows, beyond the defaults. */
export interface ListFilters<Item> {
  /** Parameters that match a text field by substring ('name' always does). */
  contains?: readonly (keyof Item & string)[];
  /** The field that date_from/date_to bound; created_at by default. */
  date?: keyof Item & string;
}

/**
 * The list filter of the API: `q` searches every text field; `name` and the `contains`
 * parameters match by substring (numeric text too, e.g. part of an msisdn); date_from/date_to
 * bound the date field (inclusive days); any other parameter named like a field matches it
 * exactly (booleans as true/false or 1/0), so an enum such as status=paid never matches unpaid.
 */
export function matchesQuery<Item extends object>(
  row: Item,
  query: URLSearchParams,
  filters: ListFilters<Item> = {},
): boolean {
  const record = row as Record<string, unknown>;
  const contains = new Set<string>(['name', ...(filters.contains ?? [])]);
  for (const [key, value] of query) {
    if (pagingParams.has(key) || value === '') continue;
    const field = record[key];
    if (key === 'q') {
      const needle = value.toLowerCase();
      const hit = Object.values(record).some(
        (text) => typeof text === 'string' && text.toLowerCase().includes(needle),
      );
      if (!hit) return false;
    } else if (key === 'date_from' || key === 'date_to') {
      const date = record[filters.date ?? 'created_at'];
      const day = typeof date === 'string' ? date.slice(0, 10) : undefined;
      if (day === undefined || (key === 'date_from' ? day < value : day > value)) return false;
    } else if (contains.has(key)) {
      if (typeof field !== 'string' || !field.toLowerCase().includes(value.toLowerCase()))
        return false;
    } else if (key in record) {
      if (typeof field === 'boolean') {
        if (field !== (value === 'true' || value === '1')) return false;
      } else if (typeof field === 'number' || typeof field === 'string') {
        if (String(field) !== value) return false;
      } else {
        return false;
      }
    }
  }
  return true;
}

/** A positive whole number from a query parameter, or the fallback. */
const count = (value: string | null, fallback: number) => {
  const parsed = Number(value ?? fallback);
  return Number.isFinite(parsed) && parsed >= 1 ? Math.floor(parsed) : fallback;
};

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => ({}));
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

const notFound = () =>
  HttpResponse.json({ message: 'No query results for model.' }, { status: 404 });

/** The MSW handlers of one CRUD resource over the mock store. */
export function resourceHandlers<Item extends Row>(
  definition: ResourceDefinition<Item>,
  clock: () => string,
): HttpHandler[] {
  const { api, path, operations, noun, rows, envelope = 'data' } = definition;
  const itemPath = definition.itemPath ?? `${path}/{id}`;
  const collectionUrl = urlPattern({ api, path });
  const itemUrl = urlPattern({ api, path: itemPath });
  const single = (row: Item, message?: string) =>
    envelope === 'bare' ? row : message === undefined ? { data: row } : { message, data: row };
  const find = (id: unknown) => rows.findIndex((row) => row.id === Number(id));
  const handlers: HttpHandler[] = [];

  if (operations.list !== undefined) {
    handlers.push(
      http.get(collectionUrl, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const matching = rows
          .filter(
            (row) =>
              matchesQuery(row, query, definition.filters) &&
              (definition.filter?.(row, query) ?? true),
          )
          .sort((a, b) => b.id - a.id);
        if (query.get('pagination') === 'false' || query.get('pagination') === '0') {
          return HttpResponse.json({ data: matching });
        }
        return HttpResponse.json(
          paginate(
            matching,
            count(query.get('page'), 1),
            Math.min(100, count(query.get('per_page'), 10)),
          ),
        );
      }),
    );
  }
  if (operations.store !== undefined) {
    const operationId = operations.store;
    handlers.push(
      http.post(collectionUrl, async ({ request }) => {
        const body = await readBody(request);
        const invalid = missingRequired(operationId, body);
        if (invalid !== undefined) return HttpResponse.json(invalid, { status: 422 });
        const row = definition.create(body, Math.max(0, ...rows.map((r) => r.id)) + 1, clock());
        rows.push(row);
        return HttpResponse.json(single(row, `${noun} created successfully.`), { status: 201 });
      }),
    );
  }
  if (operations.show !== undefined) {
    handlers.push(
      http.get(itemUrl, ({ params }) => {
        const index = find(params.id);
        const row = rows[index];
        return row === undefined ? notFound() : HttpResponse.json(single(row));
      }),
    );
  }
  if (operations.update !== undefined) {
    const operationId = operations.update;
    handlers.push(
      http.put(itemUrl, async ({ params, request }) => {
        const index = find(params.id);
        const row = rows[index];
        if (row === undefined) return notFound();
        const body = await readBody(request);
        const invalid = missingRequired(operationId, body);
        if (invalid !== undefined) return HttpResponse.json(invalid, { status: 422 });
        const now = clock();
        const updated = definition.update?.(row, body, now) ?? {
          ...row,
          ...body,
          id: row.id,
          updated_at: now,
        };
        rows[index] = updated;
        return HttpResponse.json(single(updated, `${noun} updated successfully.`));
      }),
    );
  }
  if (operations.destroy !== undefined) {
    handlers.push(
      http.delete(itemUrl, ({ params }) => {
        const index = find(params.id);
        if (index < 0) return notFound();
        rows.splice(index, 1);
        return HttpResponse.json({ message: `${noun} deleted successfully.` });
      }),
    );
  }
  return handlers;
}
