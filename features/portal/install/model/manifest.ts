// The design system's plain entry by path, not `@ds`: the portal's build (tools/vite/portalPwa.ts)
// reads this file in plain Node, where the aliases and the components behind the barrel are not
// wanted.
import { operatorBrands, type OperatorId } from '../../../../design-system/node.ts';

/**
 * The portal's web app manifest, one file per operator with that operator's colours and icons;
 * the page links the visitor's operator's file. Files rather than one address the server answers
 * per visitor: the operator is known only in the browser (local storage, customer-portal §3);
 * one address would be one entry in the service worker's precache and in HTTP caches, stale
 * after a change of operator; and files work from any static host.
 */

/** The icons installable-app checks (Chrome, Lighthouse) want: 192, 512 and a maskable 512 px. */
export const portalIcons = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 512, purpose: 'maskable' },
] as const;

/** One of the portal's icons. */
export type PortalIcon = (typeof portalIcons)[number];

/** Whether a number is one of the operators the portal is branded for. */
function isOperatorId(value: number): value is OperatorId {
  return value in operatorBrands;
}

/** Every operator with a brand, each with its own manifest and icons. */
export function portalOperators(): OperatorId[] {
  return Object.keys(operatorBrands).map(Number).filter(isOperatorId);
}

/** Where an operator's icon is served from. */
export function portalIconPath(operator: OperatorId, { size, purpose }: PortalIcon): string {
  return `/icons/portal-${operator}-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`;
}

/** Where an operator's manifest is served from. */
export function portalManifestPath(operator: OperatorId): string {
  return `/manifest-${operator}.webmanifest`;
}

/** An operator's web app manifest. */
export function portalManifest(operator: OperatorId) {
  const brand = operatorBrands[operator];
  return {
    // One app whichever operator's manifest it was installed from (the id is otherwise taken
    // from start_url, which is the same, but stated so a later change cannot split it in two).
    id: '/',
    name: 'Telco Self-care',
    short_name: 'Self-care',
    description: 'Top up, subscribe, refer friends and get support for your mobile number.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The splash screen and the browser's bar in the operator's colour, as the icon's plate.
    background_color: brand.primary,
    theme_color: brand.primary,
    icons: portalIcons.map((icon) => ({
      src: portalIconPath(operator, icon),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/**
 * Points the page's manifest link at the operator's manifest. Builds link the default
 * operator's; where there is no link (the dev server, Storybook) none is added.
 */
export function linkOperatorManifest(document: Document, operator: OperatorId): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = portalManifestPath(operator);
  // The browser fetches the manifest on every change of its address: change it only if it differs.
  if (link !== null && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
