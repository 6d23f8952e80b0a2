import { normalizeIconName } from '@ds';

/** How many icons a row of the picker's grid holds; the arrow keys move by it vertically. */
export const GRID_COLUMNS = 8;

/**
 * The names matching a search, best first: the exact name, then names starting with the text,
 * then names containing it. The text may carry the class prefix ('fa-user', 'fa fa-user').
 */
export function searchIcons(names: readonly string[], query: string): string[] {
  const needle = normalizeIconName(query);
  if (needle === '') return [...names];
  const rank = (name: string) => (name === needle ? 0 : name.startsWith(needle) ? 1 : 2);
  return names
    .filter((name) => name.includes(needle))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The index focus moves to in a grid of `count` icons for a key: arrows by one or by a row,
 * Home and End to the ends; undefined for other keys. Moves never leave the grid.
 */
export function gridMove(
  index: number,
  key: string,
  count: number,
  columns: number = GRID_COLUMNS,
): number | undefined {
  const last = count - 1;
  const clamp = (target: number) => Math.min(Math.max(target, 0), last);
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/** The class the menu stores for an icon name: 'users' → 'fa-users'. */
export function iconClass(name: string): string {
  return `fa-${name}`;
}
