// @ts-check
import path from 'node:path';

/**
 * The kit's import boundaries, by layer:
 * - design-system: itself only (pure, data-free components);
 * - openapi: itself only (the contract layer knows no screens);
 * - features: the design system, the API, its own files, and other features only through
 *   their `index.ts` (`@features/<name>`); story files may also use a feature's story helpers
 *   (`@features/<name>/stories`), which the apps never import;
 * - apps: any of the above, features only through their `index.ts`;
 * - browser code (all of the above) never imports the server.
 */

const root = path.resolve(import.meta.dirname, '../..');

/** @param {string} file */
function layerOf(file) {
  const [top, second] = path.relative(root, file).split(path.sep);
  if (top === 'design-system' || top === 'openapi' || top === 'apps' || top === 'server')
    return { layer: top };
  if (top === 'features' && second !== undefined) return { layer: 'features', feature: second };
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
  const feature = /^@features\/(.+)$/.exec(source);
  if (feature?.[1] !== undefined) return path.join(root, 'features', feature[1]);
  return undefined;
}

const browserLayers = new Set(['design-system', 'openapi', 'features', 'apps']);

/** @type {Record<string, Set<string>>} */
const allowed = {
  'design-system': new Set(['design-system']),
  openapi: new Set(['openapi']),
  features: new Set(['design-system', 'openapi', 'features']),
  apps: new Set(['design-system', 'openapi', 'features', 'apps']),
};

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports within the layer boundaries of the kit' },
    schema: [],
    messages: {
      layer: '{{from}} must not import from {{to}} ({{source}}).',
      server: 'Browser code must not import the server ({{source}}).',
      featureInternals:
        'Import another feature through its public API `@features/{{feature}}` (story files: also `@features/{{feature}}/stories`), not its internals ({{source}}).',
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (from.layer === 'other' || from.layer === 'server') return {};
    /** @param {import('estree').Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value !== 'string') return;
      const target = resolveImport(value, context.filename);
      if (target === undefined) return;
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
      const sameFeature = from.layer === 'features' && to.feature === from.feature;
      if (to.layer === 'features' && !sameFeature) {
        const viaIndex = value === `@features/${to.feature ?? ''}`;
        const storyHelpers =
          value === `@features/${to.feature ?? ''}/stories` &&
          context.filename.endsWith('.stories.tsx');
        if (!viaIndex && !storyHelpers) {
          context.report({
            node,
            messageId: 'featureInternals',
            data: { feature: to.feature ?? '', source: value },
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
