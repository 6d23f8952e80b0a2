import {
  errorMessages,
  missingRequired,
  pageOfQuery,
  paginate,
  pagingRules,
  queryErrors,
} from '@domain/laravel';
import { csvLines, exportFileName, exportRowLimit, exportTooLarge } from '@domain/csv';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { resources, type ResourceIndexEntry, type ResourcePath } from '../../generated/resources';
import { operations as operationPaths } from '../../generated/operations';
import { urlPattern } from './scenarios';

/** A stored record: every resource row has a numeric id. */
export interface Row {
  id: number;
}

/**
 * How one CRUD resource of the contract is served from a collection of the mock store. Its
 * operations, noun and list filters come from the contract's resource index; the definition
 * says what differs.
 */
export interface ResourceDefinition<Item extends Row> {
  /** The collection path of the contract, its key in the resource index. */
  path: ResourcePath;
  /** The store's rows (mutated by store, update and destroy). */
  rows: Item[];
  /** The starting row of a new record, which a valid body's fields are copied onto. */
  blank?: (id: number, now: string) => NoInfer<Item>;
  /** Builds a new row from a valid body, when copying its fields onto `blank` is not enough. */
  create?: (input: Record<string, unknown>, id: number, now: string) => NoInfer<Item>;
  /** Applies a valid body to a row; defaults to copying its fields and touching `updated_at`. */
  update?: (row: NoInfer<Item>, input: Record<string, unknown>, now: string) => NoInfer<Item>;
  /** How the lookup (`{data: [{id, name}]}`, ordered by name) names a row; `name` by default. */
  option?: (row: NoInfer<Item>) => string;
  /** What a stored or updated row changes elsewhere in the store. */
  afterWrite?: (row: NoInfer<Item>, now: string) => void;
  /** The field that date_from/date_to bound; created_at by default. */
  dateField?: keyof Item & string;
  /** The fields the free-text `q` searches; every text field by default. */
  search?: readonly (keyof Item & string)[];
  /** Extra list filtering beyond the generic field filters. */
  filter?: (row: NoInfer<Item>, query: URLSearchParams) => boolean;
  /** How single records are answered: `{data}` (with `message` on writes) or the bare record. */
  envelope?: 'data' | 'bare';
}

const pagingParams = new Set(['page', 'per_page', 'pagination', 'sort', 'order', 'direction']);

/** How a list's query parameters filter its rows. */
export interface ListFilters<Item> {
  /** The parameters the list declares; others are ignored (all are taken when not given). */
  declared?: readonly string[];
  /** Parameters that match a text field by substring ('name' always does). */
  contains?: readonly (keyof Item & string)[];
  /** The field that date_from/date_to bound; created_at by default. */
  date?: keyof Item & string;
  /** The fields `q` searches; every text field when not given. */
  search?: readonly (keyof Item & string)[];
}

/**
 * The 422 answer of a list call whose paging or filters break the contract's rules (the server
 * validates the query string against the contract; so does the mock), or undefined.
 */
export function listQueryErrors(query: URLSearchParams, path: ResourcePath) {
  const entry: ResourceIndexEntry = resources[path];
  return queryErrors(query, { ...pagingRules, ...entry.filters });
}

