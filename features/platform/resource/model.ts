import { attribute, requiredMessage } from '@domain/laravel';
import type { FieldValue, FormValues, ResourceField, ResourceFilter } from './types';

/** The page sizes a list offers; the first is the API's default (admin §9: 10). */
export const pageSizes = [10, 25, 50, 100] as const;

/** The list state a URL query holds: the page, its size and the filters' values. */
export interface ListState {
  /** The page (1-based). */
  page: number;
  /** Records per page (`per_page`); 10 when not given. */
  perPage?: number;
  /** The filters' values, by query parameter; empty ones are absent. */
  filters: Record<string, string>;
}

/** Reads the page, its size and the declared filters from the URL query. */
export function listStateFromSearch(
  search: URLSearchParams,
  filters: readonly ResourceFilter[],
): ListState {
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  const values: Record<string, string> = {};
  for (const filter of filters) {
    const value = search.get(filter.name);
    if (value !== null && value !== '') values[filter.name] = value;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: pageSizes.find((size) => size === perPage) ?? pageSizes[0],
    filters: values,
  };
}

/**
 * Writes the list state into a URL query, keeping unrelated parameters; page 1 and the default
 * page size are left out.
 */
export function searchFromListState(
  current: URLSearchParams,
  state: ListState,
  filters: readonly ResourceFilter[],
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const filter of filters) next.delete(filter.name);
  for (const [name, value] of Object.entries(state.filters))
    if (value !== '') next.set(name, value);
  if (state.page > 1) next.set('page', String(state.page));
  else next.delete('page');
  if (state.perPage !== undefined && state.perPage !== pageSizes[0])
    next.set('per_page', String(state.perPage));
  else next.delete('per_page');
  return next;
}

/** The filters of the list state that are sent: those long enough, trimmed. */
export function sentFilters(
  state: ListState,
  filters: readonly ResourceFilter[],
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of filters) {
    const value = state.filters[filter.name]?.trim() ?? '';
    if (value.length === 0 || value.length < (filter.minLength ?? 0)) continue;
    query[filter.name] = value;
  }
  return query;
}

/** The list call's query: the page, its size, the fixed parameters and the filters sent. */
export function listQuery(
  state: ListState,
  filters: readonly ResourceFilter[],
  fixed: Record<string, string | number | boolean> = {},
): Record<string, string | number | boolean> {
  return {
    ...fixed,
    page: state.page,
    per_page: state.perPage ?? pageSizes[0],
    ...sentFilters(state, filters),
  };
}

function isEmpty(value: FieldValue): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Laravel's required message for a label, e.g. 'The route name field is required.' */
export function requiredMessageFor(field: ResourceField): string {
  return field.requiredMessage ?? requiredMessage(field.name, field.label.toLowerCase());
}

/** The fields a form shows: create-only fields are left out when editing. */
export function visibleFields(
  fields: readonly ResourceField[],
  mode: 'create' | 'edit',
): ResourceField[] {
  return fields.filter((field) => mode === 'create' || field.createOnly !== true);
}

/** The server's message for a value its pattern refuses: 'The account number format is invalid.' */
export function formatMessage(field: Pick<ResourceField, 'name'>): string {
  return `The ${attribute(field.name)} format is invalid.`;
}

/** The format error of a value (its trimmed text, as it is sent), if the field has a pattern. */
export function formatError(field: ResourceField, value: FieldValue): string | undefined {
  if (field.pattern === undefined || typeof value !== 'string' || value.trim() === '') {
    return undefined;
  }
  return new RegExp(field.pattern, 'u').test(value.trim()) ? undefined : formatMessage(field);
}

/**
 * The form's errors with one field's format checked again (as the user leaves it, or fixes it):
 * its format message goes or comes, its other messages (the server's) stay.
 */
export function withFormatChecked(
  errors: Record<string, string[]>,
  field: ResourceField,
  value: FieldValue,
): Record<string, string[]> {
  const others = (errors[field.name] ?? []).filter((message) => message !== formatMessage(field));
  const found = formatError(field, value);
  const messages = found === undefined ? others : [found, ...others];
  const rest = Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field.name));
  return messages.length > 0 ? { ...rest, [field.name]: messages } : rest;
}

/** Client-side errors of a form: required fields first, then each field's own rule. */
export function validateValues(
  fields: readonly ResourceField[],
  values: FormValues,
  mode: 'create' | 'edit',
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of visibleFields(fields, mode)) {
    const value = values[field.name];
    const skipRequired = mode === 'edit' && field.optionalOnEdit === true;
    if (isEmpty(value)) {
      if (field.required === true && !skipRequired)
        errors[field.name] = [requiredMessageFor(field)];
      continue;
    }
    const message = formatError(field, value) ?? field.validate?.(value, values);
    if (message !== undefined) errors[field.name] = [message];
    Object.assign(errors, field.nestedErrors?.(value));
  }
  return errors;
}

const nullWhenEmpty = new Set<ResourceField['type']>(['number', 'select', 'status', 'boolean']);

function emptyValueOf(field: ResourceField): FieldValue {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'multiselect') return [];
  if (nullWhenEmpty.has(field.type)) return null;
  return '';
}

/** The form's starting values: a loaded record's fields on edit, the defaults on create. */
export function initialValues(
  fields: readonly ResourceField[],
  record?: Record<string, unknown>,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (record === undefined || field.createOnly === true || field.optionalOnEdit === true) {
      values[field.name] = emptyValueOf(field);
      continue;
    }
    const value = field.fromRecord ? field.fromRecord(record) : record[field.name];
    values[field.name] = value ?? emptyValueOf(field);
  }
  return values;
}

/** The request body of the visible fields; empty ones are left out on create, null on edit. */
export function bodyFromValues(
  fields: readonly ResourceField[],
  values: FormValues,
  mode: 'create' | 'edit',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of visibleFields(fields, mode)) {
    const value = values[field.name];
    if (isEmpty(value) && !Array.isArray(value)) {
      // As Laravel reads empty inputs: left out of a new record, cleared (null) on an edit
      // where the server takes null; where it does not, left out so the stored value stays.
      if (mode === 'edit' && field.optionalOnEdit !== true && field.nullable !== false)
        body[field.name] = null;
      continue;
    }
    body[field.name] =
      typeof value === 'string' && field.type !== 'password' ? value.trim() : value;
  }
  return body;
}

/**
 * The rate rule of admin §5: numeric, at most 2 decimals, from 0 to 99. Returns the message of
 * the broken part, or undefined.
 */
export function rateRule(label = 'rate') {
  return (value: FieldValue): string | undefined => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return `The ${label} must be a number.`;
    if (!/^-?\d+(\.\d{1,2})?$/.test(text.trim()))
      return `The ${label} may have at most 2 decimal places.`;
    const number = Number(text);
    if (number < 0 || number > 99) return `The ${label} must be between 0 and 99.`;
    return undefined;
  };
}
