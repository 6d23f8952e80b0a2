import {
  screen,
  usePortalContext,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export interface RequireVerifiedProps {
  /** What the number is asked for on the number input (a purpose such as subscription, or a service). */
  purpose: string;
  /** How the guard sends the visitor to the number input. */
  navigation: PortalNavigation;
  /** The screen the number guards. */
  children: ReactNode;
}

/**
 * A screen protected by number (§6: history, my subscription, refer, favourites, support):
 * without a verified session the visitor goes to the number input, and comes back here after
 * the code.
 */
export function RequireVerified({ purpose, navigation, children }: RequireVerifiedProps) {
  const { verified } = usePortalContext();
  const updateState = useUpdatePortalState();
  const location = useLocation();
  const missing = verified === undefined;
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!missing) return;
    updateState((state) => ({ ...state, previous_route: here }));
    navigation.go(screen('numberInput', purpose), { replace: true });
  }, [here, missing, navigation, purpose, updateState]);
  return missing ? null : children;
}