/** The list filters of a resource of the index: free text (strings without enum) by substring. */
export function listFiltersOf<Item>(
  entry: ResourceIndexEntry,
  date?: keyof Item & string,
): ListFilters<Item> {
  const filters = Object.entries(entry.filters);
  return {
    declared: filters.map(([name]) => name),
    contains: filters
      .filter(([, filter]) => filter.type === 'string' && !filter.enum && !filter.format)
      .map(([name]) => name as keyof Item & string),
    ...(date === undefined ? {} : { date }),
  };
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
  const declared = filters.declared === undefined ? undefined : new Set(filters.declared);
  for (const [key, value] of query) {
    if (pagingParams.has(key) || value === '' || declared?.has(key) === false) continue;
    const field = record[key];
    if (key === 'q') {
      const needle = value.toLowerCase();
      const searched =
        filters.search === undefined
          ? Object.values(record)
          : filters.search.map((name) => record[name]);
      const hit = searched.some(
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

/**
 * Copies the named input fields that the body carries onto a record (the editable fields of a
 * resource; anything else in the body, e.g. write-only secrets, is never stored).
 */
export function assign<Item extends object>(
  record: Item,
  input: Record<string, unknown>,
  fields: readonly string[],
): Item {
  const next = { ...record } as Record<string, unknown>;
  for (const field of fields) {
    if (field in input) next[field] = input[field];
  }
  return next as Item;
}

/** The body fields of a resource that its records keep: all but the write-only ones. */
export const storedFields = (path: ResourcePath): string[] =>
  Object.entries(resources[path].fields as ResourceIndexEntry['fields'])
    .filter(([, field]) => field.writeOnly !== true)
    .map(([name]) => name);

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => ({}));
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

const notFound = () => HttpResponse.json({ message: errorMessages.notFound }, { status: 404 });

/** The MSW handlers of one CRUD resource over the mock store. */
export function resourceHandlers<Item extends Row>(
  definition: ResourceDefinition<Item>,
  clock: () => string,
): HttpHandler[] {
  const entry: ResourceIndexEntry = resources[definition.path];
  const { api, path, itemPath, operations } = entry;
  const noun = entry.noun ?? path;
  const { rows, envelope = 'data' } = definition;
  const filters = {
    ...listFiltersOf<Item>(entry, definition.dateField),
    ...(definition.search === undefined ? {} : { search: definition.search }),
  };
  const fields = storedFields(definition.path);
  const create = (input: Record<string, unknown>, id: number, now: string): Item => {
    if (definition.create !== undefined) return definition.create(input, id, now);
    if (definition.blank === undefined) throw new Error(`${path} is read-only`);
    return assign(definition.blank(id, now), input, fields);
  };
  const update = (row: Item, input: Record<string, unknown>, now: string): Item =>
    definition.update?.(row, input, now) ?? { ...assign(row, input, fields), updated_at: now };
  const collectionUrl = urlPattern({ api, path });
  const itemUrl = urlPattern({ api, path: itemPath });
  const single = (row: Item, message?: string) =>
    envelope === 'bare' ? row : message === undefined ? { data: row } : { message, data: row };
  const find = (id: unknown) => rows.findIndex((row) => row.id === Number(id));
  const handlers: HttpHandler[] = [];
  /** The rows a list's query selects, newest first. */
  const matchingRows = (query: URLSearchParams) =>
    rows
      .filter(
        (row) => matchesQuery(row, query, filters) && (definition.filter?.(row, query) ?? true),
      )
      .sort((a, b) => b.id - a.id);

  // Before the item handlers: `{path}/export` is not a record id.
  if (operations.export !== undefined) {
    const secrets = new Set(
      Object.entries(entry.fields)
        .filter(([, field]) => field.writeOnly === true)
        .map(([name]) => name),
    );
    const columns = entry.record.filter((column) => !secrets.has(column));
    handlers.push(
      http.get(urlPattern({ api, path: `${path}/export` }), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const invalid = listQueryErrors(query, definition.path);
        if (invalid !== undefined) return HttpResponse.json(invalid, { status: 422 });
        const matching = matchingRows(query);
        if (matching.length > exportRowLimit) {
          const message = exportTooLarge(matching.length);
          return HttpResponse.json({ message, errors: { rows: [message] } }, { status: 422 });
        }
        const csv = [...csvLines(columns, matching as unknown as Record<string, unknown>[])];
        const file = exportFileName(path, clock().slice(0, 10));
        return new HttpResponse(csv.join(''), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${file}"`,
          },
        });
      }),
    );
  }

  if (operations.list !== undefined) {
    handlers.push(
      http.get(collectionUrl, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const invalid = listQueryErrors(query, definition.path);
        if (invalid !== undefined) return HttpResponse.json(invalid, { status: 422 });
        const matching = matchingRows(query);
        if (query.get('pagination') === 'false' || query.get('pagination') === '0') {
          return HttpResponse.json({ data: matching });
        }
        const { page, perPage } = pageOfQuery(query);
        return HttpResponse.json(paginate(matching, page, perPage));
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
        const now = clock();
        const row = create(body, Math.max(0, ...rows.map((r) => r.id)) + 1, now);
        rows.push(row);
        definition.afterWrite?.(row, now);
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
        // As on the server, the body is validated before the record is looked up.
        const body = await readBody(request);
        const invalid = missingRequired(operationId, body);
        if (invalid !== undefined) return HttpResponse.json(invalid, { status: 422 });
        const index = find(params.id);
        const row = rows[index];
        if (row === undefined) return notFound();
        const now = clock();
        const updated = update(row, body, now);
        rows[index] = updated;
        definition.afterWrite?.(updated, now);
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
  if (operations.lookup !== undefined) {
    const named = (row: Item) => {
      const { name } = row as Row & { name?: unknown };
      return definition.option?.(row) ?? (typeof name === 'string' ? name : '');
    };
    handlers.push(
      http.get(urlPattern(operationPaths[operations.lookup]), () => {
        const options = [...rows]
          .sort((a, b) => a.id - b.id)
          .map((row) => ({ id: row.id, name: named(row) }));
        // By name as the server orders them; options of the same name stay in id order.
        options.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        return HttpResponse.json({ data: options });
      }),
    );
  }
  if (operations.all !== undefined) {
    handlers.push(
      http.get(urlPattern(operationPaths[operations.all]), () =>
        HttpResponse.json({ data: [...rows].sort((a, b) => a.id - b.id) }),
      ),
    );
  }
  return handlers;
}
