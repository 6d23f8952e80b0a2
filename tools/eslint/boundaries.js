// @ts-check
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The kit's import boundaries. A layer may import only the layers listed in `allowed`, and
 * another unit (domain module, design-system folder, feature package, app) only through an
 * entry, never its internals:
 * - domain: the shared pure modules: other domain modules through their `index.ts`
 *   (`@domain/<name>`) and the contract's generated files only; no package at all (no msw,
 *   fastify, react or node I/O), so the server, the mocks and the screens can all import them;
 * - design-system: itself and domain. Inside, a component imports another component through its
 *   folder (`../Button`, its `index.ts`), never its files; the shared internals (the lowercase
 *   folders: `tokens/`, `theme/`, `focus/`, `fields/`) by file; story files also a component's
 *   story helpers (`../Sidebar/stories`). Outside, `@ds`, or `design-system/node.ts` (values only)
 *   for code that runs in plain Node;
 * - openapi: the entry `@api` (`openapi/index.ts`, with `schema.ts` and `config.ts`) over the
 *   client; the generated files import only each other; the contract loader (`@api/contract`)
 *   only those; the client never imports the mocks (its tests use them through their entries);
 *   the mocks use the client, the contract and the generated files through their entries;
 *   outside code imports the entries only (`@api`, `@api/mocks`, `@api/mocks/node`,
 *   `@api/mocks/browser`, `@api/contract`, the generated files);
 * - features: packages `features/<product>/<package>`, imported through their `index.ts`
 *   (`@features/<product>/<package>`); story files may also use a package's story helpers
 *   (`@features/<product>/<package>/stories`), which the apps never import; Node tools a
 *   package's `node.ts`. A product imports only the products in `productImports`;
 * - apps: the layers above, features through their indexes, products as in `appProducts`; an
 *   app imports only itself and `apps/shared`; tests reach an app through its `index.ts`;
 * - server/core (runs anywhere: Node, the browser, vitest): itself, domain, the contract's
 *   generated files and its pure entry (`@api/contract`, never `openapi/contract/node.ts`), and
 *   no package but kysely, ajv and ajv-formats (sql.js in `server/core/portable` only): no
 *   `node:*`, Fastify, database driver, Redis, MQTT or Redocly;
 * - server/node (the Node hosts): anything of the server (bar its test helpers), domain and the
 *   contract's entries, and any package; server/testing and server/bench (Node helpers) the
 *   same and each other. A server test file may import what its helpers do;
 * - only server/node, server/testing, server/bench, tests and scripts import server/node;
 * - tests: the public entries above (aliases and indexes), the server's test helpers
 *   (`server/testing`) and its Node host, never the internals of a layer;
 * - scripts and tools (Node tools): each other, domain, the contract (its `node.ts` entry too),
 *   `server/testing`, `server/node` (scripts), and browser code only through its plain
 *   `node.ts` entries;
 * - browser code (design-system, openapi, features, apps) never imports the server, bar the mock
 *   API (`openapi/mocks`), which runs `server/core`; nor the packages only the server may load
 *   (PostgreSQL's driver and its parser's WebAssembly).
 */

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The products of `features/` and the products each may import: a portal package never imports
 * the console's (admin, billing, reports); the admin home shows the report dashboard.
 * @type {Record<string, readonly string[]>}
 */
const productImports = {
  platform: ['platform'],
  portal: ['portal', 'platform'],
  admin: ['admin', 'reports', 'platform'],
  billing: ['billing', 'platform'],
  reports: ['reports', 'platform'],
};

/** @type {Record<string, readonly string[]>} The products each app assembles. */
const appProducts = {
  admin: ['admin', 'billing', 'reports', 'platform'],
  portal: ['portal', 'platform'],
  shared: [],
};

/** The parts of server/ with their own rules. */
const serverParts = new Set(['core', 'node', 'testing', 'bench']);

/** The parts of openapi/ with their own rules; its other files are the `@api` entry's. */
const openapiParts = new Set(['generated', 'contract', 'client', 'mocks']);

/**
 * A file's layer, and the unit of the layer whose internals are its own: a domain module, a
 * design-system folder, a feature package (`<product>/<package>`) or an app.
 * @param {string} file
 * @returns {{ layer: string, unit?: string, product?: string }}
 */
