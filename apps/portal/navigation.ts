import {
  operatorPopupAtom,
  usePortalContext,
  type PortalDestination,
  type PortalNavigation,
} from '@features/portal/core';
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { hrefOf } from './paths';

/** How many entries of this tab's history the portal made (react-router keeps the index). */
function historyIndex(): number {
  const state: unknown = globalThis.history.state;
  return typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number'
    ? state.idx
    : 0;
}

/** The portal's navigation for its features: destinations mapped to the routes of `paths`. */
export function usePortalNavigation(): PortalNavigation {
  const navigate = useNavigate();
  const { operatorId } = usePortalContext();
  const openOperatorPopup = useSetAtom(operatorPopupAtom);
  return useMemo(() => {
    // Home is the operator's home (FrontHomeOp) unless another operator is named.
    const resolve = (destination: PortalDestination): PortalDestination =>
      destination.kind === 'screen' &&
      destination.screen === 'home' &&
      destination.param === undefined
        ? { ...destination, param: String(operatorId) }
        : destination;
    const href = (destination: PortalDestination) => hrefOf(resolve(destination));
    return {
      hrefOf: href,
      go(destination, options) {
        if (destination.kind === 'external') globalThis.location.assign(destination.url);
        else if (destination.kind === 'operator-choice') openOperatorPopup(true);
        else void navigate(href(destination), options);
      },
      back(steps = 1) {
        // A visitor who came straight to this page goes home rather than off the portal.
        if (historyIndex() >= steps) void navigate(-steps);
        else void navigate(href({ kind: 'screen', screen: 'home' }), { replace: true });
      },
    };
  }, [navigate, openOperatorPopup, operatorId]);
}
