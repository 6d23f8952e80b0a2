import { apiConfig, createPortalClient } from '@api';
import { handlePortalApiEvent, PortalLook } from '@features/portal-shell';
import { createStore } from 'jotai';
import { startApp } from '../shared/startApp';
import { PortalRoutes } from './routes';

const store = createStore();

void startApp({
  theme: 'portal',
  app: <PortalRoutes />,
  store,
  Look: PortalLook,
  clients: {
    portal: createPortalClient({
      baseUrl: apiConfig.portalBaseUrl,
      onEvent: (event) => {
        handlePortalApiEvent(store, event);
      },
    }),
  },
});
