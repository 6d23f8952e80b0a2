import { useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, Frame, Input } from '../fields/fieldStyles';
import { fromInputValue, rangeError, toInputValue, type DateTimeRangeValue } from './model';

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
 * Two date-time fields, from and to, with seconds. The value keeps the back end's
 * 'YYYY-MM-DD hh:mm:ss' format; an end before the start shows an error.
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
    { key: 'to', text: toLabel, min: toInputValue(value.from) || undefined },
  ] as const;
  return (
    <Root data-component="DateTimeRange" disabled={disabled} {...rest}>
      <Legend>{label}</Legend>
      {ends.map((end) => (
        <End key={end.key}>
          <label htmlFor={`${id}-${end.key}`}>{end.text}</label>
          <Frame>
            <Input
              id={`${id}-${end.key}`}
              type="datetime-local"
              step={1}
              min={end.min}
              value={toInputValue(value[end.key])}
              aria-invalid={errorText !== undefined && (end.key === 'to' || error !== undefined)}
              aria-describedby={errorText === undefined ? undefined : errorId}
              onChange={(event) =>
                onChange({ ...value, [end.key]: fromInputValue(event.target.value) })
              }
            />
          </Frame>
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
