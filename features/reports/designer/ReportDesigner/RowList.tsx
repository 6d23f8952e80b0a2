import type { Schema } from '@api';
import type { DesignErrors } from '@domain/report-builder';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  sortableKeyboardCoordinates,
  SortableContext,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import styled from 'styled-components';
import {
  blockingRow,
  cellFieldErrors,
  moveRow,
  positionText,
  removeRow,
  rowErrors,
  setColumnCount,
  setRowFixed,
  setRowRoles,
  type DesignDraft,
  type RowDraft,
} from '../model';
import { DesignRow } from './DesignRow';

export interface RowListProps {
  /** The design as edited. */
  draft: DesignDraft;
  /** The roles a row may be limited to ('All' first). */
  roles: readonly Schema<'RoleOption'>[];
  /** Names of the saved reports by id. */
  reportNames: ReadonlyMap<number, string>;
  /** The design's errors (from the rules or the server), Laravel-keyed. */
  errors: DesignErrors;
  /** Whether the controls are off (while saving). */
  disabled: boolean;
  /** Animates the previews' charts. */
  animated?: boolean;
  /** Called with the changed design, and what happened in words for moves. */
  onChange: (draft: DesignDraft, message?: string) => void;
  /** Called with why a move changed nothing. */
  onNotice: (message: string) => void;
  /** Opens a cell's settings. */
  onEditCell: (key: string, place: number) => void;
}

const List = styled.div`
  display: grid;
  gap: var(--tck-space-3);
`;

const instructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a row, press Space or Enter. While dragging, the up and down arrow keys move it. ' +
    'Fixed rows stay in place and no row passes them. Press Space or Enter again to drop it, or ' +
    'Escape to cancel.',
};

/** Why a row cannot go where it is dragged to, in words. */
function refusal(rows: readonly RowDraft[], row: RowDraft, to: number): string {
  const blocker = blockingRow(rows, row.key, to);
  return blocker === undefined
    ? `${row.name} is fixed and stays in its place.`
    : `${row.name} cannot move past ${blocker.name}, which is fixed.`;
}

/**
 * The design's rows as a sortable list (@dnd-kit): dragged by their handle with a pointer or the
 * keyboard, announced to screen readers; fixed rows neither move nor let a row pass them.
 */
export function RowList({
  draft,
  roles,
  reportNames,
  errors,
  disabled,
  animated,
  onChange,
  onNotice,
  onEditCell,
}: RowListProps) {
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { rows } = draft;
  const find = (id: UniqueIdentifier) => rows.findIndex((row) => row.key === id);
  const nameOf = (id: UniqueIdentifier) => rows[find(id)]?.name ?? '';

  const landing = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const row = rows[find(active)];
    if (row === undefined || over === undefined) return `${nameOf(active)} is not over a row.`;
    const to = find(over);
    const result = moveRow(draft, row.key, to);
    return result.ok
      ? `${row.name} would be at ${positionText(to, rows.length)}.`
      : refusal(rows, row, to);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, at ${positionText(find(active.id), rows.length)}.`,
    // Being over its own place is no news: the pick-up's words stay.
    onDragOver: ({ active, over }) =>
      over?.id === active.id ? undefined : landing(active.id, over?.id),
    onDragMove: () => undefined,
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${nameOf(active.id)} stays at ${positionText(find(active.id), rows.length)}.`,
  };

  const onDragOver = ({ over }: DragOverEvent) => setOverIndex(over ? find(over.id) : null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setOverIndex(null);
    const row = rows[find(active.id)];
    if (row === undefined || over === null) return;
    const to = find(over.id);
    if (to === find(active.id)) return;
    const result = moveRow(draft, row.key, to);
    if (result.ok) {
      onChange(result.draft, `${row.name} moved to ${positionText(to, rows.length)}.`);
    } else {
      onNotice(refusal(rows, row, to));
    }
  };

  const activeRefused = (row: RowDraft) =>
    overIndex !== null && !moveRow(draft, row.key, overIndex).ok;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setOverIndex(null)}
    >
      <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
        <List aria-label="Rows">
          {rows.map((row, index) => {
            const cellsWithErrors = new Set(
              row.cells.flatMap((_, place) =>
                Object.keys(cellFieldErrors(errors, index, place)).length > 0 ? [place] : [],
              ),
            );
            return (
              <DesignRow
                key={row.key}
                row={row}
                roles={roles}
                reportNames={reportNames}
                errors={rowErrors(errors, index)}
                cellsWithErrors={cellsWithErrors}
                refused={activeRefused(row)}
                disabled={disabled}
                animated={animated}
                onColumns={(columns) => onChange(setColumnCount(draft, row.key, columns))}
                onFixed={(fixed) => onChange(setRowFixed(draft, row.key, fixed))}
                onRoles={(chosen) => onChange(setRowRoles(draft, row.key, chosen))}
                onEditCell={(place) => onEditCell(row.key, place)}
                onRemove={() => onChange(removeRow(draft, row.key), `${row.name} removed.`)}
              />
            );
          })}
        </List>
      </SortableContext>
    </DndContext>
  );
}
