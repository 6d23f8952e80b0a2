import type { Kysely } from 'kysely';
import { menuRows } from '../../../domain/admin-demo';
import type { Database } from '../db/schema';
import { insertWithIds } from './demo';

/**
 * Writes the sidebar (domain/admin-demo's tree, with its ids) into an empty menu table (an
 * existing menu is never touched). Entries bound to roles this install lacks show to no one
 * but administrators.
 */
export async function seedMenu(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('admin_menu').select('id').executeTakeFirst();
  if (existing !== undefined) return;
  const roles = await db.selectFrom('admin_roles').select(['id', 'slug']).execute();
  const roleIds = new Map(roles.map((role) => [role.slug, role.id]));
  const rows = menuRows();
  await insertWithIds(
    db,
    'admin_menu',
    rows.map(({ roles: _, ...row }) => row),
  );
  const grants = rows.flatMap((row) =>
    row.roles.flatMap((slug) => {
      const roleId = roleIds.get(slug);
      return roleId === undefined ? [] : [{ role_id: roleId, menu_id: row.id }];
    }),
  );
  if (grants.length > 0) await db.insertInto('admin_role_menu').values(grants).execute();
}
