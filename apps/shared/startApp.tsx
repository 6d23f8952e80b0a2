import { ApiProvider, apiConfig, createApiClient, type ApiEvent } from '@api';
import { DesignSystemProvider, ToastProvider, type ThemeName } from '@ds';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

export interface StartAppOptions {
  /** The look of the app. */
  theme: ThemeName;
  /** The app's routes. */
  router: ReturnType<typeof createBrowserRouter>;
  /** How the app answers API events (network failure, ended session, no permission). */
  onApiEvent?: (event: ApiEvent) => void;
  /** The app's state store, when the app also uses it outside React (e.g. for API events). */
  store?: ReturnType<typeof createStore>;
}

/** Boots a browser app: mock API when configured, API clients, state and the router. */
export async function startApp({
  theme,
  router,
  onApiEvent,
  store = createStore(),
}: StartAppOptions): Promise<void> {
  if (apiConfig.useMocks) {
    const { startMockApi } = await import('@api/mocks/browser');
    await startMockApi();
  }
  const clients = {
    admin: createApiClient({ baseUrl: apiConfig.adminBaseUrl, onEvent: onApiEvent }),
    portal: createApiClient({ baseUrl: apiConfig.portalBaseUrl, onEvent: onApiEvent }),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider clients={clients}>
            <DesignSystemProvider theme={theme}>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </DesignSystemProvider>
          </ApiProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
}
