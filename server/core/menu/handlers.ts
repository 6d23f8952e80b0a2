import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../../domain/schema';
import { ErrorBag } from '../api/laravelErrors';
import type { OperationHandlers } from '../api/operation';
import type { AdminMenuTable, Database } from '../db/schema';
import { visibleMenu } from '../../../domain/menu-access';
import { forbidden } from '../auth/authorization';
import { recordNotFound, unauthenticated, validationFailed } from '../api/errors';
import type { Services } from '../services';
import { menuAccessOf } from './viewer';

/** The sidebar renders three levels; deeper entries are refused (admin §2.4). */
export const maxMenuDepth = 3;

type MenuRow = Selectable<AdminMenuTable>;
type RoleSummary = Schema<'RoleSummary'>;

const tooDeep = `The menu can be at most ${maxMenuDepth} levels deep.`;

/** The whole menu, read at once: it is small, and every answer needs the tree around an entry. */
class MenuSnapshot {
  private readonly byId: Map<number, MenuRow>;
  private readonly children = new Map<number, MenuRow[]>();

  constructor(
    readonly rows: MenuRow[],
    private readonly roles: Map<number, RoleSummary[]>,
  ) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const siblings = this.children.get(row.parent_id) ?? [];
      siblings.push(row);
      this.children.set(row.parent_id, siblings);
    }
    for (const siblings of this.children.values()) {
      siblings.sort((a, b) => a.order - b.order || a.id - b.id);
    }
  }

  find(id: number): MenuRow | undefined {
    return this.byId.get(id);
  }

  childrenOf(parentId: number): MenuRow[] {
    return this.children.get(parentId) ?? [];
  }

  /** 1 for a top-level entry; parents are followed at most a few steps, so bad data cannot loop. */
  depthOf(id: number, parentOf: (row: MenuRow) => number = (row) => row.parent_id): number {
    let depth = 0;
    let current = this.byId.get(id);
    while (current !== undefined && depth <= this.rows.length) {
      depth += 1;
      const parent = parentOf(current);
      if (parent === 0) return depth;
      current = this.byId.get(parent);
    }
    return depth;
  }

  /** The ids below an entry, at any depth. */
  descendantsOf(id: number): number[] {
    const found: number[] = [];
    const queue = [id];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const next = queue.shift() ?? 0;
      for (const child of this.childrenOf(next)) {
        if (seen.has(child.id)) continue;
        seen.add(child.id);
        found.push(child.id);
        queue.push(child.id);
      }
    }
    return found;
  }

  /** How many levels an entry and its subtree take (1 for a leaf). */
  heightOf(id: number): number {
    const levels = (entry: number, depth: number): number =>
      depth > maxMenuDepth + 1
        ? depth
        : Math.max(1, ...this.childrenOf(entry).map((child) => 1 + levels(child.id, depth + 1)));
    return levels(id, 1);
  }

  /** The contract's MenuItem of a row, with its subtree down to the third level. */
  item(row: MenuRow, depth = this.depthOf(row.id)): Schema<'MenuItem'> {
    return {
      ...row,
      roles: this.roles.get(row.id) ?? [],
      children:
        depth >= maxMenuDepth
          ? []
          : this.childrenOf(row.id).map((child) => this.item(child, depth + 1)),
    };
  }

  tree(): Schema<'MenuItem'>[] {
    return this.childrenOf(0).map((row) => this.item(row, 1));
  }
}

async function snapshot(db: Kysely<Database>): Promise<MenuSnapshot> {
  const rows = await db.selectFrom('admin_menu').selectAll().execute();
  const grants = await db
    .selectFrom('admin_role_menu')
    .innerJoin('admin_roles', 'admin_roles.id', 'admin_role_menu.role_id')
    .select(['admin_role_menu.menu_id', 'admin_roles.id', 'admin_roles.name', 'admin_roles.slug'])
    .orderBy('admin_roles.id')
    .execute();
  const roles = new Map<number, RoleSummary[]>();
  for (const { menu_id: menuId, id, name, slug } of grants) {
    roles.set(menuId, [...(roles.get(menuId) ?? []), { id, name, slug }]);
  }
  return new MenuSnapshot(rows, roles);
}

