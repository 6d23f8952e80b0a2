import type { Kysely } from 'kysely';
import { administratorRoleSlug, type MenuViewer } from '../../domain/menu-access';
import { accessOf, grantsAllow } from '../auth/authorization';
import { profileOf } from '../auth/tokens';
import type { Database } from '../db/schema';
import { unauthenticated } from '../http/errors';

/** The signed-in user as the sidebar's checks read them: roles and permission slugs. */
export async function menuViewerOf(db: Kysely<Database>, userId: number): Promise<MenuViewer> {
  const profile = await profileOf(db, userId);
  if (profile === undefined) throw unauthenticated();
  const roleIds = profile.roles.map((role) => role.id);
  const administrator = profile.roles.some((role) => role.slug === administratorRoleSlug);
  const viaRoles =
    roleIds.length === 0
      ? []
      : await db
          .selectFrom('admin_permissions')
          .innerJoin(
            'admin_role_permissions',
            'admin_role_permissions.permission_id',
            'admin_permissions.id',
          )
          .select(['slug', 'http_method', 'http_path'])
          .where('admin_role_permissions.role_id', 'in', roleIds)
          .execute();
  const direct = await db
    .selectFrom('admin_permissions')
    .innerJoin(
      'admin_user_permissions',
      'admin_user_permissions.permission_id',
      'admin_permissions.id',
    )
    .select(['slug', 'http_method', 'http_path'])
    .where('admin_user_permissions.user_id', '=', userId)
    .execute();
  const held = [...viaRoles, ...direct];
  return {
    administrator,
    roleIds,
    permissionSlugs: held.map((permission) => permission.slug),
    // laravel-admin's 'All permission': every method, every path.
    allPermissions: held.some(
      (permission) =>
        (permission.http_path ?? '').trim() === '*' &&
        (JSON.parse(permission.http_method) as unknown[]).length === 0,
    ),
  };
}

/** Whether the user may change the menu (and so see all of it in the editor). */
export async function mayChangeMenu(db: Kysely<Database>, userId: number): Promise<boolean> {
  const profile = await profileOf(db, userId);
  if (profile === undefined) throw unauthenticated();
  const access = await accessOf(db, profile);
  return access.administrator || grantsAllow(access.grants, 'PUT', '/update-menu-order');
}
