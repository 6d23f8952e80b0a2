import type { HttpHandler } from 'msw';
import type { MockStore } from '../../store';

/** Seed data of the report builder API. */
export function seedReportBuilder() {
  return {};
}

/** Handlers of the report builder API. */
export function reportBuilderHandlers(_store: MockStore): HttpHandler[] {
  return [];
}
