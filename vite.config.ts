import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, type Alias, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };
import tsconfig from './tsconfig.json' with { type: 'json' };
import { appEntries, appForPath } from './server/node/static/appForPath.ts';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import { matchStoryPicture } from './tests/support/storyPictureCommand.ts';
import {
  chunkModules,
  mockWorker,
  precompress,
  preloadStartup,
} from './tools/vite/buildPlugins.ts';
import { portalPwa } from './tools/vite/portalPwa.ts';
import { ServerSuitesFirst } from './tools/vitest/serverSuitesFirst.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Serves each app's index.html for its client-side routes in `vite` dev and preview. */
function appsFallback(): Plugin {
  const rewrite = (url: string | undefined, accept: string | undefined) => {
    if (!url || !accept?.includes('text/html')) return url;
    const pathname = new URL(url, 'http://localhost').pathname;
    if (path.extname(pathname) !== '') return url;
    return `/${appEntries[appForPath(pathname)]}`;
  };
  return {
    name: 'telco-apps-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        req.url = rewrite(req.url, req.headers.accept);
        next();
      });
    },
  };
}

/**
 * The path aliases (`@api`, `@ds`, `@features/<product>/<package>`) come from tsconfig.json, so
 * tsc, vite, vitest and Storybook resolve them the same way.
 */
function tsconfigAliases(): Alias[] {
  return Object.entries(tsconfig.compilerOptions.paths).flatMap(([key, targets]): Alias[] => {
    const target = targets[0];
    if (target === undefined) return [];
    // A `*` stands for one or more path segments, as in TypeScript (`@features/*` is
    // `@features/portal/core`). The first alias that matches wins, so tsconfig.json lists
    // `@features/*/stories` before `@features/*`, which TypeScript needs too.
    const [before = '', after] = key.split('*').map((part) => part.replace(/[/.]/g, '\\$&'));
    const find = new RegExp(after === undefined ? `^${before}$` : `^${before}(.+)${after}$`);
    return [{ find, replacement: path.resolve(root, target.replace('*', '$1')) }];
  });
}

/** Whether the apps answer with the in-browser mocks (see openapi/config.ts). */
const useMocks = (process.env.VITE_API_MOCKS ?? 'true') === 'true';

/**
 * How long a server suite's test and hook may take before they count as failed: each starts
 * servers (migrations, seed) and waits for what they answer; on a machine busy with other work
 * that takes several times as long as on an idle one, and a deadline is not a wait.
 */
const serverDeadlines = { testTimeout: 60_000, hookTimeout: 120_000 };

/** The PostgreSQL the server suites also run on (CI sets it), or '' for SQLite only. */
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

const unhandledRequestsFail = ['tests/setup/unit.ts'];

/**
 * `TCK_APP=admin` or `TCK_APP=portal` builds that app alone, so each ships only the library
 * parts it uses (a shared chunk would hold what either app needs); `npm run build` builds the
 * admin console, then the portal into the same folder. Unset, one build makes both.
 */
const appToBuild = process.env.TCK_APP as keyof typeof appEntries | undefined;
const builtApps = appToBuild === undefined ? (['admin', 'portal'] as const) : [appToBuild];
/** Names the build's own manifest and module list, so the second build keeps the first's. */
const buildSuffix = appToBuild === undefined ? '' : `-${appToBuild}`;

