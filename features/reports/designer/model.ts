import type { Schema } from '@api';
import {
  allRoles,
  cleanCell,
  columnCounts,
  designErrors,
  emptyCell,
  rowName,
  type DesignErrors,
} from '@domain/report-builder';

// The dashboard designer's state and its moves, without React: rows with their cells, the
// reorder rules of fixed rows, the column-count reset, and the saved JSON both ways.

type Cell = Schema<'ReportCell'>;
type Role = Schema<'RoleOption'>;
type Design = Schema<'Design'>;

/** One row as the designer edits it. */
export interface RowDraft {
  /** Stable identity while the row is moved (not saved). */
  key: string;
  /** 'Row N', kept when the row moves. */
  name: string;
  /** A fixed row keeps its place. */
  fixed: boolean;
  /** How many cells the row has (1 to 6). */
  columns: number;
  /** Who sees the row: 'All' alone, or chosen roles. */
  roles: Role[];
  /** One cell per column. */
  cells: Cell[];
}

/** The design as the designer edits it. */
export interface DesignDraft {
  /** 0 until the design is saved. */
  id: number;
  name: string;
  rows: RowDraft[];
}

const numberOf = (name: string) => Number(/^Row (\d+)$/.exec(name)?.[1] ?? 0);

/** A new row's key, unique among the draft's rows. */
function newKey(rows: readonly RowDraft[]): string {
  const used = new Set(rows.map((row) => row.key));
  let index = rows.length + 1;
  while (used.has(`row-${String(index)}`)) index += 1;
  return `row-${String(index)}`;
}

/** The designer's state of a saved design (a new one has no name yet). */
export function draftOf(design: Design): DesignDraft {
  const rows = [...design.rows].sort((a, b) => a.order - b.order);
  return {
    id: design.id,
    name: design.id === 0 ? '' : design.name,
    rows: rows.map((row, index) => ({
      key: `row-${String(index + 1)}`,
      name: row.name,
      fixed: row.fixed,
      columns: row.column_no,
      roles: row.role_ids.length === 0 ? [allRoles] : row.role_ids,
      // A row saved with fewer cells than columns gets empty ones for the rest.
      cells: Array.from(
        { length: row.column_no },
        (_, place) => row.selected_report.report[place] ?? emptyCell(row.column_no),
      ),
    })),
  };
}

/** The saved JSON of a draft: rows ordered as shown, cells without unused settings. */
export function designOf(draft: DesignDraft): Design {
  return {
    id: draft.id,
    name: draft.name.trim(),
    update: draft.id !== 0,
    rows: draft.rows.map((row, index) => ({
      name: row.name,
      order: index + 1,
      fixed: row.fixed,
      column_no: row.columns,
      role_ids: row.roles.length === 0 ? [allRoles] : row.roles,
      selected_report: { report: row.cells.map(cleanCell) },
    })),
  };
}

const replaceRow = (draft: DesignDraft, key: string, change: (row: RowDraft) => RowDraft) => ({
  ...draft,
  rows: draft.rows.map((row) => (row.key === key ? change(row) : row)),
});

/** Adds a row at the end: 'Row N' after the highest N, one column, seen by All. */
export function addRow(draft: DesignDraft): DesignDraft {
  const number = Math.max(0, ...draft.rows.map((row) => numberOf(row.name))) + 1;
  const row: RowDraft = {
    key: newKey(draft.rows),
    name: rowName(number),
    fixed: false,
    columns: 1,
    roles: [allRoles],
    cells: [emptyCell(1)],
  };
  return { ...draft, rows: [...draft.rows, row] };
}

/** Removes a row. */
export function removeRow(draft: DesignDraft, key: string): DesignDraft {
  return { ...draft, rows: draft.rows.filter((row) => row.key !== key) };
}

/** Sets a row's column count (1 to 6); a new count resets its cells to that many empty ones. */
export function setColumnCount(draft: DesignDraft, key: string, columns: number): DesignDraft {
  const count = Math.min(columnCounts.max, Math.max(columnCounts.min, Math.round(columns)));
  return replaceRow(draft, key, (row) =>
    row.columns === count
      ? row
      : { ...row, columns: count, cells: Array.from({ length: count }, () => emptyCell(count)) },
  );
}

/**
 * A row's roles after a change of the multi-select: picking 'All' drops the other roles, picking
 * a role drops 'All', and no role at all means 'All' again.
 */
