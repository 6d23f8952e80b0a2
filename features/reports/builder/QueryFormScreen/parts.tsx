import {
  Button,
  Icon,
  IconButton,
  MultiSelect,
  Select,
  TextInput,
  YesNoToggle,
  type FormFieldControlProps,
  type SelectOption,
} from '@ds';
import type { Dispatch, ReactNode } from 'react';
import styled from 'styled-components';
import {
  pickerOptions,
  type FormErrors,
  type QueryFormState,
  type Toggle,
} from '../model/queryForm';
import { type QueryFormAction } from '../model/queryFormReducer';

/** What every section of the visual builder receives. */
export interface SectionProps {
  /** The form's state. */
  state: QueryFormState;
  /** Changes the form. */
  dispatch: Dispatch<QueryFormAction>;
  /** The `table.column` names of the chosen tables. */
  columns: readonly string[];
  /** Field errors by field name. */
  errors: FormErrors;
}

const Frame = styled.section`
  display: grid;
  gap: var(--tck-space-3);
  padding: var(--tck-space-4);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--tck-space-3);
  }
  & > header h2 {
    margin: 0;
    font-size: var(--tck-font-size-md);
    font-weight: var(--tck-font-weight-semibold);
  }
`;

/** Rows of fields that wrap on narrow screens. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: var(--tck-space-3);
  align-items: end;
  padding-bottom: var(--tck-space-3);
  border-bottom: 1px dashed var(--tck-color-border);

  &:last-of-type {
    border-bottom: 0;
    padding-bottom: 0;
  }
  /* A row's remove button keeps its own size instead of filling a grid cell. */
  & > [data-component='IconButton'] {
    justify-self: start;
  }
`;

/** A muted line, e.g. what an empty list means. */
export const Muted = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

export interface SectionFrameProps {
  /** The section's heading. */
  title: string;
  /** The yes/no toggle that reveals the section, if it has one. */
  toggle?: { name: Toggle; label: string };
  /** The form's state and dispatch, for the toggle. */
  state: QueryFormState;
  dispatch: Dispatch<QueryFormAction>;
  /** Buttons at the end of the header, e.g. Add. */
  actions?: ReactNode;
  /** The section's fields, shown while its toggle is on. */
  children: ReactNode;
}

/** A section of the visual builder, with its yes/no toggle (report-builder §4). */
export function SectionFrame({
  title,
  toggle,
  state,
  dispatch,
  actions,
  children,
}: SectionFrameProps) {
  const open = toggle === undefined || state[toggle.name] === 'yes';
  return (
    <Frame aria-label={title} data-section={title}>
      <header>
        <h2>{title}</h2>
        {toggle !== undefined && (
          <YesNoToggle
            label={toggle.label}
            value={state[toggle.name]}
            onChange={(value) => dispatch({ type: 'toggle', toggle: toggle.name, value })}
          />
        )}
        {open && actions}
      </header>
      {open && children}
    </Frame>
  );
}

/** An Add button of a section. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" icon={<Icon name="fa-plus" />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** A row's Remove button. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <IconButton icon="fa-trash" label={label} variant="danger" size="sm" onClick={onClick} />;
}

const asOption = (name: string): SelectOption => ({ value: name, label: name });

export interface ColumnPickerProps extends FormFieldControlProps {
  /** Every `table.column` name offered. */
  columns: readonly string[];
  /** The chosen column; '' for none. */
  value: string;
  /** Called with the chosen column ('' when cleared). */
  onChange: (value: string) => void;
  /** Marks the choice as wrong. */
  invalid?: boolean;
}

/** The column picker: searchable, at most 300 options shown (report-builder §9). */
export function ColumnPicker({ columns, value, onChange, invalid, ...control }: ColumnPickerProps) {
  return (
    <Select
      {...control}
      invalid={invalid ?? control['aria-invalid']}
      value={value === '' ? null : value}
      options={value === '' ? [] : [asOption(value)]}
      loadOptions={(query) => Promise.resolve(pickerOptions(columns, query).map(asOption))}
      debounceMs={0}
      clearable
      placeholder="Select a column"
      noOptionsText="No columns: choose a table first"
      onChange={(next) => onChange(next === null ? '' : String(next))}
    />
  );
}

export interface ColumnOrExpressionProps extends FormFieldControlProps {
  /** Whether a raw SQL expression is typed instead of a column picked. */
  raw: boolean;
  /** Every `table.column` name offered. */
  columns: readonly string[];
  /** The column or the expression; '' for none. */
  value: string;
  /** Called with the new column or expression. */
  onChange: (value: string) => void;
  /** Shown in an empty expression. */
  placeholder: string;
}

/** A column from the picker, or a raw expression typed in (the rows' `is_raw` flags). */
export function ColumnOrExpression({
  raw,
  columns,
  value,
  onChange,
  placeholder,
  ...control
}: ColumnOrExpressionProps) {
  return raw ? (
    <TextInput {...control} value={value} placeholder={placeholder} onChange={onChange} />
  ) : (
    <ColumnPicker {...control} columns={columns} value={value} onChange={onChange} />
  );
}

export interface ColumnsPickerProps extends FormFieldControlProps {
  /** Every `table.column` name offered (output aliases may be added). */
  columns: readonly string[];
  /** The chosen columns. */
  value: readonly string[];
  /** Called with the chosen columns. */
  onChange: (value: string[]) => void;
}

/** A column picker for several columns (group by, order by). */
export function ColumnsPicker({ columns, value, onChange, ...control }: ColumnsPickerProps) {
  return (
    <MultiSelect
      {...control}
      invalid={control['aria-invalid']}
      value={[...value]}
      options={value.map(asOption)}
      loadOptions={(query) => Promise.resolve(pickerOptions(columns, query).map(asOption))}
      debounceMs={0}
      placeholder="Select columns"
      onChange={(next) => onChange(next.map(String))}
    />
  );
}

/** The first message of a field, for controls that show one error. */
export const errorOf = (errors: FormErrors, field: string) => errors[field]?.[0];
