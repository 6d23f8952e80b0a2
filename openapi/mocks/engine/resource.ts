import { http, HttpResponse, type HttpHandler } from 'msw';
import { paginate } from './paginate';
import { urlPattern, type RouteRef } from './scenarios';
import { missingRequired } from './validation';

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
  /** Extra list filtering beyond the generic field filters. */
  filter?: (row: Item, query: URLSearchParams) => boolean;
  /** How single records are answered: `{data}` (with `message` on writes) or the bare record. */
  envelope?: 'data' | 'bare';
}

const pagingParams = new Set(['page', 'per_page', 'pagination', 'sort', 'order', 'direction']);

/**
 * The generic list filter: `q` searches every text field; a parameter named like a field
 * matches it (text fields by substring, others exactly); date_from/date_to bound created_at.
 */
export function matchesQuery(row: object, query: URLSearchParams): boolean {
  const record = row as Record<string, unknown>;
  for (const [key, value] of query) {
    if (pagingParams.has(key) || value === '') continue;
    if (key === 'q') {
      const needle = value.toLowerCase();
      const hit = Object.values(record).some(
        (field) => typeof field === 'string' && field.toLowerCase().includes(needle),
      );
      if (!hit) return false;
    } else if (key === 'date_from' || key === 'date_to') {
      const day = typeof record.created_at === 'string' ? record.created_at.slice(0, 10) : '';
      if (day !== '' && (key === 'date_from' ? day < value : day > value)) return false;
    } else if (key in record) {
      const field = record[key];
      const text = typeof field === 'string' ? field : JSON.stringify(field);
      const matches =
        typeof field === 'string' && Number.isNaN(Number(value))
          ? text.toLowerCase().includes(value.toLowerCase())
          : text === value || String(field) === value;
      if (!matches) return false;
    }
  }
  return true;
}

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
          .filter((row) => matchesQuery(row, query) && (definition.filter?.(row, query) ?? true))
          .sort((a, b) => b.id - a.id);
        if (query.get('pagination') === 'false' || query.get('pagination') === '0') {
          return HttpResponse.json({ data: matching });
        }
        return HttpResponse.json(
          paginate(matching, Number(query.get('page') ?? 1), Number(query.get('per_page') ?? 10)),
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
