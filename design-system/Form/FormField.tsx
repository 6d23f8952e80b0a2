import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from '../fields/fieldStyles';
import { fieldId, useFormContext } from './FormContext';

/** The props a FormField gives its control. */
export interface FormFieldControlProps {
  /** The id the label points at (and the error summary links to). */
  id?: string;
  /** The field name, as the errors are keyed. */
  name?: string;
  /** Whether a value is required. */
  required?: boolean;
  /** The label's id, for controls a `<label for>` cannot name (groups). */
  'aria-labelledby'?: string;
  /** The hint's and errors' ids. */
  'aria-describedby'?: string;
  /** Whether the field has an error. */
  'aria-invalid'?: boolean;
}

export interface FormFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** The field name; inside a Form, its errors are read by this name. */
  name: string;
  /** The control: a kit input, or a native input, select or textarea. */
  children: ReactElement<FormFieldControlProps>;
  /** A short help text under the label. */
  hint?: ReactNode;
  /** Shows the required marker and marks the control required. */
  required?: boolean;
  /** Error messages that override the enclosing Form's errors for this field. */
  error?: string | string[];
  /** The control's id; by default derived from the Form and the name. */
  id?: string;
}

const Root = styled.div`
  display: grid;
  /* The control fits the field's width; its own minimum never pushes it past its cell. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--tck-space-1);
  min-width: 0;
  font-size: var(--tck-font-size-sm);
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
`;

const Label = styled.label`
  color: var(--tck-color-text);
  font-weight: var(--tck-font-weight-semibold);
`;

const Marker = styled.span`
  margin-left: var(--tck-space-1);
  color: var(--tck-color-danger);
`;

const Hint = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
`;

const Error = styled(FieldError)`
  margin: 0;
`;

/**
 * A labelled field: label (with a required marker), hint, the control and its error messages.
 * It gives the control its id, name, required state and the aria-describedby and aria-invalid
 * that tie the hint and errors to it.
 */
export function FormField({
  label,
  name,
  children,
  hint,
  required = false,
  error,
  id,
}: FormFieldProps) {
  const form = useFormContext();
  const ownId = useId();
  const controlId = id ?? (form ? fieldId(form.idPrefix, name) : `${ownId}-control`);
  const messages =
    error === undefined ? (form?.errors[name] ?? []) : typeof error === 'string' ? [error] : error;
  const labelId = `${ownId}-label`;
  const hintId = `${ownId}-hint`;
  const errorIds = messages.map((_, index) => `${ownId}-error-${index}`);
  const describedBy = [hint === undefined ? undefined : hintId, ...errorIds].filter(Boolean);
  const invalid = messages.length > 0;
  return (
    <Root data-component="FormField" data-invalid={invalid}>
      <LabelRow>
        <Label id={labelId} htmlFor={controlId}>
          {label}
        </Label>
        {required && (
          // The control itself is marked required for screen readers; the star is for the eye.
          // It sits outside the label so the label's text stays exactly the field's name.
          <Marker aria-hidden="true" title="required">
            *
          </Marker>
        )}
      </LabelRow>
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
      {cloneElement(children, {
        id: controlId,
        name,
        required: required || undefined,
        'aria-labelledby': labelId,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        'aria-invalid': invalid || undefined,
      })}
      {messages.map((message, index) => (
        <Error key={message} id={errorIds[index]}>
          {message}
        </Error>
      ))}
    </Root>
  );
}
