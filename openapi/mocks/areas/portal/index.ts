import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import type { MockStore } from '../../store';
import { contentHandlers } from './content';
import { homeHandlers } from './home';
import { identityHandlers } from './identity';
import { portalOperators, seedPortalState, type ServicePackage } from '@domain/portal-content';
import { portableRandom } from '../../../../server/core/portable/random';
import { sessionGuards, signOutHandler } from './session';

/** Seed data of the customer portal API. */
export function seedPortal() {
  const operators: Schema<'Operator'>[] = portalOperators.map(({ id, name, logo }) => ({
    id,
    name,
    logo,
  }));
  /** The package each operator-2 payment request was issued for, by request id. */
  const paymentPackages = new Map<string, ServicePackage>();
  /** Referral tokens are random, as on the server; seeded, so every store makes the same ones. */
  const random = portableRandom({ seed: 31 });
  return { operators, paymentPackages, random, ...seedPortalState() };
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
