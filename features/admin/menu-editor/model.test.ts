import { describe, expect, it } from 'vitest';
import {
  availableMoves,
  describePlacement,
  dragList,
  dropDrag,
  flattenTree,
  INDENT_WIDTH,
  itemsById,
  keyboardMove,
  MAX_LEVELS,
  menuItemInput,
  menuItemValues,
  moveEntry,
  newMenuItemValues,
  orderChanged,
  orderPayload,
  parentChoices,
  projectDrag,
  reconcileDraft,
  refusalText,
  subtreeHeight,
  subtreeIds,
  validateMenuItem,
  type FlatEntry,
  type FlatTree,
  type MenuItem,
  type MoveResult,
} from './model';

const item = (id: number, parentId: number, title: string, children: MenuItem[] = []) =>
  ({
    id,
    parent_id: parentId,
    order: 1,
    title,
    icon: 'fa-bars',
    uri: null,
    children,
  }) satisfies MenuItem;

/**
 * Dashboard
 * Admin > Users, Roles
 * Billing > Invoices, Accounting > Ledger, Accounts
 * Reports
 */
const menu: MenuItem[] = [
  item(1, 0, 'Dashboard'),
  item(2, 0, 'Admin', [item(3, 2, 'Users'), item(4, 2, 'Roles')]),
  item(5, 0, 'Billing', [
    item(6, 5, 'Invoices'),
    item(7, 5, 'Accounting', [item(8, 7, 'Ledger'), item(9, 7, 'Accounts')]),
  ]),
  item(10, 0, 'Reports'),
];

const tree = flattenTree(menu);
const titles = itemsById(menu);
const titleOf = (id: number) => titles.get(id)?.title ?? `#${id}`;

/** The tree as 'id:depth' strings, compact to compare. */
const shape = (entries: FlatTree) => entries.map((entry) => `${entry.id}:${entry.depth}`);

function moved(result: MoveResult): FlatEntry[] {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.tree;
}

/** Every entry's parent is the nearest shallower entry before it, and depths step by one at most. */
function expectConsistent(entries: FlatTree) {
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    expect(entry.depth).toBeLessThanOrEqual(previous === undefined ? 0 : previous.depth + 1);
    const parent = entries
      .slice(0, index)
      .reverse()
      .find((candidate) => candidate.depth === entry.depth - 1);
    expect(entry.parentId).toBe(entry.depth === 0 ? 0 : parent?.id);
    expect(entry.depth).toBeLessThan(MAX_LEVELS);
  });
}

