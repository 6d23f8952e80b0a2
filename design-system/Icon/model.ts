import type { IconDefinition } from '@fortawesome/fontawesome-common-types';
import { fallbackIcon } from './glyphs';

/** A map of stored icon names (without `fa-`) to their definitions. */
export type IconMap = Readonly<Record<string, IconDefinition>>;

// Style classes that may precede the icon class, e.g. 'fa fa-users' or 'fas fa-users'.
const styleClasses = new Set([
  'fa',
  'fas',
  'far',
  'fab',
  'fa-solid',
  'fa-regular',
  'fa-fw',
  'fa-lg',
]);

/**
 * The bare icon name of a stored Font Awesome class string: 'fa fa-bar-chart', 'fas fa-users',
 * 'fa-users' and 'users' all give the name after `fa-`, lower-cased.
 */
export function normalizeIconName(name: string): string {
  const words = name.trim().toLowerCase().split(/\s+/);
  const iconClass = words.find((word) => word !== '' && !styleClasses.has(word)) ?? '';
  return iconClass.startsWith('fa-') ? iconClass.slice(3) : iconClass;
}

/** The definition a map holds for a stored icon name, or `undefined` when it does not know it. */
export function findIcon(name: string, map: IconMap): IconDefinition | undefined {
  const bare = normalizeIconName(name);
  return Object.hasOwn(map, bare) ? map[bare] : undefined;
}

/** The definition to draw for a stored icon name: its mapped icon, else the neutral fallback. */
export function resolveIcon(
  name: string,
  map: IconMap,
): { definition: IconDefinition; known: boolean } {
  const definition = findIcon(name, map);
  return definition ? { definition, known: true } : { definition: fallbackIcon, known: false };
}
