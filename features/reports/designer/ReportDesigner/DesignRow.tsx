import type { Schema } from '@api';
import { columnCounts, displayTypes, gridSpan } from '@domain/report-builder';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Checkbox, Icon, IconButton, MultiSelect, Select } from '@ds';
import { ReportCellView } from '@features/reports/dashboard';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { RowDraft } from '../model';

type Cell = Schema<'ReportCell'>;

export interface DesignRowProps {
  /** The row as edited. */
  row: RowDraft;
  /** The roles a row may be limited to ('All' first). */
  roles: readonly Schema<'RoleOption'>[];
  /** Names of the saved reports by id, for the cells' summaries. */
  reportNames: ReadonlyMap<number, string>;
  /** Errors of the row's own settings. */
  errors: readonly string[];
  /** Places (0-based) of the cells with errors. */
  cellsWithErrors: ReadonlySet<number>;
  /** Whether it is dragged to a place past a fixed row. */
  refused: boolean;
  /** Whether the controls are off (while saving). */
  disabled: boolean;
  /** Animates the previews' charts. */
  animated?: boolean;
  /** Sets the column count (resets the cells). */
  onColumns: (columns: number) => void;
  /** Fixes the row in place, or frees it. */
  onFixed: (fixed: boolean) => void;
  /** Sets who sees the row. */
  onRoles: (roles: Schema<'RoleOption'>[]) => void;
  /** Opens the settings of a cell. */
  onEditCell: (place: number) => void;
  /** Removes the row. */
  onRemove: () => void;
}

const Root = styled.section`
  display: grid;
  gap: var(--tck-space-3);
  padding: var(--tck-space-3) var(--tck-space-4) var(--tck-space-4);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);

  &[data-fixed='true'] {
    border-style: dashed;
    background: var(--tck-color-background);
  }
  &[data-dragging='true'] {
    position: relative;
    z-index: 1;
    box-shadow: var(--tck-shadow-md);
    outline: 2px dashed var(--tck-color-primary);
  }
  &[data-refused='true'] {
    outline-color: var(--tck-color-danger);
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--tck-space-2) var(--tck-space-4);
`;

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--tck-control-height-sm);
  height: var(--tck-control-height-sm);
  padding: 0;
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text-muted);
  cursor: grab;
  touch-action: none;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Name = styled.h2`
  margin: 0;
  font-size: var(--tck-font-size-md);
`;

const Setting = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-2);
  font-size: var(--tck-font-size-sm);
`;

const Roles = styled.div`
  flex: 1 1 16rem;
  min-width: 12rem;
  max-width: 28rem;
`;

const End = styled.div`
  margin-left: auto;
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: var(--tck-space-5);
  color: var(--tck-color-danger);
  font-size: var(--tck-font-size-sm);
`;

/** The row's cells on the 12-column grid they will have on the dashboard. */
const Cells = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: var(--tck-space-3);
`;

const Slot = styled.div`
  grid-column: span var(--cell-span);
  display: grid;
  align-content: start;
  gap: var(--tck-space-2);
  min-width: 0;
  padding: var(--tck-space-2);
  border: 1px dashed var(--tck-color-border);
  border-radius: var(--tck-radius-md);

  &[data-invalid='true'] {
    border: 2px solid var(--tck-color-danger);
  }
`;

const SlotHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-2);
  min-width: 0;
  font-size: var(--tck-font-size-sm);
`;

const Summary = styled.span`
  overflow: hidden;
  color: var(--tck-color-text-muted);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const displayName = new Map(displayTypes.map((choice) => [choice.value, choice.label]));
const counts = Array.from({ length: columnCounts.max - columnCounts.min + 1 }, (_, index) => ({
  value: index + columnCounts.min,
  label: String(index + columnCounts.min),
}));

/** What a cell shows, in a line: 'Graph · Top-up revenue'. */
function summaryOf(cell: Cell, reportNames: ReadonlyMap<number, string>): string {
  if (cell.report_id === null) return 'No report yet';
  const report = reportNames.get(cell.report_id) ?? `Report ${String(cell.report_id)}`;
  return `${displayName.get(cell.display_type) ?? ''} · ${report}`;
}

/**
 * One row of the designer: its drag handle, name, column count (1 to 6, a change empties its
 * cells), fixed flag and roles; then its cells as they will sit on the dashboard, each with a
 * live preview of its report and a button to its settings.
 */
export function DesignRow({
  row,
  roles,
  reportNames,
  errors,
  cellsWithErrors,
  refused,
  disabled,
  animated,
  onColumns,
  onFixed,
  onRoles,
  onEditCell,
  onRemove,
}: DesignRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.key, disabled: row.fixed || disabled });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const labelId = `${row.key}-name`;
  const roleOptions = roles.map((role) => ({ value: role.id, label: role.name }));

  return (
    <Root
      ref={setNodeRef}
      style={style}
      aria-labelledby={labelId}
      data-row={row.name}
      data-fixed={row.fixed}
      data-dragging={isDragging}
      data-refused={isDragging && refused}
    >
      <Bar>
        <Handle
          type="button"
          ref={setActivatorNodeRef}
          aria-label={row.fixed ? `${row.name} is fixed in its place` : `Drag ${row.name}`}
          disabled={row.fixed || disabled}
          {...attributes}
          {...listeners}
        >
          <Icon name="fa-arrows" />
        </Handle>
        <Name id={labelId}>{row.name}</Name>
        <Setting>
          Columns
          <Select
            aria-label={`Columns of ${row.name}`}
            options={counts}
            value={row.columns}
            disabled={disabled}
            onChange={(value) => onColumns(Number(value ?? row.columns))}
          />
        </Setting>
        <Checkbox label="Fixed" checked={row.fixed} disabled={disabled} onChange={onFixed} />
        <Roles>
          <MultiSelect
            aria-label={`Roles of ${row.name}`}
            options={roleOptions}
            value={row.roles.map((role) => role.id)}
            disabled={disabled}
            onChange={(ids) => onRoles(roles.filter((role) => ids.includes(role.id)))}
          />
        </Roles>
        <End>
          <IconButton
            icon="fa-trash"
            label={`Remove ${row.name}`}
            variant="danger"
            size="sm"
            disabled={disabled}
            onClick={onRemove}
          />
        </End>
      </Bar>
      {errors.length > 0 && (
        <Problems>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Problems>
      )}
      <Cells>
        {row.cells.map((cell, place) => {
          const label = `${row.name}, column ${String(place + 1)}`;
          return (
            <Slot
              key={place}
              style={{ '--cell-span': gridSpan(cell.grid) }}
              data-invalid={cellsWithErrors.has(place)}
              aria-label={label}
              role="group"
            >
              <SlotHead>
                <Summary>
                  {cell.grid} · {summaryOf(cell, reportNames)}
                </Summary>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={disabled}
                  aria-label={`Settings of ${label}`}
                  onClick={() => onEditCell(place)}
                >
                  Settings
                </Button>
              </SlotHead>
              {cell.report_id !== null && (
                <ReportCellView
                  cell={cell}
                  source={{ kind: 'report' }}
                  animated={animated}
                  chartHeight={200}
                />
              )}
            </Slot>
          );
        })}
      </Cells>
    </Root>
  );
}
