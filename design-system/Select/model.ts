/** The value of an option: an id or a code. */
export type SelectValue = string | number;

/** One choice of a Select. */
export interface SelectOption {
  /** What the Select reports when the option is picked. */
  value: SelectValue;
  /** The text shown and searched. */
  label: string;
  /** Shown but cannot be picked. */
  disabled?: boolean;
}

/** A move of the active (highlighted) option. */
export type ActiveMove = 'next' | 'previous' | 'first' | 'last';

/** The options whose label contains the query, ignoring case and surrounding spaces. */
export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/**
 * The index the active option moves to, skipping disabled options and stopping at either end;
 * -1 when no option can be active. From -1, 'next' goes to the first and 'previous' to the last.
 */
export function moveActive(
  options: readonly SelectOption[],
  current: number,
  move: ActiveMove,
): number {
  const enabled = (index: number) => options[index] !== undefined && !options[index].disabled;
  const scan = (from: number, step: 1 | -1) => {
    for (let index = from; index >= 0 && index < options.length; index += step) {
      if (enabled(index)) return index;
    }
    return -1;
  };
  switch (move) {
    case 'first':
      return scan(0, 1);
    case 'last':
      return scan(options.length - 1, -1);
    case 'next': {
      const next = current < 0 ? scan(0, 1) : scan(current + 1, 1);
      return next < 0 ? current : next;
    }
    case 'previous': {
      const previous = current < 0 ? scan(options.length - 1, -1) : scan(current - 1, -1);
      return previous < 0 ? current : previous;
    }
  }
}

/**
 * The option to jump to when the user types `text` on a closed or non-searchable list: the next
 * enabled option after `current` whose label starts with it (wrapping), else -1. Repeating one
 * letter ('aaa') cycles through the options starting with that letter.
 */
export function typeaheadIndex(
  options: readonly SelectOption[],
  text: string,
  current: number,
): number {
  const lower = text.toLocaleLowerCase();
  const sameLetter = lower.length > 1 && lower === lower.charAt(0).repeat(lower.length);
  const prefix = sameLetter ? lower.slice(0, 1) : lower;
  // A longer prefix keeps the current option if it still matches; a new letter moves on.
  const start = prefix.length > 1 ? Math.max(current, 0) : current + 1;
  for (let offset = 0; offset < options.length; offset += 1) {
    const index = (start + offset) % options.length;
    const option = options[index];
    if (option && !option.disabled && option.label.toLocaleLowerCase().startsWith(prefix)) {
      return index;
    }
  }
  return -1;
}

/** The values with `value` added, or removed when it is already there (a multi-select pick). */
export function toggleValue(values: readonly SelectValue[], value: SelectValue): SelectValue[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** The label of a value, looked up in the given option lists in order; the value itself if none. */
export function labelOf(
  value: SelectValue,
  ...lists: readonly (readonly SelectOption[])[]
): string {
  for (const list of lists) {
    const found = list.find((option) => option.value === value);
    if (found) return found.label;
  }
  return String(value);
}
