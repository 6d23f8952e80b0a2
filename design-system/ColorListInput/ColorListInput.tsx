import { useId, useState } from 'react';
import styled from 'styled-components';
import { TextInput, type TextInputProps } from '../TextInput';
import { FieldError } from '../fields/fieldStyles';
import { colorListError, parseColorList } from './model';

export interface ColorListInputProps extends Omit<TextInputProps, 'type' | 'prefix' | 'prefixId'> {
  /** An error from outside (e.g. the server); the invalid-entries error shows otherwise. */
  error?: string;
}

const Swatches = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-2);
  margin: var(--tck-space-2) 0 0;
  padding: 0;
  list-style: none;
  font-family: var(--tck-font-mono);
  font-size: var(--tck-font-size-xs);
  color: var(--tck-color-text);
`;

const Swatch = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-1);
`;

const Chip = styled.span`
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-sm);
`;

/**
 * A comma-separated list of colour codes (a graph's colour scheme), with a swatch per valid
 * colour. Invalid entries are named in an error once the user leaves the field.
 */
export function ColorListInput({
  value,
  error,
  invalid,
  onBlur,
  'aria-describedby': describedBy,
  ...rest
}: ColorListInputProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const { colors } = parseColorList(value);
  const errorText = error ?? (touched ? colorListError(value) : undefined);
  const errorId = `${id}-error`;
  return (
    <div data-component="ColorListInput">
      <TextInput
        value={value}
        spellCheck={false}
        invalid={invalid || errorText !== undefined}
        aria-describedby={
          [describedBy, errorText === undefined ? undefined : errorId].filter(Boolean).join(' ') ||
          undefined
        }
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
        {...rest}
      />
      {errorText !== undefined && <FieldError id={errorId}>{errorText}</FieldError>}
      {colors.length > 0 && (
        <Swatches aria-label="Colours">
          {colors.map((color, index) => (
            // A list may repeat a colour, so the position is part of the key.
            <Swatch key={`${index}-${color}`}>
              <Chip style={{ background: color }} />
              {color}
            </Swatch>
          ))}
        </Swatches>
      )}
    </div>
  );
}
