import {
  Button,
  Icon,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  DateTimeInput,
  TextInput,
  Textarea,
  type FormFieldControlProps,
  type SelectValue,
} from '@ds';
import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { useLookupOptions, useSearchedLookup } from '../api/resourceApi';
import type { FieldValue, FormValues, ResourceField } from '../types';

export interface FieldControlProps extends FormFieldControlProps {
  /** The field to draw. */
  field: ResourceField;
  /** Its value. */
  value: FieldValue;
  /** All values of the form. */
  values: FormValues;
  /** Called with the new value. */
  onChange: (value: FieldValue) => void;
  /** The form's field errors, for custom controls with nested fields. */
  errors: Record<string, string[]>;
  /** Called when the user leaves a text input (its format is checked then). */
  onLeave?: () => void;
}

const statusOptions = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Inactive' },
];

const LookupNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--tck-space-1) var(--tck-space-2);
  margin: 0;
  color: var(--tck-color-danger);
`;

/**
 * A choice whose options could not be loaded says so under it, with a retry, rather than
 * offering an empty list a required field cannot be filled from.
 */
function WithLookupFailure({
  label,
  failed,
  onRetry,
  describedBy,
  children,
}: {
  label: string;
  failed: boolean;
  onRetry: () => void;
  describedBy: string | undefined;
  children: (describedBy: string | undefined) => ReactElement;
}) {
  const noteId = useId();
  if (!failed) return children(describedBy);
  return (
    <>
      {children([describedBy, noteId].filter(Boolean).join(' '))}
      <LookupNote id={noteId} role="alert">
        <Icon name="fa-exclamation-triangle" />
        Could not load the {label.toLowerCase()} options.
        <Button variant="link" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </LookupNote>
    </>
  );
}
const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A date-time input's value (minutes, UTC) of an ISO timestamp, and back. */
/** A stored UTC date-time ('…T08:30:00Z') as the field shows it ('… 08:30:00'), and back. */
const toDateTimeField = (value: FieldValue) =>
  typeof value === 'string' ? value.slice(0, 19).replace('T', ' ') : '';
const fromDateTimeField = (value: string) => (value === '' ? '' : `${value.replace(' ', 'T')}Z`);

function asText(value: FieldValue): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function asSelectValue(value: FieldValue): SelectValue | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The control of one resource form field, given the FormField's id and aria props. */
export function FieldControl({
  field,
  value,
  values,
  onChange,
  errors,
  onLeave,
  ...control
}: FieldControlProps) {
  const searched = field.lookup?.search !== undefined;
  const lookup = useLookupOptions(searched ? undefined : field.lookup);
  const search = useSearchedLookup(field.lookup, value);
  const invalid = control['aria-invalid'] === true;
  const lookupState = {
    label: field.label,
    failed: field.lookup !== undefined && field.options === undefined && lookup.isError,
    onRetry: () => void lookup.refetch(),
    describedBy: control['aria-describedby'],
  };
  switch (field.type) {
    case 'password':
      return (
        <PasswordInput
          {...control}
          autoComplete="new-password"
          value={asText(value)}
          onChange={onChange}
          invalid={invalid}
        />
      );
    case 'textarea':
      return <Textarea {...control} value={asText(value)} onChange={onChange} invalid={invalid} />;
    case 'number':
      return (
        <NumberInput
          {...control}
          value={
            typeof value === 'number'
              ? value
              : value === '' || value === null
                ? null
                : Number(value)
          }
          onChange={onChange}
          step={field.decimals === undefined ? 1 : 10 ** -field.decimals}
          invalid={invalid}
        />
      );
    case 'select':
    case 'status':
      return (
        <WithLookupFailure {...lookupState}>
          {(describedBy) => (
            <Select
              {...control}
              aria-describedby={describedBy}
              value={asSelectValue(value)}
              onChange={onChange}
              options={
                field.type === 'status'
                  ? statusOptions
                  : [...(field.options ?? (searched ? search.options : lookup.data) ?? [])]
              }
              loadOptions={search.loadOptions}
              placeholder={
                searched
                  ? 'Type to search…'
                  : lookup.isPending && field.lookup !== undefined
                    ? 'Loading…'
                    : 'Choose…'
              }
              searchable={field.type === 'select'}
              clearable={field.required !== true}
              invalid={invalid}
            />
          )}
        </WithLookupFailure>
      );
    case 'multiselect':
      return (
        <WithLookupFailure {...lookupState}>
          {(describedBy) => (
            <MultiSelect
              {...control}
              aria-describedby={describedBy}
              value={Array.isArray(value) ? (value as SelectValue[]) : []}
              onChange={onChange}
              options={[...(field.options ?? lookup.data ?? [])]}
              searchable
              invalid={invalid}
            />
          )}
        </WithLookupFailure>
      );
    case 'date':
      return (
        <DateTimeInput
          {...control}
          kind="date"
          value={asText(value)}
          onChange={onChange}
          invalid={invalid}
        />
      );
    case 'datetime':
      return (
        <DateTimeInput
          {...control}
          value={toDateTimeField(value)}
          onChange={(next) => {
            onChange(fromDateTimeField(next));
          }}
          invalid={invalid}
        />
      );
    case 'boolean':
      return (
        <Select
          {...control}
          value={value === true ? 'yes' : value === false ? 'no' : null}
          onChange={(next) => {
            onChange(next === 'yes' ? true : next === 'no' ? false : null);
          }}
          options={yesNoOptions}
          placeholder="Choose…"
          clearable={field.required !== true}
          invalid={invalid}
        />
      );
    case 'custom':
      return (
        <>
          {field.render?.({
            value,
            onChange,
            values,
            id: control.id ?? field.name,
            invalid,
            errors,
          })}
        </>
      );
    default:
      return (
        <TextInput
          {...control}
          type={field.type === 'url' || field.type === 'email' ? field.type : 'text'}
          value={asText(value)}
          onChange={onChange}
          onBlur={onLeave}
          placeholder={field.placeholder}
          invalid={invalid}
        />
      );
  }
}
