// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredBodyFields } from '../../../openapi/generated/requiredBodyFields';
import { paginate } from '../../../domain/laravel';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { resources } from './definitions';
import { indexEntryOf } from './engine';

type Row = Record<string, unknown> & { id: number };

/** Body fields that are never answered as sent. */
const writeOnly = new Set([
  'password',
  'password_confirmation',
  'permissions',
  'roles',
  'app_secret',
]);
interface Single {
  message?: string;
  data: Row;
}

/** The collection URL of a resource's list operation. */
const collectionOf = (server: TestServer, operationId: string | undefined) => {
  const operation = server.contract.operations.find((o) => o.operationId === operationId);
  if (operation === undefined) throw new Error(`No operation ${String(operationId)}`);
  return `${operation.serverUrl}${operation.path}`;
};

describe.each(testDatabases())('resource engine on $name', (database) => {
  let server: TestServer;
  let token: string;
  let organizationId: number;
  let departmentId: number;
  let permissionId: number;
  let roleId: number;
  let routeListId: number;
  let customPermissionId: number;
  let applicationId: number;

  const request = <Body = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => server.api.request<Body>({ method, url, token, body });

  /** A valid body per resource table (created in order, so references exist). */
  const samples = (): Record<string, Record<string, unknown>> => ({
    organizations: {
      name: 'Digi Telecommunications Sdn Bhd',
      short_code: 'DIGI',
      mobile_no: '60163880016',
      email: 'partners@digi.com.my',
      address: 'Shah Alam',
      status: 1,
    },
    departments: {
      name: 'Revenue Assurance',
      organization_id: organizationId,
      description: 'Billing checks',
      status: 1,
    },
    services: {
      name: 'bangla_barta',
      display_name: 'Bangla Barta',
      organization_id: organizationId,
      department_id: departmentId,
      service_type: 'subscription',
      price: 3.5,
      status: 1,
    },
    admin_roles: { name: 'Billing Officer', slug: 'billing-officer', permissions: [permissionId] },
    admin_permissions: {
      name: 'Invoice management',
      slug: 'cbs.invoice',
      http_method: ['GET', 'POST'],
      http_path: '/cbs/invoice/*',
    },
    database_connections: {
      connection_name: 'cbs_reporting',
      driver: 'mysql',
      host: '10.20.1.15',
      port: 3306,
      database: 'cbs_reporting',
      username: 'report_ro',
      password: 'r3p0rt-secret',
      status: 1,
    },
    admin_users: {
      username: 'nurul.aisyah',
      name: 'Nurul Aisyah',
      avatar: null,
      password: 'Welcome@2025',
      password_confirmation: 'Welcome@2025',
      roles: [roleId],
      permissions: [permissionId],
    },
    route_lists: {
      route_name: 'cbs.invoice.index',
      path_url: '/cbs/invoice/invoice',
      route_controller: 'App\\Admin\\Controllers\\Cbs\\InvoiceController',
      route_model: 'App\\Models\\Cbs\\Invoice',
      http_method: 'GET',
      status: 1,
    },
    custom_permissions: {
      name: 'Invoice maker-checker',
      route_list_id: routeListId,
      table_name: 'cbs_invoices',
      status: 1,
    },
    custom_permission_details: {
      custom_permission_id: customPermissionId,
      role_id: roleId,
      permission_names: ['List', 'View', 'Create', 'Edit'],
      conditions: [
        {
          condition_field: 'organization_id',
          condition_op: '=',
          condition_value: '1',
          joining_rules: 'NA',
          edit_custom_condition_field: 'created_by',
          delete_custom_condition_field: null,
          edit_condition_table_field: 'organization_id',
          delete_condition_table_field: null,
        },
      ],
      list_refid: '&&',
      edit_id: '&&',
      edit_refid: '||',
      delete_id: '&&',
      delete_refid: '&&',
    },
    api_gateway_applications: {
      app_name: 'Digi Reload Partner App',
      app_secret: 'sk_live_5b1f0e9a7c3d4e2f8a6b9c0d1e2f3a4b',
      organization_id: organizationId,
      callback_url: 'https://partner.reloadhub.my/callbacks/cbs',
      allowed_ips: ['203.106.88.14', '175.139.12.0/24'],
      rate_limit_per_minute: 600,
      status: 'active',
    },
    api_gateway_apis: {
      application_id: applicationId,
      api_name: 'Prepaid reload',
      http_method: 'POST',
      endpoint_path: '/v1/reload',
      upstream_url: 'http://10.20.4.31:8080/cbs/topup',
      timeout_ms: 8000,
      rate_limit_per_minute: 300,
      status: 'active',
    },
  });

  beforeAll(async () => {
    server = await startTestServer(database);
    token = await server.login();
    const org = await request<Single>('POST', '/api/organizations', {
      name: 'U Mobile Sdn Bhd',
      mobile_no: '60183881888',
      status: 1,
    });
    organizationId = org.body.data.id;
    const dept = await request<Single>('POST', '/api/departments', {
      name: 'Customer Care',
      organization_id: organizationId,
      status: 1,
    });
    departmentId = dept.body.data.id;
    const permission = await request<Single>('POST', '/api/admin-permissions', {
      name: 'Dashboard',
      slug: 'dashboard',
      http_method: ['GET'],
      http_path: '/',
    });
    permissionId = permission.body.data.id;
    const role = await request<Single>('POST', '/api/admin-roles', {
      name: 'Care Agent',
      slug: 'care-agent',
    });
    roleId = role.body.data.id;
    const route = await request<Single>('POST', '/api/route-lists', {
      route_name: 'admin.departments.index',
      path_url: '/departments',
      route_controller: 'App\\Admin\\Controllers\\DepartmentController',
      route_model: 'App\\Models\\Department',
      status: 1,
    });
    routeListId = route.body.data.id;
    const custom = await request<Single>('POST', '/api/custom-permissions', {
      name: 'Department self-service',
      route_list_id: routeListId,
      status: 1,
    });
    customPermissionId = custom.body.data.id;
    const application = await request<Single>('POST', '/api/ext-cbs-api-gateway/applications', {
      app_name: 'U Mobile Kiosk',
      organization_id: organizationId,
      status: 'active',
    });
    applicationId = application.body.data.id;
  });
  afterAll(() => server.close());

  // Every writable resource; the read-only operation log has its own suite.
  const writable = resources.filter(
    (config) => indexEntryOf(config).operations.store !== undefined,
  );

  describe.each(writable.map((config) => [config.table, config] as const))(
    '%s',
    (table, config) => {
      const { operations } = indexEntryOf(config);

      it('stores, shows, lists, updates and destroys a record', async () => {
        const sample = samples()[table] ?? {};
        const collection = collectionOf(server, operations.list);

        const stored = await request<Single>('POST', collection, sample);
        expect(stored.status).toBe(201);
        expect(stored.body.message).toBe(`${indexEntryOf(config).noun} created successfully.`);
        const { id } = stored.body.data;
        for (const [field, value] of Object.entries(sample)) {
          // Write-only fields, and id lists answered as summaries.
          if (writeOnly.has(field)) continue;
          expect(stored.body.data[field], field).toEqual(value);
        }

        const shown = await request<Single>('GET', `${collection}/${id}`);
        expect(shown.status).toBe(200);
        expect(shown.body).toEqual({ data: stored.body.data });

        const listed = await request<Schema<'Paginated'>>('GET', collection);
        expect(listed.status).toBe(200);
        expect((listed.body.data[0] as Row).id).toBe(id);

        const changed = { ...sample, name: 'renamed', connection_name: 'renamed_connection' };
        const updated = await request<Single>('PUT', `${collection}/${id}`, changed);
        expect(updated.status).toBe(200);
        expect(updated.body.message).toBe(`${indexEntryOf(config).noun} updated successfully.`);
        if ('name' in sample) expect(updated.body.data.name).toBe('renamed');
        expect(updated.body.data.created_at).toBe(stored.body.data.created_at);

        const destroyed = await request('DELETE', `${collection}/${id}`);
        expect(destroyed.status).toBe(200);
        expect(destroyed.body).toEqual({
          message: `${indexEntryOf(config).noun} deleted successfully.`,
        });

        for (const [method, body] of [
          ['GET', undefined],
          ['PUT', changed],
          ['DELETE', undefined],
        ] as const) {
          const gone = await request(method, `${collection}/${id}`, body);
          expect(gone.status, method).toBe(404);
          expect(gone.body).toEqual({ message: 'Record not found.' });
        }
      });

      it('answers 422 for bodies that break the schema', async () => {
        const collection = collectionOf(server, operations.list);
        for (const [method, url, operationId] of [
          ['POST', collection, operations.store],
          ['PUT', `${collection}/${organizationId}`, operations.update],
        ] as const) {
          const required = requiredBodyFields[operationId ?? ''] ?? [];
          expect(required.length, operationId).toBeGreaterThan(0);

          const empty = await request<Schema<'ValidationError'>>(method, url, {});
          expect(empty.status, operationId).toBe(422);
          expect(Object.keys(empty.body.errors).sort()).toEqual([...required].sort());
          for (const messages of Object.values(empty.body.errors)) {
            expect(messages[0]).toMatch(/^The .+ field is required\.$/);
          }

          // Every required field with a value of the wrong type (an object fits none of them).
          const wrongTypes = Object.fromEntries(required.map((field) => [field, { nested: true }]));
          const wrong = await request<Schema<'ValidationError'>>(method, url, wrongTypes);
          expect(wrong.status, operationId).toBe(422);
          expect(Object.keys(wrong.body.errors).sort()).toEqual([...required].sort());
        }
      });
    },
  );

  it('pages newest first with the Laravel envelope, like the mocks', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `Org ${String(index).padStart(2, '0')}`);
    for (const name of names) {
      await request('POST', '/api/organizations', { name, mobile_no: '601234567890', status: 1 });
    }
    const all = await request<{ data: Row[] }>('GET', '/api/organizations?pagination=false');
    expect(all.status).toBe(200);
    expect(Object.keys(all.body)).toEqual(['data']);
    const ids = all.body.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const second = await request<Schema<'Paginated'>>(
      'GET',
      '/api/organizations?page=2&per_page=5',
    );
    expect(second.body).toEqual(paginate(all.body.data, 2, 5));
    const past = await request<Schema<'Paginated'>>('GET', '/api/organizations?page=99');
    expect(past.body).toEqual(paginate(all.body.data, 99, 10));
    const first = await request<Schema<'Paginated'>>('GET', '/api/organizations');
    expect(first.body.per_page).toBe(10);
  });

  it("filters lists by the contract's query parameters", async () => {
    const byName = await request<Schema<'Paginated'>>('GET', '/api/organizations?name=org 0');
    expect(byName.body.total).toBe(10);
    const none = await request<Schema<'Paginated'>>('GET', '/api/organizations?name=%25');
    expect(none.body.total).toBe(0);
    const inactive = await request<Schema<'Paginated'>>('GET', '/api/organizations?status=0');
    expect(inactive.body.total).toBe(0);

    const byOrganization = await request<Schema<'Paginated'>>(
      'GET',
      `/api/departments?organization_id=${organizationId}`,
    );
    expect(byOrganization.body.total).toBe(1);
    expect(byOrganization.body.data[0]).toMatchObject({
      organization: { id: organizationId, name: 'U Mobile Sdn Bhd' },
    });
    const otherOrganization = await request<Schema<'Paginated'>>(
      'GET',
      `/api/departments?organization_id=${organizationId + 1000}`,
    );
    expect(otherOrganization.body.total).toBe(0);
  });

  it('serves the lookups', async () => {
    for (const [url, expected] of [
      ['/api/all-organizations', 'U Mobile Sdn Bhd'],
      ['/api/all-departments', 'Customer Care'],
      ['/api/all-permissions', 'Dashboard'],
      ['/api/all-roles', 'Administrator'],
    ] as const) {
      const response = await request<Schema<'LookupListResponse'>>('GET', url);
      expect(response.status, url).toBe(200);
      expect(
        response.body.data.map((option) => option.name),
        url,
      ).toContain(expected);
      for (const option of response.body.data) expect(Object.keys(option)).toEqual(['id', 'name']);
    }
  });

  it('never answers the password of a database connection', async () => {
    const stored = await request<Single>('POST', '/api/database-connections', {
      ...samples().database_connections,
      connection_name: 'secret_check',
    });
    expect(stored.status).toBe(201);
    const url = `/api/database-connections/${stored.body.data.id}`;
    for (const response of [
      stored,
      await request('GET', url),
      await request('GET', '/api/database-connections'),
    ]) {
      expect(JSON.stringify(response.body)).not.toContain('r3p0rt-secret');
      expect(JSON.stringify(response.body)).not.toContain('"password"');
    }
    const row = await server.app.db
      .selectFrom('database_connections')
      .select('password')
      .where('id', '=', stored.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.password).toBe('r3p0rt-secret');
  });

  it('checks unique columns and references with Laravel messages', async () => {
    const taken = await request<Schema<'ValidationError'>>('POST', '/api/admin-roles', {
      name: 'Again',
      slug: 'administrator',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ slug: ['The slug has already been taken.'] });

    const missingOrganization = await request<Schema<'ValidationError'>>(
      'POST',
      '/api/departments',
      {
        name: 'Ghost',
        organization_id: 999999,
        status: 1,
      },
    );
    expect(missingOrganization.status).toBe(422);
    expect(missingOrganization.body.errors).toEqual({
      organization_id: ['The selected organization is invalid.'],
    });

    const missingPermission = await request<Schema<'ValidationError'>>('POST', '/api/admin-roles', {
      name: 'Ghost',
      slug: 'ghost',
      permissions: [999999],
    });
    expect(missingPermission.status).toBe(422);
    expect(missingPermission.body.errors).toEqual({
      permissions: ['The selected permissions is invalid.'],
    });
  });

  it("stores a role's permissions and answers them with the role", async () => {
    const stored = await request<Schema<'RoleResponse'>>('POST', '/api/admin-roles', {
      name: 'Auditor',
      slug: 'auditor',
      permissions: [permissionId],
    });
    expect(stored.body.data.permissions).toEqual([
      { id: permissionId, name: 'Dashboard', slug: 'dashboard' },
    ]);
    const cleared = await request<Schema<'RoleResponse'>>(
      'PUT',
      `/api/admin-roles/${stored.body.data.id}`,
      {
        name: 'Auditor',
        slug: 'auditor',
        permissions: [],
      },
    );
    expect(cleared.body.data.permissions).toEqual([]);
  });
});
