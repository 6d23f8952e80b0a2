import { resourceIndex, type paths, type ResourceIndexEntry } from '@api';
import type { DataTableColumn, GlyphName, SelectOption } from '@ds';
import type { ReactNode } from 'react';

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

type OkBody<Operation> = Operation extends { responses: { 200: infer Ok } } ? JsonOf<Ok> : never;

/** Paths of the API whose GET answers a list of records under `data`. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: infer Get }
    ? OkBody<Get> extends { data: readonly unknown[] }
      ? P
      : never
    : never;
}[keyof paths];

/** A record of a list path, as the contract types it. */
export type RowOf<P extends ListPath> = paths[P] extends { get: infer Get }
  ? OkBody<Get> extends { data: readonly (infer Row)[] }
    ? Row
    : never
  : never;

/** Any record a resource lists: an object with an id. */
export interface ResourceRecord {
  /** The record's id, used in the item path `{path}/{id}`. */
  id: number | string;
}

/** A value held by a form field. */
export type FieldValue = unknown;

/** The values of a resource form, by field name. */
export type FormValues = Record<string, FieldValue>;

/**
 * Where a select field finds its options: a lookup call answering `{ data: [...] }`, or a list
 * of a small catalogue that has no lookup (with `query`, e.g. `{ per_page: 100 }`).
 */
export interface LookupSource {
  /** The lookup's path, e.g. '/all-departments'. */
  path: ListPath;
  /** Query parameters of the call (a list's page size). */
  query?: Record<string, string | number | boolean>;
  /** The option's text: a field of the item (default 'name') or a function. */
  label?: string | ((item: Record<string, unknown>) => string);
  /** The option's value field (default 'id'). */
  value?: string;
  /**
   * The list filter that finds records by the text typed (e.g. 'sale_reference'): the options are
   * searched on the server as the user types, a page at a time, rather than loaded whole (a
   * ledger has too many records for one list).
   */
  search?: string;
}

/** What a form field's custom control receives. */
export interface CustomFieldProps {
  /** The field's current value. */
  value: FieldValue;
  /** Replaces the field's value. */
  onChange: (value: FieldValue) => void;
  /** All values of the form, for controls that depend on others. */
  values: FormValues;
  /** The control's id (the label points at it). */
  id: string;
  /** Whether the field has an error. */
  invalid: boolean;
  /** Field errors of the form, for controls with nested fields (`<name>.<index>.<field>`). */
  errors: Record<string, string[]>;
}

/** One input of a resource form. */
export interface ResourceField {
  /** The body field it sets. */
  name: string;
  /** The visible label. */
  label: string;
  /**
   * The control: text-like inputs, a number, a date (`YYYY-MM-DD`), a date and time (ISO, in
   * UTC), yes/no (a boolean), a select (options or a lookup) or a custom control.
   */
  type?:
    | 'text'
    | 'email'
    | 'url'
    | 'password'
    | 'textarea'
    | 'number'
    | 'date'
    | 'datetime'
    | 'boolean'
    | 'select'
    | 'multiselect'
    | 'status'
    | 'custom';
  /** Must be filled; its message is Laravel's 'The {label} field is required.' unless given. */
  required?: boolean;
  /** The required message, when the spec names the field differently from its label. */
  requiredMessage?: string;
  /** Further client-side checks; returns the message of the first broken rule. */
  validate?: (value: FieldValue, values: FormValues) => string | undefined;
  /** Errors of a custom control's nested inputs, keyed like Laravel's `conditions.0.field`. */
  nestedErrors?: (value: FieldValue) => Record<string, string[]>;
  /** A short help text under the label; a field with a `pattern` says it here in words. */
  hint?: string;
  /**
   * The regular expression a text value must match (the contract's `pattern`): checked as the
   * user leaves the field and on submit, with the server's message ('The code format is invalid.').
   */
  pattern?: string;
  /** An example value shown in the empty input, e.g. 'ACC-00010441'. */
  placeholder?: string;
  /**
   * Fixed options of a select; a select or multi-select without them offers the values the
   * contract allows (its enum), worded by `optionLabels`.
   */
  options?: readonly SelectOption[];
  /** The words of the contract's values, where they are not the value capitalized. */
  optionLabels?: Readonly<Record<string, string>>;
  /** Options of a select loaded from a lookup call. */
  lookup?: LookupSource;
  /** Decimal places a number field accepts (its step). */
  decimals?: number;
  /** The value of a new record. */
  defaultValue?: FieldValue;
  /** Shown on create only (e.g. a password that edit leaves unchanged). */
  createOnly?: boolean;
  /** Omitted from the body when left empty on edit (e.g. a password kept unchanged). */
  optionalOnEdit?: boolean;
  /**
   * Whether an edit clears it with null (the contract's `nullable`). False: the server refuses
   * null, so an edit leaves the empty field out and the stored (empty) value stays.
   */
  nullable?: boolean;
  /** Draws a custom control. */
  render?: (props: CustomFieldProps) => ReactNode;
  /** Reads the field's value from a loaded record (default: the record's field of the same name). */
  fromRecord?: (record: Record<string, unknown>) => FieldValue;
}