function layerOf(file) {
  const [top, second, third] = path.relative(root, file).split(path.sep);
  switch (top) {
    case 'domain':
    case 'apps':
      return { layer: top, unit: second };
    case 'design-system':
      // Files at its root (`index.ts`, `node.ts`) are its entries, in no folder.
      return { layer: top, unit: third === undefined ? undefined : second };
    case 'openapi':
      return { layer: second !== undefined && openapiParts.has(second) ? `${top}/${second}` : top };
    case 'features':
      return {
        layer: top,
        product: second,
        unit: third === undefined ? undefined : `${second ?? ''}/${third}`,
      };
    case 'server':
      return {
        layer:
          second !== undefined && serverParts.has(second) ? `server/${second}` : 'server/other',
      };
    case 'tests':
      return { layer: top };
    case 'scripts':
    case 'tools':
      return { layer: 'node-tools' };
    default:
      return { layer: 'other' };
  }
}

/** The tsconfig.json aliases, as TypeScript matches them: exact keys, then `*` patterns. */
const tsconfigPaths = /** @type {{ compilerOptions: { paths: Record<string, string[]> } }} */ (
  JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'))
).compilerOptions.paths;

/** @param {string} source */
function aliasTarget(source) {
  const exact = tsconfigPaths[source]?.[0];
  if (exact !== undefined) return exact;
  // The longest prefix before the `*` wins; of two with the same prefix, the first listed.
  let best = { prefix: -1, target: /** @type {string | undefined} */ (undefined) };
  for (const [key, [target]] of Object.entries(tsconfigPaths)) {
    const [before, after] = key.split('*');
    if (after === undefined || target === undefined || before === undefined) continue;
    const fits =
      source.length >= before.length + after.length &&
      source.startsWith(before) &&
      source.endsWith(after);
    if (fits && before.length > best.prefix) {
      const star = source.slice(before.length, source.length - after.length);
      best = { prefix: before.length, target: target.replace('*', star) };
    }
  }
  return best.target;
}

/** @type {Map<string, string>} */
const resolved = new Map();
const candidates = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** The file an extensionless path or folder stands for, as the bundler finds it. @param {string} base */
function toFile(base) {
  let file = resolved.get(base);
  if (file === undefined) {
    file =
      candidates
        .map((suffix) => base + suffix)
        .find((name) => statSync(name, { throwIfNoEntry: false })?.isFile()) ?? base;
    resolved.set(base, file);
  }
  return file;
}

/**
 * Resolves an import to a file of the repo, or undefined for packages.
 * @param {string} specifier
 * @param {string} importer
 */
function resolveImport(specifier, importer) {
  const source = specifier.split('?')[0] ?? specifier;
  if (source.startsWith('.')) return toFile(path.resolve(path.dirname(importer), source));
  const target = aliasTarget(source);
  return target === undefined ? undefined : toFile(path.join(root, target));
}

const browserLayers = new Set(['design-system', 'openapi', 'features', 'apps']);
const serverLayers = new Set([
  'server/core',
  'server/node',
  'server/testing',
  'server/bench',
  'server/other',
]);

/** Packages of the server alone: a browser bundle must never carry them. */
const serverPackages = new Set(['libpg-query', 'pg', 'pg-cursor', 'pg-connection-string']);
const browserCode = new Set([...browserLayers, 'openapi/client', 'openapi/mocks']);

/** The layers that run in Node only (they may read the contract's Node entry). */
const nodeSide = new Set(['server/node', 'server/testing', 'server/bench', 'node-tools']);

/** The layers a Node side of the server imports. */
const nodeServerImports = new Set([
  'server/core',
  'server/node',
  'domain',
  'openapi/contract',
  'openapi/generated',
]);

/** The packages the core may import (besides its tests'); sql.js in its portable host only. */
const corePackage = /** @param {string} file @param {string} source */ (file, source) =>
  ['kysely', 'ajv', 'ajv-formats'].includes(source) ||
  (source === 'sql.js' &&
    path.relative(root, file).startsWith(path.join('server', 'core', 'portable')));

