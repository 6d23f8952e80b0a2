import type { Kysely } from 'kysely';
import type { Schema } from '../../../domain/schema';
import type { Database } from '../db/schema';
import { administratorRole } from './tokens';

/** One laravel-admin permission as the check reads it. */
export interface Grant {
  /** Allowed HTTP methods; empty means any. */
  methods: readonly string[];
  /** One pattern per line: `*` matches anything, `GET,POST:/path` limits a line to methods. */
  paths: string;
}

/** What a user may do: everything (administrator role) or what their permissions grant. */
export interface Access {
  profile: Schema<'Profile'>;
  administrator: boolean;
  grants: Grant[];
  /** The slugs of the permissions held (the sidebar's entries name them). */
  permissionSlugs: string[];
}

/** Loads a user's roles and the permissions of those roles and of the user. */
export async function accessOf(db: Kysely<Database>, profile: Schema<'Profile'>): Promise<Access> {
  const administrator = profile.roles.some((role) => role.slug === administratorRole);
  if (administrator) return { profile, administrator, grants: [], permissionSlugs: [] };
  const roleIds = profile.roles.map((role) => role.id);
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
          .select([
            'admin_permissions.slug',
            'admin_permissions.http_method',
            'admin_permissions.http_path',
          ])
          .where('admin_role_permissions.role_id', 'in', roleIds)
          .execute();
  const direct = await db
    .selectFrom('admin_permissions')
    .innerJoin(
      'admin_user_permissions',
      'admin_user_permissions.permission_id',
      'admin_permissions.id',
    )
    .select([
      'admin_permissions.slug',
      'admin_permissions.http_method',
      'admin_permissions.http_path',
    ])
    .where('admin_user_permissions.user_id', '=', profile.id)
    .execute();
  const held = [...viaRoles, ...direct];
  const grants = held.map((row) => ({
    methods: JSON.parse(row.http_method) as string[],
    paths: row.http_path ?? '',
  }));
  return { profile, administrator, grants, permissionSlugs: held.map((row) => row.slug) };
}
