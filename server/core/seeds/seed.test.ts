// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingResources } from '../billing/definitions';
import { resources } from '../resources/definitions';
import { testDatabases } from '../../testing/databases';
import { testServices } from '../../testing/services';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { adminDemo } from '../../../domain/admin-demo';
import type { Schema } from '../../../domain/schema';
import { seed, seededAdmin } from './seed';
import { indexEntryOf } from '../resources/engine';

type Row = Record<string, unknown> & { id: number };

describe.each(testDatabases())('demo data on $name', (database) => {
  let server: TestServer;
  let token: string;

  const get = <Body = unknown>(url: string) =>
    server.api.request<Body>({ method: 'GET', url, token });

  const countOf = async (table: 'admin_users' | 'route_lists' | 'admin_menu') => {
    const row = await server.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  beforeAll(async () => {
    server = await startTestServer(database, { demoData: true });
    token = await server.login();
  });
  afterAll(() => server.close());

  // A walk of some 60 operations, each answer's schema compiled on first use: give it time.
  it('gives every admin resource a few rows, each one a valid answer of the contract', async () => {
    const checked = server.api.checked;
    for (const config of [...resources, ...billingResources]) {
      const listOperation = server.contract.operations.find(
        (operation) => operation.operationId === indexEntryOf(config).operations.list,
      );
      if (listOperation === undefined) continue;
      const url = `${listOperation.serverUrl}${listOperation.path}`;
      const list = await get<{ data: Row[]; total: number }>(`${url}?per_page=100`);
      expect(list.status, url).toBe(200);
      expect(list.body.total, url).toBeGreaterThanOrEqual(2);
      // Payment transactions are listed only. The list answer already validated every row;
      // showing the first few checks the show answers without a walk of every billing row.
      if (indexEntryOf(config).operations.show === undefined) continue;
      for (const row of list.body.data.slice(0, 3)) {
        const shown = await get(`${url}/${row.id}`);
        expect(shown.status, `${url}/${row.id}`).toBe(200);
      }
    }
    for (const url of [
      '/api/all-menu',
      '/api/all-menu-for-dropdown',
      '/api/all-route-lists',
      '/api/all-custom-permissions',
      '/api/custom-permission-list',
      '/api/ext-cbs-api-gateway/all-applications',
      '/api/all-users',
      '/api/all-roles',
      '/api/all-permissions',
      '/api/all-departments',
      '/api/all-organizations',
      '/api/cbs/accounting/all-account',
      '/api/cbs/accounting/all-general-ledger-account',
      '/api/cbs/commission/all-commission-plan',
      '/api/cbs/commission/all-condition-name',
      '/api/cbs/commission/all-commission-config',
      '/api/cbs/product/all-product-category',
      '/api/cbs/product/all-product',
      '/api/cbs/product-rating/all-rating-plan',
      '/api/cbs/product-rating/all-rating-type',
      '/api/cbs/product-rating/all-rating-condition-name',
      '/api/cbs/payment/all-gateway',
    ]) {
      expect((await get(url)).status, url).toBe(200);
    }
    // Every answer above was validated against its response schema by the contract client.
    expect(server.api.checked - checked).toBeGreaterThan(40);
  }, 30_000);

  it('gives demo users passwords nobody knows, and roles', async () => {
    const users = await server.app.db
      .selectFrom('admin_users')
      .select(['username', 'password_hash'])
      .where('username', '!=', seededAdmin.username)
      .execute();
    expect(users.length).toBeGreaterThanOrEqual(3);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^scrypt\$/);
      await expect(server.login(user.username, seededAdmin.password)).rejects.toThrow();
    }
    const nurul = await get<{ data: { username: string; roles: { slug: string }[] }[] }>(
      '/api/admin-users?q=nurul.aisyah',
    );
    expect(nurul.body.data[0]?.roles.map((role) => role.slug)).toEqual(['billing-officer']);
  });

  it('serves the demo records the stories picture, with their ids', async () => {
    const demo = adminDemo(new Date());
    const users = await get<{ data: Schema<'AdminUser'>[] }>('/api/admin-users?per_page=100');
    const person = ({
      id,
      username,
      name,
      mobile,
      email,
      avatar,
      roles,
      created_at,
    }: Schema<'AdminUser'>) => ({
      id,
      username,
      name,
      mobile,
      email,
      avatar,
      roles: roles.map((role) => role.slug),
      // The administrator too: its profile says "Member since" the demo's date, not the seed's.
      created: Date.parse(created_at),
    });
    expect(users.body.data.map(person).sort((a, b) => a.id - b.id)).toEqual(demo.users.map(person));
    const department = await get<{ data: Schema<'Department'> }>('/api/departments/3');
    expect(department.body.data.name).toBe(demo.departments[2]?.name);
    const menu = await server.app.db.selectFrom('admin_menu').select(['id', 'title']).execute();
    // By id: an entry added to a group later takes the next free id, not its place in the tree.
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect(menu.sort(byId)).toEqual(demo.menu.map(({ id, title }) => ({ id, title })).sort(byId));
  });

  it('binds every seeded menu entry to a seeded permission', async () => {
    const bound = await server.app.db
      .selectFrom('admin_menu')
      .select(['title', 'permission'])
      .where('permission', 'is not', null)
      .execute();
    const slugs = new Set(
      (await server.app.db.selectFrom('admin_permissions').select('slug').execute()).map(
        (row) => row.slug,
      ),
    );
    expect(bound.length).toBeGreaterThan(10);
    expect(bound.filter((entry) => !slugs.has(entry.permission ?? ''))).toEqual([]);
  });

  it('lets each seeded role do what its name says, and no more', async () => {
    const as = async (role: string) => {
      await server.createAdmin(`seeded.${role}`, 'seeded-role-password', role);
      const userToken = await server.login(`seeded.${role}`, 'seeded-role-password');
      return <Body = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
        server.api.request<Body>({ method, url, token: userToken, body });
    };
    const officer = await as('billing-officer');
    const invoices = '/api/cbs/invoice/invoice';
    const listed = await officer<{ data: { id: number; status: string }[] }>('GET', invoices);
    expect(listed.status).toBe(200);
    const seeded = listed.body.data.find((invoice) => invoice.status !== 'void');
    expect((await officer('GET', `${invoices}/${String(seeded?.id)}`)).status).toBe(200);
    const invoice = {
      customer_id: 91001,
      lines: [{ description: 'Postpaid 98', quantity: 1, unit_price: 98, tax_rate: 8 }],
      currency: 'MYR',
      status: 'draft',
    };
    const made = await officer<{ data: { id: number } }>('POST', invoices, invoice);
    expect(made.status).toBe(201);
    const id = String(made.body.data.id);
    expect((await officer('GET', `${invoices}/${id}`)).status).toBe(200);
    const issued = await officer('PUT', `${invoices}/${id}`, { ...invoice, status: 'issued' });
    expect(issued.status).toBe(200);
    // The customers an invoice is made out to, and the payments against it.
    expect((await officer('GET', '/api/cbs/accounting/account?customer_id=91001')).status).toBe(
      200,
    );
    expect(
      (await officer('GET', `/api/cbs/payment/payment-transaction?invoice_id=${id}`)).status,
    ).toBe(200);
    expect((await officer('GET', '/api/organizations')).status).toBe(403);

    const viewer = await as('billing-viewer');
    for (const url of ['/api/cbs/accounting/account', '/api/cbs/product/products', invoices]) {
      expect((await viewer('GET', url)).status, url).toBe(200);
    }
    expect((await viewer('POST', invoices, invoice)).status).toBe(403);
    expect((await viewer('PUT', `${invoices}/${id}`, invoice)).status).toBe(403);

    const auditor = await as('auditor');
    expect((await auditor('GET', '/api/auth/logs')).status).toBe(200);
    expect((await auditor('GET', invoices)).status).toBe(403);
  });

  it('seeds once: a second run adds nothing and deleted rows stay deleted', async () => {
    const before = await Promise.all([countOf('admin_users'), countOf('route_lists')]);
    await server.app.db.deleteFrom('admin_menu').execute();
    await seed(testServices(server.app.db), { demoData: true });
    expect(await Promise.all([countOf('admin_users'), countOf('route_lists')])).toEqual(before);
    expect(await countOf('admin_menu')).toBe(0);
  });
});

describe.each(testDatabases())('seeding an existing database on $name', (database) => {
  it('adds no demo rows to a database that already has users, but does add the menu', async () => {
    const server = await startTestServer(database, { demoData: false });
    try {
      await server.app.db.deleteFrom('admin_menu').execute();
      await server.app.db.deleteFrom('seed_runs').execute();
      await seed(testServices(server.app.db), { demoData: true });
      const users = await server.app.db.selectFrom('admin_users').select('username').execute();
      expect(users.map((user) => user.username)).toEqual([seededAdmin.username]);
      const routes = await server.app.db.selectFrom('route_lists').select('id').execute();
      expect(routes).toEqual([]);
      const menu = await server.app.db.selectFrom('admin_menu').select('id').execute();
      expect(menu.length).toBeGreaterThan(10);
    } finally {
      await server.close();
    }
  });
});
