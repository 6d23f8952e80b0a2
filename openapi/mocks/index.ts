export { createHandlers, createMockApi, type MockApi, type MockApiOptions } from './handlers';
export {
  mockAdminToken,
  mockNow,
  mockOtp,
  mockPaymentSecret,
  prepareMockApi,
  type MockClock,
  type MockCore,
} from './core';
export { adminHttp, portalHttp } from './http';
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
