import { ApiProvider, createApiClient, createPortalClient } from '@api';
import { createMockApi, mockAdminToken, type MockApiOptions } from '@api/mocks';
import {
  DesignSystemProvider,
  DocumentTitleProvider,
  ToastProvider,
  type OperatorId,
  type ThemeName,
} from '@ds';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { initialize, mswLoader } from 'msw-storybook-addon';
import type { RequestHandler } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { withCommitSignal, mountAfterEffects } from './mountAfterEffects';
import { lookGlobalTypes, openInInitialLook, showInitialLook } from './initialLook';
import { defaultLook } from './look';
import { viewports } from './viewports';
import { landmarkRules, lesserRules } from './axeRules';

initialize({
  // A call of the API no handler answers is an error; anything else (the mock API's own
  // WebAssembly, fonts, images) goes to the network.
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).pathname.includes('/api/')) print.error();
  },
  quiet: true,
  // Beside the page that registers it: the static build is served under a path (/storybook/).
  serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
});
showInitialLook();

// A play function waits as long wherever it runs. A first visit of the static Storybook loads the
// story's parts and the mock API while it plays, on a machine that may be busy: answers a user
// sees after a second or two are not defects (testing-library's default gives up after one).
configure({ asyncUtilTimeout: 5000 });

/**
 * Each story gets its own mock API (the server's core over a fresh copy of the seeded demo
 * database, arranged as `parameters.mockApi` says and opened before the story renders); its own
 * `parameters.msw.handlers` take precedence.
 */
const mockApi: Loader = async (context) => {
  const storyHandlers = (
    context.parameters.msw as { handlers?: Record<string, RequestHandler[]> } | undefined
  )?.handlers;
  const api = createMockApi(context.parameters.mockApi as MockApiOptions | undefined);
  await api.core();
  return mswLoader({
    ...context,
    parameters: {
      ...context.parameters,
      msw: { handlers: { ...storyHandlers, base: api.handlers } },
    },
  });
};

/**
 * Theme, operator and language, as the toolbar sets them (a story opens in its own, see
 * initialLook.ts). Toasts stay until closed, so a screenshot after a play function always shows
 * them; the Toast stories bring their own provider (`parameters.toastProvider: false`).
 */
const withDesignSystem: Decorator = (Story, { globals, parameters }) => (
  <DesignSystemProvider
    theme={String(globals.theme ?? defaultLook.theme) as ThemeName}
    operator={Number(globals.operator ?? defaultLook.operator) as OperatorId}
    language={String(globals.language ?? defaultLook.language)}
  >
    <DocumentTitleProvider siteName="Telco Console">
      {parameters.toastProvider === false ? (
        <Story />
      ) : (
        <ToastProvider duration={0}>
          <Story />
        </ToastProvider>
      )}
    </DocumentTitleProvider>
  </DesignSystemProvider>
);

/** A router per story, starting at `parameters.router.initialEntries`. */
const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter
    initialEntries={
      (parameters.router as { initialEntries?: string[] } | undefined)?.initialEntries ?? ['/']
    }
  >
    <Story />
  </MemoryRouter>
);

/** Fresh app state per story: a new jotai store, query cache and API clients. */
const withState: Decorator = (Story) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const clients = {
    admin: createApiClient({ baseUrl: '/api', getToken: () => mockAdminToken }),
    portal: createPortalClient({ baseUrl: '/api/portal' }),
  };
  return (
    <JotaiProvider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider clients={clients}>
          <Story />
        </ApiProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
};

/**
 * Names the story's layout on the page; Storybook's canvas pads the story itself, and the story
 * tests' setup (tests/setup/storyPicture.ts) draws the same layout from this attribute.
 */
const markLayout: Preview['beforeEach'] = ({ parameters }) => {
  document.body.dataset.storyLayout = (parameters.layout as string | undefined) ?? 'padded';
};

const preview: Preview = {
  tags: ['autodocs'],
  beforeEach: [openInInitialLook, markLayout],
  loaders: [mockApi],
  // withCommitSignal last: it wraps the others, so its effect runs after all of theirs.
  decorators: [withState, withRouter, withDesignSystem, withCommitSignal],
  mount: mountAfterEffects,
  parameters: {
    // axe runs after every story; a serious or critical violation fails it, lesser ones are
    // listed in the Accessibility panel (vitest-axe honours `impactLevels`). Landmarks nested
    // or doubled (two <main>s, a <main> inside another landmark) fail too: a screen reader's
    // landmark list is how its users find their way around the console.
    a11y: {
      test: 'error',
      config: { rules: landmarkRules.map((id) => ({ id, impact: 'serious' })) },
      options: {
        impactLevels: ['serious', 'critical'],
        // The story tests need the violations that fail them only: axe then spares itself the
        // rules that cannot fail a story (.storybook/axeRules.ts) and reports violations alone
        // (about 1 kB a story instead of 40 kB of passes and inapplicable rules, which each test
        // sent to the runner).
        ...(import.meta.env.MODE === 'test'
          ? {
              reporter: 'no-passes',
              rules: Object.fromEntries(lesserRules.map((id) => [id, { enabled: false }])),
            }
          : {}),
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
  },
  globalTypes: lookGlobalTypes,
  // No viewport: a story fills the canvas unless it names one (the story tests draw the others
  // at 1280 × 800, see vite.config.ts).
  initialGlobals: { ...defaultLook },
};

export default preview;
