/** The order of a sorted column. */
export type SortDirection = 'asc' | 'desc';

/** Which column the rows are sorted by, and how. */
export interface DataTableSort {
  /** The sorted column's key. */
  key: string;
  /** Ascending or descending. */
  direction: SortDirection;
}

/** A row's id as `getRowId` gives it. */
export type RowId = string | number;

/** The sort after a click on a column's header: a new column starts ascending, the same one flips. */
export function nextSort(current: DataTableSort | null | undefined, key: string): DataTableSort {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** How many of the visible rows are selected: drives the select-all checkbox. */
export function selectionState(
  visibleIds: readonly RowId[],
  selectedIds: readonly RowId[],
): 'none' | 'some' | 'all' {
  const selected = new Set(selectedIds);
  const count = visibleIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === visibleIds.length ? 'all' : 'some';
}

/**
 * The selection after a click on select-all: selects every visible row, or clears them when all
 * are selected. Ids selected on other pages are kept.
 */
export function toggleAll(visibleIds: readonly RowId[], selectedIds: readonly RowId[]): RowId[] {
  if (selectionState(visibleIds, selectedIds) === 'all') {
    const visible = new Set(visibleIds);
    return selectedIds.filter((id) => !visible.has(id));
  }
  const selected = new Set(selectedIds);
  return [...selectedIds, ...visibleIds.filter((id) => !selected.has(id))];
}

/** The selection after a click on one row's checkbox. */
export function toggleOne(id: RowId, selectedIds: readonly RowId[]): RowId[] {
  return selectedIds.includes(id)
    ? selectedIds.filter((selected) => selected !== id)
    : [...selectedIds, id];
}
