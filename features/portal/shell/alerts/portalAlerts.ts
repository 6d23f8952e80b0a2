import type { PortalApiEvent } from '@api';
import { afterSessionEnded, portalStateAtom } from '@features/portal/core';
import { atom, type createStore } from 'jotai';
import { reactionTo, type PortalAlert } from './model';

/** The pending alert; `PortalAlerts` shows it and clears it. */
export const portalAlertAtom = atom<PortalAlert | undefined>(undefined);

/** Whether a session ended unannounced (the balance's 401) and the visitor is yet to hear it. */
const endedQuietlyAtom = atom(false);

/** Applies the portal's reaction to a client event (the app wires it to the portal client). */
export function handlePortalApiEvent(
  store: ReturnType<typeof createStore>,
  event: PortalApiEvent,
): void {
  const { clearSession, alert, endedQuietly } = reactionTo(event, store.get(endedQuietlyAtom));
  if (endedQuietly !== undefined) store.set(endedQuietlyAtom, endedQuietly);
  if (clearSession) store.set(portalStateAtom, afterSessionEnded);
  if (alert !== undefined) store.set(portalAlertAtom, alert);
}
