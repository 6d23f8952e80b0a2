import { Label } from '@ds';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatMoney, formatRate, isDateText } from './format';
import { ReferenceName, referenceOf } from './references';
import { moneyFields, rateFields, statusFields, toneOf, valueLabel } from './vocabulary';

/** Text that reads as one unit (an amount, a date, a reference number): kept on one line. */
export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** A status value as a coloured label. */
export function StatusBadge({
  field = 'status',
  value,
}: {
  /** The status field, for its value's label. */ field?: string;
  /** The status. */ value: unknown;
}) {
  if (value === null || value === undefined || value === '') return null;
  return <Label tone={toneOf(value)}>{valueLabel(field, value)}</Label>;
}

function listText(field: string, value: readonly unknown[]): string {
  return value.map((item) => valueLabel(field, item)).join(', ');
}

/** What showing a resource's fields needs to know: its path and which fields are enums. */
export interface FieldContext {
  /** The resource's collection path (a `parent_id` points at it). */
  path: string;
  /** Fields holding one of a fixed set of values (labelled, not shown as typed). */
  enums: ReadonlySet<string>;
}

/**
 * One field of a billing record as the screens show it: money with its currency and two
 * decimals, rates as percentages, statuses as labels, references by name linked to their
 * record, dates in words, enum values labelled, free text as it is.
 */
export function fieldValue(
  context: FieldContext,
  field: string,
  row: Readonly<Record<string, unknown>>,
): ReactNode {
  const value = row[field];
  if (value === null || value === undefined || value === '') return null;
  const reference = field === 'id' ? undefined : referenceOf(field, context.path);
  if (reference !== undefined && typeof value === 'number')
    return <ReferenceName reference={reference} id={value} />;
  if (moneyFields.has(field)) return <Nowrap>{formatMoney(value, row.currency)}</Nowrap>;
  if (rateFields.has(field)) return <Nowrap>{formatRate(value)}</Nowrap>;
  if (statusFields.has(field)) return <StatusBadge field={field} value={value} />;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return listText(field, value);
  if (typeof value !== 'string' && typeof value !== 'number') return JSON.stringify(value);
  if (isDateText(value)) return <Nowrap>{formatDate(value)}</Nowrap>;
  return context.enums.has(field) ? valueLabel(field, value) : String(value);
}
