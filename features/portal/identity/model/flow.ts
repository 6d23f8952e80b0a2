import { screen, type PortalDestination } from '@features/portal/core';

/**
 * Where a verified number leads (customer-portal §4, Number-entry flow and OTP), pure. Every
 * purpose goes through the code first: the server acts for a number only with its session.
 */

/** What the number input can be opened for (its :service), besides a service to subscribe to. */
export type NumberPurpose =
  | 'input'
  | 'transaction'
  | 'history'
  | 'topup-history'
  | 'subscription'
  | 'favourite'
  | 'topup'
  | 'support'
  | 'refer';

const purposes: ReadonlySet<string> = new Set<NumberPurpose>([
  'input',
  'transaction',
  'history',
  'topup-history',
  'subscription',
  'favourite',
  'topup',
  'support',
  'refer',
]);

/** Whether the number input's :service is a purpose (else it names a service). */
export function isPurpose(value: string): value is NumberPurpose {
  return purposes.has(value);
}

/** The next step once the number is verified. */
export type VerifiedStep =
  /** Go to a page. */
  | { kind: 'go'; destination: PortalDestination }
  /** Check the number's registration to the service (§4 'otherwise'). */
  | { kind: 'check-registration'; service: string };

const destinations: Record<NumberPurpose, PortalDestination> = {
  input: screen('home'),
  transaction: screen('userHistory'),
  history: screen('userHistory'),
  'topup-history': screen('userHistory'),
  subscription: screen('mySubscription'),
  favourite: screen('favourites'),
  support: screen('supportHistory'),
  topup: screen('packageReview', 'topup'),
  refer: screen('referFriend'),
};

/**
 * After the code (§4 OTP code 200): back to the page that asked for the number, if one did;
 * else by purpose: input home, transaction or topup-history to the history, subscription to my
 * subscription, favourite to the favourite list, support to the support history, topup to the
 * package review, refer to the refer page; a service's registration is checked.
 */
export function stepAfterVerification(purpose: string, previousRoute?: string): VerifiedStep {
  if (previousRoute !== undefined && previousRoute.startsWith('/')) {
    return { kind: 'go', destination: { kind: 'path', path: previousRoute } };
  }
  if (isPurpose(purpose)) return { kind: 'go', destination: destinations[purpose] };
  return { kind: 'check-registration', service: purpose };
}

/** The registration check's answer (§4): status 0 goes back to the service; else confirmation. */
export function destinationOfRegistration(status: number, service: string): PortalDestination {
  return status === 0 ? screen('servicePage', service) : screen('confirmation');
}
