import { apiConfig, createPortalClient } from '@api';
import { portalContextOf, portalStateAtom } from '@features/portal-core';
import { prefetchHome } from '@features/portal-home';
import { handlePortalApiEvent, PortalLook } from '@features/portal-shell';
import { createStore } from 'jotai';
import { generatePath } from 'react-router-dom';
import { startApp } from '../shared/startApp';
import { paths } from './paths';
import { PortalRoutes } from './routes';

const store = createStore();
const portal = createPortalClient({
  baseUrl: apiConfig.portalBaseUrl,
  onEvent: (event) => {
    handlePortalApiEvent(store, event);
  },
});

/** The home addresses that keep the stored operator (one in the address switches it first). */
const storedHomes = new Set([paths.frontHome, paths.frontHomeM, generatePath(paths.frontHomeOp)]);

void startApp({
  theme: 'portal',
  app: <PortalRoutes />,
  store,
  Look: PortalLook,
  clients: { portal },
  prefetch: (queryClient) => {
    if (storedHomes.has(window.location.pathname.replace(/(.)\/$/, '$1'))) {
      prefetchHome(queryClient, portal, portalContextOf(store.get(portalStateAtom)));
    }
  },
});
