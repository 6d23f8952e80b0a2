import { Label, TextInput, type FormFieldControlProps } from '@ds';
import styled from 'styled-components';
import { betweenEnds, listItems, operatorArity } from '../../model/queryForm';
import { Muted } from '../parts';

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--tck-space-2);
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-1);
  margin-top: var(--tck-space-1);
`;

export interface ValueInputProps extends FormFieldControlProps {
  /** The operator the value is for. */
  operator: Parameters<typeof operatorArity>[0];
  /** The value as saved: one value, `from,to` for between, `a,b,c` for in and not in. */
  value: string;
  /** Called with the value as saved. */
  onChange: (value: string) => void;
  /** Shown in an empty single value. */
  placeholder?: string;
}

/** A filter's value, shaped by its operator: none, one, two ends, or a list. */
export function ValueInput({
  operator,
  value,
  onChange,
  placeholder,
  ...control
}: ValueInputProps) {
  const arity = operatorArity(operator);
  if (arity === 'none') return <Muted id={control.id}>No value</Muted>;
  if (arity === 'two') {
    const [from, to] = betweenEnds(value);
    return (
      <Pair role="group" aria-labelledby={control['aria-labelledby']}>
        <TextInput
          {...control}
          // The group carries the field's label; each end is named by its own.
          aria-labelledby={undefined}
          aria-label="From"
          value={from}
          onChange={(next) => onChange(`${next},${to}`)}
        />
        <TextInput aria-label="To" value={to} onChange={(next) => onChange(`${from},${next}`)} />
      </Pair>
    );
  }
  if (arity === 'list') {
    const items = listItems(value);
    return (
      <div>
        <TextInput
          {...control}
          value={value}
          placeholder="value 1, value 2, …"
          onChange={onChange}
        />
        {items.length > 0 && (
          <Chips aria-label={`${String(items.length)} values`}>
            {items.map((item, index) => (
              <Label key={`${item}-${String(index)}`} tone="info">
                {item}
              </Label>
            ))}
          </Chips>
        )}
      </div>
    );
  }
  return <TextInput {...control} value={value} placeholder={placeholder} onChange={onChange} />;
}
