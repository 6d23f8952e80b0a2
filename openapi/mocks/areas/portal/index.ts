import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import type { MockStore } from '../../store';
import { contentHandlers } from './content';
import { homeHandlers } from './home';
import { identityHandlers } from './identity';
import { seedPortalState, type ServicePackage } from '@domain/portal-content';
import { sessionGuards, signOutHandler } from './session';

/** Seed data of the customer portal API. */
export function seedPortal() {
  const operators: Schema<'Operator'>[] = [
    { id: 1, name: 'Digi', logo: '/images/operators/digi.svg' },
    { id: 2, name: 'U Mobile', logo: '/images/operators/umobile.svg' },
  ];
  /** The package each operator-2 payment request was issued for, by request id. */
  const paymentPackages = new Map<string, ServicePackage>();
  return { operators, paymentPackages, ...seedPortalState() };
}

/** Handlers of the customer portal API; the session checks come first, as on the server. */
export function portalHandlers(store: MockStore): HttpHandler[] {
  return [
    ...sessionGuards(store),
    ...homeHandlers(store),
    ...contentHandlers(store),
    ...identityHandlers(store),
    signOutHandler(store),
  ];
}
