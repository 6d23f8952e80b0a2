import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { fieldBox } from '../fields/fieldStyles';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> {
  /** The text shown. */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** Visible lines of text. */
  rows?: number;
  /** Marks the value as wrong (aria-invalid and a red frame). */
  invalid?: boolean;
  /** Uses the monospace font, e.g. for a raw SQL query. */
  monospace?: boolean;
}

const Root = styled.textarea`
  ${fieldBox}
  display: block;
  width: 100%;
  padding: var(--tck-space-2) var(--tck-space-3);
  resize: vertical;

  &[data-monospace='true'] {
    font-family: var(--tck-font-mono);
  }
  &:hover:not(:disabled) {
    border-color: var(--tck-color-text-muted);
  }
  &[aria-invalid='true'] {
    border-color: var(--tck-color-danger);
    box-shadow: inset 0 0 0 1px var(--tck-color-danger);
  }
  &:read-only:not(:disabled) {
    background: var(--tck-color-background);
  }
  &:disabled {
    background: var(--tck-color-secondary);
    cursor: not-allowed;
    color: var(--tck-color-text-muted);
  }
  &::placeholder {
    color: var(--tck-color-text-muted);
  }
`;

/** A multi-line text field, e.g. the report builder's 5-row 'Write Query'. */
export function Textarea({
  value,
  onChange,
  rows = 3,
  invalid,
  monospace = false,
  ...rest
}: TextareaProps) {
  return (
    <Root
      data-component="Textarea"
      data-monospace={monospace}
      rows={rows}
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    />
  );
}
