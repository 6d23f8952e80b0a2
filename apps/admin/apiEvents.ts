import { isCancellation, readCookie, tokenCookieName, type ApiEvent } from '@api';
import { clearSessionToken, sessionAtom } from '@features/admin/auth';
import { atom, type createStore } from 'jotai';

/** The dialog the console shows for an API event, if any (admin §2.1 and §8). */
export type ApiAlert = 'session-terminated' | 'network' | 'sign-in' | null;

/** The pending API alert; the console layout shows it and clears it. */
export const apiAlertAtom = atom<ApiAlert>(null);

/**
 * Turns the client's events into the console's reactions: a terminated session of a signed-in
 * user gets the 'Error!' dialog, any other 401 goes straight to sign-in, a network failure gets
 * 'Oops..' (never a call the app cancelled). 403s are shown by the screens themselves. A 401
 * answered to a call sent with another token than the one stored now (a call made before the
 * user signed in, answered after) says nothing of the new session: it is left alone, or it
 * would remove the new token and leave the console without its bearer header.
 */
export function handleApiEvent(store: ReturnType<typeof createStore>, event: ApiEvent): void {
  if (event.type === 'network-error') {
    // Only a real network failure; a call the app cancelled itself is nobody's problem.
    if (!isCancellation(undefined, event.error)) store.set(apiAlertAtom, 'network');
    return;
  }
  if (event.type !== 'session-terminated' && event.type !== 'unauthorized') return;
  if (event.token !== readCookie(tokenCookieName)) return;
  const wasSignedIn = store.get(sessionAtom) === 'signed-in';
  clearSessionToken();
  store.set(sessionAtom, 'signed-out');
  store.set(
    apiAlertAtom,
    event.type === 'session-terminated' && wasSignedIn ? 'session-terminated' : 'sign-in',
  );
}
