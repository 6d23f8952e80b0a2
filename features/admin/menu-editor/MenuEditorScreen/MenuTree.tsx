import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import {
  availableMoves,
  describePlacement,
  dragList,
  dropDrag,
  keyboardMove,
  orderChanged,
  projectDrag,
  refusalText,
  subtreeIds,
  type FlatEntry,
  type FlatTree,
  type KeyboardMove,
  type MenuItem,
} from '../model';
import { treeKeyboardCoordinates, type TreeDragState } from './keyboardCoordinates';
import { DragPreview, MenuTreeRow } from './MenuTreeRow';

export interface MenuTreeProps {
  /** The entries in their current (possibly unsaved) order. */
  tree: FlatTree;
  /** The list element, e.g. to move focus to it after a deletion. */
  listRef?: Ref<HTMLUListElement>;
  /** The entries' details by id. */
  items: ReadonlyMap<number, MenuItem>;
  /** Titles the sidebar hides, to mark those entries. */
  hiddenTitles: readonly string[];
  /** The entry open in the form, if any. */
  editingId?: number;
  /** Turns dragging and moving off, e.g. while the order is saved. */
  disabled: boolean;
  /** Called with the new order after a drop or a Move menu choice, and what happened in words. */
  onMove: (tree: FlatEntry[], message: string) => void;
  /** Called with what happened when a move changed nothing: why it was refused, or a drop in place. */
  onNotice: (message: string) => void;
  /** Opens an entry in the form. */
  onEdit: (id: number) => void;
  /** Asks to delete an entry. */
  onDelete: (id: number) => void;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--tck-color-border);
`;

const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

const instructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a menu entry, press Space or Enter. While dragging, the up and down arrow keys ' +
    'move it, the right and left arrow keys nest it deeper or less deep (at most 3 levels). ' +
    'Press Space or Enter again to drop it, or Escape to cancel.',
};

/**
 * The menu as a sortable tree (the dnd-kit sortable tree pattern): rows are a flat list drawn
 * indented; a dragged entry takes its descendants along and lands at the level its horizontal
 * offset asks for, within three levels. Pointer and keyboard drags, announcements for screen
 * readers, and a Move menu per row for people who do not drag.
 */
export const MenuTree = memo(function MenuTree({
  tree,
  listRef,
  items,
  hiddenTitles,
  editingId,
  disabled,
  onMove,
  onNotice,
  onEdit,
  onDelete,
}: MenuTreeProps) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);
  // The latest offset and tree for the keyboard sensor and the announcements, which run
  // between renders.
  const dragState = useRef<TreeDragState>({ tree, offset: 0, onNestRefused: () => undefined });
  const lastAnnouncement = useRef('');
  // A Move menu choice re-orders the rows, which can drop the focus: it goes back to that menu.
  const refocus = useRef<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const titleOf = useCallback((id: number) => items.get(id)?.title ?? '', [items]);
  const hidden = useMemo(
    () => new Set(hiddenTitles.map((title) => title.trim().toLowerCase())),
    [hiddenTitles],
  );

  useEffect(() => {
    dragState.current.tree = tree;
    dragState.current.onNestRefused = (id, limited) =>
      onNotice(
        limited ? refusalText('too-deep', titleOf(id)) : `${titleOf(id)} cannot go deeper here.`,
      );
  }, [tree, onNotice, titleOf]);

  useEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    rootRef.current
      ?.querySelector<HTMLElement>(`[data-id="${id}"] [aria-haspopup="menu"]`)
      ?.focus();
  }, [tree]);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, args) => treeKeyboardCoordinates(dragState.current, event, args),
    [],
  );
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const rows = activeId === null ? tree : dragList(tree, activeId);
  const projection =
    activeId === null || overId === null ? undefined : projectDrag(tree, activeId, overId, offset);

  const idOf = (id: UniqueIdentifier) => Number(id);

  /** Where the active entry would land, in words, or why it cannot. */
  const landing = (active: number, over: number | undefined) => {
    if (over === undefined) return `${titleOf(active)} is not over the menu.`;
    const result = dropDrag(tree, active, over, dragState.current.offset);
    if (!result.ok) return refusalText(result.reason, titleOf(active));
    return `${titleOf(active)} would be ${describePlacement(result.tree, active, titleOf)}.`;
  };

  const announceOnce = (text: string) => {
    if (text === lastAnnouncement.current) return undefined;
    lastAnnouncement.current = text;
    return text;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const id = idOf(active.id);
      // Being over its own place right after the pick-up is no news.
      lastAnnouncement.current = landing(id, id);
      return `Picked up ${titleOf(id)}, ${describePlacement(tree, id, titleOf)}.`;
    },
    onDragMove: ({ active, over }) =>
      announceOnce(landing(idOf(active.id), over ? idOf(over.id) : undefined)),
    onDragOver: ({ active, over }) =>
      announceOnce(landing(idOf(active.id), over ? idOf(over.id) : undefined)),
    // The drop's result goes to the screen's own status line (see onMove and onNotice).
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${titleOf(idOf(active.id))} was dropped in its original position.`,
  };

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffset(0);
    dragState.current.offset = 0;
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(idOf(active.id));
    setOverId(idOf(active.id));
  };
  const onDragMove = ({ delta }: DragMoveEvent) => {
    dragState.current.offset = delta.x;
    setOffset(delta.x);
  };
  const onDragOver = ({ over }: DragOverEvent) => setOverId(over ? idOf(over.id) : null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = idOf(active.id);
    const result = over ? dropDrag(tree, id, idOf(over.id), dragState.current.offset) : undefined;
    reset();
    if (result === undefined) return;
    if (!result.ok) onNotice(refusalText(result.reason, titleOf(id)));
    else if (!orderChanged(tree, result.tree)) {
      onNotice(`${titleOf(id)} was dropped in its original position.`);
    } else {
      onMove(result.tree, `${titleOf(id)} moved: ${describePlacement(result.tree, id, titleOf)}.`);
    }
  };

  const chooseMove = (id: number, move: KeyboardMove) => {
    const result = keyboardMove(tree, id, move);
    if (!result.ok) {
      onNotice(refusalText(result.reason, titleOf(id)));
      return;
    }
    refocus.current = id;
    onMove(result.tree, `${titleOf(id)} moved: ${describePlacement(result.tree, id, titleOf)}.`);
  };

  const active = activeId === null ? undefined : items.get(activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={measuring}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <SortableContext items={rows.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <div ref={rootRef}>
          <List ref={listRef} aria-label="Menu entries" tabIndex={-1}>
            {rows.map((entry) => {
              const item = items.get(entry.id);
              if (item === undefined) return null;
              const siblings = rows.filter((other) => other.parentId === entry.parentId);
              const dragged = entry.id === activeId;
              return (
                <MenuTreeRow
                  key={entry.id}
                  item={item}
                  depth={dragged && projection ? projection.depth : entry.depth}
                  position={siblings.indexOf(entry) + 1}
                  siblings={siblings.length}
                  hiddenInSidebar={hidden.has(item.title.trim().toLowerCase())}
                  editing={entry.id === editingId}
                  refused={projection?.allowed === false}
                  disabled={disabled}
                  moves={availableMoves(tree, entry.id)}
                  onMoveChoice={(move) => chooseMove(entry.id, move)}
                  onEdit={() => onEdit(entry.id)}
                  onDelete={() => onDelete(entry.id)}
                />
              );
            })}
          </List>
        </div>
      </SortableContext>
      {createPortal(
        <DragOverlay>
          {active ? (
            <DragPreview item={active} descendants={subtreeIds(tree, active.id).length - 1} />
          ) : null}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
});
