import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../api/errors';
import type { Access } from './access';
import { administratorRole } from './tokens';

const refused = (message: string) => new HttpError(403, { message });

const messages = {
  administrator: 'Only administrators may grant the administrator role.',
  administratorRole: 'Only administrators may change the administrator role.',
  notHeld: 'You may only grant roles and permissions you hold yourself.',
  stronger: 'You may not change a user who holds roles or permissions you do not hold.',
  permission: 'Only administrators may change what a permission allows.',
} as const;

/** The roles and permissions (through its roles and directly) a user holds, by id. */
async function holdingsOf(db: Kysely<Database>, userId: number) {
  const roles = await db
    .selectFrom('admin_role_users')
    .select('role_id')
    .where('user_id', '=', userId)
    .execute();
  const roleIds = roles.map((row) => row.role_id);
  const viaRoles =
    roleIds.length === 0
      ? []
      : await db
          .selectFrom('admin_role_permissions')
          .select('permission_id')
          .where('role_id', 'in', roleIds)
          .execute();
  const direct = await db
    .selectFrom('admin_user_permissions')
    .select('permission_id')
    .where('user_id', '=', userId)
    .execute();
  return {
    roles: new Set(roleIds),
    /** Permissions held in any way. */
    permissions: new Set([...viaRoles, ...direct].map((row) => row.permission_id)),
  };
}

/** The ids of a body's list field (`roles: [2, 5]`), or undefined when it is left out. */
const idsOf = (body: Record<string, unknown>, field: string): number[] | undefined => {
  const value = body[field];
  return Array.isArray(value) ? value.map(Number) : undefined;
};

/** The body of a grant-changing call and the row it names. */
export interface GrantRequest {
  operationId: string;
  access: Access;
  body: Record<string, unknown>;
  /** The path's id (the user, role or permission changed), when it has one. */
  id: number | undefined;
}

/**
 * Refuses (403) what would let a user raise anyone's rights above its own: granting a role or a
 * permission it does not hold (only administrators grant `administrator`), changing, deleting or
 * unlocking a user who holds more than it does (a new password would hand over that account),
 * changing the administrator role, or changing what an existing permission allows.
 * Administrators may do all.
 */
export async function authorizeGrants(db: Kysely<Database>, request: GrantRequest): Promise<void> {
  const { operationId, access, body, id } = request;
  if (access.administrator) return;
  const isUser = [
    'storeAdminUser',
    'updateAdminUser',
    'destroyAdminUser',
    'unlockAdminUser',
  ].includes(operationId);
  const isRole = ['storeAdminRole', 'updateAdminRole', 'destroyAdminRole'].includes(operationId);
  if (!isUser && !isRole && operationId !== 'updateAdminPermission') return;

  const administrator = await db
    .selectFrom('admin_roles')
    .select('id')
    .where('slug', '=', administratorRole)
    .executeTakeFirst();
  const mine = await holdingsOf(db, access.profile.id);
  const grantable = (roles: readonly number[], permissions: readonly number[]) => {
    if (administrator !== undefined && roles.includes(administrator.id)) {
      throw refused(messages.administrator);
    }
    if (!roles.every((role) => mine.roles.has(role))) throw refused(messages.notHeld);
    if (!permissions.every((permission) => mine.permissions.has(permission))) {
      throw refused(messages.notHeld);
    }
  };

  if (isUser) {
    if (id !== undefined) {
      const theirs = await holdingsOf(db, id);
      const weaker =
        [...theirs.roles].every((role) => mine.roles.has(role)) &&
        [...theirs.permissions].every((permission) => mine.permissions.has(permission));
      if (!weaker) throw refused(messages.stronger);
    }
    grantable(idsOf(body, 'roles') ?? [], idsOf(body, 'permissions') ?? []);
    return;
  }

  if (isRole) {
    if (body.slug === administratorRole || (id !== undefined && id === administrator?.id)) {
      throw refused(messages.administratorRole);
    }
    const granted = idsOf(body, 'permissions') ?? [];
    // Permissions the role already has stay (the form sends them back); only new ones count.
    const current =
      id === undefined
        ? []
        : await db
            .selectFrom('admin_role_permissions')
            .select('permission_id')
            .where('role_id', '=', id)
            .execute();
    const held = new Set(current.map((row) => row.permission_id));
    grantable(
      [],
      granted.filter((permission) => !held.has(permission)),
    );
    return;
  }

  // updateAdminPermission: what it allows reaches every holder, the caller included.
  const stored = await db
    .selectFrom('admin_permissions')
    .select(['http_method', 'http_path'])
    .where('id', '=', id ?? 0)
    .executeTakeFirst();
  if (stored === undefined) return;
  const lines = (paths: unknown) =>
    (typeof paths === 'string' ? paths : '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join('\n');
  const methods = (list: unknown) =>
    JSON.stringify(Array.isArray(list) ? list.map(String).sort() : []);
  const changesMethods =
    body.http_method !== undefined &&
    methods(body.http_method) !== methods(JSON.parse(stored.http_method));
  const changesPaths =
    body.http_path !== undefined && lines(body.http_path) !== lines(stored.http_path);
  if (changesMethods || changesPaths) throw refused(messages.permission);
}
