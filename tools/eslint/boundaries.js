// @ts-check
import path from 'node:path';

/**
 * The kit's import boundaries, by layer:
 * - domain: the shared pure modules (rules, vocabularies, catalogues, seeds): other domain
 *   modules through their `index.ts` (`@domain/<name>`) and the contract's generated files only;
 *   no package at all (no msw, fastify, react or node I/O), so the server, the mocks and the
 *   screens can all import them;
 * - design-system: itself and domain (pure, data-free components);
 * - openapi: itself and domain (the contract layer knows no screens);
 * - features: the design system, the API, domain, its own files, and other features only
 *   through their `index.ts` (`@features/<name>`); story files may also use a feature's story
 *   helpers (`@features/<name>/stories`), which the apps never import;
 * - apps: any of the above, features only through their `index.ts`;
 * - server: itself, domain, the contract's generated files and its loader (`openapi/contract`,
 *   plain node); never the mocks, the client, features, the design system or the apps;
 * - browser code (design-system, openapi, features, apps) never imports the server, nor the
 *   packages only the server may load (PostgreSQL's driver and its parser's WebAssembly).
 */

const root = path.resolve(import.meta.dirname, '../..');

/** @param {string} file */
function layerOf(file) {
  const [top, second] = path.relative(root, file).split(path.sep);
  if (top === 'openapi' && (second === 'generated' || second === 'contract'))
    return { layer: `openapi/${second}` };
  if (top === 'design-system' || top === 'openapi' || top === 'apps' || top === 'server')
    return { layer: top };
  if ((top === 'features' || top === 'domain') && second !== undefined)
    return { layer: top, feature: second };
  return { layer: 'other' };
}

/** @type {Record<string, (source: string) => string | undefined>} */
const aliases = {
  '@ds': () => 'design-system/index.ts',
  '@api': () => 'openapi/index.ts',
};

/**
 * Resolves an import to a file path in the repo, or undefined for packages.
 * @param {string} source
 * @param {string} importer
 */
function resolveImport(source, importer) {
  if (source.startsWith('.')) return path.resolve(path.dirname(importer), source);
  if (source === '@ds' || source === '@api')
    return path.join(root, aliases[source]?.(source) ?? '');
  if (source.startsWith('@api/')) return path.join(root, 'openapi', source.slice('@api/'.length));
  const module = /^@(features|domain)\/(.+)$/.exec(source);
  if (module?.[1] !== undefined && module[2] !== undefined)
    return path.join(root, module[1], module[2]);
  return undefined;
}

const browserLayers = new Set(['design-system', 'openapi', 'features', 'apps']);

const generated = ['openapi/generated'];
const contract = [...generated, 'openapi/contract'];
const openapi = [...contract, 'openapi'];

/** @type {Record<string, Set<string>>} */
const allowed = {
  domain: new Set(['domain', ...generated]),
  'design-system': new Set(['design-system', 'domain']),
  openapi: new Set([...openapi, 'domain']),
  'openapi/generated': new Set(generated),
  'openapi/contract': new Set(contract),
  features: new Set(['design-system', ...openapi, 'domain', 'features']),
  apps: new Set(['design-system', ...openapi, 'domain', 'features', 'apps']),
  server: new Set(['server', 'domain', ...contract]),
};

/** Packages of the server alone: a browser bundle must never carry them. */
const serverPackages = new Set(['libpg-query', 'pg', 'pg-cursor', 'pg-connection-string']);

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
      featureInternals:
        "Import another {{kind}} through its public API `{{alias}}` (story files: also a feature's `{{alias}}/stories`), not its internals ({{source}}).",
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (from.layer === 'other') return {};
    /** @param {import('estree').Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value !== 'string') return;
      const target = resolveImport(value, context.filename);
      if (target === undefined) {
        const isPackage = !value.startsWith('@api') && !value.startsWith('@ds');
        if (isPackage && browserLayers.has(from.layer) && serverPackages.has(value)) {
          context.report({ node, messageId: 'serverPackage', data: { source: value } });
          return;
        }
        if (from.layer === 'domain' && isPackage && !domainPackages(context.filename, value))
          context.report({ node, messageId: 'package', data: { source: value } });
        return;
      }
      const to = layerOf(target);
      if (to.layer === 'server' && browserLayers.has(from.layer)) {
        context.report({ node, messageId: 'server', data: { source: value } });
        return;
      }
      if (!allowed[from.layer]?.has(to.layer)) {
        context.report({
          node,
          messageId: 'layer',
          data: { from: from.layer, to: to.layer, source: value },
        });
        return;
      }
      const sameModule = from.layer === to.layer && to.feature === from.feature;
      if ((to.layer === 'features' || to.layer === 'domain') && !sameModule) {
        const kind = to.layer === 'features' ? 'feature' : 'domain module';
        const alias = `@${to.layer}/${to.feature ?? ''}`;
        // The server reaches a domain module by its folder (`../../domain/laravel`), whose file
        // is the module's index; browser code uses the alias.
        const viaIndex =
          value === alias ||
          (to.layer === 'domain' && target === path.join(root, to.layer, to.feature ?? ''));
        const storyHelpers =
          to.layer === 'features' &&
          value === `${alias}/stories` &&
          context.filename.endsWith('.stories.tsx');
        if (!viaIndex && !storyHelpers) {
          context.report({
            node,
            messageId: 'featureInternals',
            data: { kind, alias, source: value },
          });
        }
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

export const boundaries = { rules: { boundaries: rule } };
