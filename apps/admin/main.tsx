import { apiConfig, createApiClient } from '@api';
import { createStore } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { startApp } from '../shared/startApp';
import { handleApiEvent } from './apiEvents';
import { router } from './routes';

const store = createStore();

void startApp({
  theme: 'admin',
  app: <RouterProvider router={router} />,
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
