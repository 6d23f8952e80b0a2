import type { ComponentProps, ReactNode } from 'react';
import { Adornment, Frame, Input } from '../fields/fieldStyles';

export interface TextInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'prefix' | 'type' | 'size'
> {
  /** The text shown. */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** Marks the value as wrong (aria-invalid and a red frame). */
  invalid?: boolean;
  /** The kind of text, which picks the mobile keyboard, autofill and (for dates) the picker. */
  type?: 'text' | 'email' | 'search' | 'tel' | 'url' | 'password' | 'date' | 'datetime-local';
  /** Shown before the input inside its frame, e.g. a currency or dialling prefix. */
  prefix?: ReactNode;
  /** Shown after the input inside its frame, e.g. a unit or a toggle button. */
  suffix?: ReactNode;
  /** Id of the prefix element, so a wrapper can reference it from aria-describedby. */
  prefixId?: string;
}

/** A single-line text field; controlled: it shows `value` and reports edits through `onChange`. */
export function TextInput({
  value,
  onChange,
  invalid,
  type = 'text',
  prefix,
  suffix,
  prefixId,
  ...rest
}: TextInputProps) {
  return (
    <Frame data-component="TextInput">
      {prefix !== undefined && (
        <Adornment data-position="prefix" id={prefixId}>
          {prefix}
        </Adornment>
      )}
      <Input
        type={type}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {suffix !== undefined && <Adornment data-position="suffix">{suffix}</Adornment>}
    </Frame>
  );
}
