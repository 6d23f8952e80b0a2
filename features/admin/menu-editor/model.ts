import type { Schema } from '@api';
import { requiredErrors, type FieldErrors, type SelectOption } from '@ds';

/** A menu entry as the menu API returns it. */
export type MenuItem = Schema<'MenuItem'>;

/** The deepest level a menu entry may sit at: the sidebar draws three levels (admin §2.4). */
export const MAX_LEVELS = 3;

/** Horizontal drag distance, in pixels, that changes an entry's level by one. */
export const INDENT_WIDTH = 32;

/** One entry of the flattened tree, in display (pre-)order. */
export interface FlatEntry {
  /** The menu entry's id. */
  id: number;
  /** The id of the entry it is nested in; 0 at the top level. */
  parentId: number;
  /** 0 at the top level, 1 for a child, 2 for a grandchild. */
  depth: number;
}

/** A flattened menu tree: every entry followed by its descendants. */
export type FlatTree = readonly FlatEntry[];

/** Why a move was refused. */
export type MoveRefusal =
  'not-found' | 'into-itself' | 'too-deep' | 'first' | 'last' | 'top-level' | 'no-previous-sibling';

/** The tree after a move, or why the move cannot be made. */
export type MoveResult = { ok: true; tree: FlatEntry[] } | { ok: false; reason: MoveRefusal };

/** Where a moved entry goes relative to the target: its sibling before or after, or its last child. */
export type MovePosition = 'before' | 'after' | 'into';

/** The moves offered to people who do not drag. */
export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

interface TreeNode {
  id: number;
  children?: readonly TreeNode[];
}

/** The tree as a list in display order, each entry with its parent and depth. */
export function flattenTree(tree: readonly TreeNode[]): FlatEntry[] {
  const walk = (nodes: readonly TreeNode[], parentId: number, depth: number): FlatEntry[] =>
    nodes.flatMap((node) => [
      { id: node.id, parentId, depth },
      ...walk(node.children ?? [], node.id, depth + 1),
    ]);
  return walk(tree, 0, 0);
}

/** Every entry of the tree by id. */
export function itemsById(tree: readonly MenuItem[]): Map<number, MenuItem> {
  const byId = new Map<number, MenuItem>();
  const walk = (nodes: readonly MenuItem[]) => {
    for (const node of nodes) {
      byId.set(node.id, node);
      walk(node.children ?? []);
    }
  };
  walk(tree);
  return byId;
}

/** Recomputes each entry's parent from the depths, which are what the moves change. */
function withParents(entries: readonly Pick<FlatEntry, 'id' | 'depth'>[]): FlatEntry[] {
  const ancestors: number[] = [];
  return entries.map(({ id, depth }) => {
    ancestors.length = depth;
    const parentId = depth === 0 ? 0 : (ancestors[depth - 1] ?? 0);
    ancestors[depth] = id;
    return { id, parentId, depth };
  });
}

/** The index just past the entry at `index` and its descendants. */
function subtreeEnd(tree: FlatTree, index: number): number {
  const depth = tree[index]?.depth ?? 0;
  let end = index + 1;
  while (end < tree.length && (tree[end]?.depth ?? 0) > depth) end += 1;
  return end;
}

/** The entry and its descendants. */
export function subtreeIds(tree: FlatTree, id: number): number[] {
  const index = tree.findIndex((entry) => entry.id === id);
  if (index < 0) return [];
  return tree.slice(index, subtreeEnd(tree, index)).map((entry) => entry.id);
}

/** How many levels hang below an entry: 0 for a leaf, 1 when it has children only, 2 with grandchildren. */
export function subtreeHeight(tree: FlatTree, id: number): number {
  const index = tree.findIndex((entry) => entry.id === id);
  const root = tree[index];
  if (root === undefined) return 0;
  const block = tree.slice(index, subtreeEnd(tree, index));
  return Math.max(...block.map((entry) => entry.depth)) - root.depth;
}

/** Whether an entry `height` levels tall fits at `depth` within the level limit. */
function fits(depth: number, height: number): boolean {
  return depth + height <= MAX_LEVELS - 1;
}

/**
 * Moves an entry with its descendants before or after a target (as its sibling) or into it (as
 * its last child). Refused when the target is the entry or inside it, or when anything would end
 * up deeper than level 3.
 */