/** Checks the parent and the roles of a menu body; `self` is the entry being edited. */
async function check(
  db: Kysely<Database>,
  menu: MenuSnapshot,
  input: Schema<'MenuItemInput'>,
  self?: MenuRow,
): Promise<void> {
  const bag = new ErrorBag();
  const parentId = input.parent_id;
  if (parentId !== 0 && menu.find(parentId) === undefined) {
    bag.add('parent_id', 'The selected parent is invalid.');
  } else if (
    self !== undefined &&
    (parentId === self.id || menu.descendantsOf(self.id).includes(parentId))
  ) {
    bag.add('parent_id', 'An entry cannot be moved under itself.');
  } else {
    const parentDepth = parentId === 0 ? 0 : menu.depthOf(parentId);
    const height = self === undefined ? 1 : menu.heightOf(self.id);
    if (parentDepth + height > maxMenuDepth) bag.add('parent_id', tooDeep);
  }
  const roles = [...new Set(input.roles ?? [])];
  if (roles.length > 0) {
    const found = await db
      .selectFrom('admin_roles')
      .select('id')
      .where('id', 'in', roles)
      .execute();
    if (found.length !== roles.length) bag.add('roles', 'The selected roles is invalid.');
  }
  if (!bag.empty) throw validationFailed(bag);
}

const nextOrder = (menu: MenuSnapshot, parentId: number) =>
  Math.max(0, ...menu.childrenOf(parentId).map((row) => row.order)) + 1;

async function writeRoles(db: Kysely<Database>, menuId: number, roles: number[] | undefined) {
  // Absent means "leave the roles as they are"; a list replaces them.
  if (roles === undefined) return;
  await db.deleteFrom('admin_role_menu').where('menu_id', '=', menuId).execute();
  const unique = [...new Set(roles)];
  if (unique.length > 0) {
    await db
      .insertInto('admin_role_menu')
      .values(unique.map((roleId) => ({ role_id: roleId, menu_id: menuId })))
      .execute();
  }
}

/** One entry of the nested order input, where it goes and how deep it ends up. */
interface Placement {
  id: number;
  parent: number;
  order: number;
  depth: number;
}

/** Flattens the nestable output: positions give `order`, nesting gives `parent_id`. */
function placementsOf(nodes: Schema<'MenuOrderNode'>[]): Placement[] {
  const placements: Placement[] = [];
  const stack: { nodes: Schema<'MenuOrderNode'>[]; parent: number; depth: number }[] = [
    { nodes, parent: 0, depth: 1 },
  ];
  while (stack.length > 0) {
    const level = stack.pop();
    if (level === undefined) break;
    level.nodes.forEach((node, index) => {
      placements.push({ id: node.id, parent: level.parent, order: index + 1, depth: level.depth });
      if (node.children !== undefined && node.children.length > 0) {
        stack.push({ nodes: node.children, parent: node.id, depth: level.depth + 1 });
      }
    });
  }
  return placements;
}