export default defineConfig({
  appType: 'mpa',
  plugins: [
    react(),
    appsFallback(),
    mockWorker(useMocks),
    chunkModules(buildSuffix),
    // The portal's home is most visits' first screen: fetched beside the entry, not after it.
    preloadStartup({ [appEntries.portal]: ['apps/portal/screens/home.tsx'] }),
    // The build the reference server serves sends its files compressed ahead of time.
    precompress(!useMocks),
    // The portal's manifest and service worker, in its own build only.
    ...(appToBuild === 'portal' ? [portalPwa()] : []),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version), __MOCK_API__: JSON.stringify(useMocks) },
  resolve: { alias: tsconfigAliases() },
  publicDir: 'public',
  build: {
    outDir: 'dist/apps',
    // The portal's build joins the admin console's in the same folder.
    emptyOutDir: appToBuild !== 'portal',
    // Read by the bundle budget (scripts/budget.ts) with the chunk module lists, one per build.
    manifest: `.vite/manifest${buildSuffix}.json`,
    // The portal's entry and home chunks are preloaded by `preloadStartup`, and a lazy part's
    // shared chunks follow the part: Vite's preload helper cost the portal home its budget. The
    // admin console keeps it, so its lazy parts fetch their shared chunks beside them.
    modulePreload: appToBuild === 'portal' ? false : { polyfill: false },
    rollupOptions: {
      // The kit's own modules do nothing when imported (styled-components' factories look like
      // calls to the bundler): an app keeps only the components, features and client parts it
      // uses, not every export of a barrel (`@ds`, `@api`).
      treeshake: {
        moduleSideEffects: [
          {
            test: /[\\/](design-system|features|openapi[\\/]client)[\\/].*\.tsx?$/,
            sideEffects: false,
            external: false,
          },
        ],
      },
      input: Object.fromEntries(
        builtApps.map((name) => [name, path.resolve(root, appEntries[name])]),
      ),
    },
  },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router-dom',
      'styled-components',
      'jotai',
      '@tanstack/react-query',
      'openapi-fetch',
      'openapi-react-query',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      'msw',
      'msw/browser',
      'msw-storybook-addon',
    ],
  },
  test: {
    // Vitest leaves a core free by default; CI machines have two, and the tests use both.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: ServerSuitesFirst },
    // Pictures a failed test attaches (e.g. a screenshot that differs) go with the other results.
    attachmentsDir: 'test-results/attachments',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Test files share a worker's loaded modules (React, the mock API) instead of each
          // loading them again; every test still starts from a fresh mock store and DOM.
          isolate: false,
          include: [
            '{openapi,design-system,features,apps,tools,tests/unit,.storybook}/**/*.test.{ts,tsx}',
          ],
          setupFiles: unhandledRequestsFail,
          restoreMocks: true,
        },
      },
      // The server's suites (and the pure domain's) run in Node without the mock API, on SQLite
      // here and on PostgreSQL in their own project, so the two databases' runs of one suite
      // share the cores instead of waiting on each other.
      {
        extends: true,
        test: {
          name: 'unit-server',
          ...serverDeadlines,
          environment: 'node',
          isolate: false,
          include: ['{domain,server}/**/*.test.ts'],
          restoreMocks: true,
          env: { TEST_DATABASE_ENGINE: 'sqlite' },
        },
      },
      ...(postgresUrl === ''
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'unit-postgres',
                ...serverDeadlines,
                environment: 'node',
                isolate: false,
                include: ['server/**/*.test.ts'],
                // Suites that do not touch a database run once, in the unit-server project.
                exclude: [
                  'server/core/reportBuilder/compile.test.ts',
                  'server/core/portable/**',
                  'server/node/static/**',
                  'server/node/storybook/**',
                  'server/node/db/durability.test.ts',
                  'server/node/ops/shutdown.test.ts',
                ],
                restoreMocks: true,
                env: { TEST_DATABASE_ENGINE: 'postgres' },
              },
            },
          ]),
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            // Storybook's canvas draws a story without a viewport of its own at the canvas's
            // size; the story tests draw (and picture) it at the console's desktop size.
            initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
          }),
        ],
        // `npm run test:stories` sets NODE_ENV=production: the stories render on React's
        // production build, as the apps ship it. Its development checks only print warnings,
        // and cost 14% of the story tests' CPU (392 against 338 CPU-s for the 1,041 stories).
        // That build has no act: a play waits (findBy, waitFor) for what a route change shows,
        // a transition that may land after the click that started it has returned.
        test: {
          name: 'storybook',
          // A deadline, not a wait: a long play function (a drag, a form filled in full) takes
          // 2–3 s on an idle machine and several times that on a busy one.
          testTimeout: 30_000,
          isolate: false,
          setupFiles: ['tests/setup/storyPicture.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              // Larger than the story viewports that are pictured (up to 1366 wide) and than the
              // tallest page grown to its full height (tests/setup/storyPicture.ts), so the
              // story's frame is never scaled down.
              contextOptions: {
                viewport: { width: 1400, height: 8000 },
                locale: 'en-GB',
                timezoneId: 'Asia/Kuala_Lumpur',
                colorScheme: 'light',
                // Motion the kit can skip is skipped, so pictures do not depend on timing.
                reducedMotion: 'reduce',
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            // A story's picture against its baseline (tests/setup/storyPicture.ts).
            commands: { matchStoryPicture },
          },
        },
      },
    ],
  },
});
