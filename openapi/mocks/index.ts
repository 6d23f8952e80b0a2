export { createHandlers } from './handlers';
export { adminHttp, portalHttp } from './http';
export { seed, type MockStore } from './seed';
