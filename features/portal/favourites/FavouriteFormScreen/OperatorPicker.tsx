import { useId } from 'react';
import styled from 'styled-components';
import { operatorNameOf } from '../model/favourites';

const Group = styled.fieldset`
  display: grid;
  gap: var(--tck-space-2);
  margin: 0;
  padding: 0;
  border: 0;
  font-size: var(--tck-font-size-sm);

  legend {
    margin-bottom: var(--tck-space-1);
    padding: 0;
    font-weight: var(--tck-font-weight-semibold);
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: var(--tck-space-2);
`;

/** One operator: its picture and name; the picked one framed in the brand colour. */
const Option = styled.label`
  display: grid;
  justify-items: center;
  gap: var(--tck-space-1);
  padding: var(--tck-space-2);
  border: 2px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  cursor: pointer;

  &:has(input:checked) {
    border-color: var(--tck-color-primary);
  }

  &:has(input:focus-visible) {
    outline: 3px solid var(--tck-color-focus);
    outline-offset: 2px;
  }

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }

  img {
    width: 2.5rem;
    height: 2.5rem;
  }
`;

export interface OperatorPickerProps {
  /** The group's visible label. */
  label: string;
  /** The operators of the chosen country. */
  operators: readonly { id: number; image: string }[];
  /** The picked operator's id (detected from the number or picked). */
  value: number | undefined;
  /** Called with the picked operator's id. */
  onChange: (id: number) => void;
}

/** The receiver operator picker: radio buttons shown as the operators' pictures. */
export function OperatorPicker({ label, operators, value, onChange }: OperatorPickerProps) {
  const name = useId();
  return (
    <Group data-component="OperatorPicker">
      <legend>{label}</legend>
      <Options>
        {operators.map((operator) => (
          <Option key={operator.id}>
            <input
              type="radio"
              name={name}
              value={operator.id}
              checked={value === operator.id}
              onChange={() => onChange(operator.id)}
            />
            <img src={operator.image} alt="" />
            <span>{operatorNameOf(operator.image)}</span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
