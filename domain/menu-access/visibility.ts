import type { Schema } from '../schema';

type MenuItem = Schema<'MenuItem'>;

/** Who asks for the sidebar, as laravel-admin's menu checks read a user. */
export interface MenuViewer {
  /** Holds the administrator role: sees every entry. */
  administrator: boolean;
  /** The ids of the viewer's roles. */
  roleIds: readonly number[];
  /** The slugs of the permissions the viewer holds, through roles or directly. */
  permissionSlugs: readonly string[];
  /** Holds a permission of every path and method (laravel-admin's 'All permission'). */
  allPermissions: boolean;
}

/** laravel-admin's slug of the administrator role. */
export const administratorRoleSlug = 'administrator';

/**
 * Whether the viewer sees one entry, as laravel-admin binds menu entries: an entry with roles
 * shows to holders of one of them, an entry with a permission to holders of that permission;
 * the administrator role sees everything.
 */
export function menuEntryVisible(item: MenuItem, viewer: MenuViewer): boolean {
  if (viewer.administrator) return true;
  const roles = item.roles ?? [];
  if (roles.length > 0 && !roles.some((role) => viewer.roleIds.includes(role.id))) return false;
  const permission = (item.permission ?? '').trim();
  return permission === '' || viewer.allPermissions || viewer.permissionSlugs.includes(permission);
}

const hasOwnLink = (item: MenuItem) => (item.uri ?? '').trim() !== '';

/**
 * The menu the viewer may see: entries they may not open leave, and so does a group none of
 * whose entries is left (unless it links somewhere itself).
 */
export function visibleMenu(items: readonly MenuItem[], viewer: MenuViewer): MenuItem[] {
  return items.flatMap((item) => {
    if (!menuEntryVisible(item, viewer)) return [];
    const children = item.children ?? [];
    if (children.length === 0) return [item];
    const shown = visibleMenu(children, viewer);
    if (shown.length === 0 && !hasOwnLink(item)) return [];
    return [{ ...item, children: shown }];
  });
}
