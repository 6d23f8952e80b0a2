import { menuRows, seedPermissions, seedRoles } from '@domain/admin-demo';
import type { Schema } from '../../../../schema';

/** A stored menu entry: the tree is built from parent_id and order; roles are role ids. */
export interface StoredMenuItem {
  id: number;
  parent_id: number;
  order: number;
  title: string;
  icon: string;
  uri: string | null;
  permission: string | null;
  roles: number[];
  created_at: string | null;
  updated_at: string | null;
}

/** The demo sidebar (domain/admin-demo) as the mock stores it, its roles by id. */
export function seedMenu(): StoredMenuItem[] {
  const roles = seedRoles(seedPermissions());
  return menuRows().map((row) => ({
    ...row,
    roles: roles.filter((role) => row.roles.includes(role.slug)).map((role) => role.id),
  }));
}

/** The menu entries as a tree (children ordered), with role references resolved. */
export function menuTree(
  items: StoredMenuItem[],
  roles: Schema<'Role'>[],
  parentId = 0,
): Schema<'MenuItem'>[] {
  return items
    .filter((item) => item.parent_id === parentId)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((item) => menuItem(items, roles, item));
}

/** One menu entry with its subtree. */
export function menuItem(
  items: StoredMenuItem[],
  roles: Schema<'Role'>[],
  item: StoredMenuItem,
): Schema<'MenuItem'> {
  return {
    ...item,
    roles: roles
      .filter((role) => item.roles.includes(role.id))
      .map((role) => ({ id: role.id, name: role.name, slug: role.slug })),
    children: menuTree(items, roles, item.id),
  };
}
