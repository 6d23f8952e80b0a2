export type { components, operations, paths } from './generated/schema';
export type { Schema } from './schema';
export {
  resources as resourceIndex,
  type ResourceIndexEntry,
  type ResourcePath,
} from './generated/resources';
export {
  createApiClient,
  isCancellation,
  type ApiClient,
  type ApiClientOptions,
  type ApiEvent,
} from './client/createApiClient';
export {
  ApiResponseError,
  apiFailure,
  type ApiErrorKind,
  type ApiFailure,
} from './client/apiError';
export { ApiProvider, useApi, type ApiClients, type ApiProviderProps } from './client/ApiProvider';
export { readCookie, tokenCookieName } from './client/cookies';
export { apiConfig } from './config';
