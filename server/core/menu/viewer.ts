import type { Kysely } from 'kysely';
import type { MenuViewer } from '../../../domain/menu-access';
import { accessOf, grantsAllow } from '../auth/authorization';
import { profileOf } from '../auth/tokens';
import type { Database } from '../db/schema';
import { unauthenticated } from '../api/errors';

/** What the menu answers depend on: who is asking, and whether they may change the menu. */
export interface MenuAccess {
  /** The user as the sidebar's checks read them. */
  viewer: MenuViewer;
  /** May change the menu, and so see all of it in the editor. */
  mayChange: boolean;
}

/** The signed-in user's roles and permissions, as the menu reads them. */
export async function menuAccessOf(db: Kysely<Database>, userId: number): Promise<MenuAccess> {
  const profile = await profileOf(db, userId);
  if (profile === undefined) throw unauthenticated();
  const access = await accessOf(db, profile);
  return {
    viewer: {
      administrator: access.administrator,
      roleIds: profile.roles.map((role) => role.id),
      permissionSlugs: access.permissionSlugs,
      // laravel-admin's 'All permission': every method, every path.
      allPermissions: access.grants.some(
        (grant) => grant.methods.length === 0 && grant.paths.trim() === '*',
      ),
    },
    mayChange: access.administrator || grantsAllow(access.grants, 'PUT', '/update-menu-order'),
  };
}
