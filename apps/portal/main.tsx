import { apiConfig, createPortalClient } from '@api';
import { startApp } from '../shared/startApp';
import { router } from './routes';

void startApp({
  theme: 'portal',
  router,
  clients: { portal: createPortalClient({ baseUrl: apiConfig.portalBaseUrl }) },
});
