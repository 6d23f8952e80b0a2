import { http, HttpResponse, type HttpHandler } from 'msw';
import { urlPattern, type Row } from '../../engine';

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
