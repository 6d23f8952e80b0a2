export * from './LoadFailure';
export * from './RecordLink';
export * from './ResourceForm';
export * from './ResourceList';
export * from './ResourceShow';
export {
  defineResource,
  type CustomFieldProps,
  type FieldValue,
  type FormValues,
  type ListPath,
  type LookupSource,
  type ResourceDefinition,
  type ResourceDetail,
  type ResourceField,
  type ResourceFilter,
  type ResourceRecord,
  type ResourceRecordAction,
  type RowOf,
} from './types';
export { rateRule } from './model';
export {
  callOf,
  genericStates,
  genericStatesOf,
  type GenericState,
  type GenericStateName,
} from './genericStates';
export {
  optionsOf,
  pageOf,
  useLookupOptions,
  useRecord,
  useRecordPage,
  type RecordPage,
} from './api/resourceApi';
export { StatusLabel, dateColumn, formatDateTime, statusColumn } from './columns';
