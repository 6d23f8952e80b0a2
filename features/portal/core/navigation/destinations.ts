/**
 * Where the portal can send a visitor, by what the place is: features return destinations and
 * the app maps each screen to its path (features know no URLs). Pure.
 */

/** The portal's screens (customer-portal §2). */
export type PortalScreen =
  | 'home'
  | 'numberInput'
  | 'topupHub'
  | 'internetOffers'
  | 'internetOffer'
  | 'packageService'
  | 'referFriend'
  | 'userHistory'
  | 'mySubscription'
  | 'favourites'
  | 'listService'
  | 'listServiceDetails'
  | 'multipleService'
  | 'servicePage'
  | 'terms'
  | 'support'
  | 'supportHistory'
  | 'freeServices'
  | 'notices'
  | 'cinema'
  | 'packageReview'
  | 'otp'
  | 'dialPage'
  | 'multipleServiceDetails'
  | 'confirmation'
  | 'unsubConfirmation'
  | 'registration'
  | 'deregistration'
  | 'topupNumber'
  | 'topupPackages'
  | 'walletSelect'
  | 'walletConfirmation'
  | 'walletSubmit'
  | 'favouriteAdd'
  | 'ticketSuccess'
  | 'campaign';

/** A place to go. */
export type PortalDestination =
  /** A screen of the portal, with its route parameter (a service, a purpose, an id). */
  | { kind: 'screen'; screen: PortalScreen; param?: string; query?: Record<string, string> }
  /** A path inside the portal that the server named (e.g. /multiple-serivce/bangla_barta). */
  | { kind: 'path'; path: string }
  /** Another site: the browser leaves the portal. */
  | { kind: 'external'; url: string }
  /** The 'Select Your Operator' popup. */
  | { kind: 'operator-choice' };

/** A screen destination. */
export const screen = (name: PortalScreen, param?: string): PortalDestination =>
  param === undefined ? { kind: 'screen', screen: name } : { kind: 'screen', screen: name, param };

/** The spec's named routes (as the server's target pages name them) and their screens. */
export const namedRoutes: Readonly<Record<string, PortalScreen>> = {
  FrontHome: 'home',
  FrontHomeOp: 'home',
  ListService: 'listService',
  listService: 'listService',
  topUp: 'topupHub',
  InternetService: 'internetOffers',
  'input-msisdn-page': 'numberInput',
  packageService: 'packageService',
  'refer-friend': 'referFriend',
  userHistory: 'userHistory',
  mySubscription: 'mySubscription',
  'favourite-number-view': 'favourites',
  listServiceDetails: 'listServiceDetails',
  servicePage: 'servicePage',
  termsAndCondition: 'terms',
  'support-page': 'support',
  'free-services': 'freeServices',
  'notice-page': 'notices',
};

/** A server's target page (a named route or an in-app path) as a destination, if it is one. */
export function destinationOfTarget(
  target: string | null | undefined,
  param?: string,
): PortalDestination | undefined {
  if (target === null || target === undefined || target === '') return undefined;
  if (target.startsWith('/')) return { kind: 'path', path: target };
  const named = namedRoutes[target];
  return named === undefined ? undefined : screen(named, param);
}

/** The last segment of an in-app path, e.g. the service of /multiple-serivce/bangla_barta. */
export function lastSegment(path: string | null | undefined): string | undefined {
  if (path === null || path === undefined || !path.startsWith('/')) return undefined;
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  return segments[segments.length - 1];
}

/** How a screen moves the visitor: the app maps destinations to its routes. */
export interface PortalNavigation {
  /** The link address of a destination (for real links: open in a new tab, copy, ...). */
  hrefOf: (destination: PortalDestination) => string;
  /** Goes to a destination; `replace` keeps the current page out of the history. */
  go: (destination: PortalDestination, options?: { replace?: boolean }) => void;
  /** Goes back in the history (§4: the unsubscribe result goes back two steps). */
  back: (steps?: number) => void;
}
