import type { Schema } from '@api';
import {
  Button,
  Form,
  FormField,
  MultiSelect,
  Select,
  TextInput,
  type FieldErrors,
  type FormFieldControlProps,
} from '@ds';
import { useState } from 'react';
import styled from 'styled-components';
import { filterControl, filterQuery, type FilterValue } from '../model';

type GridFilter = Schema<'GridFilter'>;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-2) var(--tck-space-3);
  align-items: flex-start;
`;

/** One filter's place: a range takes two inputs' room. */
const Slot = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  max-width: 20rem;

  &[data-wide='true'] {
    flex-basis: 22rem;
    max-width: 28rem;
  }
`;

const RangeGroup = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--tck-space-1);
`;

const Actions = styled.div`
  display: flex;
  gap: var(--tck-space-2);
  align-items: end;
  padding-top: 1.5rem;
`;

interface RangeInputsProps extends FormFieldControlProps {
  alias: string;
  placeholder: string;
  value: { from: string; to: string };
  onChange: (value: { from: string; to: string }) => void;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** The two ends of a 'between' filter, as one labelled group. */
function RangeInputs({
  id,
  alias,
  placeholder,
  value,
  onChange,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: RangeInputsProps) {
  const hint = (end: string) => (placeholder === '' ? end : `${end} ${placeholder}`);
  return (
    <RangeGroup id={id} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <TextInput
        aria-label={`${alias} from`}
        aria-invalid={invalid}
        placeholder={hint('From')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <TextInput
        aria-label={`${alias} to`}
        aria-invalid={invalid}
        placeholder={hint('To')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
      />
    </RangeGroup>
  );
}

const emptyValue = (filter: GridFilter): FilterValue => {
  const control = filterControl(filter);
  if (control.kind === 'range') return { from: '', to: '' };
  if (control.kind === 'choice' && control.multiple) return [];
  return '';
};

export interface GridFilterBarProps {
  /** The report's grid filters. */
  filters: readonly GridFilter[];
  /** Names the form for screen readers, e.g. 'Filter Overdue invoices'. */
  label: string;
  /** The server's errors of the last search, keyed `filters.<alias>`. */
  errors: FieldErrors;
  /** Called with the `filters[alias]` values to run the report with. */
  onSearch: (filters: Record<string, string>) => void;
}

/** The report's run-time grid filters above a table cell, with Search and Reset. */
export function GridFilterBar({ filters, label, errors, onSearch }: GridFilterBarProps) {
  const blank = () =>
    Object.fromEntries(filters.map((filter) => [filter.alias, emptyValue(filter)]));
  const [values, setValues] = useState<Record<string, FilterValue>>(blank);
  const set = (alias: string, value: FilterValue) =>
    setValues((current) => ({ ...current, [alias]: value }));

  return (
    <Form
      aria-label={label}
      errors={errors}
      summaryTitle="The filters could not be used:"
      onSubmit={() => onSearch(filterQuery(values))}
    >
      <Fields>
        {filters.map((filter) => {
          const control = filterControl(filter);
          const value = values[filter.alias] ?? emptyValue(filter);
          const name = `filters.${filter.alias}`;
          if (control.kind === 'choice') {
            const options = control.options.map((option) => ({ value: option, label: option }));
            return (
              <Slot key={filter.alias}>
                <FormField label={filter.alias} name={name}>
                  {control.multiple ? (
                    <MultiSelect
                      options={options}
                      value={Array.isArray(value) ? value : []}
                      onChange={(chosen) => set(filter.alias, chosen.map(String))}
                      placeholder="Any"
                    />
                  ) : (
                    <Select
                      options={options}
                      value={typeof value === 'string' && value !== '' ? value : null}
                      onChange={(chosen) =>
                        set(filter.alias, chosen === null ? '' : String(chosen))
                      }
                      placeholder="Any"
                      clearable
                    />
                  )}
                </FormField>
              </Slot>
            );
          }
          if (control.kind === 'range') {
            const range =
              typeof value === 'object' && !Array.isArray(value) ? value : { from: '', to: '' };
            return (
              <Slot key={filter.alias} data-wide="true">
                <FormField label={filter.alias} name={name}>
                  <RangeInputs
                    alias={filter.alias}
                    placeholder={control.placeholder}
                    value={range}
                    onChange={(next) => set(filter.alias, next)}
                  />
                </FormField>
              </Slot>
            );
          }
          return (
            <Slot key={filter.alias}>
              <FormField label={filter.alias} name={name}>
                <TextInput
                  value={typeof value === 'string' ? value : ''}
                  placeholder={control.placeholder}
                  inputMode={control.numeric ? 'numeric' : undefined}
                  onChange={(text) => set(filter.alias, text)}
                />
              </FormField>
            </Slot>
          );
        })}
        <Actions>
          <Button type="submit" size="sm">
            Search
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setValues(blank());
              onSearch({});
            }}
          >
            Reset
          </Button>
        </Actions>
      </Fields>
    </Form>
  );
}
