import { adminHttp, portalHttp } from './http';
import { seed, type MockStore } from './seed';

/** The mock API's handlers over one store; pass a store to share or inspect it. */
export function createHandlers(store: MockStore = seed()) {
  return [
    adminHttp.get('/auth/get-user', ({ response }) => response(200).json(store.profile)),
    portalHttp.get('/get-operator', ({ response }) =>
      response(200).json({ data: store.operators }),
    ),
  ];
}
