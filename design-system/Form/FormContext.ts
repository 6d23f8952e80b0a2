import { createContext, useContext } from 'react';
import type { FieldErrors } from './model';

/** What a Form shares with its fields. */
export interface FormContextValue {
  /** Prefix of the fields' ids, so the error summary can link to each field. */
  idPrefix: string;
  /** The current errors by field name. */
  errors: FieldErrors;
}

/** The enclosing Form's context; null outside a Form. */
export const FormContext = createContext<FormContextValue | null>(null);

/** The enclosing Form's context, or null outside a Form. */
export function useFormContext(): FormContextValue | null {
  return useContext(FormContext);
}

/** The id a Form gives the control of the field with this name. */
export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name}`;
}
