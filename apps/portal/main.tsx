import { apiConfig, createPortalClient } from '@api';
import { portalContextOf, portalStateAtom } from '@features/portal-core';
import { firstAnswersElementId, firstVisitHomes } from '@domain/portal-first-visit';
import { firstAnswersFor, prefetchHome } from '@features/portal-home';
import { handlePortalApiEvent, PortalLook } from '@features/portal-shell';
import { createStore } from 'jotai';
import { startApp } from '../shared/startApp';
import { PortalRoutes } from './routes';

const store = createStore();
const portal = createPortalClient({
  baseUrl: apiConfig.portalBaseUrl,
  onEvent: (event) => {
    handlePortalApiEvent(store, event);
  },
});

void startApp({
  theme: 'portal',
  app: <PortalRoutes />,
  store,
  Look: PortalLook,
  clients: { portal },
  prefetch: (queryClient) => {
    // The home addresses that keep the stored operator (one in the address switches it first).
    if (firstVisitHomes.includes(window.location.pathname.replace(/(.)\/$/, '$1'))) {
      const context = portalContextOf(store.get(portalStateAtom));
      const text = document.getElementById(firstAnswersElementId)?.textContent;
      prefetchHome(queryClient, portal, context, firstAnswersFor(text, context));
    }
  },
});
