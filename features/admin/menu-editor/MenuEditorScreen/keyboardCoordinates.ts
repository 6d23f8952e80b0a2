import {
  getClientRect,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { dragList, INDENT_WIDTH, projectDrag, type FlatTree } from '../model';

/** What the keyboard sensor needs to know about the tree while a keyboard drag runs. */
export interface TreeDragState {
  /** The tree as it was when the drag started. */
  tree: FlatTree;
  /** The current horizontal drag offset, in pixels. */
  offset: number;
  /** Told when Right cannot nest any deeper. */
  onNestRefused: (id: number, limited: boolean) => void;
}

// Compared with KeyboardEvent.code, which is a plain string.
const down: string = KeyboardCode.Down;
const right: string = KeyboardCode.Right;
const vertical: string[] = [down, KeyboardCode.Up];
const horizontal: string[] = [KeyboardCode.Left, right];

const idOf = (id: UniqueIdentifier) => Number(id);

/**
 * Keyboard moves for the sortable tree: Up and Down go over the previous or next row (taking the
 * level its neighbours allow, as near the current one as possible), Left and Right change the
 * level by one within what the position and the three-level limit allow.
 */
export function treeKeyboardCoordinates(
  state: TreeDragState,
  ...[event, { currentCoordinates, context }]: Parameters<KeyboardCoordinateGetter>
): ReturnType<KeyboardCoordinateGetter> {
  const { active, over, droppableContainers } = context;
  if (active === null || ![...vertical, ...horizontal].includes(event.code)) return undefined;
  event.preventDefault();
  const activeId = idOf(active.id);
  const overId = over === null ? activeId : idOf(over.id);
  const { tree, offset } = state;

  if (horizontal.includes(event.code)) {
    const projection = projectDrag(tree, activeId, overId, offset);
    if (projection === undefined) return undefined;
    if (event.code === right) {
      if (projection.depth >= projection.maxDepth) {
        // One level further would tell whether the three-level limit is what stops it.
        const further = projectDrag(tree, activeId, overId, offset + INDENT_WIDTH);
        state.onNestRefused(activeId, further?.limited ?? false);
        return undefined;
      }
      return { ...currentCoordinates, x: currentCoordinates.x + INDENT_WIDTH };
    }
    return projection.depth > projection.minDepth
      ? { ...currentCoordinates, x: currentCoordinates.x - INDENT_WIDTH }
      : undefined;
  }

  const items = dragList(tree, activeId);
  const overIndex = items.findIndex((entry) => entry.id === overId);
  const target = items[overIndex + (event.code === down ? 1 : -1)];
  const activeEntry = items.find((entry) => entry.id === activeId);
  const activeRect = droppableContainers.get(active.id)?.rect.current;
  const targetNode = target && droppableContainers.get(target.id)?.node.current;
  if (!target || !activeEntry || !activeRect || !targetNode) return undefined;
  const targetRect = getClientRect(targetNode, { ignoreTransform: true });
  // Ask for the current level at the new place; the projection keeps it where that is allowed.
  const projection = projectDrag(tree, activeId, target.id, offset);
  const depth = projection?.depth ?? activeEntry.depth;
  return {
    x: activeRect.left + (depth - activeEntry.depth) * INDENT_WIDTH,
    // Centre the dragged row on the target row, so the closest centre is the target.
    y: targetRect.top + (targetRect.height - activeRect.height) / 2,
  };
}