export function nextRoles(current: readonly Role[], chosen: readonly Role[]): Role[] {
  const hadAll = current.some((role) => role.id === allRoles.id);
  const pickedAll = chosen.some((role) => role.id === allRoles.id);
  if (pickedAll && !hadAll) return [allRoles];
  const specific = chosen.filter((role) => role.id !== allRoles.id);
  return specific.length === 0 ? [allRoles] : specific;
}

/** Sets who sees a row. */
export function setRowRoles(draft: DesignDraft, key: string, chosen: readonly Role[]): DesignDraft {
  return replaceRow(draft, key, (row) => ({ ...row, roles: nextRoles(row.roles, chosen) }));
}

/** Fixes a row in its place, or frees it. */
export function setRowFixed(draft: DesignDraft, key: string, fixed: boolean): DesignDraft {
  return replaceRow(draft, key, (row) => ({ ...row, fixed }));
}

/** Replaces one cell of a row. */
export function setCell(draft: DesignDraft, key: string, place: number, cell: Cell): DesignDraft {
  return replaceRow(draft, key, (row) => ({
    ...row,
    cells: row.cells.map((current, index) => (index === place ? cell : current)),
  }));
}

/**
 * The places a row may move to: between the nearest fixed rows above and below it. A fixed row
 * may not move at all.
 */
export function movableRange(
  rows: readonly RowDraft[],
  key: string,
): { from: number; to: number } | undefined {
  const index = rows.findIndex((row) => row.key === key);
  const row = rows[index];
  if (row === undefined || row.fixed) return undefined;
  let from = index;
  while (from > 0 && rows[from - 1]?.fixed === false) from -= 1;
  let to = index;
  while (to < rows.length - 1 && rows[to + 1]?.fixed === false) to += 1;
  return { from, to };
}

/** Why a move is refused. */
export type MoveRefusal = 'fixed' | 'past-fixed';

/** A move's outcome: the new draft, or why not. */
export type MoveResult =
  | { ok: true; draft: DesignDraft; index: number }
  | { ok: false; reason: MoveRefusal; index: number };

/**
 * Moves a row to another place. Fixed rows do not move, and no row moves past a fixed one: the
 * place is refused (and the row stays where it was).
 */
export function moveRow(draft: DesignDraft, key: string, to: number): MoveResult {
  const from = draft.rows.findIndex((row) => row.key === key);
  const range = movableRange(draft.rows, key);
  if (range === undefined) return { ok: false, reason: 'fixed', index: from };
  if (to < range.from || to > range.to) return { ok: false, reason: 'past-fixed', index: from };
  const rows = [...draft.rows];
  const [moved] = rows.splice(from, 1);
  if (moved === undefined) return { ok: false, reason: 'fixed', index: from };
  rows.splice(to, 0, moved);
  return { ok: true, draft: { ...draft, rows }, index: to };
}

/** Where a row is, in words: 'position 2 of 4'. */
export const positionText = (index: number, count: number) =>
  `position ${String(index + 1)} of ${String(count)}`;

/** The nearest fixed row a move towards `to` would pass, for the refusal's words. */
export function blockingRow(
  rows: readonly RowDraft[],
  key: string,
  to: number,
): RowDraft | undefined {
  const from = rows.findIndex((row) => row.key === key);
  const step = to > from ? 1 : -1;
  for (let index = from + step; step > 0 ? index <= to : index >= to; index += step) {
    if (rows[index]?.fixed === true) return rows[index];
  }
  return undefined;
}

/** What is wrong with a draft before it is saved (the same rules the server applies). */
export function draftErrors(draft: DesignDraft): DesignErrors {
  return designErrors(designOf(draft));
}

/** The errors of one row's settings and cells, from the design's errors. */
export function rowErrors(errors: DesignErrors, index: number): string[] {
  const prefix = `rows.${String(index)}.`;
  return Object.entries(errors)
    .filter(([field]) => field.startsWith(prefix) && !field.includes('.selected_report.report.'))
    .flatMap(([, messages]) => messages);
}

const cellPrefix = (row: number, place: number) =>
  `rows.${String(row)}.selected_report.report.${String(place)}.`;

/** The design's errors without those of one cell (once its settings are changed). */
export function withoutCellErrors(errors: DesignErrors, row: number, place: number): DesignErrors {
  const prefix = cellPrefix(row, place);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith(prefix)));
}

/** The errors of one cell by setting (`graph_type`, `url`, …). */
export function cellFieldErrors(
  errors: DesignErrors,
  row: number,
  place: number,
): Partial<Record<keyof Cell, string[]>> {
  const prefix = cellPrefix(row, place);
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, messages]) => [field.slice(prefix.length), messages]),
  );
}
