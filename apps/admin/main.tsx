import { apiConfig, createApiClient } from '@api';
import { createStore } from 'jotai';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { startApp } from '../shared/startApp';
import { handleApiEvent } from './apiEvents';
import { routes } from './routes';

const store = createStore();

/** The console page the URL names. */
function ConsoleRoutes() {
  return useRoutes(routes);
}

void startApp({
  theme: 'admin',
  app: (
    <BrowserRouter>
      <ConsoleRoutes />
    </BrowserRouter>
  ),
  store,
  clients: {
    admin: createApiClient({
      baseUrl: apiConfig.adminBaseUrl,
      onEvent: (event) => {
        handleApiEvent(store, event);
      },
    }),
  },
});
