import { requiredMessage } from '@domain/laravel';

/** Error messages per field name, as Laravel returns them in a 422 answer's `errors`. */
export type FieldErrors = Record<string, string[]>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function messages(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * The field errors of a validation failure: a Laravel 422 body `{message, errors: {field: [text]}}`,
 * or its `errors` object alone. Single strings become one-message lists; anything else (no
 * errors, another error body, malformed entries) gives no errors rather than failing.
 */
export function fieldErrorsFrom(response: unknown): FieldErrors {
  if (!isRecord(response)) return {};
  const source = isRecord(response.errors) ? response.errors : response;
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(source)) {
    // The body's own `message` is the summary, not a field.
    if (source === response && field === 'message') continue;
    const list = messages(value);
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/** Whether any field has an error. */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((list) => list.length > 0);
}

/** The errors with the given fields' entries replaced; an empty list removes a field's errors. */
export function withFieldErrors(errors: FieldErrors, changes: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries({ ...errors, ...changes }).filter(([, list]) => list.length > 0),
  );
}

/**
 * Required-field errors for the empty values among `values` (a string of spaces, null, undefined
 * and an empty list count as empty).
 */
export function requiredErrors(
  values: Record<string, unknown>,
  required: readonly string[],
): FieldErrors {
  const result: FieldErrors = {};
  for (const field of required) {
    const value = values[field];
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (empty) result[field] = [requiredMessage(field)];
  }
  return result;
}