/** @type {Record<string, Set<string>>} */
const allowed = {
  domain: new Set(['domain', 'openapi/generated']),
  'design-system': new Set(['design-system', 'domain']),
  openapi: new Set(['openapi', 'openapi/client', 'openapi/generated', 'domain']),
  'openapi/generated': new Set(['openapi/generated']),
  'openapi/contract': new Set(['openapi/contract', 'openapi/generated']),
  'openapi/client': new Set(['openapi/client', 'openapi', 'openapi/generated', 'domain']),
  'openapi/mocks': new Set([
    'openapi/mocks',
    'openapi',
    'openapi/contract',
    'openapi/generated',
    'domain',
    'server/core',
  ]),
  features: new Set(['design-system', 'openapi', 'openapi/mocks', 'domain', 'features']),
  apps: new Set(['design-system', 'openapi', 'openapi/mocks', 'domain', 'features', 'apps']),
  'server/core': new Set(['server/core', 'domain', 'openapi/contract', 'openapi/generated']),
  'server/node': nodeServerImports,
  'server/testing': new Set([...nodeServerImports, 'server/testing']),
  'server/bench': new Set([...nodeServerImports, 'server/testing', 'server/bench']),
  'server/other': new Set(),
  tests: new Set([
    'tests',
    'domain',
    'design-system',
    'openapi',
    'openapi/mocks',
    'openapi/contract',
    'openapi/generated',
    'features',
    'apps',
    'server/testing',
    'server/node',
  ]),
  'node-tools': new Set([
    'node-tools',
    'domain',
    'design-system',
    'features',
    'openapi/contract',
    'openapi/generated',
    'server/testing',
    'server/node',
  ]),
};

/** @param {string} file */
const isTest = (file) => /\.test\.tsx?$/.test(file);
/** @param {string} file */
const isStory = (file) => file.endsWith('.stories.tsx');

/**
 * The kind of entry a file is to code outside its unit, or undefined for internals: `index`,
 * `stories` (story files only) or `node` (the plain entry Node tools may read).
 * @param {string} file
 */
function entryOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  const [top, second] = parts;
  const name = parts.at(-1) ?? '';
  const depth = parts.length;
  const unitEntry = (/** @type {number} */ unitDepth) => {
    if (depth === unitDepth + 1 && /^index\.tsx?$/.test(name)) return 'index';
    if (depth === unitDepth + 1 && /^stories\.tsx?$/.test(name)) return 'stories';
    if (depth === unitDepth + 2 && parts.at(-2) === 'stories' && /^index\.tsx?$/.test(name))
      return 'stories';
    if (depth === unitDepth + 1 && name === 'node.ts') return 'node';
    return undefined;
  };
  switch (top) {
    case 'domain':
    case 'apps':
      return depth === 3 && /^index\.tsx?$/.test(name) ? 'index' : undefined;
    case 'design-system':
      if (depth === 2) return name === 'node.ts' ? 'node' : 'index';
      return unitEntry(2);
    case 'features':
      return unitEntry(3);
    case 'openapi':
      if (second === 'generated' || depth === 2) return 'index';
      if (second === 'contract') {
        return name === 'index.ts' ? 'index' : name === 'node.ts' ? 'node' : undefined;
      }
      if (second === 'mocks' && depth === 3 && ['index.ts', 'node.ts', 'browser.ts'].includes(name))
        return 'index';
      return undefined;
    case 'server':
      // The layers decide who may import the server's parts; within them, any file.
      return second === 'other' ? undefined : 'index';
    default:
      return 'index';
  }
}

/**
 * How to reach a unit from outside, for the messages.
 * @param {string} file
 * @param {ReturnType<typeof layerOf>} from
 */
function entryHint(file, from) {
  const [top, second, third] = path.relative(root, file).split(path.sep);
  switch (top) {
    case 'domain':
      return `@domain/${second ?? ''}`;
    case 'design-system':
      return from.layer === top
        ? `../${second ?? ''}`
        : '@ds, or design-system/node.ts in plain Node';
    case 'features':
      return `@features/${second ?? ''}/${third ?? ''}`;
    case 'openapi':
      return '@api, @api/mocks, @api/mocks/node, @api/mocks/browser, @api/contract or a generated file';
    case 'apps':
      return `apps/${second ?? ''}/index.ts`;
    case 'server':
      return 'server/testing';
    default:
      return 'its index';
  }
}

