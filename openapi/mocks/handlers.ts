import type { HttpHandler } from 'msw';
import { adminHandlers } from './areas/admin';
import { billingHandlers } from './areas/billing';
import { portalHandlers } from './areas/portal';
import { reportBuilderHandlers } from './areas/report-builder';
import { createStore, type MockStore } from './store';

/** The mock API: a handler for every operation of the contract, over one store. */
export function createHandlers(store: MockStore = createStore()): HttpHandler[] {
  return [
    ...adminHandlers(store),
    ...reportBuilderHandlers(store),
    ...billingHandlers(store),
    ...portalHandlers(store),
  ];
}