export function moveEntry(
  tree: FlatTree,
  id: number,
  targetId: number,
  position: MovePosition,
): MoveResult {
  const index = tree.findIndex((entry) => entry.id === id);
  const root = tree[index];
  if (root === undefined || !tree.some((entry) => entry.id === targetId)) {
    return { ok: false, reason: 'not-found' };
  }
  const end = subtreeEnd(tree, index);
  const block = tree.slice(index, end);
  if (block.some((entry) => entry.id === targetId)) return { ok: false, reason: 'into-itself' };
  const rest = [...tree.slice(0, index), ...tree.slice(end)];
  const targetIndex = rest.findIndex((entry) => entry.id === targetId);
  const target = rest[targetIndex];
  if (target === undefined) return { ok: false, reason: 'not-found' };
  const depth = position === 'into' ? target.depth + 1 : target.depth;
  if (!fits(depth, subtreeHeight(tree, id))) return { ok: false, reason: 'too-deep' };
  const at = position === 'before' ? targetIndex : subtreeEnd(rest, targetIndex);
  const shift = depth - root.depth;
  const moved = block.map((entry) => ({ id: entry.id, depth: entry.depth + shift }));
  return { ok: true, tree: withParents([...rest.slice(0, at), ...moved, ...rest.slice(at)]) };
}

/** The sibling just before an entry, if any. */
function previousSibling(tree: FlatTree, index: number): FlatEntry | undefined {
  const entry = tree[index];
  for (let at = index - 1; at >= 0 && entry !== undefined; at -= 1) {
    const candidate = tree[at];
    if (candidate === undefined || candidate.depth < entry.depth) return undefined;
    if (candidate.depth === entry.depth) return candidate;
  }
  return undefined;
}

/**
 * A move without dragging: up or down past the neighbouring sibling, indent (into the previous
 * sibling, as its last child) or outdent (out of the parent, just after it). Same rules as
 * `moveEntry`: nothing may end up deeper than level 3.
 */
export function keyboardMove(tree: FlatTree, id: number, move: KeyboardMove): MoveResult {
  const index = tree.findIndex((entry) => entry.id === id);
  const entry = tree[index];
  if (entry === undefined) return { ok: false, reason: 'not-found' };
  switch (move) {
    case 'up': {
      const previous = previousSibling(tree, index);
      return previous === undefined
        ? { ok: false, reason: 'first' }
        : moveEntry(tree, id, previous.id, 'before');
    }
    case 'down': {
      const next = tree[subtreeEnd(tree, index)];
      return next === undefined || next.depth !== entry.depth
        ? { ok: false, reason: 'last' }
        : moveEntry(tree, id, next.id, 'after');
    }
    case 'indent': {
      const previous = previousSibling(tree, index);
      return previous === undefined
        ? { ok: false, reason: 'no-previous-sibling' }
        : moveEntry(tree, id, previous.id, 'into');
    }
    case 'outdent':
      return entry.parentId === 0
        ? { ok: false, reason: 'top-level' }
        : moveEntry(tree, id, entry.parentId, 'after');
  }
}

/** Which keyboard moves an entry allows right now, e.g. to enable a menu's items. */
export function availableMoves(tree: FlatTree, id: number): Record<KeyboardMove, MoveResult> {
  return {
    up: keyboardMove(tree, id, 'up'),
    down: keyboardMove(tree, id, 'down'),
    indent: keyboardMove(tree, id, 'indent'),
    outdent: keyboardMove(tree, id, 'outdent'),
  };
}

/** Where a dragged entry would land. */
export interface Projection {
  /** Its depth there (0 = top level). */
  depth: number;
  /** Its parent there; 0 at the top level. */
  parentId: number;
  /** The shallowest depth the position allows. */
  minDepth: number;
  /** The deepest depth the position and the level limit allow. */
  maxDepth: number;
  /** False when even the shallowest depth would put something deeper than level 3. */
  allowed: boolean;
  /** True when the drag asked for a deeper level than the limit allows. */
  limited: boolean;
}

/** The list a drag works on: the dragged entry's descendants travel with it, out of the list. */
export function dragList(tree: FlatTree, activeId: number): FlatEntry[] {
  const index = tree.findIndex((entry) => entry.id === activeId);
  if (index < 0) return [...tree];
  return [...tree.slice(0, index + 1), ...tree.slice(subtreeEnd(tree, index))];
}

function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/**
 * Where a drag would drop the active entry: at the position of the entry it is over, at the
 * depth its horizontal offset asks for (one level per `indentWidth` pixels), kept between what
 * the neighbours allow and the level limit (the dnd-kit sortable tree projection).
 */
