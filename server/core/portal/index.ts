import type { Contract } from '../../../openapi/contract';
import type { OperationHandlers } from '../api/operation';
import { portalContext, type PortalDeps } from './context';
import { favouriteHandlers } from './favourites';
import { homeHandlers } from './home';
import { identityHandlers } from './identity';
import { pageHandlers } from './pages';
import { subscriptionHandlers } from './subscriptions';
import { supportHandlers } from './support';
import type { Services } from '../services';

export type { PortalDeps } from './context';
export { seedPortalContent, seedPortalDemo } from './content/seed';

/**
 * The customer portal's API (/api/portal): home, content pages, OTP sign-in, subscriptions,
 * top-up, history, favourite numbers and support tickets, on the portal's tables.
 */
export function portalHandlers(
  services: Services,
  contract: Contract,
  deps: PortalDeps,
): OperationHandlers {
  const context = portalContext(services, deps);
  const handlers: OperationHandlers = {
    ...homeHandlers(context),
    ...pageHandlers(context),
    ...identityHandlers(context),
    ...subscriptionHandlers(context),
    ...favouriteHandlers(context),
    ...supportHandlers(context),
  };
  // A handler whose name is no operation of the contract would never be called: fail at start.
  const unknown = Object.keys(handlers).filter(
    (operationId) =>
      !contract.operations.some((operation) => operation.operationId === operationId),
  );
  if (unknown.length > 0)
    throw new Error(`Portal handlers without an operation: ${unknown.join(', ')}`);
  return handlers;
}
