import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Schema } from '../../../domain/schema';
import { requiredMessage } from '../../../domain/laravel';
import { signInLocksOf, unlockSignIn } from '../auth/loginLimits';
import { adminTokens } from '../auth/tokens';
import type { OperationHandlers } from '../api/operation';
import type { Database } from '../db/schema';
import { base64url, hex } from '../encoding';
import type { Random } from '../ports';
import type { Services } from '../services';
import { HttpError, recordNotFound } from '../api/errors';
import { embedReference, presentAll } from './presenters';
import {
  contains,
  resourceHandlers,
  startsWith,
  type EngineOptions,
  type LinkConfig,
  type ResourceConfig,
} from './engine';

/** A role's or user's permissions, answered as `{id, name, slug}`. */
const permissionsLink = (pivot: keyof Database, ownKey: string): LinkConfig => ({
  field: 'permissions',
  pivot,
  ownKey,
  otherKey: 'permission_id',
  target: 'admin_permissions',
  summary: ['id', 'name', 'slug'],
});

/** A user's roles, answered as `{id, name, slug}`. */
const rolesLink: LinkConfig = {
  field: 'roles',
  pivot: 'admin_role_users',
  ownKey: 'user_id',
  otherKey: 'role_id',
  target: 'admin_roles',
  summary: ['id', 'name', 'slug'],
};

/** A public client key: recognisable prefix, 48 random bits. */
export const newAppKey = (random: Random) => `app_${hex(random.bytes(6))}`;

/** A client secret for an application created without one (it can be rotated by an update). */
export const newAppSecret = (random: Random) => base64url(random.bytes(32));

/** The resources served by the generic engine (admin §7.1), with their lookups (§7.4). */
export const resources: readonly ResourceConfig[] = [
  {
    table: 'organizations',
    path: '/organizations',
  },
  {
    table: 'departments',
    path: '/departments',
    references: { organization_id: 'organizations' },
    present: embedReference({
      column: 'organization_id',
      as: 'organization',
      table: 'organizations',
    }),
  },
  {
    table: 'services',
    path: '/services',
    // The contract answers both as non-null; the mocks default them the same way.
    defaults: { service_type: 'subscription', price: 0 },
    references: { organization_id: 'organizations', department_id: 'departments' },
  },
  {
    table: 'admin_roles',
    path: '/admin-roles',
    unique: ['slug'],
    links: [permissionsLink('admin_role_permissions', 'role_id')],
  },
  {
    table: 'admin_permissions',
    path: '/admin-permissions',
    unique: ['slug'],
  },
  {
    table: 'admin_users',
    path: '/admin-users',
    references: { organization_id: 'organizations', department_id: 'departments' },
    // The password is stored as its hash (see `derive`), never as sent.
    notStored: ['password', 'password_confirmation'],
    hidden: ['password_hash'],
    unique: ['username', 'email', 'mobile'],
    search: ['name', 'username'],
    filters: {
      role_id: (value) =>
        sql<SqlBool>`${sql.ref('id')} in (select ${sql.ref('user_id')} from ${sql.table(
          'admin_role_users',
        )} where ${sql.ref('role_id')} = ${value})`,
    },
    links: [rolesLink, permissionsLink('admin_user_permissions', 'user_id')],
    // Until when failed sign-ins locked each user (the users screen shows it).
    async present(db, rows, ports) {
      const locks = await signInLocksOf(
        db,
        rows.map((row) => String(row.username)),
        ports.clock.now(),
      );
      return rows.map((row) => ({ ...row, locked_until: locks.get(String(row.username)) ?? null }));
    },
    validate(_db, body, bag, action) {
      const input = body as Partial<Schema<'AdminUserInput'>>;
      // A new user needs a password; an update without one keeps the stored hash.
      if (action === 'store' && input.password === undefined) {
        bag.add('password', requiredMessage('password'));
      }
      if (input.password !== undefined && input.password !== input.password_confirmation) {
        bag.add('password', 'The password confirmation does not match.');
      }
      return Promise.resolve();
    },
    async derive(body, _action, ports) {
      const { password } = body as Partial<Schema<'AdminUserInput'>>;
      return password === undefined ? {} : { password_hash: await ports.passwords.hash(password) };
    },
    async afterWrite(services, id, body, { user }) {
      if ((body as Partial<Schema<'AdminUserInput'>>).password === undefined) return;
      // A new password ends the user's sessions, except the one making the change.
      await adminTokens.revokeOwner(services, id, user?.id === id ? user.tokenHash : undefined);
    },
    beforeDestroy(id, { user }) {
      // Deleting oneself would end the session mid-screen and could leave no administrator.
      if (user?.id === id) {
        throw new HttpError(403, { message: 'You cannot delete your own account.' });
      }
    },
    async afterDestroy(services, id) {
      // The user's tokens went with it (a cascade, which tells no one): end them in the open, so
      // live connections close and no process trusts one from memory.
      await adminTokens.revokeOwner(services, id);
    },
  },
  {
    table: 'database_connections',
    path: '/database-connections',
    unique: ['connection_name'],
  },
  {
    table: 'route_lists',
    path: '/route-lists',
    defaults: { http_method: 'GET' },
  },
  {
    table: 'custom_permissions',
    path: '/custom-permissions',
    references: { route_list_id: 'route_lists' },
    present: embedReference({
      column: 'route_list_id',
      as: 'route',
      table: 'route_lists',
      label: 'route_name',
    }),
  },
  {
    table: 'custom_permission_details',
    path: '/custom-permission-details',
    defaults: {
      list_refid: '&&',
      edit_id: '&&',
      edit_refid: '&&',
      delete_id: '&&',
      delete_refid: '&&',
    },
    references: { custom_permission_id: 'custom_permissions', role_id: 'admin_roles' },
    present: presentAll(
      embedReference({
        column: 'custom_permission_id',
        as: 'custom_permission',
        table: 'custom_permissions',
      }),
      embedReference({ column: 'role_id', as: 'role', table: 'admin_roles' }),
    ),
  },
  {
    table: 'api_gateway_applications',
    path: '/ext-cbs-api-gateway/applications',
    lookup: { label: 'app_name' },
    defaults: { allowed_ips: [], rate_limit_per_minute: 600 },
    references: { organization_id: 'organizations' },
    derive(body, action, { random }) {
      if (action === 'update') return Promise.resolve({});
      // The key is the gateway's to issue; a secret left out is made up and can be rotated later.
      return Promise.resolve({
        app_key: newAppKey(random),
        ...(typeof body.app_secret === 'string' ? {} : { app_secret: newAppSecret(random) }),
      });
    },
  },
  {
    table: 'api_gateway_apis',
    path: '/ext-cbs-api-gateway/apis',
    defaults: { timeout_ms: 5000, rate_limit_per_minute: 300 },
    references: { application_id: 'api_gateway_applications' },
    present: embedReference({
      column: 'application_id',
      as: 'application',
      table: 'api_gateway_applications',
      label: 'app_name',
    }),
  },
  {
    table: 'operation_logs',
    // Read-only: rows are written by the operation log hook, never through the API.
    path: '/auth/logs',
    filters: {
      // Stored paths have no leading slash (`api/departments`); accept a pasted one too.
      path: (value) => startsWith('path', String(value).replace(/^\/+/, '')),
      ip: (value) => sql<SqlBool>`${sql.ref('ip')} = ${String(value)}`,
    },
    present: embedReference({
      column: 'user_id',
      as: 'user',
      table: 'admin_users',
      // The log outlives the users it names.
      missing: (id) => ({ id, name: 'Deleted user' }),
    }),
  },
];

