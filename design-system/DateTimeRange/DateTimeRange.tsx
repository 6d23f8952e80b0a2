import { useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError } from '../fields/fieldStyles';
import { DateTimeInput } from './DateTimeInput';
import { rangeError, type DateTimeRangeValue } from './model';

export interface DateTimeRangeProps extends Omit<
  HTMLAttributes<HTMLFieldSetElement>,
  'onChange' | 'defaultValue'
> {
  /** The group's name, e.g. 'Created At'. */
  label: string;
  /** The range; each end 'YYYY-MM-DD hh:mm:ss' (24-hour) or '' when not set. */
  value: DateTimeRangeValue;
  /** Called with the new range whenever either end changes. */
  onChange: (value: DateTimeRangeValue) => void;
  /** Label of the start field. */
  fromLabel?: string;
  /** Label of the end field. */
  toLabel?: string;
  /** An error from outside (e.g. the server); the reversed-range error shows otherwise. */
  error?: string;
  /** Not available now. */
  disabled?: boolean;
}

const Root = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--tck-space-2) var(--tck-space-4);
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-sm);
`;

const Legend = styled.legend`
  margin-bottom: var(--tck-space-2);
  padding: 0;
  font-weight: var(--tck-font-weight-semibold);
`;

const End = styled.div`
  display: grid;
  gap: var(--tck-space-1);
`;

const Error = styled(FieldError)`
  grid-column: 1 / -1;
  margin: 0;
`;

/**
 * Two date-time fields, from and to, with seconds, shown and typed as 'YYYY-MM-DD hh:mm:ss'
 * (the back end's format) whatever the browser's language; an end before the start shows an
 * error.
 */
export function DateTimeRange({
  label,
  value,
  onChange,
  fromLabel = 'From',
  toLabel = 'To',
  error,
  disabled = false,
  ...rest
}: DateTimeRangeProps) {
  const id = useId();
  const errorText = error ?? rangeError(value);
  const errorId = `${id}-error`;
  const ends = [
    { key: 'from', text: fromLabel, min: undefined },
    { key: 'to', text: toLabel, min: value.from === '' ? undefined : value.from },
  ] as const;
  return (
    <Root data-component="DateTimeRange" disabled={disabled} {...rest}>
      <Legend>{label}</Legend>
      {ends.map((end) => (
        <End key={end.key}>
          <label htmlFor={`${id}-${end.key}`}>{end.text}</label>
          <DateTimeInput
            id={`${id}-${end.key}`}
            min={end.min}
            value={value[end.key]}
            disabled={disabled}
            pickerLabel={`Choose ${end.text} from a calendar`}
            invalid={errorText !== undefined && (end.key === 'to' || error !== undefined)}
            aria-describedby={errorText === undefined ? undefined : errorId}
            onChange={(next) => onChange({ ...value, [end.key]: next })}
          />
        </End>
      ))}
      {errorText !== undefined && (
        <Error id={errorId} role="alert">
          {errorText}
        </Error>
      )}
    </Root>
  );
}
