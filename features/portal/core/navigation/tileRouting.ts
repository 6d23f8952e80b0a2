import type { Schema } from '@api';
import { destinationOfTarget, lastSegment, screen, type PortalDestination } from './destinations';

/** What routes a home tile or a menu entry: its type, target page and external URL. */
export interface RoutedEntry {
  type: Schema<'TileType'>;
  target_page?: string | null;
  external_url?: string | null;
}

/** What the routing needs to know of the visitor. */
export interface RoutingContext {
  /** The stored number, if any (§4: number input when none is stored). */
  msisdn: string | undefined;
}

/** Screens a number guards, by tile type, and the purpose of their number input (§4, §6). */
const numberScreens = {
  refer: screen('referFriend'),
  transaction: screen('userHistory'),
  subscription: screen('mySubscription'),
  favourite: screen('favourites'),
} as const;

/**
 * Where a home tile or a menu entry leads (customer-portal §4 'Home tile routing by type'). An
 * entry with an external URL leaves for it first.
 */
export function routeOfEntry(entry: RoutedEntry, { msisdn }: RoutingContext): PortalDestination {
  const external = entry.external_url ?? undefined;
  if (external !== undefined && external !== '') return { kind: 'external', url: external };
  const target = entry.target_page ?? undefined;
  const service = lastSegment(target);
  switch (entry.type) {
    case 'multiple-service':
    case 'mutiple-service':
      return screen('multipleService', service);
    case 'topup':
      return screen('topupHub', service ?? 'topup');
    case 'internet':
      return screen('internetOffers', service ?? 'internet');
    case 'input':
      return screen('numberInput', 'input');
    case 'package-service':
      return screen('packageService', service);
    case 'refer':
    case 'transaction':
    case 'subscription':
    case 'favourite':
      return msisdn === undefined ? screen('numberInput', entry.type) : numberScreens[entry.type];
    case 'operator':
      return { kind: 'operator-choice' };
    case 'games':
      return screen('listServiceDetails', service ?? 'games');
    case 'list':
      return screen('listService', service);
    case 'other':
      return destinationOfTarget(target) ?? screen('servicePage', service);
  }
}
