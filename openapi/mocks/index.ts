export { createHandlers } from './handlers';
export { mockOtp, mockPaidCallback } from './areas/portal/identity';
export { adminHttp, portalHttp } from './http';
export { seedMenu } from './areas/admin/seed/menu';
export { openPortalSession } from './areas/portal/session';
export { createStore, type MockStore } from './store';
export {
  answerWith,
  operationIdOf,
  paginate,
  scenario,
  validationScenario,
  type Page,
  type ScenarioName,
} from './engine';
export type { OperationId } from '../generated/operations';
