import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import { portalHttp } from '../../http';
import type { MockStore } from '../../store';

/** Seed data of the customer portal API. */
export function seedPortal() {
  const operators: Schema<'Operator'>[] = [
    { id: 1, name: 'Digi', logo: '/images/operators/digi.svg' },
    { id: 2, name: 'U Mobile', logo: '/images/operators/umobile.svg' },
  ];
  return { operators };
}

/** Handlers of the customer portal API. */
export function portalHandlers(store: MockStore): HttpHandler[] {
  return [
    portalHttp.get('/get-operator', ({ response }) =>
      response(200).json({ data: store.portal.operators }),
    ),
  ];
}
