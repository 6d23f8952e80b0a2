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
export {
  mockPaidCallback,
  otpSent,
  paymentRequested,
  signedInAs,
  type SignedInAs,
} from './arrange';
export { adminHttp, portalHttp } from './http';
export {
  answerWith,
  operationIdOf,
  scenario,
  validationScenario,
  type ScenarioName,
} from './scenarios';
export { paginate, type Page } from '@domain/laravel';
export type { OperationId } from '../generated/operations';
