import { apiConfig, createPortalClient } from '@api';
import { portalContextOf, portalStateAtom } from '@features/portal/core';
import { firstAnswersElementId, firstVisitHomes } from '@domain/portal-first-visit';
import { firstAnswersFor, prefetchHome } from '@features/portal/home';
import { handlePortalApiEvent, PortalLook, seedShell } from '@features/portal/shell';
import { createStore } from 'jotai';
import { startApp } from '../shared/startApp';
import { PortalRoutes, preloadHome } from './routes';

const store = createStore();
const portal = createPortalClient({
  baseUrl: apiConfig.portalBaseUrl,
  onEvent: (event) => {
    handlePortalApiEvent(store, event);
  },
});

// The home addresses that keep the stored operator (one in the address switches it first).
const atHome = firstVisitHomes.includes(window.location.pathname.replace(/(.)\/$/, '$1'));

void startApp({
  theme: 'portal',
  app: <PortalRoutes />,
  store,
  Look: PortalLook,
  clients: { portal },
  firstScreen: atHome ? preloadHome : undefined,
  // Without network, the service worker answers the reads seen before; the rest fail at once
  // and show the offline state.
  networkMode: 'always',
  prefetch: (queryClient) => {
    if (!atHome) return;
    const context = portalContextOf(store.get(portalStateAtom));
    const text = document.getElementById(firstAnswersElementId)?.textContent;
    const first = firstAnswersFor(text, context);
    if (first !== undefined) seedShell(queryClient, portal, context, first);
    prefetchHome(queryClient, portal, context, first);
  },
});