/** The menu (admin §7.2): tree, parent options, entries and the drag-and-drop order. */
export function menuHandlers({ db, ports }: Services): OperationHandlers {
  const load = async (id: unknown) => {
    const menu = await snapshot(db);
    const row = menu.find(Number(id));
    if (row === undefined) throw recordNotFound();
    return { menu, row };
  };

  const present = async (id: number) => {
    const { menu, row } = await load(id);
    return menu.item(row);
  };

  return {
    async listMenu({ user, query }) {
      if (user === undefined) throw unauthenticated();
      const { viewer, mayChange } = await menuAccessOf(db, user.id);
      const tree = (await snapshot(db)).tree();
      if (query.scope === 'all') {
        // The editor's whole menu, for those who may change it.
        if (!mayChange) throw forbidden();
        return { body: { data: tree } satisfies Schema<'MenuTreeResponse'> };
      }
      return { body: { data: visibleMenu(tree, viewer) } satisfies Schema<'MenuTreeResponse'> };
    },

    async listMenuForDropdown() {
      const options: Schema<'MenuDropdownOption'>[] = [{ id: 0, title: 'ROOT', depth: 0 }];
      const visit = (nodes: Schema<'MenuItem'>[], depth: number) => {
        for (const node of nodes) {
          options.push({ id: node.id, title: `${'  '.repeat(depth - 1)}┝ ${node.title}`, depth });
          visit(node.children ?? [], depth + 1);
        }
      };
      visit((await snapshot(db)).tree(), 1);
      const result: Schema<'MenuDropdownResponse'> = { data: options };
      return { body: result };
    },

    async showMenuItem({ params }) {
      const result: Schema<'MenuItemResponse'> = { data: await present(Number(params.id)) };
      return { body: result };
    },

    async storeMenuItem({ body }) {
      const input = body as Schema<'MenuItemInput'>;
      const menu = await snapshot(db);
      await check(db, menu, input);
      const now = ports.clock.now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('admin_menu')
          .values({
            parent_id: input.parent_id,
            order: nextOrder(menu, input.parent_id),
            title: input.title,
            icon: input.icon,
            uri: input.uri ?? null,
            permission: input.permission ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeRoles(trx, row.id, input.roles);
        return row.id;
      });
      const result: Schema<'MenuItemResponse'> = {
        message: 'Menu saved successfully.',
        data: await present(id),
      };
      return { status: 201, body: result };
    },

    async updateMenuItem({ params, body }) {
      const input = body as Schema<'MenuItemInput'>;
      const { menu, row } = await load(params.id);
      await check(db, menu, input, row);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('admin_menu')
          .set({
            parent_id: input.parent_id,
            // Moved under another parent: it goes last there.
            order: input.parent_id === row.parent_id ? row.order : nextOrder(menu, input.parent_id),
            title: input.title,
            icon: input.icon,
            ...('uri' in input ? { uri: input.uri ?? null } : {}),
            ...('permission' in input ? { permission: input.permission ?? null } : {}),
            updated_at: ports.clock.now().toISOString(),
          })
          .where('id', '=', row.id)
          .execute();
        await writeRoles(trx, row.id, input.roles);
      });
      const result: Schema<'MenuItemResponse'> = {
        message: 'Menu saved successfully.',
        data: await present(row.id),
      };
      return { body: result };
    },

    async destroyMenuItem({ params }) {
      const { menu, row } = await load(params.id);
      const doomed = [row.id, ...menu.descendantsOf(row.id)];
      await db.deleteFrom('admin_menu').where('id', 'in', doomed).execute();
      return { body: { message: 'Menu deleted successfully.' } };
    },

    async updateMenuOrder({ body }) {
      const input = body as Schema<'MenuOrderInput'>;
      const placements = placementsOf(input.order);
      const menu = await snapshot(db);
      const bag = new ErrorBag();
      const seen = new Set<number>();
      const repeated = new Set<number>();
      for (const { id } of placements) (seen.has(id) ? repeated : seen).add(id);
      const unknown = [...seen].filter((id) => menu.find(id) === undefined);
      if (repeated.size > 0) {
        bag.add('order', `The menu entries ${[...repeated].join(', ')} appear more than once.`);
      }
      if (unknown.length > 0) {
        bag.add('order', `The menu entries ${unknown.join(', ')} do not exist.`);
      }
      if (placements.some((placement) => placement.depth > maxMenuDepth)) bag.add('order', tooDeep);
      if (bag.empty) {
        // Entries the input leaves out keep their parent, which may now sit deeper.
        const moved = new Map(placements.map((placement) => [placement.id, placement.parent]));
        const parentOf = (row: MenuRow) => moved.get(row.id) ?? row.parent_id;
        if (menu.rows.some((row) => menu.depthOf(row.id, parentOf) > maxMenuDepth)) {
          bag.add('order', tooDeep);
        }
      }
      if (!bag.empty) throw validationFailed(bag);

      const now = ports.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const placement of placements) {
          await trx
            .updateTable('admin_menu')
            .set({ parent_id: placement.parent, order: placement.order, updated_at: now })
            .where('id', '=', placement.id)
            .execute();
        }
      });
      return { body: { message: 'Menu order saved.' } };
    },
  };
}
