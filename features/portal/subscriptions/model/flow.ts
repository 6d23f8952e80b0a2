import type { Schema } from '@api';
import { screen, type PortalDestination, type PortalState } from '@features/portal/core';

/**
 * The subscription flows' rules (customer-portal §4 States and transitions), pure.
 */

/** The registration check's status: 0 means subscribed; any other value means not. */
export function isSubscribed(status: number | undefined): boolean {
  return status === 0;
}

/**
 * Where back leads after a registration (§4): the cinema service to its own page; otherwise by
 * the type the visitor came by: games to the list details, a package service to its package
 * page, anything else to the service page.
 */
export function backAfterRegistration(
  service: string,
  serviceType: string | undefined,
): PortalDestination {
  if (service === 'cinema') return screen('cinema');
  if (serviceType === 'games') return screen('listServiceDetails', 'games');
  if (serviceType === 'package-service') return screen('packageService', service);
  return screen('servicePage', service);
}

/** The section-list calls of the list pages (caller tunes, religion, games). */
export type SectionListCall =
  '/content/caller-tune-page' | '/content/religion-page-content' | '/content/games-page';

/** Which section list a list page of a service shows. */
export function sectionListOf(service: string): SectionListCall {
  if (service.startsWith('caller')) return '/content/caller-tune-page';
  if (service === 'religion') return '/content/religion-page-content';
  return '/content/games-page';
}

/** A price in RM as the portal writes it, e.g. 'RM 3.00'. */
export function rmOf(price: number): string {
  return `RM ${price.toFixed(2)}`;
}

type ProductId = NonNullable<Schema<'ServiceActionRequest'>['productId']>;

const productIds: readonly ProductId[] = [1, 2, 3];

/**
 * The package chosen on a package page for a service (its product id), sent with the service's
 * confirmation and registration so they confirm and charge that package; none when the visitor
 * chose no package of this service.
 */
export function packageChoiceOf(
  state: Pick<PortalState, 'packageName' | 'packageId'>,
  service: string,
): { productId?: ProductId } {
  const productId = productIds.find((id) => id === state.packageId);
  return state.packageName === service && productId !== undefined ? { productId } : {};
}
