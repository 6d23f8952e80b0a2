import { seedAdmin } from './areas/admin';
import { seedBilling } from '@domain/billing';
import { seedPortal } from './areas/portal';
import { seedReportBuilder } from './areas/report-builder';
import { createClock } from './engine';

/** The mock API's one in-memory store: deterministic seed data for every area. */
export function createStore() {
  return {
    /** Timestamps for records the mock API writes. */
    clock: createClock(),
    admin: seedAdmin(),
    reportBuilder: seedReportBuilder(),
    billing: seedBilling(),
    portal: seedPortal(),
  };
}

/** The mock API's state. */
export type MockStore = ReturnType<typeof createStore>;
