import { resourceIndex, type ResourceIndexEntry, type ResourcePath } from '@api';
import type { DataTableColumn } from '@ds';
import {
  defineResource,
  rateRule,
  type FormValues,
  type ListPath,
  type ResourceDefinition,
  type ResourceField,
  type ResourceFilter,
  type ResourceRecord,
  type RowOf,
} from '@features/platform/resource';
import type { ReactNode } from 'react';
import { fieldValue, Nowrap, type FieldContext } from './fieldValue';
import { optionSourceOf, referenceOf } from './references';
import { labelOf, longTextFields, moneyFields, optionsOf, rateFields } from './vocabulary';

/** A billing collection of the contract. */
export type BillingPath = Extract<ListPath, `/cbs/${string}`> & ResourcePath;

/** A record of a billing collection. */
export type BillingRow<P extends BillingPath> = RowOf<P> & ResourceRecord;

type FieldOf<P extends BillingPath> = keyof BillingRow<P> & string;

/** What a billing resource says besides what the contract's resource index knows. */
export interface BillingSpec<P extends BillingPath> {
  /** The collection path of the contract. */
  path: P;
  /** The plural title, e.g. 'Payment transactions'. */
  title: string;
  /** The singular name, e.g. 'Payment transaction'. */
  singular: string;
  /** The field that names a record (its number, code or name). */
  label: FieldOf<P>;
  /** The list's columns after the id, by field. */
  columns: FieldOf<P>[];
  /** The record's own date that the list's date range bounds (the server's date column). */
  date?: FieldOf<P>;
  /** Form fields that differ from what the contract implies (a custom control, a hint). */
  fields?: Partial<Record<string, Partial<ResourceField>>>;
  /** Fields the details leave to `related` (an invoice's lines). */
  hidden?: FieldOf<P>[];
  /** What the show page adds under the details: related records. */
  related?: (row: BillingRow<P>) => ReactNode;
}

const secretHint =
  'Stored and never shown again. Leave it empty when editing to keep the stored one.';

/** A JSON object entered as text (a gateway callback's payload). */
function jsonField(name: string): Partial<ResourceField> {
  return {
    type: 'textarea',
    hint: 'A JSON object, e.g. {"Status": "1"}.',
    fromRecord: (record) => {
      const value = record[name];
      return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
    },
    validate: (value) => {
      try {
        const parsed: unknown = JSON.parse(String(value));
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
          return undefined;
      } catch {
        // Reported below.
      }
      return `The ${labelOf(name).toLowerCase()} must be a JSON object.`;
    },
  };
}

/** The control a body field gets from what it is. */
function controlOf(
  name: string,
  contract: ResourceIndexEntry['fields'][string],
  path: string,
): Partial<ResourceField> {
  const label = labelOf(name).toLowerCase();
  if (contract.writeOnly === true)
    return { type: 'password', optionalOnEdit: true, hint: secretHint };
  const reference = referenceOf(name, path);
  const source = optionSourceOf(reference);
  if (source !== undefined) return { type: 'select', lookup: source };
  // Only agents, which the API does not list, are entered by number.
  if (reference !== undefined) return { type: 'number', hint: `The ${label}'s number.` };
  if (contract.enum !== undefined) {
    const options = optionsOf(name, contract.enum);
    // A new record starts active, in ringgit.
    const preset = name === 'status' || name === 'currency' ? options[0]?.value : undefined;
    return { type: 'select', options, ...(preset === undefined ? {} : { defaultValue: preset }) };
  }
  if (contract.type === 'boolean') return { type: 'boolean' };
  if (rateFields.has(name))
    return {
      type: 'number',
      decimals: 2,
      validate: rateRule(label),
      hint: 'A percentage from 0 to 99, at most 2 decimals.',
    };
  if (moneyFields.has(name)) return { type: 'number', decimals: 2 };
  if (contract.format === 'date') return { type: 'date' };
  if (contract.format === 'date-time') return { type: 'datetime', hint: 'UTC.' };
  if (contract.items !== undefined)
    return { type: 'multiselect', options: optionsOf(name, contract.items) };
  if (contract.type === 'object') return jsonField(name);
  if (longTextFields.has(name)) return { type: 'textarea' };
  return {};
}

