// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { menuSeeds } from '../../../domain/admin-demo';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

type MenuItem = Schema<'MenuItem'>;

/** Titles of a tree, nested as `Title > Child`, in order. */
const outline = (items: MenuItem[], prefix = ''): string[] =>
  items.flatMap((item) => [
    `${prefix}${item.title}`,
    ...outline(item.children ?? [], `${prefix}${item.title} > `),
  ]);

const find = (items: MenuItem[], title: string): MenuItem | undefined => {
  for (const item of items) {
    if (item.title === title) return item;
    const found = find(item.children ?? [], title);
    if (found !== undefined) return found;
  }
  return undefined;
};

describe.each(testDatabases())('menu on $name', (database) => {
  let server: TestServer;
  let token: string;

  const request = <Body = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => server.api.request<Body>({ method, url, token, body });

  const tree = async () =>
    (await request<Schema<'MenuTreeResponse'>>('GET', '/api/all-menu')).body.data;

  const store = (input: Partial<Schema<'MenuItemInput'>>) =>
    request<Schema<'MenuItemResponse'>>('POST', '/api/admin-menu', {
      parent_id: 0,
      icon: 'fa-circle',
      ...input,
    });

  beforeAll(async () => {
    server = await startTestServer(database);
    token = await server.login();
  });
  afterAll(() => server.close());

  it('seeds the sidebar of the spec, three levels deep, with uris under /admin/', async () => {
    const items = await tree();
    expect(items.map((item) => item.title)).toEqual(menuSeeds.map((seed) => seed.title));
    const lines = outline(items);
    for (const line of [
      'Dashboard',
      'Admin > Users',
      'Admin > Operation log',
      'Organization > Departments',
      'Custom permissions > Routes',
      'API gateway > Applications',
      'Reports > Query reports',
      'Billing > Accounting > Accounts',
    ]) {
      expect(lines).toContain(line);
    }
    expect(find(items, 'Users')?.uri).toBe('auth/users');
    expect(find(items, 'Departments')?.uri).toBe('ext-dotlines-admin/departments');
    const admin = find(items, 'Admin');
    expect(find(items, 'Users')?.roles).toEqual([
      { id: 1, name: 'Administrator', slug: 'administrator' },
    ]);
    // Positions are 1, 2, 3... within each parent.
    expect(admin?.children?.map((child) => child.order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('offers ROOT and every entry, indented by depth, as parent options', async () => {
    const response = await request<Schema<'MenuDropdownResponse'>>(
      'GET',
      '/api/all-menu-for-dropdown',
    );
    const options = response.body.data;
    expect(options[0]).toEqual({ id: 0, title: 'ROOT', depth: 0 });
    const billing = find(await tree(), 'Billing');
    const accounting = find(await tree(), 'Accounting');
    const accounts = find(await tree(), 'Accounts');
    expect(options).toContainEqual({ id: billing?.id, title: '┝ Billing', depth: 1 });
    expect(options).toContainEqual({ id: accounting?.id, title: '  ┝ Accounting', depth: 2 });
    expect(options).toContainEqual({ id: accounts?.id, title: '    ┝ Accounts', depth: 3 });
    expect(options).toHaveLength(outline(await tree()).length + 1);
  });

  it('creates, shows, updates and deletes an entry with its roles', async () => {
    const created = await store({
      title: 'Reports',
      icon: 'fa-line-chart',
      uri: 'ext-report-builder/query-reports',
      permission: 'ext.report-builder',
      roles: [1],
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Menu saved successfully.');
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      parent_id: 0,
      order: menuSeeds.length + 1,
      roles: [{ id: 1, name: 'Administrator', slug: 'administrator' }],
      children: [],
    });

    const child = await store({ parent_id: id, title: 'Saved reports', uri: 'reports/saved' });
    expect(child.body.data.order).toBe(1);
    const shown = await request<Schema<'MenuItemResponse'>>('GET', `/api/admin-menu/${id}`);
    expect(shown.body.data.children?.map((item) => item.title)).toEqual(['Saved reports']);

    const updated = await request<Schema<'MenuItemResponse'>>('PUT', `/api/admin-menu/${id}`, {
      parent_id: 0,
      title: 'Report builder',
      icon: 'fa-bar-chart',
      roles: [],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      title: 'Report builder',
      icon: 'fa-bar-chart',
      // Left out of the body: kept.
      uri: 'ext-report-builder/query-reports',
      roles: [],
    });

    const deleted = await request('DELETE', `/api/admin-menu/${id}`);
    expect(deleted.body).toEqual({ message: 'Menu deleted successfully.' });
    // The children go with it.
    for (const gone of [id, child.body.data.id]) {
      expect((await request('GET', `/api/admin-menu/${gone}`)).status).toBe(404);
    }
  });

  it('refuses unknown parents and roles, moves under itself, and a fourth level', async () => {
    const items = await tree();
    const billing = find(items, 'Billing');
    const accounting = find(items, 'Accounting');
    const accounts = find(items, 'Accounts');
    if (billing === undefined || accounting === undefined || accounts === undefined) {
      throw new Error('The seeded Billing > Accounting > Accounts entries are missing');
    }

    const cases: [Partial<Schema<'MenuItemInput'>>, Record<string, string[]>][] = [
      [{ parent_id: 999999, title: 'Ghost' }, { parent_id: ['The selected parent is invalid.'] }],
      [{ title: 'Ghost', roles: [999999] }, { roles: ['The selected roles is invalid.'] }],
      [
        { parent_id: accounts.id, title: 'Too deep' },
        { parent_id: ['The menu can be at most 3 levels deep.'] },
      ],
    ];
    for (const [input, errors] of cases) {
      const response = await store(input);
      expect(response.status, JSON.stringify(input)).toBe(422);
      expect(response.body).toMatchObject({ errors });
    }

    const underItself = await request<Schema<'ValidationError'>>(
      'PUT',
      `/api/admin-menu/${billing.id}`,
      { parent_id: accounting.id, title: 'Billing', icon: 'fa-money' },
    );
    expect(underItself.body.errors).toEqual({
      parent_id: ['An entry cannot be moved under itself.'],
    });
    // Billing holds two levels: moved under a top-level entry it would make four.
    const admin = find(items, 'Admin');
    const tooDeep = await request<Schema<'ValidationError'>>(
      'PUT',
      `/api/admin-menu/${billing.id}`,
      {
        parent_id: admin?.id,
        title: 'Billing',
        icon: 'fa-money',
      },
    );
    expect(tooDeep.body.errors).toEqual({ parent_id: ['The menu can be at most 3 levels deep.'] });
  });

  it('saves the nested order: positions give order, nesting gives parent_id', async () => {
    const items = await tree();
    const [dashboard, admin, ...rest] = items;
    if (dashboard === undefined || admin === undefined) throw new Error('Seeded menu missing');
    const users = find(items, 'Users');
    const roles = find(items, 'Roles');
    // Admin first, with Roles before Users; Dashboard moves under Admin, after them.
    const order: Schema<'MenuOrderNode'>[] = [
      {
        id: admin.id,
        children: [{ id: roles?.id ?? 0 }, { id: users?.id ?? 0 }, { id: dashboard.id }],
      },
      ...rest.map((item) => ({ id: item.id })),
    ];
    const saved = await request('PUT', '/api/update-menu-order', { order });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'Menu order saved.' });

    const after = await tree();
    expect(after[0]?.title).toBe('Admin');
    expect(after[0]?.order).toBe(1);
    expect(
      after[0]?.children?.slice(0, 3).map((item) => [item.title, item.order, item.parent_id]),
    ).toEqual([
      ['Roles', 1, admin.id],
      ['Users', 2, admin.id],
      ['Dashboard', 3, admin.id],
    ]);
    // Entries the input left out keep their parent.
    expect(find(after, 'Operation log')?.parent_id).toBe(admin.id);
  });

  it('refuses an order deeper than three levels, with unknown or repeated entries', async () => {
    const items = await tree();
    const [first, second, third, fourth] = items;
    if (
      first === undefined ||
      second === undefined ||
      third === undefined ||
      fourth === undefined
    ) {
      throw new Error('Seeded menu missing');
    }
    const before = outline(items);
    const deep = {
      order: [
        {
          id: first.id,
          children: [
            { id: second.id, children: [{ id: third.id, children: [{ id: fourth.id }] }] },
          ],
        },
      ],
    };
    const cases: [unknown, string][] = [
      [deep, 'The menu can be at most 3 levels deep.'],
      [{ order: [{ id: 999999 }] }, 'The menu entries 999999 do not exist.'],
      [
        { order: [{ id: first.id }, { id: second.id, children: [{ id: first.id }] }] },
        `The menu entries ${first.id} appear more than once.`,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await request<Schema<'ValidationError'>>(
        'PUT',
        '/api/update-menu-order',
        body,
      );
      expect(response.status).toBe(422);
      expect(response.body.errors.order).toEqual([message]);
    }
    // An entry left out keeps its children: moving Billing (two levels) under a third-level
    // parent would push them to a fourth level.
    const billing = find(items, 'Billing');
    const accounting = find(items, 'Accounting');
    const roles = find(items, 'Roles');
    const nested = await request<Schema<'ValidationError'>>('PUT', '/api/update-menu-order', {
      order: [
        { id: first.id, children: [{ id: roles?.id ?? 0, children: [{ id: billing?.id ?? 0 }] }] },
      ],
    });
    expect(nested.status).toBe(422);
    expect(nested.body.errors.order).toEqual(['The menu can be at most 3 levels deep.']);
    expect(accounting?.parent_id).toBe(billing?.id);
    expect(outline(await tree())).toEqual(before);
  });
});

describe.each(testDatabases())('the sidebar by role and permission on $name', (database) => {
  let server: TestServer;
  let token: string;

  const request = <Body = unknown>(method: 'GET' | 'POST', url: string, body?: unknown) =>
    server.api.request<Body>({ method, url, token, body });

  const tree = async () =>
    (await request<Schema<'MenuTreeResponse'>>('GET', '/api/all-menu')).body.data;

  beforeAll(async () => {
    server = await startTestServer(database);
    token = await server.login();
  });
  afterAll(() => server.close());

  describe('the sidebar of a user who is not an administrator', () => {
    let careToken: string;
    let auditorToken: string;

    const treeFor = async (userToken: string, query = '') =>
      server.api.request<Schema<'MenuTreeResponse'>>({
        method: 'GET',
        url: `/api/all-menu${query}`,
        token: userToken,
      });

    beforeAll(async () => {
      const permission = async (slug: string, paths: string, methods: string[] = []) =>
        (
          await request<{ data: { id: number } }>('POST', '/api/admin-permissions', {
            name: slug,
            slug,
            http_method: methods,
            http_path: paths,
          })
        ).body.data.id;
      const departments = await permission('ext.departments', '/departments\n/departments/*');
      const logs = await permission('auth.logs', '/auth/logs\n/auth/logs/*', ['GET']);
      await request('POST', '/api/admin-roles', {
        name: 'Customer Care',
        slug: 'customer-care',
        permissions: [departments],
      });
      await request('POST', '/api/admin-roles', {
        name: 'Auditor',
        slug: 'auditor',
        permissions: [logs],
      });
      await server.createAdmin('care.agent', 'care-password', 'customer-care');
      await server.createAdmin('auditor', 'auditor-password', 'auditor');
      careToken = await server.login('care.agent', 'care-password');
      auditorToken = await server.login('auditor', 'auditor-password');
    });

    it('holds only the entries their roles and permissions open; emptied groups go', async () => {
      const care = await treeFor(careToken);
      expect(care.status).toBe(200);
      expect(outline(care.body.data)).toEqual([
        'Dashboard',
        'Organization',
        'Organization > Departments',
      ]);
      // Users, roles, permissions and menu are the administrators': the auditor's Admin group
      // holds the operation log alone.
      const auditor = await treeFor(auditorToken);
      expect(outline(auditor.body.data)).toEqual(['Dashboard', 'Admin', 'Admin > Operation log']);
    });

    it('answers the whole menu to the administrator, for the sidebar and the editor', async () => {
      const whole = outline(await tree());
      expect(whole).toContain('Admin > Menu');
      expect(outline((await treeFor(token, '?scope=all')).body.data)).toEqual(whole);
      expect(outline((await treeFor(token, '?scope=sidebar')).body.data)).toEqual(whole);
    });

    it('refuses the whole menu to those who may not change it', async () => {
      const refused = await treeFor(careToken, '?scope=all');
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('Custom permissions');
      expect((await treeFor(careToken, '?scope=everything')).status).toBe(422);
    });
  });
});
