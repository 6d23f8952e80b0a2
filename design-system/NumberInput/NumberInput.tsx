import type { ComponentProps } from 'react';
import { Frame, Input } from '../fields/fieldStyles';

export interface NumberInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'
> {
  /** The number shown; `null` for an empty field. */
  value: number | null;
  /** Called with the new number, or `null` when the field is emptied. */
  onChange: (value: number | null) => void;
  /** Lowest allowed value (arrow keys and the spin buttons stop there). */
  min?: number;
  /** Highest allowed value. */
  max?: number;
  /** Step of the arrow keys and spin buttons; a fraction also allows decimals, e.g. 0.01. */
  step?: number;
  /** Marks the value as wrong (aria-invalid and a red frame). */
  invalid?: boolean;
}

/** A numeric field with a numeric mobile keyboard, e.g. a limit or a rate from 0 to 99. */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  step = 1,
  invalid,
  ...rest
}: NumberInputProps) {
  return (
    <Frame data-component="NumberInput">
      <Input
        type="number"
        inputMode={
          Number.isInteger(step) && (min === undefined || min >= 0) ? 'numeric' : 'decimal'
        }
        min={min}
        max={max}
        step={step}
        // An unfinished entry such as '1.' reads as empty; React then leaves the typed text alone.
        value={value ?? ''}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const number = event.target.valueAsNumber;
          onChange(Number.isNaN(number) ? null : number);
        }}
        {...rest}
      />
    </Frame>
  );
}