/** One filter of a resource list, kept in the URL query under its name. */
export interface ResourceFilter {
  /** The query parameter. */
  name: string;
  /** The visible label. */
  label: string;
  /** A text box (default), a select or a date (`YYYY-MM-DD`). */
  type?: 'text' | 'select' | 'date';
  /** Fixed options of a select filter; without them, the values the contract allows. */
  options?: readonly SelectOption[];
  /** The words of the contract's values, where they are not the value capitalized. */
  optionLabels?: Readonly<Record<string, string>>;
  /** Options of a select filter loaded from a lookup call. */
  lookup?: LookupSource;
  /** A text filter is sent only from this many characters (the user search needs 2). */
  minLength?: number;
}

/** One line of the show page. */
export interface ResourceDetail<Row> {
  /** The term. */
  label: string;
  /** The value for the record; defaults to the record's `key` field as text. */
  render?(row: Row): ReactNode;
  /** The record field shown when there is no `render`. */
  key?: string;
}

/**
 * An action the show page offers beside Edit and Delete: a POST to `{path}/{id}/{name}` that the
 * contract authorizes as an edit of the record, so it is offered only where Edit would be.
 */
export interface ResourceRecordAction<Row> {
  /** The last segment of the action's path, e.g. 'unlock'. */
  name: string;
  /** The button's text. */
  label: string;
  /** The button's glyph. */
  icon?: GlyphName;
  /** Whether the record offers the action now (only a locked user can be unlocked). */
  available(row: Row): boolean;
  /** What the success toast says when the answer has no message. */
  done: string;
}

/** Everything the generic list, form and show screens need to serve one resource. */
export interface ResourceDefinition<Row extends ResourceRecord = ResourceRecord> {
  /** The collection path of the API, e.g. '/departments'; items are at `{path}/{id}`. */
  path: ListPath;
  /** The plural title, e.g. 'Departments'. */
  title: string;
  /** The singular name, e.g. 'Department'. */
  singular: string;
  /** The list's columns. */
  columns: DataTableColumn<Row>[];
  /** The list's filters, synced to the URL query. */
  filters?: ResourceFilter[];
  /** Query parameters every list call sends (e.g. `pagination: 'true'`). */
  listQuery?: Record<string, string | number | boolean>;
  /** The form's fields; a resource without fields is read-only. */
  fields?: ResourceField[];
  /** The show page's lines; defaults to the columns. */
  details?: ResourceDetail<Row>[];
  /** The show page's record actions beyond Edit and Delete. */
  recordActions?: ResourceRecordAction<Row>[];
  /** What the show page adds under the record's details (e.g. an invoice's lines, related records). */
  related?(row: Row): ReactNode;
  /** Whether records can be deleted (the contract has DELETE on the item path). */
  deletable?: boolean;
  /** Whether the list can be exported as CSV (the contract has `{path}/export`). */
  exportable?: boolean;
  /** Whether the list offers a show page per row. */
  viewable?: boolean;
  /** Names a record in labels and confirmations; defaults to its id. */
  // Method syntax lets a resource of specific rows serve where any resource is expected.
  rowLabel?(row: Row): string;
  /** Turns the form's values into the request body (default: the values as they are). */
  toBody?: (values: FormValues) => Record<string, unknown>;
}

