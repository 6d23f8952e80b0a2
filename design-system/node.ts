/**
 * The design system's plain entry, for code that runs in plain Node (the portal's build,
 * tools/vite/portalPwa.ts): values only, no component, no alias, imports with their extension.
 * Browser code uses `@ds`.
 */
export { operatorBrands, type OperatorId } from './theme/themes.ts';
