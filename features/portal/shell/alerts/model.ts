import type { PortalApiEvent } from '@api';

/** What the portal shows after an API event (customer-portal §8). */
export type PortalAlert =
  /** 'Oops..' / 'There is some problem in your network!' with OK. */
  | 'network'
  /** 'Error!' / 'Your session has been terminated!', then the number input. */
  | 'session-ended'
  /** Straight to the number input (the call needs a verified number the visitor has not given). */
  | 'verify';

/** The portal's answer to an API event: whether the session goes, and what the visitor sees. */
export interface PortalReaction {
  clearSession: boolean;
  alert: PortalAlert | undefined;
  /** The session ended unannounced: the next call that needs it says so (not 'verify'). */
  endedQuietly?: boolean;
}

// Calls whose network failure no dialog tells: the visitor did not ask for them (journey,
// visits, the audio channel), or they are a screen's reads, whose screen shows its offline state.
const quietCalls =
  /\/(save_user_|guest-channel|get[-_]|content\/|(paid|free)-service|my-subscription|user-history|check-reg-status)/;
// The sidebar's balance: a browsing visitor never hears that a session ended because of it.
const balanceCall = '/get_user_balance_info/';

const pathOf = (url: string) => new URL(url, 'http://portal.invalid').pathname;

/**
 * How the portal reacts to its client's events: a network failure of an action (a form sent)
 * gets 'Oops..' (not for the background calls, nor for a screen's reads: the screen shows its
 * offline state); a 401 of an ended session clears it and says so, then asks for the
 * number; a 401 without a session asks for the number at once; the balance's 401 only clears
 * the session, and the next call that needs it then announces the end (`endedQuietly`: operator
 * 1's sidebar asks for the balance first, so its visitors would otherwise never hear it). 403s
 * are shown by the screens.
 */
export function reactionTo(event: PortalApiEvent, endedQuietly = false): PortalReaction {
  const path = event.type === 'forbidden' ? '' : pathOf(event.url);
  switch (event.type) {
    case 'network-error':
      return {
        clearSession: false,
        alert: quietCalls.test(path) ? undefined : 'network',
      };
    case 'unauthenticated':
      if (path.includes(balanceCall)) {
        return { clearSession: true, alert: undefined, endedQuietly: event.hadSession };
      }
      return {
        clearSession: true,
        alert: event.hadSession || endedQuietly ? 'session-ended' : 'verify',
        endedQuietly: false,
      };
    case 'forbidden':
      return { clearSession: false, alert: undefined };
  }
}
