import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { operatorBrands } from '../../design-system/node.ts';
import { portalOperators as operators } from '../../domain/portal-operators/index.ts';
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

/** A build file's name: its address without the leading slash. */
const fileOf = (address: string) => address.slice(1);

/** The operators' logos: the frame's header draws the visitor's. */
const operatorLogos = operators.map((operator) => operator.logo);

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

/** Modules of the mock API (its glue, the server's core it runs, sql.js and MSW). */
const mockCode = /^(openapi\/mocks\/|server\/|node_modules\/(msw|openapi-msw|@mswjs|sql\.js)\/)/;

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Notes the files of the portal's own build (its JavaScript and CSS parts and the fonts they
 * draw with), for the service worker to precache: the folder also holds the admin console's
 * build, and a mock build's mock API (msw, sql.js) is never precached.
 */
function portalParts(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  return {
    files,
    plugin: {
      name: 'telco-portal-parts',
      apply: 'build',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          const mock =
            output.type === 'chunk' &&
            Object.keys(output.modules).some((id) => mockCode.test(path.relative(root, id)));
          if (!mock && /\.(js|css|woff2)$/.test(output.fileName)) files.add(output.fileName);
        }
      },
    },
  };
}

/**
 * The portal's web app manifests and icons, and its service worker (apps/portal/sw.ts, Workbox):
 * it precaches the app shell, every part of the portal (a screen not visited yet opens without
 * network) and the operators' logos the frame draws, and keeps the last answers of the API's
 * reads. The worker is registered by the portal's background part, never by the home's first
 * script, so its precaching starts after the first screen.
 */
export function portalPwa(): Plugin[] {
  const parts = portalParts();
  return [
    portalInstallFiles(),
    parts.plugin,
    ...VitePWA({
      injectRegister: false,
      // The manifests are per operator (features/portal/install/node.ts).
      manifest: false,
      strategies: 'injectManifest',
      srcDir: 'apps/portal',
      filename: 'sw.ts',
      injectManifest: {
        rollupFormat: 'iife',
        // The shell, its favicon, the manifests and the operators' logos (small); the icons
        // are fetched by the browser when it offers or makes the install, which needs the
        // network anyway.
        globPatterns: [
          'apps/portal/index.html',
          'favicon.svg',
          ...portalOperators().map((operator) => fileOf(portalManifestPath(operator))),
          ...operatorLogos.map(fileOf),
        ],
        // And the portal build's own parts (`portalParts`), never the other files of the folder;
        // their names carry their content's hash, which is their revision.
        manifestTransforms: [
          (entries) => ({
            manifest: [
              ...entries,
              ...[...parts.files].sort().map((url) => ({ url, revision: null, size: 0 })),
            ],
            warnings: [],
          }),
        ],
      },
    }),
  ];
}
