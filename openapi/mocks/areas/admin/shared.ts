import { errorMessages, validationMessage, type ValidationErrors } from '@domain/laravel';

/** The JSON body of a request as a plain record (an unreadable body reads as `{}`). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => ({}));
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The query string of a request. */
export function searchParams(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** A positive integer query parameter, or the fallback. */
export function intParam(query: URLSearchParams, name: string, fallback: number): number {
  const value = Number(query.get(name) ?? '');
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** Laravel's 404 body for an unknown record. */
export const missing = { message: errorMessages.notFound };

/** Laravel's 422 body with the given field messages. */
export function failure(errors: Record<string, string[]>): ValidationErrors {
  return { message: validationMessage(errors), errors };
}

/** The next free id of a collection. */
export function nextId(rows: readonly { id: number }[]): number {
  return Math.max(0, ...rows.map((row) => row.id)) + 1;
}

/** A text value of a body field, or undefined. */
export function text(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  return typeof value === 'string' ? value : undefined;
}

/** The positive integers of an array body field (other entries are dropped). */
export function idList(body: Record<string, unknown>, field: string): number[] {
  const value = body[field];
  return Array.isArray(value)
    ? value.filter((item): item is number => Number.isInteger(item) && Number(item) >= 1)
    : [];
}
