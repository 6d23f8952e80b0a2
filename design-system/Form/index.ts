export { Form, type FormProps } from './Form';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './FormField';
export { FormActions, type FormActionsProps } from './FormActions';
export {
  fieldErrorsFrom,
  hasFieldErrors,
  requiredErrors,
  withFieldErrors,
  type FieldErrors,
} from './model';
