import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CheckboxProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'onChange' | 'value'
> {
  /** Whether the box is ticked. */
  checked: boolean;
  /** Called with the new ticked state. */
  onChange: (checked: boolean) => void;
  /** The text next to the box; clicking it toggles the box. */
  label: ReactNode;
  /** Shows a dash for 'some of these', e.g. a select-all box over a partly selected list. */
  indeterminate?: boolean;
  /** Marks the box as wrong (aria-invalid). */
  invalid?: boolean;
}

const Root = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-2);
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-sm);
  cursor: pointer;

  &:has(input:disabled) {
    color: var(--tck-color-text-muted);
    cursor: not-allowed;
  }
  & input {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin: 0;
    accent-color: var(--tck-color-primary);
    cursor: inherit;
  }
  & input[aria-invalid='true'] {
    outline: 2px solid var(--tck-color-danger);
    outline-offset: 1px;
  }
`;

/** A native checkbox with its label, with an optional indeterminate ('mixed') state. */
export function Checkbox({
  checked,
  onChange,
  label,
  indeterminate = false,
  invalid,
  ...rest
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Indeterminate is a DOM property only; there is no attribute for it.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Root data-component="Checkbox">
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
        {...rest}
      />
      {label}
    </Root>
  );
}
