import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { operatorBrands } from '../../design-system/node.ts';
import type { defaultOperatorId } from '../../domain/portal-first-visit/index.ts';
import {
  portalIconPath,
  portalIcons,
  portalManifest,
  portalManifestPath,
  portalOperators,
} from '../../features/portal/install/node.ts';
import { faviconFile, parseIconSvg, renderIcon } from './portalIcons.ts';

/** The operator the HTML links until the page knows the visitor's (§9; typed as the portal's). */
const defaultOperator: typeof defaultOperatorId = 1;

/** Addresses the portal's service worker never answers: the console, the API, the broker, Storybook. */
const notPortal = [/^\/admin/, /^\/login/, /^\/api\//, /^\/mqtt/, /^\/storybook/];

/** A build file's name: its address without the leading slash. */
const fileOf = (address: string) => address.slice(1);

/**
 * Writes each operator's manifest and icons (the favicon in the operator's colours, drawn at
 * build time so a brand colour or the favicon changes them with no file to redraw), and links
 * the default operator's manifest in the HTML; the page's background part swaps the link to the
 * visitor's operator.
 */
function portalInstallFiles(): Plugin {
  return {
    name: 'telco-portal-install-files',
    apply: 'build',
    generateBundle() {
      const drawing = parseIconSvg(readFileSync(faviconFile, 'utf8'));
      for (const operator of portalOperators()) {
        const { primary, primaryText } = operatorBrands[operator];
        for (const icon of portalIcons) {
          this.emitFile({
            type: 'asset',
            fileName: fileOf(portalIconPath(operator, icon)),
            source: renderIcon(drawing, {
              size: icon.size,
              maskable: icon.purpose === 'maskable',
              plate: primary,
              mark: primaryText,
            }),
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: fileOf(portalManifestPath(operator)),
          source: `${JSON.stringify(portalManifest(operator), null, 2)}\n`,
        });
      }
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'manifest', href: portalManifestPath(defaultOperator) },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * The portal's web app manifests and icons, and its service worker (Workbox): the app shell is
 * precached, the parts and pictures it loads are kept once fetched, so a revisit without network
 * opens the portal and its own 'no network' message rather than the browser's error page. The
 * worker is registered by the portal's background part, never by the home's first script.
 */
export function portalPwa(): Plugin[] {
  return [
    portalInstallFiles(),
    ...VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      // The manifests are per operator (features/portal/install/node.ts).
      manifest: false,
      workbox: {
        // The shell, its favicon and the manifests (small); the icons are fetched by the
        // browser when it offers or makes the install, which needs the network anyway.
        globPatterns: [
          'apps/portal/index.html',
          'favicon.svg',
          ...portalOperators().map((operator) => fileOf(portalManifestPath(operator))),
        ],
        navigateFallback: '/apps/portal/index.html',
        navigateFallbackDenylist: notPortal,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'portal-parts', expiration: { maxEntries: 200 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/images/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'portal-images', expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
  ];
}