/**
 * Declares a resource on a list path of the contract, typing its rows from the contract. What
 * the contract's resource index knows is the default: whether records can be deleted, which
 * fields a new record needs, and the control of a field the definition leaves untyped (a number,
 * an e-mail address, a URL or a password). The definition says what differs.
 */
export function defineResource<P extends ListPath>(
  definition: ResourceDefinition<RowOf<P> & ResourceRecord> & { path: P },
): ResourceDefinition<RowOf<P> & ResourceRecord> {
  const entry = (resourceIndex as Readonly<Record<string, ResourceIndexEntry>>)[definition.path];
  if (entry === undefined) return definition;
  return {
    ...definition,
    deletable: definition.deletable ?? entry.operations.destroy !== undefined,
    exportable: definition.exportable ?? entry.operations.export !== undefined,
    fields: definition.fields?.map((field) =>
      withContractDefaults(field, entry.fields[field.name]),
    ),
    filters: definition.filters?.map((filter) => ({
      ...filter,
      ...contractOptions(filter, entry.filters[filter.name]?.enum),
    })),
  };
}

/**
 * The options of a select the definition leaves without options or lookup: the values the
 * contract allows, each worded by the definition's `optionLabels` or capitalized.
 */
function contractOptions(
  control: Pick<ResourceField, 'type' | 'options' | 'lookup' | 'optionLabels'>,
  values: readonly unknown[] | undefined,
): Pick<ResourceField, 'options'> {
  const select = control.type === 'select' || control.type === 'multiselect';
  if (!select || control.options !== undefined || control.lookup !== undefined) return {};
  if (values === undefined) return {};
  return {
    options: values
      .filter((value) => typeof value === 'string' || typeof value === 'number')
      .map((value) => ({
        value,
        label:
          control.optionLabels?.[String(value)] ??
          String(value).charAt(0).toUpperCase() + String(value).slice(1),
      })),
  };
}

/** A form field with the contract's facts about its body field as defaults. */
function withContractDefaults(
  field: ResourceField,
  contract: ResourceIndexEntry['fields'][string] | undefined,
): ResourceField {
  if (contract === undefined) return field;
  const custom =
    field.options !== undefined || field.lookup !== undefined || field.render !== undefined;
  const type =
    field.type ??
    (custom
      ? undefined
      : contract.type === 'integer' || contract.type === 'number'
        ? 'number'
        : contract.format === 'email'
          ? 'email'
          : contract.format === 'uri'
            ? 'url'
            : contract.format === 'password'
              ? 'password'
              : undefined);
  return {
    ...field,
    ...contractOptions(field, contract.enum ?? contract.items),
    ...(field.defaultValue === undefined && contract.default !== undefined
      ? { defaultValue: contract.default }
      : {}),
    required: field.required ?? contract.required === true,
    nullable: field.nullable ?? contract.nullable === true,
    ...(type === undefined ? {} : { type }),
    ...(contract.pattern === undefined || custom ? {} : formatOf(field, contract)),
  };
}

/**
 * The format rule of a text field, told before submit: the contract's pattern, its words and
 * example (`x-format-hint`, 'ACC- and 8 digits, e.g. ACC-00010441.') as the hint, and the
 * example in the empty input.
 */
function formatOf(
  field: ResourceField,
  contract: ResourceIndexEntry['fields'][string],
): Pick<ResourceField, 'pattern' | 'hint' | 'placeholder'> {
  const hint = field.hint ?? contract.formatHint;
  const example = /\be\.g\. (.+?)\.?$/.exec(contract.formatHint ?? '')?.[1]?.split(' or ')[0];
  return {
    pattern: field.pattern ?? contract.pattern,
    ...(hint === undefined ? {} : { hint }),
    ...((field.placeholder ?? example) ? { placeholder: field.placeholder ?? example } : {}),
  };
}