describe('flattenTree', () => {
  it('lists every entry in display order with its parent and depth', () => {
    expect(tree).toEqual([
      { id: 1, parentId: 0, depth: 0 },
      { id: 2, parentId: 0, depth: 0 },
      { id: 3, parentId: 2, depth: 1 },
      { id: 4, parentId: 2, depth: 1 },
      { id: 5, parentId: 0, depth: 0 },
      { id: 6, parentId: 5, depth: 1 },
      { id: 7, parentId: 5, depth: 1 },
      { id: 8, parentId: 7, depth: 2 },
      { id: 9, parentId: 7, depth: 2 },
      { id: 10, parentId: 0, depth: 0 },
    ]);
  });

  it('takes entries without children and an empty menu', () => {
    expect(flattenTree([{ id: 4 }])).toEqual([{ id: 4, parentId: 0, depth: 0 }]);
    expect(flattenTree([])).toEqual([]);
  });

  it('indexes every entry by id, nested ones too', () => {
    expect([...titles.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(titles.get(8)?.title).toBe('Ledger');
  });
});

describe('subtrees', () => {
  it('lists an entry with its descendants', () => {
    expect(subtreeIds(tree, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(subtreeIds(tree, 7)).toEqual([7, 8, 9]);
    expect(subtreeIds(tree, 1)).toEqual([1]);
    expect(subtreeIds(tree, 99)).toEqual([]);
  });

  it('measures how many levels hang below an entry', () => {
    expect(subtreeHeight(tree, 5)).toBe(2);
    expect(subtreeHeight(tree, 7)).toBe(1);
    expect(subtreeHeight(tree, 8)).toBe(0);
    expect(subtreeHeight(tree, 99)).toBe(0);
  });
});

describe('moveEntry', () => {
  it('puts an entry before a target as its sibling', () => {
    const result = moved(moveEntry(tree, 10, 2, 'before'));
    expect(shape(result)).toEqual([
      '1:0',
      '10:0',
      '2:0',
      '3:1',
      '4:1',
      '5:0',
      '6:1',
      '7:1',
      '8:2',
      '9:2',
    ]);
    expectConsistent(result);
  });

  it('puts an entry after a target and its descendants', () => {
    const result = moved(moveEntry(tree, 1, 2, 'after'));
    expect(shape(result)).toEqual([
      '2:0',
      '3:1',
      '4:1',
      '1:0',
      '5:0',
      '6:1',
      '7:1',
      '8:2',
      '9:2',
      '10:0',
    ]);
  });

  it('puts an entry into a target as its last child', () => {
    const result = moved(moveEntry(tree, 10, 2, 'into'));
    expect(shape(result).slice(0, 5)).toEqual(['1:0', '2:0', '3:1', '4:1', '10:1']);
    expect(result.find((entry) => entry.id === 10)?.parentId).toBe(2);
    expectConsistent(result);
  });

  it('moves the descendants along, keeping their levels relative to the entry', () => {
    const result = moved(moveEntry(tree, 7, 2, 'before'));
    expect(shape(result)).toEqual([
      '1:0',
      '7:0',
      '8:1',
      '9:1',
      '2:0',
      '3:1',
      '4:1',
      '5:0',
      '6:1',
      '10:0',
    ]);
    expect(result.find((entry) => entry.id === 8)?.parentId).toBe(7);
    expectConsistent(result);
  });

  it('nests an entry with children one level down when that stays within three levels', () => {
    const result = moved(moveEntry(tree, 2, 1, 'into'));
    expect(shape(result).slice(0, 4)).toEqual(['1:0', '2:1', '3:2', '4:2']);
    expectConsistent(result);
  });

  it('refuses to put anything deeper than level 3', () => {
    // Accounting has children: inside Invoices they would be at level 4.
    expect(moveEntry(tree, 7, 6, 'into')).toEqual({ ok: false, reason: 'too-deep' });
    // Billing is three levels tall: it cannot go anywhere but the top level.
    expect(moveEntry(tree, 5, 1, 'into')).toEqual({ ok: false, reason: 'too-deep' });
    expect(moveEntry(tree, 5, 3, 'after')).toEqual({ ok: false, reason: 'too-deep' });
    // A leaf at level 3 cannot take a child.
    expect(moveEntry(tree, 1, 8, 'into')).toEqual({ ok: false, reason: 'too-deep' });
  });

  it('lets a leaf join level 3', () => {
    const result = moved(moveEntry(tree, 1, 8, 'after'));
    expect(result.find((entry) => entry.id === 1)).toEqual({ id: 1, parentId: 7, depth: 2 });
  });

  it('refuses to move an entry into or next to itself or its descendants', () => {
    expect(moveEntry(tree, 5, 5, 'before')).toEqual({ ok: false, reason: 'into-itself' });
    expect(moveEntry(tree, 5, 8, 'into')).toEqual({ ok: false, reason: 'into-itself' });
    expect(moveEntry(tree, 7, 9, 'after')).toEqual({ ok: false, reason: 'into-itself' });
  });

  it('refuses unknown entries and targets', () => {
    expect(moveEntry(tree, 99, 1, 'before')).toEqual({ ok: false, reason: 'not-found' });
    expect(moveEntry(tree, 1, 99, 'before')).toEqual({ ok: false, reason: 'not-found' });
  });

  it('leaves the input untouched', () => {
    const copy = structuredClone(tree);
    moveEntry(tree, 7, 2, 'before');
    expect(tree).toEqual(copy);
  });
});

describe('keyboardMove', () => {
  it('moves up past the previous sibling, with its descendants', () => {
    expect(shape(moved(keyboardMove(tree, 4, 'up'))).slice(1, 4)).toEqual(['2:0', '4:1', '3:1']);
    expect(shape(moved(keyboardMove(tree, 5, 'up'))).slice(0, 7)).toEqual([
      '1:0',
      '5:0',
      '6:1',
      '7:1',
      '8:2',
      '9:2',
      '2:0',
    ]);
  });

  it('moves down past the next sibling and its descendants', () => {
    expect(shape(moved(keyboardMove(tree, 6, 'down'))).slice(4)).toEqual([
      '5:0',
      '7:1',
      '8:2',
      '9:2',
      '6:1',
      '10:0',
    ]);
    expect(shape(moved(keyboardMove(tree, 3, 'down'))).slice(1, 4)).toEqual(['2:0', '4:1', '3:1']);
  });

  it('stops at the ends of a group', () => {
    expect(keyboardMove(tree, 1, 'up')).toEqual({ ok: false, reason: 'first' });
    expect(keyboardMove(tree, 3, 'up')).toEqual({ ok: false, reason: 'first' });
    expect(keyboardMove(tree, 4, 'down')).toEqual({ ok: false, reason: 'last' });
    expect(keyboardMove(tree, 9, 'down')).toEqual({ ok: false, reason: 'last' });
    expect(keyboardMove(tree, 10, 'down')).toEqual({ ok: false, reason: 'last' });
  });

  it('indents into the previous sibling as its last child', () => {
    const result = moved(keyboardMove(tree, 4, 'indent'));
    expect(result.find((entry) => entry.id === 4)).toEqual({ id: 4, parentId: 3, depth: 2 });
    const top = moved(keyboardMove(tree, 10, 'indent'));
    expect(shape(top).slice(-2)).toEqual(['9:2', '10:1']);
    expect(top.find((entry) => entry.id === 10)?.parentId).toBe(5);
  });

  it('refuses to indent without an entry above in the same group', () => {
    expect(keyboardMove(tree, 1, 'indent')).toEqual({ ok: false, reason: 'no-previous-sibling' });
    expect(keyboardMove(tree, 8, 'indent')).toEqual({ ok: false, reason: 'no-previous-sibling' });
  });

  it('refuses to indent beyond level 3, for an entry or anything below it', () => {
    expect(keyboardMove(tree, 9, 'indent')).toEqual({ ok: false, reason: 'too-deep' });
    expect(keyboardMove(tree, 7, 'indent')).toEqual({ ok: false, reason: 'too-deep' });
    expect(keyboardMove(tree, 5, 'indent')).toEqual({ ok: false, reason: 'too-deep' });
  });

  it('outdents to just after the parent', () => {
    const result = moved(keyboardMove(tree, 3, 'outdent'));
    expect(shape(result).slice(0, 5)).toEqual(['1:0', '2:0', '4:1', '3:0', '5:0']);
    const withChildren = moved(keyboardMove(tree, 7, 'outdent'));
    expect(shape(withChildren).slice(4)).toEqual(['5:0', '6:1', '7:0', '8:1', '9:1', '10:0']);
    expectConsistent(withChildren);
  });

  it('refuses to outdent a top-level entry, and unknown entries', () => {
    expect(keyboardMove(tree, 2, 'outdent')).toEqual({ ok: false, reason: 'top-level' });
    expect(keyboardMove(tree, 99, 'up')).toEqual({ ok: false, reason: 'not-found' });
  });

  it('reports every move an entry allows', () => {
    const moves = availableMoves(tree, 9);
    expect(moves.up.ok).toBe(true);
    expect(moves.down).toEqual({ ok: false, reason: 'last' });
    expect(moves.indent).toEqual({ ok: false, reason: 'too-deep' });
    expect(moves.outdent.ok).toBe(true);
  });

  it('undoes itself: down then up gives the loaded order back', () => {
    const there = moved(keyboardMove(tree, 2, 'down'));
    const back = moved(keyboardMove(there, 2, 'up'));
    expect(orderChanged(tree, there)).toBe(true);
    expect(orderChanged(tree, back)).toBe(false);
  });
});

describe('projectDrag', () => {
  it('takes the dragged entry out of the list together with its descendants', () => {
    expect(shape(dragList(tree, 7))).toEqual([
      '1:0',
      '2:0',
      '3:1',
      '4:1',
      '5:0',
      '6:1',
      '7:1',
      '10:0',
    ]);
    expect(dragList(tree, 99)).toEqual(tree);
  });

  it('keeps the depth when dropped in place without a horizontal offset', () => {
    expect(projectDrag(tree, 4, 4, 0)).toMatchObject({ depth: 1, parentId: 2, allowed: true });
  });

  it('turns a horizontal offset into levels, one per indent width', () => {
    // Roles, dragged a level and a half to the right, goes into Users.
    expect(projectDrag(tree, 4, 4, INDENT_WIDTH * 1.4)).toMatchObject({ depth: 2, parentId: 3 });
    // Dragged left it leaves Admin.
    expect(projectDrag(tree, 4, 4, -INDENT_WIDTH)).toMatchObject({ depth: 0, parentId: 0 });
  });

  it('keeps the depth between what the neighbours allow', () => {
    // Over Admin (which has children below it): Dashboard lands above Users, so at least level 2.
    expect(projectDrag(tree, 1, 2, 0)).toMatchObject({
      depth: 1,
      parentId: 2,
      minDepth: 1,
      maxDepth: 1,
    });
    // Over the first entry it must stay at the top.
    expect(projectDrag(tree, 4, 1, INDENT_WIDTH * 3)).toMatchObject({ depth: 0, parentId: 0 });
    // The last entry may go as far left as the top level.
    expect(projectDrag(tree, 9, 10, -INDENT_WIDTH * 5)).toMatchObject({ depth: 0, minDepth: 0 });
  });

  it('stops at level 3 and says the limit stopped it', () => {
    const projection = projectDrag(tree, 9, 9, INDENT_WIDTH * 2);
    expect(projection).toMatchObject({ depth: 2, maxDepth: 2, allowed: true, limited: true });
    // Accounting has children, so it may not go below level 2.
    expect(projectDrag(tree, 7, 7, INDENT_WIDTH)).toMatchObject({
      depth: 1,
      maxDepth: 1,
      limited: true,
    });
  });

  it('does not call a structural stop a limit', () => {
    expect(projectDrag(tree, 3, 3, INDENT_WIDTH * 2)).toMatchObject({ depth: 1, limited: false });
  });

  it('refuses positions where even the shallowest depth is too deep', () => {
    // Billing (three levels tall) over Users would sit inside Admin.
    expect(projectDrag(tree, 5, 3, 0)).toMatchObject({ allowed: false, limited: true });
  });

  it('has no projection for unknown entries', () => {
    expect(projectDrag(tree, 99, 1, 0)).toBeUndefined();
    expect(projectDrag(tree, 1, 99, 0)).toBeUndefined();
  });
});

describe('dropDrag', () => {
  it('drops the entry where the projection says, with its descendants', () => {
    const result = moved(dropDrag(tree, 7, 3, 0));
    expect(shape(result)).toEqual([
      '1:0',
      '2:0',
      '7:1',
      '8:2',
      '9:2',
      '3:1',
      '4:1',
      '5:0',
      '6:1',
      '10:0',
    ]);
    expect(result.find((entry) => entry.id === 7)?.parentId).toBe(2);
    expectConsistent(result);
  });

  it('moves one place down (a keyboard drag: Space, ArrowDown, Space)', () => {
    const result = moved(dropDrag(tree, 3, 4, 0));
    expect(shape(result).slice(1, 4)).toEqual(['2:0', '4:1', '3:1']);
    expect(orderPayload(result).order[1]).toEqual({ id: 2, children: [{ id: 4 }, { id: 3 }] });
  });

  it('nests by the horizontal offset', () => {
    const result = moved(dropDrag(tree, 10, 10, INDENT_WIDTH));
    expect(result.find((entry) => entry.id === 10)).toEqual({ id: 10, parentId: 5, depth: 1 });
  });

  it('clamps at level 3 rather than going deeper', () => {
    const result = moved(dropDrag(tree, 9, 9, INDENT_WIDTH * 3));
    expect(orderChanged(tree, result)).toBe(false);
  });

  it('refuses drops that would go deeper than level 3, and unknown entries', () => {
    expect(dropDrag(tree, 5, 3, 0)).toEqual({ ok: false, reason: 'too-deep' });
    expect(dropDrag(tree, 99, 3, 0)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('gives consistent trees for every drop anywhere at any offset', () => {
    for (const active of tree) {
      for (const over of dragList(tree, active.id)) {
        for (const offset of [-3, -1, 0, 1, 3].map((levels) => levels * INDENT_WIDTH)) {
          const result = dropDrag(tree, active.id, over.id, offset);
          if (result.ok) {
            expect(result.tree).toHaveLength(tree.length);
            expectConsistent(result.tree);
          } else {
            expect(result.reason).toBe('too-deep');
          }
        }
      }
    }
  });
});

describe('orderPayload and orderChanged', () => {
  it('nests ids as the update-menu-order body, leaves without children', () => {
    expect(orderPayload(tree)).toEqual({
      order: [
        { id: 1 },
        { id: 2, children: [{ id: 3 }, { id: 4 }] },
        {
          id: 5,
          children: [{ id: 6 }, { id: 7, children: [{ id: 8 }, { id: 9 }] }],
        },
        { id: 10 },
      ],
    });
  });

  it('is an empty order for an empty menu', () => {
    expect(orderPayload([])).toEqual({ order: [] });
  });

  it('tells a changed order or nesting from the loaded one', () => {
    expect(orderChanged(tree, flattenTree(menu))).toBe(false);
    expect(orderChanged(tree, moved(keyboardMove(tree, 4, 'up')))).toBe(true);
    expect(orderChanged(tree, moved(keyboardMove(tree, 10, 'indent')))).toBe(true);
    expect(orderChanged(tree, tree.slice(1))).toBe(true);
  });
});

describe('reconcileDraft', () => {
  const draft = moved(keyboardMove(tree, 4, 'up')); // Roles before Users

  it('keeps the draft when the server did not change the structure', () => {
    expect(reconcileDraft(tree, draft, tree)).toEqual(draft);
  });

  it('adds new entries as the last child of their parent, or at the end', () => {
    const server = [...tree.slice(0, 4), { id: 11, parentId: 2, depth: 1 }, ...tree.slice(4)];
    const result = reconcileDraft(tree, draft, [...server, { id: 12, parentId: 0, depth: 0 }]);
    expect(shape(result).slice(1, 5)).toEqual(['2:0', '4:1', '3:1', '11:1']);
    expect(shape(result).at(-1)).toBe('12:0');
    expect(orderChanged(server, result)).toBe(true);
  });

  it('drops deleted entries and moves their children in the draft up', () => {
    // In the draft Dashboard went into Users; then Admin (with Users) was deleted on the server.
    const nested = moved(moveEntry(tree, 1, 3, 'into'));
    const server = tree.filter((entry) => ![2, 3, 4].includes(entry.id));
    const result = reconcileDraft(tree, nested, server);
    expect(shape(result)).toEqual(['1:0', '5:0', '6:1', '7:1', '8:2', '9:2', '10:0']);
    expectConsistent(result);
  });

  it('moves entries whose parent a save changed to their new parent', () => {
    const server = moved(moveEntry(tree, 6, 2, 'into')); // the form put Invoices under Admin
    const result = reconcileDraft(tree, draft, server);
    expect(shape(result).slice(1, 5)).toEqual(['2:0', '4:1', '3:1', '6:1']);
    expect(orderChanged(server, result)).toBe(true);
  });

  it('gives the server order back when the draft only differed there', () => {
    expect(orderChanged(tree, reconcileDraft(tree, tree, tree))).toBe(false);
  });
});

describe('texts', () => {
  it('describes where an entry is', () => {
    expect(describePlacement(tree, 4, titleOf)).toBe('item 2 of 2 in Admin, level 2');
    expect(describePlacement(tree, 8, titleOf)).toBe('item 1 of 2 in Accounting, level 3');
    expect(describePlacement(tree, 5, titleOf)).toBe('item 3 of 4 at the top level');
    expect(describePlacement(tree, 99, titleOf)).toBe('');
  });

  it('says why a move was refused', () => {
    expect(refusalText('too-deep', 'Accounts')).toBe(
      'Accounts cannot go there: the menu has at most 3 levels.',
    );
    expect(refusalText('first', 'Users')).toBe('Users is already the first in its group.');
    expect(refusalText('last', 'Roles')).toBe('Roles is already the last in its group.');
    expect(refusalText('top-level', 'Admin')).toBe('Admin is already at the top level.');
    expect(refusalText('no-previous-sibling', 'Users')).toBe(
      'Users has no entry above it to go into.',
    );
    expect(refusalText('into-itself', 'Billing')).toBe('Billing cannot go inside itself.');
    expect(refusalText('not-found', 'Gone')).toBe('Gone is no longer in the menu.');
  });
});

describe('parentChoices', () => {
  const options = [
    { id: 0, title: 'ROOT', depth: 0 },
    { id: 1, title: '┝ Dashboard', depth: 1 },
    { id: 5, title: '┝ Billing', depth: 1 },
    { id: 7, title: '  ┝ Accounting', depth: 2 },
    { id: 8, title: '    ┝ Ledger', depth: 3 },
  ];

  it('offers ROOT and every entry up to level 2 for a new entry, keeping the indentation', () => {
    const choices = parentChoices(options, tree);
    expect(choices.map((choice) => choice.value)).toEqual([0, 1, 5, 7, 8]);
    expect(choices.filter((choice) => choice.disabled).map((choice) => choice.value)).toEqual([8]);
    expect(choices[3]?.label).toBe('\u00a0\u00a0┝ Accounting');
  });

  it('disables the entry itself, its descendants and parents that would make it too deep', () => {
    const forAccounting = parentChoices(options, tree, 7);
    expect(forAccounting.filter((c) => c.disabled).map((c) => c.value)).toEqual([7, 8]);
    const forBilling = parentChoices(options, tree, 5);
    expect(forBilling.filter((c) => !c.disabled).map((c) => c.value)).toEqual([0]);
  });
});

describe('the entry form', () => {
  it('starts a new entry at the top level with the default icon', () => {
    expect(newMenuItemValues()).toEqual({
      parent_id: 0,
      title: '',
      icon: 'fa-bars',
      uri: '',
      permission: '',
      roles: [],
    });
    expect(newMenuItemValues(5).parent_id).toBe(5);
  });

  it('loads a stored entry, with null uri and permission as empty text', () => {
    expect(
      menuItemValues({
        ...item(21, 20, 'Invoices'),
        icon: 'fa-file-text-o',
        uri: 'ext-cbs-invoice/invoice',
        permission: null,
        roles: [{ id: 2, name: 'Billing Officer' }],
      }),
    ).toEqual({
      parent_id: 20,
      title: 'Invoices',
      icon: 'fa-file-text-o',
      uri: 'ext-cbs-invoice/invoice',
      permission: '',
      roles: [2],
    });
    expect(menuItemValues(item(1, 0, 'Dashboard')).roles).toEqual([]);
  });

  it('requires a title and an icon, in Laravel wording', () => {
    expect(validateMenuItem({ ...newMenuItemValues(), title: '  ', icon: '' })).toEqual({
      title: ['The title field is required.'],
      icon: ['The icon field is required.'],
    });
    expect(validateMenuItem({ ...newMenuItemValues(), title: 'Ok' })).toEqual({});
  });

  it('limits the title to 50 and the uri to 255 characters', () => {
    expect(
      validateMenuItem({ ...newMenuItemValues(), title: 'x'.repeat(51), uri: 'u'.repeat(256) }),
    ).toEqual({
      title: ['The title field must not be greater than 50 characters.'],
      uri: ['The uri field must not be greater than 255 characters.'],
    });
    expect(validateMenuItem({ ...newMenuItemValues(), title: 'x'.repeat(50) })).toEqual({});
  });

  it('sends trimmed text, and empty uri and permission as null', () => {
    expect(
      menuItemInput({ ...newMenuItemValues(3), title: ' Usage ', uri: ' ', roles: [1, 4] }),
    ).toEqual({
      parent_id: 3,
      title: 'Usage',
      icon: 'fa-bars',
      uri: null,
      permission: null,
      roles: [1, 4],
    });
    expect(
      menuItemInput({ ...newMenuItemValues(), title: 'A', uri: 'auth/x', permission: 'p.x' }),
    ).toMatchObject({ uri: 'auth/x', permission: 'p.x' });
  });
});
