import type { IconDefinition } from '@fortawesome/fontawesome-common-types';
import { fallbackIcon, iconDefinitions, type IconName } from './icons';

/** Every name the icon map knows, sorted, for the menu editor's icon picker. */
export const iconNames = (Object.keys(iconDefinitions) as IconName[]).sort();

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

/** Whether a (normalized) name is in the icon map. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconDefinitions, name);
}

/** The definition for a stored icon name, or `undefined` when the map does not know it. */
export function findIcon(name: string): IconDefinition | undefined {
  const bare = normalizeIconName(name);
  return isIconName(bare) ? iconDefinitions[bare] : undefined;
}

/** The definition to draw for a stored icon name: its mapped icon, else the neutral fallback. */
export function resolveIcon(name: string): { definition: IconDefinition; known: boolean } {
  const definition = findIcon(name);
  return definition ? { definition, known: true } : { definition: fallbackIcon, known: false };
}