/** Packages a domain module may import: its tests' runner only. */
const domainPackages = /** @param {string} file @param {string} source */ (file, source) =>
  source === 'vitest' && /\.test\.ts$/.test(file);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports within the layer boundaries of the kit' },
    schema: [],
    messages: {
      layer: '{{from}} must not import from {{to}} ({{source}}).',
      server: 'Browser code must not import the server ({{source}}).',
      serverPackage: 'Browser code must not import a package of the server ({{source}}).',
      package:
        'A domain module is pure: it imports no package ({{source}}), only domain modules and the generated contract.',
      internals: 'Import through the public entry ({{hint}}), not the internals ({{source}}).',
      storyHelpers: 'Story helpers ({{source}}) are for story files only.',
      nodeEntry:
        'Node tools read browser code only through its plain `node.ts` entry, not {{source}}.',
      corePackage:
        'server/core runs anywhere: it imports only kysely, ajv and ajv-formats (sql.js in server/core/portable), not {{source}}.',
      contractNode:
        "The contract's Node entry ({{source}}) is for Node code: import @api/contract here.",
      product: '{{from}} may import the features of {{allowedProducts}}, not {{source}}.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from.layer === 'other') return {};
    const layers = new Set(allowed[from.layer]);
    // The client's tests run against the mock API.
    if (from.layer === 'openapi/client' && isTest(file)) layers.add('openapi/mocks');
    // The server's tests run in Node, with its test helpers and the Node host.
    if (from.layer.startsWith('server/') && isTest(file)) {
      for (const layer of ['server/core', 'server/node', 'server/testing']) layers.add(layer);
    }
    /** @param {import('estree').Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value !== 'string') return;
      const target = resolveImport(value, file);
      const data = { source: value };
      if (target === undefined) {
        if (browserCode.has(from.layer) && serverPackages.has(value))
          context.report({ node, messageId: 'serverPackage', data });
        else if (from.layer === 'domain' && !domainPackages(file, value))
          context.report({ node, messageId: 'package', data });
        else if (from.layer === 'server/core' && !isTest(file) && !corePackage(file, value))
          context.report({ node, messageId: 'corePackage', data });
        return;
      }
      const to = layerOf(target);
      const mockApiCore = from.layer === 'openapi/mocks' && to.layer === 'server/core';
      if (serverLayers.has(to.layer) && browserCode.has(from.layer) && !mockApiCore) {
        context.report({ node, messageId: 'server', data });
        return;
      }
      if (!layers.has(to.layer)) {
        context.report({
          node,
          messageId: 'layer',
          data: { ...data, from: from.layer, to: to.layer },
        });
        return;
      }
      if (to.layer === 'features' && (from.layer === 'features' || from.layer === 'apps')) {
        const products =
          from.layer === 'features'
            ? productImports[from.product ?? '']
            : appProducts[from.unit ?? ''];
        if (!products?.includes(to.product ?? '')) {
          const allowedProducts = products?.length ? products.join(', ') : 'no product';
          const fromName =
            from.layer === 'features'
              ? `features/${from.product ?? ''}`
              : `apps/${from.unit ?? ''}`;
          context.report({
            node,
            messageId: 'product',
            data: { ...data, from: fromName, allowedProducts },
          });
          return;
        }
      }
      const entry = entryOf(target);
      if (to.layer === 'openapi/contract' && entry === 'node' && !nodeSide.has(from.layer)) {
        context.report({ node, messageId: 'contractNode', data });
        return;
      }
      if (inside(from, to)) return;
      if (entry === undefined) {
        context.report({
          node,
          messageId: 'internals',
          data: { ...data, hint: entryHint(target, from) },
        });
      } else if (entry === 'stories' && !isStory(file)) {
        context.report({ node, messageId: 'storyHelpers', data });
      } else if (
        from.layer === 'node-tools' &&
        (to.layer === 'design-system' || to.layer === 'features') &&
        entry !== 'node'
      ) {
        context.report({ node, messageId: 'nodeEntry', data });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/**
 * Whether an import stays among one unit's own files (or reaches shared internals it may use
 * by file), so it needs no entry.
 * @param {ReturnType<typeof layerOf>} from
 * @param {ReturnType<typeof layerOf>} to
 */
function inside(from, to) {
  switch (to.layer) {
    case 'domain':
    case 'features':
      return from.layer === to.layer && from.unit === to.unit;
    case 'design-system':
      if (from.layer !== to.layer) return false;
      // The entries at the root gather the folders; the lowercase folders are shared internals.
      return from.unit === undefined || from.unit === to.unit || /^[a-z]/.test(to.unit ?? '');
    case 'apps':
      return from.layer === to.layer && (from.unit === to.unit || to.unit === 'shared');
    case 'openapi/client':
      // `@api` is the client's entry.
      return from.layer === to.layer || from.layer === 'openapi';
    case 'server/core':
    case 'server/node':
    case 'server/testing':
    case 'server/bench':
      return serverLayers.has(from.layer);
    default:
      return from.layer === to.layer;
  }
}

export const boundaries = { rules: { boundaries: rule } };
