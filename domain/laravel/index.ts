export {
  attribute,
  errorMessages,
  missingRequired,
  requiredMessage,
  validationMessage,
  type ValidationErrors,
} from './validation';
export { pageEnvelope, paginate, perPage, type Page } from './paging';
export { pageOfQuery, pagingRules, queryErrors, type QueryRule } from './query';
