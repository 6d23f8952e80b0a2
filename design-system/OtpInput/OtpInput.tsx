import { useId, useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError } from '../fields/fieldStyles';
import {
  initialOtpState,
  isOtpComplete,
  otpCode,
  otpLength,
  otpReducer,
  type OtpAction,
} from './model';

export interface OtpInputProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** Accessible name of the group of boxes. */
  label?: string;
  /** How many digits the code has. */
  length?: number;
  /** Digits to start with; remount (change `key`) to clear, e.g. after a resend. */
  defaultValue?: string;
  /** Called with the digits typed so far on every change. */
  onChange?: (code: string) => void;
  /** Called with the code once every box is filled. */
  onComplete?: (code: string) => void;
  /** Marks the code as wrong. */
  invalid?: boolean;
  /** Error text under the boxes (e.g. the server's wrong-code message); implies invalid. */
  error?: string;
  /** Not available now, e.g. while the code is being checked. */
  disabled?: boolean;
  /** Accessible name of each box. */
  digitLabel?: (position: number, length: number) => string;
  /** Puts the focus in the first box when shown (the page's one task is the code). */
  autoFocus?: boolean;
}

// No wider than the page: at large text the boxes narrow instead of scrolling sideways.
const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, auto);
  gap: var(--tck-space-2);
  justify-items: start;
`;

const Boxes = styled.div`
  display: flex;
  max-width: 100%;
  gap: var(--tck-space-3);
`;

const Box = styled.input`
  width: var(--tck-control-height-lg);
  min-width: 0;
  height: var(--tck-control-height-lg);
  padding: 0;
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
  font-size: var(--tck-font-size-xl);
  font-weight: var(--tck-font-weight-semibold);
  text-align: center;
  caret-color: var(--tck-color-primary);

  &:focus-visible {
    border-color: var(--tck-color-primary);
  }
  &[aria-invalid='true'] {
    border-color: var(--tck-color-danger);
    box-shadow: inset 0 0 0 1px var(--tck-color-danger);
  }
  &:disabled {
    background: var(--tck-color-secondary);
    color: var(--tck-color-text-muted);
    cursor: not-allowed;
  }
`;

/**
 * The portal's one-time code: one box per digit. Typing moves on, Backspace on an empty box goes
 * back, the arrow keys move, and a pasted or autofilled code fills every box.
 */
export function OtpInput({
  label = 'One-time code',
  length = otpLength,
  defaultValue = '',
  onChange,
  onComplete,
  invalid,
  error,
  disabled = false,
  digitLabel = (position, total) => `Digit ${position} of ${total}`,
  autoFocus = false,
  ...rest
}: OtpInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [state, setState] = useState(() => initialOtpState(length, defaultValue));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const isInvalid = invalid || error !== undefined;

  // Disabled while a code is checked, the boxes lose the focus; it comes back where it was, so a
  // refused code can be corrected without reaching for the boxes again.
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (disabled) {
      refocus.current = root.current?.contains(document.activeElement) ?? false;
    } else if (refocus.current) {
      refocus.current = false;
      boxes.current[state.focus]?.focus();
    }
  }, [disabled, state.focus]);

  const dispatch = (action: OtpAction) => {
    const next = otpReducer(state, action);
    const box = boxes.current[next.focus];
    if (box && document.activeElement !== box) box.focus();
    if (next === state) return;
    setState(next);
    const code = otpCode(next);
    if (code === otpCode(state)) return;
    onChange?.(code);
    if (isOtpComplete(next)) onComplete?.(code);
  };

  return (
    <Root ref={root} data-component="OtpInput" role="group" aria-label={label} {...rest}>
      <Boxes>
        {state.digits.map((digit, index) => (
          <Box
            // The boxes never reorder, so the position is a stable key.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={isInvalid || undefined}
            aria-describedby={error === undefined ? undefined : errorId}
            disabled={disabled}
            value={digit}
            onChange={(event) => dispatch({ type: 'input', index, text: event.target.value })}
            onPaste={(event) => {
              event.preventDefault();
              dispatch({ type: 'paste', index, text: event.clipboardData.getData('text') });
            }}
            onFocus={(event) => {
              // Selecting the digit lets the next key replace it.
              event.target.select();
              dispatch({ type: 'focus', index });
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace') {
                event.preventDefault();
                dispatch({ type: 'backspace', index });
              } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
                event.preventDefault();
                dispatch({ type: 'move', index, delta: event.key === 'ArrowLeft' ? -1 : 1 });
              }
            }}
          />
        ))}
      </Boxes>
      {error !== undefined && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Root>
  );
}
