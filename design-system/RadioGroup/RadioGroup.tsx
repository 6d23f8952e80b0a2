import { useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** What the group reports when the choice is picked. */
  value: string;
  /** The text shown next to the radio button. */
  label: string;
  /** Shown but cannot be picked. */
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** The choices, in order. */
  options: RadioOption[];
  /** The picked choice's value; `null` when none is picked. */
  value: string | null;
  /** Called with the newly picked value. */
  onChange: (value: string) => void;
  /** The visible group label; omit when the group is labelled by `aria-labelledby`. */
  label?: string;
  /** Lays the choices out in a row or a column. */
  orientation?: 'horizontal' | 'vertical';
  /** The radio buttons' form name; generated when omitted. */
  name?: string;
  /** Disables every choice. */
  disabled?: boolean;
  /** A choice is required (aria-required on the group). */
  required?: boolean;
  /** Marks the choice as wrong (aria-invalid on the group). */
  invalid?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: var(--tck-space-2);
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-sm);
`;

const GroupLabel = styled.span`
  font-weight: var(--tck-font-weight-semibold);
`;

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--tck-space-2);

  &[data-orientation='horizontal'] {
    flex-flow: row wrap;
    gap: var(--tck-space-2) var(--tck-space-5);
  }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-2);
  cursor: pointer;

  &:has(input:disabled) {
    color: var(--tck-color-text-muted);
    cursor: not-allowed;
  }
  & input {
    width: 1rem;
    height: 1rem;
    margin: 0;
    accent-color: var(--tck-color-primary);
    cursor: inherit;
  }
  [aria-invalid='true'] & input {
    outline: 2px solid var(--tck-color-danger);
    outline-offset: 1px;
  }
`;

/**
 * A set of native radio buttons: Tab enters the group at the picked choice and the arrow keys
 * move between choices, as browsers do for radios with one name.
 */
export function RadioGroup({
  options,
  value,
  onChange,
  label,
  orientation = 'vertical',
  name,
  disabled = false,
  invalid,
  required,
  ...rest
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <Root
      data-component="RadioGroup"
      role="radiogroup"
      aria-labelledby={label === undefined ? undefined : labelId}
      aria-orientation={orientation}
      aria-invalid={invalid || undefined}
      aria-disabled={disabled || undefined}
      aria-required={required || undefined}
      {...rest}
    >
      {label !== undefined && <GroupLabel id={labelId}>{label}</GroupLabel>}
      <Choices data-orientation={orientation}>
        {options.map((option) => (
          <Choice key={option.value}>
            <input
              type="radio"
              name={name ?? id}
              value={option.value}
              checked={option.value === value}
              disabled={disabled || option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Choice>
        ))}
      </Choices>
    </Root>
  );
}
