import { useRef, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { Adornment, Frame, Input, visuallyHidden } from '../fields/fieldStyles';
import { dateFormats, readTyped, toPickerValue, type DateFieldKind } from './model';

export interface DateTimeInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'type' | 'size' | 'min' | 'max'
> {
  /** The value in the field's format ('YYYY-MM-DD hh:mm:ss', or 'YYYY-MM-DD'), or ''. */
  value: string;
  /** Called with each complete value typed or picked, and '' when the field is emptied. */
  onChange: (value: string) => void;
  /** A day, or a day and its time to the second (the default). */
  kind?: DateFieldKind;
  /** Marks the value as wrong (aria-invalid and a red frame). */
  invalid?: boolean;
  /** The earliest value the picker offers, in the field's format. */
  min?: string;
  /** Accessible name of the picker button. */
  pickerLabel?: string;
}

const Picker = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--tck-control-height-sm);
  height: var(--tck-control-height-sm);
  border: 0;
  border-radius: var(--tck-radius-sm);
  background: transparent;
  color: var(--tck-color-text-muted);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--tck-color-secondary);
    color: var(--tck-color-text);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** Where the browser's calendar opens from: the button's own place. */
const PickerSpot = styled.span`
  position: relative;
  display: inline-flex;
`;

const Native = styled.input`
  ${visuallyHidden}
  bottom: 0;
  right: 0;
`;

/**
 * A date or date-time field that shows and takes the specs' format ('YYYY-MM-DD hh:mm:ss', 24
 * hours) whatever the browser's language, with the browser's calendar behind a button. Typing
 * keeps every character; the value changes once the text is a real date (a time without
 * seconds, or a day alone, counts from zero), and text that is none is marked on leaving.
 */
export function DateTimeInput({
  value,
  onChange,
  kind = 'datetime',
  invalid,
  min,
  disabled,
  pickerLabel = 'Choose from a calendar',
  onBlur,
  ...rest
}: DateTimeInputProps) {
  const [text, setText] = useState(value);
  const [left, setLeft] = useState(false);
  // The value this field reported last: a new value from outside replaces the text, an echo of
  // the field's own does not (a day typed on its way to a time stays as typed).
  const [reported, setReported] = useState(value);
  const nativeRef = useRef<HTMLInputElement>(null);
  if (value !== reported) {
    setReported(value);
    setText(value);
    setLeft(false);
  }
  const read = readTyped(text, kind);

  const change = (next: string, picked = false) => {
    const parsed = readTyped(next, kind);
    setText(picked && parsed !== undefined ? parsed : next);
    if (parsed !== undefined && parsed !== value) {
      setReported(parsed);
      onChange(parsed);
    }
  };

  const openPicker = () => {
    const native = nativeRef.current;
    if (native === null) return;
    try {
      native.showPicker();
    } catch {
      // A browser without showPicker (or refusing it) leaves typing, which always works.
      native.focus();
    }
  };

  return (
    <Frame data-component="DateTimeInput">
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={dateFormats[kind]}
        value={text}
        disabled={disabled}
        aria-invalid={invalid === true || (left && read === undefined) || undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => {
          setLeft(true);
          // What was typed is shown as the value it became ('2024-5-1' reads 2024-05-01).
          if (read !== undefined && read !== '') setText(read);
          onBlur?.(event);
        }}
        {...rest}
      />
      <Adornment data-position="suffix">
        <PickerSpot>
          <Picker type="button" aria-label={pickerLabel} disabled={disabled} onClick={openPicker}>
            <Icon name="calendar" />
          </Picker>
          <Native
            ref={nativeRef}
            type={kind === 'date' ? 'date' : 'datetime-local'}
            step={kind === 'date' ? undefined : 1}
            min={min === undefined ? undefined : toPickerValue(min, kind) || undefined}
            value={toPickerValue(value, kind)}
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled}
            onChange={(event) => {
              const picked = event.target.value;
              change(kind === 'date' ? picked : picked.replace('T', ' '), true);
            }}
          />
        </PickerSpot>
      </Adornment>
    </Frame>
  );
}
