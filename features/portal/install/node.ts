/**
 * The install package's plain entry, for the portal's build (tools/vite/portalPwa.ts), which
 * reads it in plain Node: the per-operator manifests and icons, no component, no alias, imports
 * with their extension.
 */
export {
  portalIconPath,
  portalIcons,
  portalManifest,
  portalManifestPath,
  portalOperators,
} from './model/manifest.ts';
