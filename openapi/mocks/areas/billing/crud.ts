import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  paginate,
  resourceHandlers,
  urlPattern,
  type ResourceDefinition,
  type ResourceOperations,
  type Row,
} from '../../engine';

/** How the contract filters one billing list (its query parameters). */
export interface ListFilters<Item> {
  /** Parameters that match a text field by substring ("contains this text"). */
  contains?: readonly (keyof Item & string)[];
  /** The field that date_from/date_to bound (a date or date-time field). */
  date?: keyof Item & string;
}

/** One billing CRUD resource: the engine's definition plus the contract's list filters. */
export interface BillingResource<Item extends Row> extends ResourceDefinition<Item> {
  filters?: ListFilters<Item>;
}

const pagingParams = new Set(['page', 'per_page', 'pagination', 'sort', 'order', 'direction']);

/**
 * The list filter of the billing contract: `name` and the `contains` parameters match by substring
 * (also when the text is numeric, e.g. part of an msisdn), date_from/date_to bound the resource's own date
 * field, `q` searches every text field and any other parameter named like a field matches it
 * exactly (booleans as true/false or 1/0).
 */
export function matchesFilters<Item extends Row>(
  row: Item,
  query: URLSearchParams,
  filters: ListFilters<Item> = {},
): boolean {
  const record = row as unknown as Record<string, unknown>;
  const contains = new Set<string>(['name', ...(filters.contains ?? [])]);
  for (const [key, value] of query) {
    if (pagingParams.has(key) || value === '') continue;
    if (key === 'q') {
      const needle = value.toLowerCase();
      const hit = Object.values(record).some(
        (field) => typeof field === 'string' && field.toLowerCase().includes(needle),
      );
      if (!hit) return false;
    } else if (key === 'date_from' || key === 'date_to') {
      const field = record[filters.date ?? 'created_at'];
      const day = typeof field === 'string' ? field.slice(0, 10) : undefined;
      if (day === undefined) return false;
      if (key === 'date_from' ? day < value : day > value) return false;
    } else if (contains.has(key)) {
      const field = record[key];
      if (typeof field !== 'string' || !field.toLowerCase().includes(value.toLowerCase())) {
        return false;
      }
    } else if (key in record) {
      const field = record[key];
      if (typeof field === 'boolean') {
        const wanted = value === 'true' || value === '1';
        if (field !== wanted) return false;
      } else if (typeof field === 'number' || typeof field === 'string') {
        if (String(field) !== value) return false;
      } else {
        return false;
      }
    }
  }
  return true;
}

/** The list handler of a billing resource: newest first, the contract's filters, paginated. */
function listHandler<Item extends Row>(resource: BillingResource<Item>): HttpHandler {
  return http.get(urlPattern({ api: resource.api, path: resource.path }), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const matching = resource.rows
      .filter(
        (row) =>
          matchesFilters(row, query, resource.filters) && (resource.filter?.(row, query) ?? true),
      )
      .sort((a, b) => b.id - a.id);
    if (query.get('pagination') === 'false' || query.get('pagination') === '0') {
      return HttpResponse.json({ data: matching });
    }
    const page = Number(query.get('page') ?? 1);
    const perPage = Math.min(100, Number(query.get('per_page') ?? 10));
    return HttpResponse.json(
      paginate(matching, Number.isFinite(page) ? page : 1, Number.isFinite(perPage) ? perPage : 10),
    );
  });
}

/**
 * The handlers of one billing resource: the list with the contract's filters, and the engine's
 * store/show/update/destroy for the verbs the contract has.
 */
export function billingResource<Item extends Row>(
  resource: BillingResource<Item>,
  clock: () => string,
): HttpHandler[] {
  const { list, ...writes }: ResourceOperations = resource.operations;
  return [
    ...(list === undefined ? [] : [listHandler(resource)]),
    ...resourceHandlers({ ...resource, operations: writes }, clock),
  ];
}

/** An unpaginated `{data: [{id, name}]}` lookup over a collection, by id. */
export function lookupHandler<Item extends Row>(
  path: string,
  rows: readonly Item[],
  name: (row: Item) => string,
): HttpHandler {
  return http.get(urlPattern({ api: 'admin', path }), () =>
    HttpResponse.json({
      data: [...rows].sort((a, b) => a.id - b.id).map((row) => ({ id: row.id, name: name(row) })),
    }),
  );
}

/**
 * Copies the named input fields that the body carries onto a record (the editable fields of a
 * resource; anything else in the body, e.g. write-only secrets, is never stored).
 */
export function assign<Item extends object>(
  record: Item,
  input: Record<string, unknown>,
  fields: readonly (keyof Item & string)[],
): Item {
  const next = { ...record } as Record<string, unknown>;
  for (const field of fields) {
    if (field in input) next[field] = input[field];
  }
  return next as Item;
}

/** Rounds an amount to sen. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Whether a JSON validator's naive `multipleOf: 0.01` check (value / 0.01 is an integer) accepts it. */
const passesCents = (value: number) => Number.isInteger(value / 0.01);

/**
 * Rounds an amount to sen, moving it by a few sen when the contract validator's naive
 * `multipleOf: 0.01` check would reject the double (about one cent value in nine, e.g. 0.29).
 */
export function cents(value: number): number {
  const rounded = round2(value);
  for (let step = 0; step <= 10; step += 1) {
    for (const candidate of [round2(rounded + step / 100), round2(rounded - step / 100)]) {
      if (passesCents(candidate) && candidate >= 0 === rounded >= 0) return candidate;
    }
  }
  return rounded;
}
