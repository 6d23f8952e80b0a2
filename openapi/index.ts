export type { components, operations, paths } from './generated/schema';
export type { Schema } from './schema';
export {
  resources as resourceIndex,
  type ResourceIndexEntry,
  type ResourcePath,
} from './generated/resources';
export {
  createApiClient,
  createPortalClient,
  isCancellation,
  type ApiClient,
  type ApiClientOptions,
  type ApiEvent,
  type PortalApiClient,
  type PortalApiEvent,
  type PortalClientOptions,
} from './client/createApiClient';
export type { AdminPaths, PortalPath, PortalPaths } from './client/paths';
export {
  clearPortalSession,
  portalSessionKey,
  readPortalSession,
  writePortalSession,
  type PortalSession,
} from './client/portalSession';
export {
  ApiResponseError,
  apiFailure,
  retryFailedQuery,
  type ApiErrorKind,
  type ApiFailure,
} from './client/apiError';
export { ApiProvider, useApi, type ApiClients, type ApiProviderProps } from './client/ApiProvider';
export { readCookie, tokenCookieName } from './client/cookies';
export { apiConfig } from './config';