/** The user search of the admin lookups (§7.4): `q` matches the name or the username. */
function userLookupHandlers(db: Kysely<Database>): OperationHandlers {
  return {
    async getAllUsers({ query }) {
      let users = db.selectFrom('admin_users').select(['id', 'name', 'username']);
      if (typeof query.q === 'string') {
        const text = query.q;
        users = users.where(
          sql<SqlBool>`(${contains('name', text)} or ${contains('username', text)})`,
        );
      }
      const rows = await users.orderBy('name').orderBy('id').execute();
      const result: Schema<'UserLookupResponse'> = { data: rows };
      return { body: result };
    },
  };
}

/**
 * `unlockAdminUser`: ends the lock failed sign-ins put on a user and forgets them; answers the
 * user as `show` does.
 */
function unlockHandlers(db: Kysely<Database>, handlers: OperationHandlers): OperationHandlers {
  const show = handlers.showAdminUser;
  if (show === undefined) throw new Error('The admin users resource has no show handler');
  return {
    async unlockAdminUser(context) {
      const user = await db
        .selectFrom('admin_users')
        .select('username')
        .where('id', '=', Number(context.params.id))
        .executeTakeFirst();
      if (user === undefined) throw recordNotFound();
      await unlockSignIn(db, user.username);
      const { data } = (await show(context)).body as Schema<'AdminUserResponse'>;
      const result: Schema<'AdminUserResponse'> = { message: 'The user can sign in again.', data };
      return { body: result };
    },
  };
}

/** The handlers of every engine resource and of the lookups that are not a resource's. */
export function resourceOperationHandlers(
  services: Services,
  options: EngineOptions = {},
): OperationHandlers {
  const handlers = resources.reduce<OperationHandlers>(
    (all, config) => ({ ...all, ...resourceHandlers(services, config, options) }),
    userLookupHandlers(services.db),
  );
  return { ...handlers, ...unlockHandlers(services.db, handlers) };
}
