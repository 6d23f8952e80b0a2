import type { HttpHandler } from 'msw';
import { adminHandlers } from './areas/admin';
import { billingHandlers } from './areas/billing';
import { portalHandlers } from './areas/portal';
import { reportBuilderHandlers } from './areas/report-builder';
import { createStore, type MockStore } from './store';

/** The mock API: a handler for every operation of the contract, over one store. */
export function createHandlers(store: MockStore = createStore()): HttpHandler[] {
  // MSW notes where each handler was declared by formatting a stack trace: for ~260 handlers
  // that was 90% of this call (13 ms), which every test and story makes. Without frames
  // (V8 reads the limit; other engines ignore it) the handlers simply go without that note.
  const { stackTraceLimit } = Error;
  Error.stackTraceLimit = 0;
  try {
    return [
      ...adminHandlers(store),
      ...reportBuilderHandlers(store),
      ...billingHandlers(store),
      ...portalHandlers(store),
    ];
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}
