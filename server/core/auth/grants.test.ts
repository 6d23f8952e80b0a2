// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { seededAdmin } from '../seeds/seed';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

type Row = Record<string, unknown> & { id: number };
interface Single {
  data: Row;
}

describe.each(testDatabases())('granting roles and permissions on $name', (database) => {
  let server: TestServer;
  let adminToken: string;
  let managerToken: string;
  let managerId: number;
  let administratorRole: number;
  let managerRole: number;
  let usersPermission: number;
  let everythingPermission: number;

  const request = <Body = unknown>(
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    token: string,
    body?: unknown,
  ) => server.api.request<Body>({ method, url, token, body });

  /** The slugs of the roles a user holds. */
  const rolesOf = async (userId: number) =>
    (
      await server.app.db
        .selectFrom('admin_role_users')
        .innerJoin('admin_roles', 'admin_roles.id', 'admin_role_users.role_id')
        .select('admin_roles.slug')
        .where('admin_role_users.user_id', '=', userId)
        .execute()
    ).map((row) => row.slug);

  beforeAll(async () => {
    server = await startTestServer(database);
    adminToken = await server.login();
    const roleRow = await server.app.db
      .selectFrom('admin_roles')
      .select('id')
      .where('slug', '=', 'administrator')
      .executeTakeFirstOrThrow();
    administratorRole = roleRow.id;
    // The user-management permission: users, roles and permissions, every method.
    const users = await request<Single>('POST', '/api/admin-permissions', adminToken, {
      name: 'User management',
      slug: 'auth.management',
      http_method: [],
      http_path: '/admin-users*\n/admin-roles*\n/admin-permissions*',
    });
    usersPermission = users.body.data.id;
    const everything = await request<Single>('POST', '/api/admin-permissions', adminToken, {
      name: 'All',
      slug: 'all',
      http_method: [],
      http_path: '*',
    });
    everythingPermission = everything.body.data.id;
    const role = await request<Single>('POST', '/api/admin-roles', adminToken, {
      name: 'User manager',
      slug: 'user-manager',
      permissions: [usersPermission],
    });
    managerRole = role.body.data.id;
    managerId = await server.createAdmin('user.manager', 'manager-password', 'user-manager');
    managerToken = await server.login('user.manager', 'manager-password');
  });
  afterAll(() => server.close());

  const refusedWith = (message: string) => ({ status: 403, body: { message } });

  it('cannot mint an administrator, nor make itself one', async () => {
    const minted = await request('POST', '/api/admin-users', managerToken, {
      username: 'minted.admin',
      name: 'Minted',
      password: 'minted-password',
      password_confirmation: 'minted-password',
      roles: [administratorRole],
    });
    expect(minted).toMatchObject(
      refusedWith('Only administrators may grant the administrator role.'),
    );
    const exists = await server.app.db
      .selectFrom('admin_users')
      .select('id')
      .where('username', '=', 'minted.admin')
      .executeTakeFirst();
    expect(exists).toBeUndefined();

    const itself = await request('PUT', `/api/admin-users/${managerId}`, managerToken, {
      username: 'user.manager',
      name: 'user.manager',
      roles: [managerRole, administratorRole],
    });
    expect(itself).toMatchObject(
      refusedWith('Only administrators may grant the administrator role.'),
    );
    expect(await rolesOf(managerId)).toEqual(['user-manager']);
  });

  it('cannot grant a permission it does not hold, to a user or a role', async () => {
    const toItself = await request('PUT', `/api/admin-users/${managerId}`, managerToken, {
      username: 'user.manager',
      name: 'user.manager',
      roles: [managerRole],
      permissions: [everythingPermission],
    });
    expect(toItself).toMatchObject(
      refusedWith('You may only grant roles and permissions you hold yourself.'),
    );
    const toItsRole = await request('PUT', `/api/admin-roles/${managerRole}`, managerToken, {
      name: 'User manager',
      slug: 'user-manager',
      permissions: [usersPermission, everythingPermission],
    });
    expect(toItsRole.status).toBe(403);
    const aNewRole = await request('POST', '/api/admin-roles', managerToken, {
      name: 'Everything',
      slug: 'everything',
      permissions: [everythingPermission],
    });
    expect(aNewRole.status).toBe(403);
    const me = await request<Schema<'Profile'>>('GET', '/api/auth/get-user', managerToken);
    expect(me.body.permission_flag).toBe('0');
    expect((await request('GET', '/api/cbs/invoice/invoice', managerToken)).status).toBe(403);
  });

  it('cannot widen a permission it holds, nor touch the administrator role', async () => {
    const widened = await request(
      'PUT',
      `/api/admin-permissions/${usersPermission}`,
      managerToken,
      {
        name: 'User management',
        slug: 'auth.management',
        http_method: [],
        http_path: '*',
      },
    );
    expect(widened).toMatchObject(
      refusedWith('Only administrators may change what a permission allows.'),
    );
    const renamed = await request('PUT', `/api/admin-roles/${administratorRole}`, managerToken, {
      name: 'Administrator',
      slug: 'administrators-old',
    });
    expect(renamed).toMatchObject(
      refusedWith('Only administrators may change the administrator role.'),
    );
    const removed = await request('DELETE', `/api/admin-roles/${administratorRole}`, managerToken);
    expect(removed.status).toBe(403);
    expect((await request('GET', '/api/cbs/invoice/invoice', managerToken)).status).toBe(403);
  });

  it('cannot take over a user who holds more: an administrator’s password stays', async () => {
    const admin = await server.app.db
      .selectFrom('admin_users')
      .select('id')
      .where('username', '=', seededAdmin.username)
      .executeTakeFirstOrThrow();
    const takeover = await request('PUT', `/api/admin-users/${admin.id}`, managerToken, {
      username: seededAdmin.username,
      name: 'Administrator',
      password: 'taken-over-password',
      password_confirmation: 'taken-over-password',
    });
    expect(takeover).toMatchObject(
      refusedWith('You may not change a user who holds roles or permissions you do not hold.'),
    );
    expect((await request('DELETE', `/api/admin-users/${admin.id}`, managerToken)).status).toBe(
      403,
    );
    await expect(server.login(seededAdmin.username, seededAdmin.password)).resolves.toBeTypeOf(
      'string',
    );
  });

  it('grants what it holds; an administrator grants anything', async () => {
    const colleague = await request<Single>('POST', '/api/admin-users', managerToken, {
      username: 'second.manager',
      name: 'Second manager',
      password: 'second-password',
      password_confirmation: 'second-password',
      roles: [managerRole],
      permissions: [usersPermission],
    });
    expect(colleague.status).toBe(201);
    const renamed = await request(
      'PUT',
      `/api/admin-users/${colleague.body.data.id}`,
      managerToken,
      {
        username: 'second.manager',
        name: 'Second manager, renamed',
      },
    );
    expect(renamed.status).toBe(200);
    const promoted = await request(
      'PUT',
      `/api/admin-users/${colleague.body.data.id}`,
      adminToken,
      {
        username: 'second.manager',
        name: 'Second manager',
        roles: [managerRole, administratorRole],
        permissions: [everythingPermission],
      },
    );
    expect(promoted.status).toBe(200);
    expect(await rolesOf(colleague.body.data.id)).toEqual(
      expect.arrayContaining(['administrator', 'user-manager']),
    );
  });
});
