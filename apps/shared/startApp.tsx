import { ApiProvider, apiConfig, createApiClient, type ApiEvent } from '@api';
import { DesignSystemProvider, ToastProvider, type ThemeName } from '@ds';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';

export interface StartAppOptions {
  /** The look of the app. */
  theme: ThemeName;
  /** The app's routes. */
  routes: RouteObject[];
  /** How the app answers API events (network failure, ended session, no permission). */
  onApiEvent?: (event: ApiEvent) => void;
  /** The app's state store, when the app also uses it outside React (e.g. for API events). */
  store?: ReturnType<typeof createStore>;
}

/** The page the URL names, from the app's routes. */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Boots a browser app: mock API when configured, API clients, state and the router. */
export async function startApp({
  theme,
  routes,
  onApiEvent,
  store = createStore(),
}: StartAppOptions): Promise<void> {
  // The build-time constant itself (not apiConfig's copy), so a build without mocks leaves the
  // mock API's code out entirely.
  if (__MOCK_API__) {
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
                <BrowserRouter>
                  <AppRoutes routes={routes} />
                </BrowserRouter>
              </ToastProvider>
            </DesignSystemProvider>
          </ApiProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
}
