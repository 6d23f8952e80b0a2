import type { HttpHandler } from 'msw';
import type { MockStore } from '../../store';

/** Seed data of the billing API. */
export function seedBilling() {
  return {};
}

/** Handlers of the billing API. */
export function billingHandlers(_store: MockStore): HttpHandler[] {
  return [];
}