function fieldsOf(entry: ResourceIndexEntry, spec: BillingSpec<BillingPath>): ResourceField[] {
  return Object.entries(entry.fields).map(([name, contract]) => ({
    name,
    label: labelOf(name),
    ...('default' in contract ? { defaultValue: contract.default } : {}),
    ...controlOf(name, contract, spec.path),
    ...spec.fields?.[name],
  }));
}

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The list's filters: the contract's, as searchable selects, dates or text. */
function filtersOf(entry: ResourceIndexEntry, spec: BillingSpec<BillingPath>): ResourceFilter[] {
  const day = labelOf(spec.date ?? 'created_at').replace(/ at$/, '');
  return Object.entries(entry.filters).map(([name, filter]): ResourceFilter => {
    if (name === 'date_from' || name === 'date_to')
      return { name, label: `${day} ${name === 'date_from' ? 'from' : 'to'}`, type: 'date' };
    const label = labelOf(name);
    const source = optionSourceOf(referenceOf(name, spec.path));
    if (source !== undefined) return { name, label, type: 'select', lookup: source };
    if (filter.enum !== undefined)
      return { name, label, type: 'select', options: optionsOf(name, filter.enum) };
    if (filter.type === 'boolean') return { name, label, type: 'select', options: yesNo };
    return { name, label };
  });
}

/** Turns the text of JSON fields into objects for the request body. */
function withJson(entry: ResourceIndexEntry) {
  const json = Object.entries(entry.fields)
    .filter(([, field]) => field.type === 'object')
    .map(([name]) => name);
  if (json.length === 0) return undefined;
  return (values: FormValues): Record<string, unknown> => {
    const body: Record<string, unknown> = { ...values };
    for (const name of json) {
      const text = body[name];
      if (typeof text === 'string') body[name] = JSON.parse(text) as unknown;
    }
    return body;
  };
}

/**
 * A billing resource from the contract's resource index: its form fields (controls, required
 * flags, enums as selects, references as searchable lookups, the rate rule, write-only secrets),
 * its list filters (date ranges on the record's own date), its columns and details (money,
 * rates, statuses, references by name). The spec says only what the index cannot.
 */
export function billingResource<P extends BillingPath>(
  spec: BillingSpec<P>,
): ResourceDefinition<BillingRow<P>> {
  const entry: ResourceIndexEntry = resourceIndex[spec.path];
  const general = spec as unknown as BillingSpec<BillingPath>;
  const enums = new Set(
    [...Object.entries(entry.fields), ...Object.entries(entry.filters)]
      .filter(([, field]) => field.enum !== undefined)
      .map(([name]) => name),
  );
  const context: FieldContext = { path: spec.path, enums };
  const secrets = new Set(
    Object.entries(entry.fields)
      .filter(([, field]) => field.writeOnly === true)
      .map(([name]) => name),
  );
  const hidden = new Set<string>(spec.hidden ?? []);
  const show = (field: string) => (row: BillingRow<P>) =>
    fieldValue(context, field, row as Readonly<Record<string, unknown>>);
  const column = (field: string): DataTableColumn<BillingRow<P>> => ({
    key: field,
    header: labelOf(field),
    ...(moneyFields.has(field) || rateFields.has(field) ? { align: 'end' as const } : {}),
    // The record's own name stays on one line (PT-20250601-00042).
    render: field === spec.label ? (row) => <Nowrap>{show(field)(row)}</Nowrap> : show(field),
  });
  const writable = entry.operations.store !== undefined || entry.operations.update !== undefined;
  const toBody = withJson(entry);
  return defineResource<P>({
    path: spec.path,
    title: spec.title,
    singular: spec.singular,
    rowLabel: (row) => {
      const name: unknown = row[spec.label];
      return typeof name === 'string' || typeof name === 'number' ? String(name) : String(row.id);
    },
    columns: [{ key: 'id', header: 'ID', width: '5rem' }, ...spec.columns.map(column)],
    filters: filtersOf(entry, general),
    ...(writable ? { fields: fieldsOf(entry, general) } : {}),
    details: entry.record
      .filter((field) => !secrets.has(field) && !hidden.has(field))
      .map((field) => ({ label: labelOf(field), render: show(field) })),
    ...(spec.related === undefined ? {} : { related: spec.related }),
    ...(toBody === undefined ? {} : { toBody }),
  });
}