export function projectDrag(
  tree: FlatTree,
  activeId: number,
  overId: number,
  offsetX: number,
  indentWidth: number = INDENT_WIDTH,
): Projection | undefined {
  const items = dragList(tree, activeId);
  const activeIndex = items.findIndex((entry) => entry.id === activeId);
  const overIndex = items.findIndex((entry) => entry.id === overId);
  const active = items[activeIndex];
  if (active === undefined || overIndex < 0) return undefined;
  const moved = arrayMove(items, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const structuralMax = previous === undefined ? 0 : previous.depth + 1;
  const levelMax = MAX_LEVELS - 1 - subtreeHeight(tree, activeId);
  const maxDepth = Math.min(structuralMax, levelMax);
  const minDepth = next === undefined ? 0 : next.depth;
  const wanted = active.depth + Math.round(offsetX / indentWidth);
  const allowed = minDepth <= maxDepth;
  const depth = allowed ? Math.min(Math.max(wanted, minDepth), maxDepth) : minDepth;
  const limited = !allowed || (wanted > levelMax && levelMax < structuralMax);
  let parentId = 0;
  for (let at = overIndex - 1; at >= 0 && depth > 0; at -= 1) {
    const candidate = moved[at];
    if (candidate !== undefined && candidate.depth === depth - 1) {
      parentId = candidate.id;
      break;
    }
  }
  return { depth, parentId, minDepth, maxDepth, allowed, limited };
}

/** The tree after dropping a dragged entry where `projectDrag` says it lands. */
export function dropDrag(
  tree: FlatTree,
  activeId: number,
  overId: number,
  offsetX: number,
  indentWidth: number = INDENT_WIDTH,
): MoveResult {
  const projection = projectDrag(tree, activeId, overId, offsetX, indentWidth);
  if (projection === undefined) return { ok: false, reason: 'not-found' };
  if (!projection.allowed) return { ok: false, reason: 'too-deep' };
  const index = tree.findIndex((entry) => entry.id === activeId);
  const root = tree[index];
  if (root === undefined) return { ok: false, reason: 'not-found' };
  const items = dragList(tree, activeId);
  const moved = arrayMove(
    items,
    items.findIndex((entry) => entry.id === activeId),
    items.findIndex((entry) => entry.id === overId),
  );
  const shift = projection.depth - root.depth;
  const block = tree
    .slice(index, subtreeEnd(tree, index))
    .map((entry) => ({ id: entry.id, depth: entry.depth + shift }));
  return {
    ok: true,
    tree: withParents(moved.flatMap((entry) => (entry.id === activeId ? block : [entry]))),
  };
}

/** The `update-menu-order` body: the whole tree as nested ids, in order. */
export function orderPayload(tree: FlatTree): Schema<'MenuOrderInput'> {
  const build = (parentId: number): Schema<'MenuOrderNode'>[] =>
    tree
      .filter((entry) => entry.parentId === parentId)
      .map((entry) => {
        const children = build(entry.id);
        return children.length > 0 ? { id: entry.id, children } : { id: entry.id };
      });
  return { order: build(0) };
}

/** Whether two flattened trees differ in order or nesting. */
export function orderChanged(before: FlatTree, after: FlatTree): boolean {
  return (
    before.length !== after.length ||
    before.some((entry, index) => {
      const other = after[index];
      return other?.id !== entry.id || other.parentId !== entry.parentId;
    })
  );
}

/**
 * Keeps unsaved moves (`draft`, made on `base`) when the server's tree changes under them
 * (`server`): deleted entries go (their moved children move up to the nearest remaining
 * ancestor), new entries join their parent as its last child, and entries whose parent was
 * changed by a save go to their new parent as its last child.
 */
export function reconcileDraft(base: FlatTree, draft: FlatTree, server: FlatTree): FlatEntry[] {
  const onServer = new Map(server.map((entry) => [entry.id, entry]));
  const baseParents = new Map(base.map((entry) => [entry.id, entry.parentId]));

  // Deleted entries leave; their descendants in the draft keep their nearest surviving ancestor.
  const stack: { depth: number; kept: number | undefined }[] = [];
  const kept: Pick<FlatEntry, 'id' | 'depth'>[] = [];
  for (const entry of draft) {
    while ((stack[stack.length - 1]?.depth ?? -1) >= entry.depth) stack.pop();
    const ancestor = [...stack].reverse().find((frame) => frame.kept !== undefined);
    const depth = ancestor?.kept === undefined ? 0 : ancestor.kept + 1;
    const survives = onServer.has(entry.id);
    stack.push({ depth: entry.depth, kept: survives ? depth : undefined });
    if (survives) kept.push({ id: entry.id, depth });
  }
  let result = withParents(kept);

  const placeUnder = (current: FlatEntry[], id: number, parentId: number): FlatEntry[] => {
    const parent = current.find((entry) => entry.id === parentId);
    const index = current.findIndex((entry) => entry.id === id);
    const root = current[index];
    const end = root === undefined ? index : subtreeEnd(current, index);
    const block = root === undefined ? [{ id, depth: 0 }] : current.slice(index, end);
    if (parent !== undefined && block.some((entry) => entry.id === parentId)) return current;
    const rest = root === undefined ? current : [...current.slice(0, index), ...current.slice(end)];
    const parentIndex = rest.findIndex((entry) => entry.id === parentId);
    const depth = parent === undefined ? 0 : parent.depth + 1;
    const at = parentIndex < 0 ? rest.length : subtreeEnd(rest, parentIndex);
    const shift = depth - (block[0]?.depth ?? 0);
    const moved = block.map((entry) => ({ id: entry.id, depth: entry.depth + shift }));
    return withParents([...rest.slice(0, at), ...moved, ...rest.slice(at)]);
  };

  for (const entry of server) {
    const known = result.some((candidate) => candidate.id === entry.id);
    const reparented = baseParents.has(entry.id) && baseParents.get(entry.id) !== entry.parentId;
    if (!known || reparented) result = placeUnder(result, entry.id, entry.parentId);
  }
  return result;
}

/** Where an entry sits, in words: 'item 2 of 5 in Admin, level 2' or 'item 1 of 9 at the top level'. */
export function describePlacement(
  tree: FlatTree,
  id: number,
  titleOf: (id: number) => string,
): string {
  const entry = tree.find((candidate) => candidate.id === id);
  if (entry === undefined) return '';
  const siblings = tree.filter((candidate) => candidate.parentId === entry.parentId);
  const position = `item ${siblings.indexOf(entry) + 1} of ${siblings.length}`;
  return entry.parentId === 0
    ? `${position} at the top level`
    : `${position} in ${titleOf(entry.parentId)}, level ${entry.depth + 1}`;
}

/** Why a move was refused, in words. */
export function refusalText(reason: MoveRefusal, title: string): string {
  switch (reason) {
    case 'too-deep':
      return `${title} cannot go there: the menu has at most ${MAX_LEVELS} levels.`;
    case 'into-itself':
      return `${title} cannot go inside itself.`;
    case 'first':
      return `${title} is already the first in its group.`;
    case 'last':
      return `${title} is already the last in its group.`;
    case 'top-level':
      return `${title} is already at the top level.`;
    case 'no-previous-sibling':
      return `${title} has no entry above it to go into.`;
    case 'not-found':
      return `${title} is no longer in the menu.`;
  }
}

/** The choices of the Parent select: ROOT and the entries an entry may go under. */
export function parentChoices(
  options: readonly Schema<'MenuDropdownOption'>[],
  tree: FlatTree,
  editingId?: number,
): SelectOption[] {
  const own = new Set(editingId === undefined ? [] : subtreeIds(tree, editingId));
  const height = editingId === undefined ? 0 : subtreeHeight(tree, editingId);
  return options.map((option) => ({
    value: option.id,
    // The server indents titles with spaces, which HTML would collapse.
    label: option.title.replace(/^ +/, (spaces) => '\u00a0'.repeat(spaces.length)),
    // An option's depth is its level (ROOT is 0), so a child of it sits at level depth + 1.
    disabled: own.has(option.id) || !fits(option.depth, height),
  }));
}

/** What the menu entry form edits. */
export interface MenuItemValues {
  /** The parent entry; 0 for ROOT. */
  parent_id: number;
  /** The visible text. */
  title: string;
  /** The Font Awesome class, e.g. 'fa-bars'. */
  icon: string;
  /** The link under /admin/ (or absolute); empty for a group. */
  uri: string;
  /** The permission slug needed to see the entry; empty for none. */
  permission: string;
  /** Ids of the roles that see the entry. */
  roles: number[];
}

/** The longest title the contract takes. */
export const TITLE_MAX = 50;
/** The longest uri the contract takes. */
export const URI_MAX = 255;

/** A new entry's starting values: at the top level, with the menu's default icon. */
export function newMenuItemValues(parentId = 0): MenuItemValues {
  return { parent_id: parentId, title: '', icon: 'fa-bars', uri: '', permission: '', roles: [] };
}

/** The form values of a stored entry. */
export function menuItemValues(item: MenuItem): MenuItemValues {
  return {
    parent_id: item.parent_id,
    title: item.title,
    icon: item.icon,
    uri: item.uri ?? '',
    permission: item.permission ?? '',
    roles: (item.roles ?? []).map((role) => role.id),
  };
}

const tooLong = (field: string, max: number) =>
  `The ${field} field must not be greater than ${max} characters.`;

/** The client-side checks of the form, in Laravel's wording. */
export function validateMenuItem(values: MenuItemValues): FieldErrors {
  const errors = requiredErrors({ title: values.title, icon: values.icon }, ['title', 'icon']);
  if (values.title.trim().length > TITLE_MAX) errors.title = [tooLong('title', TITLE_MAX)];
  if (values.uri.trim().length > URI_MAX) errors.uri = [tooLong('uri', URI_MAX)];
  return errors;
}

/** The request body of the form values; empty uri and permission are sent as null. */
export function menuItemInput(values: MenuItemValues): Schema<'MenuItemInput'> {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    parent_id: values.parent_id,
    title: values.title.trim(),
    icon: values.icon,
    uri: optional(values.uri),
    permission: optional(values.permission),
    roles: values.roles,
  };
}
