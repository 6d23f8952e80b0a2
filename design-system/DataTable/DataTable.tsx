import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
import * as S from './DataTable.styles';
import { fitTable } from './fit';
import { DeleteIcon, EditIcon, SortIcon, ViewIcon } from './icons';
import {
  nextSort,
  selectionState,
  toggleAll,
  toggleOne,
  type DataTableSort,
  type RowId,
} from './model';

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  /** Identifies the column (and the sort); also the row field shown when there is no `render`. */
  key: string;
  /** The header text. */
  header: ReactNode;
  /** The cell's content for a row; defaults to the row's `key` field as text. */
  // Method syntax keeps a column of a specific row type usable where a general one is expected.
  render?(row: Row): ReactNode;
  /** Makes the header a sort button (the caller sorts the rows in `onSortChange`). */
  sortable?: boolean;
  /** Horizontal alignment: end for numbers and amounts. */
  align?: 'start' | 'center' | 'end';
  /** A CSS width, e.g. '8rem' or '20%'. */
  width?: string;
}

export interface DataTableProps<Row> {
  /** The columns, in order. */
  columns: DataTableColumn<Row>[];
  /** The rows of the current page, already sorted. */
  rows: Row[];
  /** A unique, stable id for a row (used for selection and keys). */
  getRowId: (row: Row) => RowId;
  /** The table's name, e.g. 'Departments'; always read by screen readers. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a visible heading already names the table. */
  hideCaption?: boolean;
  /** The current sort (controlled). */
  sort?: DataTableSort | null;
  /** Called with the new sort when a sortable header is clicked. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Ids of the selected rows (controlled); may include rows of other pages. */
  selectedIds?: readonly RowId[];
  /** Enables the checkbox column; called with the new selection. */
  onSelectionChange?: (ids: RowId[]) => void;
  /** Buttons for the selected rows, shown in the bar with 'N selected'. */
  bulkActions?: ReactNode;
  /** Shows a View button per row (unless `canView` says no). */
  onView?: (row: Row) => void;
  /** Shows an Edit button per row (unless `canEdit` says no). */
  onEdit?: (row: Row) => void;
  /** Shows a Delete button per row (unless `canDelete` says no). */
  onDelete?: (row: Row) => void;
  /** Whether a row offers View (e.g. from the permission rules). */
  canView?: (row: Row) => boolean;
  /** Whether a row offers Edit. */
  canEdit?: (row: Row) => boolean;
  /** Whether a row offers Delete. */
  canDelete?: (row: Row) => boolean;
  /** Names a row in labels such as 'Edit 12' and 'Select 12'; defaults to its id. */
  getRowLabel?: (row: Row) => string;
  /** The header of the row-actions column. */
  actionsHeader?: string;
  /** Shown when there are no rows. */
  emptyText?: ReactNode;
  /** Shows shimmering placeholder rows and marks the table busy. */
  loading?: boolean;
  /** How many placeholder rows to show while loading. */
  skeletonRows?: number;
  /**
   * Where the table has less than 26rem of width (a dashboard's narrow cell), each row shows as
   * lines of "column: value", so every column stays in view; else a table too wide for its
   * place scrolls sideways.
   */
  stackWhenNarrow?: boolean;
}

const always = () => true;

/**
 * A text that may break after each `/` or `\` (paths, URLs, class names): such long values
 * wrap instead of pushing the table wider than its screen. Numbers and words stay whole.
 */
