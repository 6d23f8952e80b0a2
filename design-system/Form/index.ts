export { Form, type FormProps } from './Form';
export { fieldId, useFormContext, type FormContextValue } from './FormContext';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './FormField';
export { FormActions, type FormActionsProps } from './FormActions';
export {
  fieldErrorsFrom,
  hasFieldErrors,
  requiredErrors,
  requiredMessage,
  withFieldErrors,
  type FieldErrors,
} from './model';
