import type { PortalApiEvent } from '@api';
import { afterSessionEnded, portalStateAtom } from '@features/portal/core';
import { atom, type createStore } from 'jotai';
import { reactionTo, type PortalAlert } from './model';

/** The pending alert; `PortalAlerts` shows it and clears it. */
export const portalAlertAtom = atom<PortalAlert | undefined>(undefined);

/** Applies the portal's reaction to a client event (the app wires it to the portal client). */
export function handlePortalApiEvent(
  store: ReturnType<typeof createStore>,
  event: PortalApiEvent,
): void {
  const { clearSession, alert } = reactionTo(event);
  if (clearSession) store.set(portalStateAtom, afterSessionEnded);
  if (alert !== undefined) store.set(portalAlertAtom, alert);
}
