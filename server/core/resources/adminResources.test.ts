// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { verifyPassword } from '../../node/auth/passwords';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

type Row = Record<string, unknown> & { id: number };
interface Single {
  message?: string;
  data: Row;
}
/** A page of one entity (the generated page types intersect `unknown[]` data). */
type Page<Item> = Omit<Schema<'Paginated'>, 'data'> & { data: Item[] };

describe.each(testDatabases())('admin resources on $name', (database) => {
  let server: TestServer;
  let token: string;
  let organizationId: number;

  const request = <Body = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    as = token,
  ) => server.api.request<Body>({ method, url, token: as, body });

  beforeAll(async () => {
    server = await startTestServer(database);
    token = await server.login();
    const organization = await request<Single>('POST', '/api/organizations', {
      name: 'Digi Telecommunications Sdn Bhd',
      mobile_no: '60163880016',
      status: 1,
    });
    organizationId = organization.body.data.id;
  });
  afterAll(() => server.close());

  describe('admin users', () => {
    let billingRole: number;
    let careRole: number;
    let invoicePermission: number;

    beforeAll(async () => {
      const permission = await request<Single>('POST', '/api/admin-permissions', {
        name: 'Invoice management',
        slug: 'cbs.invoice',
        http_method: ['GET'],
      });
      invoicePermission = permission.body.data.id;
      billingRole = (
        await request<Single>('POST', '/api/admin-roles', {
          name: 'Billing Officer',
          slug: 'billing-officer',
        })
      ).body.data.id;
      careRole = (
        await request<Single>('POST', '/api/admin-roles', {
          name: 'Customer Care',
          slug: 'customer-care',
        })
      ).body.data.id;
    });

    const storeUser = (username: string, extra: Record<string, unknown> = {}) =>
      request<Schema<'AdminUserResponse'>>('POST', '/api/admin-users', {
        username,
        name: `${username} name`,
        password: 'Welcome@2025',
        password_confirmation: 'Welcome@2025',
        ...extra,
      });

    it('hashes the password with scrypt and never answers it', async () => {
      const stored = await storeUser('nurul.aisyah', {
        roles: [billingRole],
        permissions: [invoicePermission],
      });
      expect(stored.status).toBe(201);
      expect(stored.body.message).toBe('Admin user created successfully.');
      expect(stored.body.data.roles).toEqual([
        { id: billingRole, name: 'Billing Officer', slug: 'billing-officer' },
      ]);
      expect(stored.body.data.permissions).toEqual([
        { id: invoicePermission, name: 'Invoice management', slug: 'cbs.invoice' },
      ]);
      const id = stored.body.data.id;
      for (const response of [
        stored,
        await request('GET', `/api/admin-users/${id}`),
        await request('GET', '/api/admin-users'),
        await request('GET', '/api/all-users'),
      ]) {
        expect(JSON.stringify(response.body)).not.toMatch(/password|Welcome@2025|scrypt/);
      }
      const row = await server.app.db
        .selectFrom('admin_users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(await verifyPassword('Welcome@2025', row.password_hash)).toBe(true);
      await expect(server.login('nurul.aisyah', 'Welcome@2025')).resolves.toBeTypeOf('string');
    });

    it('requires a confirmed password on create, and keeps it when an update leaves it out', async () => {
      const missing = await request<Schema<'ValidationError'>>('POST', '/api/admin-users', {
        username: 'no.password',
        name: 'No Password',
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ password: ['The password field is required.'] });

      const unconfirmed = await storeUser('mismatch', { password_confirmation: 'Other@2025' });
      expect(unconfirmed.status).toBe(422);
      expect(unconfirmed.body).toMatchObject({
        errors: { password: ['The password confirmation does not match.'] },
      });

      const short = await storeUser('short', { password: 'abc', password_confirmation: 'abc' });
      expect(short.status).toBe(422);

      const stored = await storeUser('ahmad.faizal', { roles: [careRole] });
      const id = stored.body.data.id;
      const renamed = await request<Schema<'AdminUserResponse'>>('PUT', `/api/admin-users/${id}`, {
        username: 'ahmad.faizal',
        name: 'Ahmad Faizal',
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.message).toBe('Admin user updated successfully.');
      expect(renamed.body.data.name).toBe('Ahmad Faizal');
      // Roles left out of the body stay as they were.
      expect(renamed.body.data.roles.map((role) => role.id)).toEqual([careRole]);
      await expect(server.login('ahmad.faizal', 'Welcome@2025')).resolves.toBeTypeOf('string');
    });

    it("changes another user's password and ends that user's sessions", async () => {
      const stored = await storeUser('siti.rahman');
      const id = stored.body.data.id;
      const theirs = await server.login('siti.rahman', 'Welcome@2025');
      const changed = await request('PUT', `/api/admin-users/${id}`, {
        username: 'siti.rahman',
        name: 'Siti Rahman',
        password: 'Changed@2025',
        password_confirmation: 'Changed@2025',
        roles: [],
      });
      expect(changed.status).toBe(200);
      const ended = await request('GET', '/api/auth/get-user', undefined, theirs);
      expect(ended.status).toBe(401);
      await expect(server.login('siti.rahman', 'Welcome@2025')).rejects.toThrow();
      await expect(server.login('siti.rahman', 'Changed@2025')).resolves.toBeTypeOf('string');
      // The administrator making the change stays signed in.
      expect((await request('GET', '/api/auth/get-user')).status).toBe(200);
    });

    it('filters by role and searches name and username', async () => {
      const byRole = await request<Page<Schema<'AdminUser'>>>(
        'GET',
        `/api/admin-users?role_id=${billingRole}`,
      );
      expect(byRole.body.data.map((user) => user.username)).toEqual(['nurul.aisyah']);
      const byText = await request<Page<Schema<'AdminUser'>>>('GET', '/api/admin-users?q=FAIZ');
      expect(byText.body.data.map((user) => user.username)).toEqual(['ahmad.faizal']);
      const none = await request<Page<Schema<'AdminUser'>>>(
        'GET',
        '/api/admin-users?role_id=999999',
      );
      expect(none.body.total).toBe(0);
    });

    it('refuses a taken username, unknown roles, and deleting oneself', async () => {
      const taken = await storeUser('admin');
      expect(taken.status).toBe(422);
      expect(taken.body).toMatchObject({
        errors: { username: ['The username has already been taken.'] },
      });
      const unknownRole = await storeUser('ghost', { roles: [999999] });
      expect(unknownRole.body).toMatchObject({
        errors: { roles: ['The selected roles is invalid.'] },
      });

      const me = await request<Schema<'Profile'>>('GET', '/api/auth/get-user');
      const self = await request('DELETE', `/api/admin-users/${me.body.id}`);
      expect(self.status).toBe(403);
      expect(self.body).toEqual({ message: 'You cannot delete your own account.' });

      const other = await storeUser('to.delete');
      const deleted = await request('DELETE', `/api/admin-users/${other.body.data.id}`);
      expect(deleted.status).toBe(200);
    });

    it('offers users to the lookup, searched by name or username', async () => {
      const all = await request<Schema<'UserLookupResponse'>>('GET', '/api/all-users');
      expect(all.body.data.map((user) => user.username)).toContain('admin');
      for (const option of all.body.data) {
        expect(Object.keys(option).sort()).toEqual(['id', 'name', 'username']);
      }
      const found = await request<Schema<'UserLookupResponse'>>('GET', '/api/all-users?q=nurul');
      expect(found.body.data.map((user) => user.username)).toEqual(['nurul.aisyah']);
      const tooShort = await request<Schema<'ValidationError'>>('GET', '/api/all-users?q=n');
      expect(tooShort.status).toBe(422);
      expect(tooShort.body.errors.q).toEqual(['The q must be at least 2 characters.']);
    });
  });

  describe('route lists, custom permissions and their details', () => {
    let routeId: number;
    let customId: number;
    let roleId: number;

    beforeAll(async () => {
      roleId = (
        await request<Single>('POST', '/api/admin-roles', { name: 'Auditor', slug: 'auditor' })
      ).body.data.id;
    });

    it('stores route lists (GET by default) and answers them all, oldest first', async () => {
      const first = await request<Schema<'RouteListResponse'>>('POST', '/api/route-lists', {
        route_name: 'cbs.invoice.index',
        path_url: '/cbs/invoice/invoice',
        route_controller: 'App\\Admin\\Controllers\\Cbs\\InvoiceController',
        route_model: 'App\\Models\\Cbs\\Invoice',
        status: 1,
      });
      expect(first.status).toBe(201);
      expect(first.body.message).toBe('Route list entry created successfully.');
      expect(first.body.data.http_method).toBe('GET');
      routeId = first.body.data.id;
      await request('POST', '/api/route-lists', {
        route_name: 'cbs.refund.store',
        path_url: '/cbs/payment/refund',
        route_controller: 'App\\Admin\\Controllers\\Cbs\\RefundController',
        route_model: 'App\\Models\\Cbs\\Refund',
        http_method: 'POST',
        status: 0,
      });
      const all = await request<Schema<'RouteListCollection'>>('GET', '/api/all-route-lists');
      expect(all.body.data.map((route) => route.route_name)).toEqual([
        'cbs.invoice.index',
        'cbs.refund.store',
      ]);
      const inactive = await request<Page<Schema<'RouteList'>>>('GET', '/api/route-lists?status=0');
      expect(inactive.body.data.map((route) => route.route_name)).toEqual(['cbs.refund.store']);
      const byPath = await request<Page<Schema<'RouteList'>>>(
        'GET',
        '/api/route-lists?path_url=INVOICE',
      );
      expect(byPath.body.total).toBe(1);
    });

    it('embeds the route of a custom permission and serves the custom permission lists', async () => {
      const stored = await request<Schema<'CustomPermissionResponse'>>(
        'POST',
        '/api/custom-permissions',
        {
          name: 'Invoice maker-checker',
          route_list_id: routeId,
          table_name: 'cbs_invoices',
          status: 1,
        },
      );
      expect(stored.status).toBe(201);
      expect(stored.body.data.route).toEqual({ id: routeId, name: 'cbs.invoice.index' });
      customId = stored.body.data.id;

      const all = await request<Schema<'CustomPermissionCollection'>>(
        'GET',
        '/api/all-custom-permissions',
      );
      expect(all.body.data).toEqual([stored.body.data]);
      const options = await request<Schema<'LookupListResponse'>>(
        'GET',
        '/api/custom-permission-list',
      );
      expect(options.body.data).toEqual([{ id: customId, name: 'Invoice maker-checker' }]);
      const filtered = await request<Page<Schema<'CustomPermission'>>>(
        'GET',
        `/api/custom-permissions?route_list_id=${routeId + 100}`,
      );
      expect(filtered.body.total).toBe(0);

      const unknownRoute = await request<Schema<'ValidationError'>>(
        'POST',
        '/api/custom-permissions',
        {
          name: 'Ghost',
          route_list_id: 999999,
          status: 1,
        },
      );
      expect(unknownRoute.status).toBe(422);
      expect(unknownRoute.body.errors).toEqual({
        route_list_id: ['The selected route list is invalid.'],
      });
    });

    it('stores the rule conditions as JSON and defaults the combine keys to &&', async () => {
      const conditions: Schema<'PermissionConditionRule'>[] = [
        {
          condition_field: 'organization_id',
          condition_op: 'in',
          condition_value: '1,2',
          joining_rules: 'NA',
          edit_custom_condition_field: 'created_by',
          delete_custom_condition_field: null,
          edit_condition_table_field: 'organization_id',
          delete_condition_table_field: null,
        },
        {
          condition_field: 'status',
          condition_op: 'like',
          condition_value: 'dr',
          joining_rules: 'OR',
        },
      ];
      const stored = await request<Schema<'CustomPermissionDetailResponse'>>(
        'POST',
        '/api/custom-permission-details',
        {
          custom_permission_id: customId,
          role_id: roleId,
          permission_names: ['List', 'Edit'],
          conditions,
          edit_refid: '||',
        },
      );
      expect(stored.status).toBe(201);
      expect(stored.body.data).toMatchObject({
        custom_permission: { id: customId, name: 'Invoice maker-checker' },
        role: { id: roleId, name: 'Auditor' },
        permission_names: ['List', 'Edit'],
        conditions,
        list_refid: '&&',
        edit_id: '&&',
        edit_refid: '||',
        delete_id: '&&',
        delete_refid: '&&',
      });
      const shown = await request<Schema<'CustomPermissionDetailResponse'>>(
        'GET',
        `/api/custom-permission-details/${stored.body.data.id}`,
      );
      expect(shown.body.data.conditions).toEqual(conditions);
      const byRole = await request<Page<Schema<'CustomPermissionDetail'>>>(
        'GET',
        `/api/custom-permission-details?role_id=${roleId}&custom_permission_id=${customId}`,
      );
      expect(byRole.body.total).toBe(1);

      const unknown = await request<Schema<'ValidationError'>>(
        'POST',
        '/api/custom-permission-details',
        {
          custom_permission_id: 999999,
          role_id: 999999,
          permission_names: ['List'],
          conditions,
        },
      );
      expect(unknown.body.errors).toEqual({
        custom_permission_id: ['The selected custom permission is invalid.'],
        role_id: ['The selected role is invalid.'],
      });
    });
  });

  describe('API gateway', () => {
    it('issues the app key, keeps the secret write-only, and rotates it on update', async () => {
      const secret = 'sk_live_5b1f0e9a7c3d4e2f8a6b9c0d1e2f3a4b';
      const stored = await request<Schema<'ApiGatewayApplicationResponse'>>(
        'POST',
        '/api/ext-cbs-api-gateway/applications',
        {
          app_name: 'Digi Reload Partner App',
          app_secret: secret,
          organization_id: organizationId,
          status: 'active',
        },
      );
      expect(stored.status).toBe(201);
      expect(stored.body.message).toBe('Gateway application created successfully.');
      const app = stored.body.data;
      expect(app.app_key).toMatch(/^app_[0-9a-f]{12}$/);
      expect(app).toMatchObject({
        allowed_ips: [],
        rate_limit_per_minute: 600,
        callback_url: null,
      });

      const url = `/api/ext-cbs-api-gateway/applications/${app.id}`;
      const rotated = 'sk_live_rotated_0000000000000000000000000000';
      const updated = await request<Schema<'ApiGatewayApplicationResponse'>>('PUT', url, {
        app_name: 'Digi Reload Partner App',
        app_secret: rotated,
        organization_id: organizationId,
        status: 'suspended',
      });
      expect(updated.body.data.app_key).toBe(app.app_key);
      for (const response of [
        stored,
        updated,
        await request('GET', url),
        await request('GET', '/api/ext-cbs-api-gateway/applications'),
      ]) {
        expect(JSON.stringify(response.body)).not.toMatch(/app_secret|sk_live/);
      }
      const row = await server.app.db
        .selectFrom('api_gateway_applications')
        .select('app_secret')
        .where('id', '=', app.id)
        .executeTakeFirstOrThrow();
      expect(row.app_secret).toBe(rotated);

      const other = await request<Schema<'ApiGatewayApplicationResponse'>>(
        'POST',
        '/api/ext-cbs-api-gateway/applications',
        { app_name: 'U Mobile Kiosk', organization_id: organizationId, status: 'active' },
      );
      expect(other.body.data.app_key).not.toBe(app.app_key);
      const generated = await server.app.db
        .selectFrom('api_gateway_applications')
        .select('app_secret')
        .where('id', '=', other.body.data.id)
        .executeTakeFirstOrThrow();
      expect(generated.app_secret.length).toBeGreaterThanOrEqual(32);

      const options = await request<Schema<'LookupListResponse'>>(
        'GET',
        '/api/ext-cbs-api-gateway/all-applications',
      );
      expect(options.body.data).toEqual([
        { id: app.id, name: 'Digi Reload Partner App' },
        { id: other.body.data.id, name: 'U Mobile Kiosk' },
      ]);
      const suspended = await request<Page<Schema<'ApiGatewayApplication'>>>(
        'GET',
        '/api/ext-cbs-api-gateway/applications?status=suspended',
      );
      expect(suspended.body.data.map((row) => row.id)).toEqual([app.id]);
    });

    it("embeds an API's application, defaults its timeout, and goes with the application", async () => {
      const application = await request<Single>('POST', '/api/ext-cbs-api-gateway/applications', {
        app_name: 'MyDigi Self-care',
        organization_id: organizationId,
        status: 'active',
      });
      const applicationId = application.body.data.id;
      const api = await request<Schema<'ApiGatewayApiResponse'>>(
        'POST',
        '/api/ext-cbs-api-gateway/apis',
        {
          application_id: applicationId,
          api_name: 'Balance inquiry',
          http_method: 'GET',
          endpoint_path: '/v1/balance',
          upstream_url: 'http://10.20.4.32:8080/cbs/balance',
          status: 'active',
        },
      );
      expect(api.status).toBe(201);
      expect(api.body.message).toBe('Gateway api created successfully.');
      expect(api.body.data).toMatchObject({
        application: { id: applicationId, name: 'MyDigi Self-care' },
        timeout_ms: 5000,
        rate_limit_per_minute: 300,
      });
      const byMethod = await request<Page<Schema<'ApiGatewayApi'>>>(
        'GET',
        `/api/ext-cbs-api-gateway/apis?http_method=GET&application_id=${applicationId}`,
      );
      expect(byMethod.body.total).toBe(1);
      const badPath = await request<Schema<'ValidationError'>>(
        'POST',
        '/api/ext-cbs-api-gateway/apis',
        {
          application_id: applicationId,
          api_name: 'Bad',
          http_method: 'GET',
          endpoint_path: 'v1/no-slash',
          upstream_url: 'not a url',
          status: 'active',
        },
      );
      expect(Object.keys(badPath.body.errors).sort()).toEqual(['endpoint_path', 'upstream_url']);

      await request('DELETE', `/api/ext-cbs-api-gateway/applications/${applicationId}`);
      const gone = await request('GET', `/api/ext-cbs-api-gateway/apis/${api.body.data.id}`);
      expect(gone.status).toBe(404);
    });
  });

  it('serves the admin lookups of §7.4', async () => {
    for (const url of [
      '/api/all-roles',
      '/api/all-permissions',
      '/api/all-departments',
      '/api/all-organizations',
      '/api/custom-permission-list',
      '/api/ext-cbs-api-gateway/all-applications',
    ]) {
      const response = await request<Schema<'LookupListResponse'>>('GET', url);
      expect(response.status, url).toBe(200);
      const names = response.body.data.map((option) => option.name);
      // Sorted by name for the select boxes.
      expect(names, url).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });
});
