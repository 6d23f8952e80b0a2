export { createClock } from './clock';
export { paginate, type Page } from '@domain/laravel';
export {
  assign,
  listFiltersOf,
  listQueryErrors,
  matchesQuery,
  storedFields,
  type ListFilters,
  resourceHandlers,
  type ResourceDefinition,
  type Row,
} from './resource';
export {
  answerWith,
  operationIdOf,
  apiBase,
  scenario,
  urlPattern,
  validationScenario,
  type RouteRef,
  type ScenarioName,
} from './scenarios';
export { missingRequired, validationMessage, type ValidationErrors } from '@domain/laravel';
