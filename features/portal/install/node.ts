/**
 * The install package's plain entry, for the portal's build (tools/vite/portalPwa.ts), which
 * reads it in plain Node: the per-operator manifests and icons, no component, no alias.
 */
export {
  portalIconPath,
  portalIcons,
  portalManifest,
  portalManifestPath,
  portalOperators,
} from './model/manifest';
