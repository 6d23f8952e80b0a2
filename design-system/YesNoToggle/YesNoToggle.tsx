import { useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../fields/fieldStyles';

/** The report builder's yes/no values. */
export type YesNo = 'yes' | 'no';

export interface YesNoToggleProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** The question, e.g. 'Add Graph'; omit only when `aria-labelledby` labels the group. */
  label?: string;
  /** The current answer. */
  value: YesNo;
  /** Called with the new answer. */
  onChange: (value: YesNo) => void;
  /** Text of the yes segment. */
  yesLabel?: string;
  /** Text of the no segment. */
  noLabel?: string;
  /** The radio buttons' form name; generated when omitted. */
  name?: string;
  /** Not available now. */
  disabled?: boolean;
  /** An answer is required (aria-required on the group). */
  required?: boolean;
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: var(--tck-space-3);
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-sm);
`;

const Segments = styled.span`
  display: inline-flex;
  padding: 2px;
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-secondary);
`;

const Segment = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 3.5rem;
  min-height: calc(var(--tck-control-height-sm) - 6px);
  padding: 0 var(--tck-space-3);
  border-radius: calc(var(--tck-radius-md) - 2px);
  color: var(--tck-color-secondary-text);
  font-weight: var(--tck-font-weight-semibold);
  cursor: pointer;
  transition: background-color var(--tck-motion-fast) var(--tck-motion-easing);

  & input {
    ${visuallyHidden}
  }
  &:has(input:checked) {
    background: var(--tck-color-primary);
    color: var(--tck-color-primary-text);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--tck-color-focus);
    outline-offset: 1px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A labelled two-segment Yes/No control; each yes/no field of the report builder uses one. */
export function YesNoToggle({
  label,
  value,
  onChange,
  yesLabel = 'Yes',
  noLabel = 'No',
  name,
  disabled = false,
  required,
  ...rest
}: YesNoToggleProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const choices: [YesNo, string][] = [
    ['yes', yesLabel],
    ['no', noLabel],
  ];
  return (
    <Root
      data-component="YesNoToggle"
      role="radiogroup"
      aria-labelledby={label === undefined ? undefined : labelId}
      aria-disabled={disabled || undefined}
      aria-required={required || undefined}
      {...rest}
    >
      {label !== undefined && <span id={labelId}>{label}</span>}
      <Segments>
        {choices.map(([choice, text]) => (
          <Segment key={choice}>
            <input
              type="radio"
              name={name ?? id}
              value={choice}
              checked={value === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
            />
            {text}
          </Segment>
        ))}
      </Segments>
    </Root>
  );
}
