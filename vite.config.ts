/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, type Alias, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };
import tsconfig from './tsconfig.json' with { type: 'json' };
import { appEntries, appForPath } from './server/static/appForPath.ts';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

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
 * The path aliases (`@api`, `@ds`, `@features/<name>`) come from tsconfig.json, so tsc, vite,
 * vitest and Storybook resolve them the same way.
 */
function tsconfigAliases(): Alias[] {
  return Object.entries(tsconfig.compilerOptions.paths).flatMap(([key, targets]): Alias[] => {
    const target = targets[0];
    if (target === undefined) return [];
    const wildcard = key.endsWith('/*');
    const prefix = (wildcard ? key.slice(0, -2) : key).replace(/[/.]/g, '\\$&');
    return wildcard
      ? [
          {
            find: new RegExp(`^${prefix}/([^/]+)$`),
            replacement: path.resolve(root, target.replace('*', '$1')),
          },
        ]
      : [{ find: new RegExp(`^${prefix}$`), replacement: path.resolve(root, target) }];
  });
}

const unhandledRequestsFail = ['tests/setup/unit.ts'];

/**
 * `TCK_APP=admin` or `TCK_APP=portal` builds that app alone, so each ships only the library
 * parts it uses (a shared chunk would hold what either app needs); `npm run build` builds the
 * admin console, then the portal into the same folder. Unset, one build makes both.
 */
const appToBuild = process.env.TCK_APP as keyof typeof appEntries | undefined;
const builtApps = appToBuild === undefined ? (['admin', 'portal'] as const) : [appToBuild];

export default defineConfig({
  appType: 'mpa',
  plugins: [react(), appsFallback()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: { alias: tsconfigAliases() },
  publicDir: 'public',
  build: {
    outDir: 'dist/apps',
    // The portal's build joins the admin console's in the same folder.
    emptyOutDir: appToBuild !== 'portal',
    rollupOptions: {
      // The kit's own modules do nothing when imported: an app keeps only the components,
      // features and client parts it uses, not every export of a barrel (`@ds`, `@api`).
      treeshake: {
        moduleSideEffects: [
          {
            test: /[\\/](design-system|features|openapi[\\/]client)[\\/].*\.tsx?$/,
            sideEffects: false,
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['{openapi,design-system,features,apps,server,tests/unit}/**/*.test.{ts,tsx}'],
          setupFiles: unhandledRequestsFail,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
    ],
  },
});