function breakable(text: string): ReactNode {
  const parts = text.split(/(?<=[\\/])(?=.)/);
  if (parts.length < 2) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function cellText(row: unknown, key: string): ReactNode {
  const value =
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  if (typeof value === 'string') return breakable(value);
  return typeof value === 'number' ? value : null;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The admin list table: sortable headers, row selection with a bulk-action bar, per-row
 * view/edit/delete, an empty text and a loading skeleton. Scrolls sideways on narrow screens,
 * the row actions staying in view.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption = false,
  sort,
  onSortChange,
  selectedIds = [],
  onSelectionChange,
  bulkActions,
  onView,
  onEdit,
  onDelete,
  canView = always,
  canEdit = always,
  canDelete = always,
  getRowLabel = (row) => String(getRowId(row)),
  actionsHeader = 'Actions',
  emptyText = 'No data found!',
  loading = false,
  skeletonRows = 5,
  stackWhenNarrow = false,
}: DataTableProps<Row>) {
  const captionId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const roomRef = useRef<HTMLDivElement>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const selectable = onSelectionChange !== undefined;
  const hasActions = onView !== undefined || onEdit !== undefined || onDelete !== undefined;
  const visibleIds = loading ? [] : rows.map(getRowId);
  const allState = selectionState(visibleIds, selectedIds);
  let announcement = '';
  if (loading) announcement = 'Loading…';
  else if (selectable && selectedIds.length > 0) announcement = `${selectedIds.length} selected`;
  const columnCount = columns.length + (selectable ? 1 : 0) + (hasActions ? 1 : 0);

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = allState === 'some';
  }, [allState]);

  // From a tablet up the table wraps as much as it must to fit its width, so no data column
  // ends up under the sticky actions column; what still overflows (a phone) scrolls sideways,
  // and its scroller must then be reachable by keyboard.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const table = scroller?.firstElementChild;
    const room = roomRef.current;
    if (!scroller || !room || !(table instanceof HTMLTableElement)) return;
    const update = () => {
      const overflowing = fitTable(scroller, table);
      // The sticky actions column draws its edge only while the table scrolls under it.
      scroller.dataset.overflowing = String(overflowing);
      if (overflowing) {
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-labelledby', captionId);
      } else {
        scroller.removeAttribute('tabindex');
        scroller.removeAttribute('role');
        scroller.removeAttribute('aria-labelledby');
      }
    };
    // Fitting changes the table's size, which a resize observer of the table must not see in its
    // own call (a resize loop): the table is fitted again, before it is drawn, whenever the room
    // it has changes (a line as wide as the table, no higher) or what it holds (its rows come,
    // a value's name is looked up), and once the fonts it is drawn in have loaded. The room's
    // first report comes after the next layout, so nothing is measured at mount, while the rest
    // of the page is still being built.
    const resized = new ResizeObserver(update);
    resized.observe(room);
    const changed = new MutationObserver(update);
    changed.observe(table, { childList: true, characterData: true, subtree: true });
    document.fonts.addEventListener('loadingdone', update);
    return () => {
      resized.disconnect();
      changed.disconnect();
      document.fonts.removeEventListener('loadingdone', update);
    };
  }, [captionId]);

  const renderBody = () => {
    if (loading) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <S.Row key={index} aria-hidden="true">
          {Array.from({ length: columnCount }, (_, cell) => (
            <S.Cell key={cell}>
              <S.Placeholder style={{ width: `${50 + ((index + cell) % 4) * 12}%` }} />
            </S.Cell>
          ))}
        </S.Row>
      ));
    }
    if (rows.length === 0) {
      return (
        <tr>
          <S.EmptyCell colSpan={columnCount}>{emptyText}</S.EmptyCell>
        </tr>
      );
    }
    return rows.map((row) => {
      const id = getRowId(row);
      const label = getRowLabel(row);
      const selected = selectable && selectedIds.includes(id);
      return (
        <S.Row key={id} data-selected={selected || undefined}>
          {selectable && (
            <S.CheckCell>
              <S.Checkbox
                type="checkbox"
                aria-label={`Select ${label}`}
                checked={selected}
                onChange={() => onSelectionChange(toggleOne(id, selectedIds))}
              />
            </S.CheckCell>
          )}
          {columns.map((column) => (
            <S.Cell key={column.key} data-align={column.align}>
              {stackWhenNarrow ? (
                <>
                  {/* Shown only when the rows stack; readers hear the column's header anyway. */}
                  <S.StackLabel aria-hidden="true" data-part="stack-label">
                    {column.header}
                  </S.StackLabel>
                  <span>{column.render ? column.render(row) : cellText(row, column.key)}</span>
                </>
              ) : column.render ? (
                column.render(row)
              ) : (
                cellText(row, column.key)
              )}
            </S.Cell>
          ))}
          {hasActions && (
            <S.ActionsCell data-align="end" data-part="actions">
              <S.Actions>
                {onView && canView(row) && (
                  <S.ActionButton
                    type="button"
                    data-action="view"
                    aria-label={`View ${label}`}
                    title="View"
                    onClick={() => onView(row)}
                  >
                    <ViewIcon />
                  </S.ActionButton>
                )}
                {onEdit && canEdit(row) && (
                  <S.ActionButton
                    type="button"
                    data-action="edit"
                    aria-label={`Edit ${label}`}
                    title="Edit"
                    onClick={() => onEdit(row)}
                  >
                    <EditIcon />
                  </S.ActionButton>
                )}
                {onDelete && canDelete(row) && (
                  <S.ActionButton
                    type="button"
                    data-action="delete"
                    aria-label={`Delete ${label}`}
                    title="Delete"
                    onClick={() => onDelete(row)}
                  >
                    <DeleteIcon />
                  </S.ActionButton>
                )}
              </S.Actions>
            </S.ActionsCell>
          )}
        </S.Row>
      );
    });
  };

  return (
    <S.Root data-component="DataTable">
      {selectable && selectedIds.length > 0 && (
        <S.BulkBar data-part="bulk-bar">
          <S.SelectedCount>{selectedIds.length} selected</S.SelectedCount>
          <S.BulkActions>{bulkActions}</S.BulkActions>
        </S.BulkBar>
      )}
      <S.Room ref={roomRef} aria-hidden="true" />
      <S.Scroller ref={scrollerRef} data-stack={stackWhenNarrow || undefined}>
        <S.Table aria-busy={loading || undefined} data-stack={stackWhenNarrow || undefined}>
          <S.Caption id={captionId} data-hidden={hideCaption}>
            {caption}
          </S.Caption>
          <thead>
            <tr>
              {selectable && (
                <S.CheckHeader scope="col">
                  <S.Checkbox
                    ref={selectAllRef}
                    type="checkbox"
                    aria-label="Select all rows"
                    checked={allState === 'all'}
                    disabled={visibleIds.length === 0}
                    onChange={() => onSelectionChange(toggleAll(visibleIds, selectedIds))}
                  />
                </S.CheckHeader>
              )}
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <S.HeaderCell
                    key={column.key}
                    scope="col"
                    data-part="data"
                    data-align={column.align}
                    style={column.width === undefined ? undefined : { width: column.width }}
                    aria-sort={direction && ariaSort[direction]}
                  >
                    {column.sortable && onSortChange ? (
                      <S.SortButton
                        type="button"
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                      >
                        {column.header}
                        <SortIcon direction={direction ?? 'none'} />
                      </S.SortButton>
                    ) : (
                      column.header
                    )}
                  </S.HeaderCell>
                );
              })}
              {hasActions && (
                <S.ActionsHeaderCell scope="col" data-align="end">
                  {actionsHeader}
                </S.ActionsHeaderCell>
              )}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </S.Table>
      </S.Scroller>
      {/* Always present, so screen readers notice when its text changes. */}
      <S.VisuallyHidden role="status">{announcement}</S.VisuallyHidden>
    </S.Root>
  );
}
