import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type SubmitEvent,
  type FormHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { FormContext, fieldId } from './FormContext';
import { hasFieldErrors, type FieldErrors } from './model';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Error messages by field name (e.g. from `fieldErrorsFrom` of a 422 answer or from rules). */
  errors?: FieldErrors;
  /** Called on submit; the page does not reload. Validate and set `errors` here. */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Heading of the error summary. */
  summaryTitle?: string;
  /** Marks the form busy while it is being saved. */
  busy?: boolean;
}

const Root = styled.form`
  display: grid;
  gap: var(--tck-space-4);
  color: var(--tck-color-text);
`;

const Summary = styled.div`
  padding: var(--tck-space-3) var(--tck-space-4);
  border: 1px solid var(--tck-color-danger);
  border-left-width: 4px;
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-sm);

  & p {
    margin: 0;
    font-weight: var(--tck-font-weight-semibold);
    color: var(--tck-color-danger);
  }
  & ul {
    margin: var(--tck-space-2) 0 0;
    padding-left: var(--tck-space-5);
  }
  & a {
    color: var(--tck-color-danger);
  }
`;

/**
 * A form that shows field errors: each FormField reads its own by name, a summary (an alert)
 * lists them all with links to the fields, and after a submit the first invalid field gets the
 * focus, whether the errors come from the submit handler or later from the server.
 */
export function Form({
  errors = {},
  onSubmit,
  summaryTitle = 'Please correct the following errors:',
  busy = false,
  children,
  ...rest
}: FormProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [submits, setSubmits] = useState(0);
  // Set by a submit, cleared once the focus moved or the user types again.
  const focusOwed = useRef(false);
  const showSummary = hasFieldErrors(errors);

  // Before paint, so the focus lands as the errors appear.
  useLayoutEffect(() => {
    if (!focusOwed.current || !hasFieldErrors(errors)) return;
    focusOwed.current = false;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summaryRef.current)?.focus();
  }, [errors, submits]);

  return (
    <FormContext value={{ idPrefix, errors }}>
      <Root
        ref={formRef}
        data-component="Form"
        // The kit shows its own messages instead of the browser's validation bubbles.
        noValidate
        aria-busy={busy || undefined}
        onInput={() => {
          focusOwed.current = false;
        }}
        onSubmit={(event) => {
          event.preventDefault();
          focusOwed.current = true;
          setSubmits((count) => count + 1);
          onSubmit(event);
        }}
        {...rest}
      >
        {showSummary && (
          <Summary ref={summaryRef} role="alert" tabIndex={-1}>
            <p>{summaryTitle}</p>
            <ul>
              {Object.entries(errors).flatMap(([name, list]) =>
                list.map((message) => (
                  <li key={`${name}:${message}`}>
                    <a
                      href={`#${fieldId(idPrefix, name)}`}
                      onClick={(event) => {
                        const field = document.getElementById(fieldId(idPrefix, name));
                        if (!field) return;
                        event.preventDefault();
                        field.focus();
                      }}
                    >
                      {message}
                    </a>
                  </li>
                )),
              )}
            </ul>
          </Summary>
        )}
        {children}
      </Root>
    </FormContext>
  );
}
