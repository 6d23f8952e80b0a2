// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

type Row = Record<string, unknown> & { id: number };
interface Single {
  data: Row;
}

describe.each(testDatabases())('authorization on $name', (database) => {
  let server: TestServer;
  let adminToken: string;
  let agentToken: string;
  let agentRoleId: number;
  let organizationId: number;

  const request = <Body = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    body?: unknown,
  ) => server.api.request<Body>({ method, url, token, body });

  beforeAll(async () => {
    server = await startTestServer(database);
    adminToken = await server.login();
    const permission = await request<Single>('POST', '/api/admin-permissions', adminToken, {
      name: 'Departments',
      slug: 'ext.departments',
      http_method: [],
      http_path: '/departments\n/departments/*',
    });
    const role = await request<Single>('POST', '/api/admin-roles', adminToken, {
      name: 'Customer Care',
      slug: 'customer-care',
      permissions: [permission.body.data.id],
    });
    agentRoleId = role.body.data.id;
    await server.createAdmin('care.agent', 'care-password', 'customer-care');
    agentToken = await server.login('care.agent', 'care-password');
    const organization = await request<Single>('POST', '/api/organizations', adminToken, {
      name: 'Digi Telecommunications Sdn Bhd',
      mobile_no: '60163880016',
      status: 1,
    });
    organizationId = organization.body.data.id;
  });
  afterAll(() => server.close());

  it('lets a user make the calls its permissions grant, and refuses the others with 403', async () => {
    const created = await request<Single>('POST', '/api/departments', agentToken, {
      name: 'Customer Care',
      organization_id: organizationId,
      status: 1,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await request('GET', `/api/departments/${id}`, agentToken)).status).toBe(200);
    expect((await request('GET', '/api/departments?page=1', agentToken)).status).toBe(200);

    for (const [method, url] of [
      ['GET', '/api/organizations'],
      ['POST', '/api/organizations'],
      ['GET', '/api/admin-users'],
      ['DELETE', `/api/organizations/${organizationId}`],
      ['GET', '/api/auth/logs'],
    ] as const) {
      const refused = await request<Schema<'ErrorMessage'>>(method, url, agentToken, {});
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
    }
    // Nothing was changed by the refused calls.
    const organization = await request('GET', `/api/organizations/${organizationId}`, adminToken);
    expect(organization.status).toBe(200);
  });

  it('decides on the route the router matched, however the path is spelt', async () => {
    // Sent over a socket as written: the test client of Fastify would normalise the path first.
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const send = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const call = http.request(
          {
            host: '127.0.0.1',
            port,
            path,
            method,
            headers: {
              authorization: `Bearer ${agentToken}`,
              ...(method === 'PUT' ? { 'content-type': 'application/json' } : {}),
              // MSW's marker that lets a unit test's request reach the network.
              accept: 'msw/passthrough',
            },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        call.on('error', reject);
        call.end(method === 'PUT' ? '{}' : undefined);
      });
    // Routed to an invoice operation (its last segment is the id), while a normalised URL
    // (backslashes as slashes, dot segments removed) reads as the agent's /departments.
    for (const path of [
      '/api/cbs/invoice/invoice/1\\..\\..\\..\\..\\departments',
      '/api/cbs/invoice/invoice/1\\..\\..\\..\\..\\departments\\1',
    ]) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        expect(await send(method, path), `${method} ${path}`).toBe(403);
      }
    }
    // And the other way round: a department route whatever its id reads like.
    expect(await send('GET', '/api/departments/1\\..\\..\\cbs\\invoice\\invoice')).toBe(404);
  });

  it("leaves one's own account, the sidebar and the lookups open to every signed-in user", async () => {
    for (const url of [
      '/api/auth/get-user',
      '/api/auth/notifications?limit=10',
      '/api/all-menu',
      '/api/all-organizations',
      '/api/all-route-lists',
      '/api/all-custom-permissions',
    ]) {
      expect((await request('GET', url, agentToken)).status, url).toBe(200);
    }
    // The rules of the user's own role, which the console reads for every screen; not others'.
    const own = `/api/custom-permission-details?role_id=${agentRoleId}&per_page=100`;
    expect((await request('GET', own, agentToken)).status).toBe(200);
    expect((await request('GET', '/api/custom-permission-details', agentToken)).status).toBe(403);
  });

  it('marks administrators with permission flag 1 and others with 0', async () => {
    const admin = await request<Schema<'Profile'>>('GET', '/api/auth/get-user', adminToken);
    const agent = await request<Schema<'Profile'>>('GET', '/api/auth/get-user', agentToken);
    expect(admin.body.permission_flag).toBe('1');
    expect(agent.body.permission_flag).toBe('0');
  });

  it('lists the permissions a user holds in the profile, for the console to offer only what they allow', async () => {
    const admin = await request<Schema<'Profile'>>('GET', '/api/auth/get-user', adminToken);
    const agent = await request<Schema<'Profile'>>('GET', '/api/auth/get-user', agentToken);
    expect(admin.body.grants).toEqual([]);
    expect(agent.body.grants).toEqual([
      { http_method: [], http_path: '/departments\n/departments/*' },
    ]);
  });

  describe('§6 record rules', () => {
    let agentId: number;
    let mine: number;
    let theirs: number;
    let otherOrganizationId: number;

    beforeAll(async () => {
      const me = await request<Schema<'Profile'>>('GET', '/api/auth/get-user', agentToken);
      agentId = me.body.id;
      const other = await request<Single>('POST', '/api/organizations', adminToken, {
        name: 'U Mobile Sdn Bhd',
        mobile_no: '60183881888',
        status: 1,
      });
      // The agent works for the first organization.
      await request('PUT', `/api/admin-users/${agentId}`, adminToken, {
        username: 'care.agent',
        name: 'care.agent',
        organization_id: organizationId,
      });
      const department = (organization: number, name: string) =>
        request<Single>('POST', '/api/departments', adminToken, {
          name,
          organization_id: organization,
          status: 1,
        });
      mine = (await department(organizationId, 'Digi Care')).body.data.id;
      otherOrganizationId = other.body.data.id;
      theirs = (await department(otherOrganizationId, 'U Mobile Care')).body.data.id;

      const route = await request<Single>('POST', '/api/route-lists', adminToken, {
        route_name: 'admin.departments.index',
        path_url: '/departments',
        route_controller: 'Dotlines\\DepartmentController',
        route_model: 'Department',
        http_method: 'GET',
        status: 1,
      });
      const guard = await request<Single>('POST', '/api/custom-permissions', adminToken, {
        name: 'Departments of my organization',
        route_list_id: route.body.data.id,
        table_name: 'departments',
        status: 1,
      });
      const detail = await request<Single>('POST', '/api/custom-permission-details', adminToken, {
        custom_permission_id: guard.body.data.id,
        role_id: agentRoleId,
        permission_names: ['List', 'View', 'Create', 'Edit'],
        conditions: [
          {
            condition_field: 'status',
            condition_op: '=',
            condition_value: '1',
            joining_rules: 'NA',
            edit_condition_table_field: 'organization_id',
          },
        ],
      });
      expect(detail.status).toBe(201);
    });

    it('refuses an edit the rules hide, and allows the one they show', async () => {
      const update = (id: number, organization: number, token: string) =>
        request('PUT', `/api/departments/${id}`, token, {
          name: 'Renamed',
          organization_id: organization,
          status: 1,
        });
      expect((await update(theirs, otherOrganizationId, agentToken)).status).toBe(403);
      expect((await update(mine, organizationId, agentToken)).status).toBe(200);
      // The administrator role stands above the rules.
      expect((await update(theirs, otherOrganizationId, adminToken)).status).toBe(200);
    });

    it('refuses a delete without the Delete permission name, and a view the rules hide', async () => {
      expect((await request('DELETE', `/api/departments/${mine}`, agentToken)).status).toBe(403);
      expect((await request('GET', `/api/departments/${theirs}`, agentToken)).status).toBe(403);
      expect((await request('GET', `/api/departments/${mine}`, agentToken)).status).toBe(200);
    });

    it('checks Create against the values sent', async () => {
      const create = (status: number) =>
        request('POST', '/api/departments', agentToken, {
          name: `Desk ${status}`,
          organization_id: organizationId,
          status,
        });
      expect((await create(0)).status).toBe(403);
      expect((await create(1)).status).toBe(201);
    });

    it('answers 404, not 403, for an unknown id', async () => {
      const body = { name: 'Nobody', organization_id: organizationId, status: 1 };
      expect((await request('PUT', '/api/departments/99999', agentToken, body)).status).toBe(404);
    });
  });
});
