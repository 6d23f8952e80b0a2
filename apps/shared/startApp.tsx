import { ApiProvider, retryFailedQuery, type ApiClients } from '@api';
import { DesignSystemProvider, ToastProvider, type ThemeName } from '@ds';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface StartAppOptions {
  /** The look of the app. */
  theme: ThemeName;
  /**
   * The app's routed screens (e.g. `<RouterProvider router={router} />`). The app brings its
   * own router, so each ships only the router parts it uses.
   */
  app: ReactNode;
  /** The API clients the app talks to (each app only its own API). */
  clients: Partial<ApiClients>;
  /** The app's state store, when the app also uses it outside React (e.g. for API events). */
  store?: ReturnType<typeof createStore>;
  /**
   * Applies the design system when the look depends on app state (the portal's operator and
   * language); it renders `DesignSystemProvider`. By default the theme alone applies.
   */
  Look?: ComponentType<{ children: ReactNode }>;
  /** Starts the first screen's requests before the first render, to travel while it renders. */
  prefetch?: (queryClient: QueryClient) => void;
  /**
   * Loads the first screen's code before the first render (its part is preloaded with the
   * page), so the first render shows the screen itself rather than a spinner and then it.
   */
  firstScreen?: () => Promise<void>;
  /**
   * Whether calls are made without network too: 'always' when a service worker may answer
   * them (TanStack Query otherwise holds them back until the browser is online).
   */
  networkMode?: 'always';
}

/** Boots a browser app: mock API when configured, API clients, state and the router. */
export async function startApp({
  theme,
  app,
  clients,
  store = createStore(),
  Look,
  prefetch,
  firstScreen,
  networkMode,
}: StartAppOptions): Promise<void> {
  // The build-time constant itself (not apiConfig's copy), so a build without mocks leaves the
  // mock API's code out entirely.
  if (__MOCK_API__) {
    const { startMockApi } = await import('@api/mocks/browser');
    await startMockApi();
  }
  const queryClient = new QueryClient({
    defaultOptions: {
      // Back online, what is on screen is asked again (TanStack Query stops doing so by default
      // under networkMode 'always'): a page shown from the kept answers becomes current.
      queries: { retry: retryFailedQuery, networkMode, refetchOnReconnect: true },
      mutations: { networkMode },
    },
  });
  prefetch?.(queryClient);
  await firstScreen?.();
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element');
  const screens = <ToastProvider>{app}</ToastProvider>;
  const root = createRoot(container);
  // A transition renders in slices that give the browser its main thread back every few
  // milliseconds, instead of one long task that delays the first paint and the first tap.
  startTransition(() => {
    root.render(
      <StrictMode>
        <JotaiProvider store={store}>
          <QueryClientProvider client={queryClient}>
            <ApiProvider clients={clients}>
              {Look === undefined ? (
                <DesignSystemProvider theme={theme}>{screens}</DesignSystemProvider>
              ) : (
                <Look>{screens}</Look>
              )}
            </ApiProvider>
          </QueryClientProvider>
        </JotaiProvider>
      </StrictMode>,
    );
  });
}
