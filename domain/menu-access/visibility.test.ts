import { describe, expect, it } from 'vitest';
import type { Schema } from '../schema';
import { visibleMenu, type MenuViewer } from './visibility';

type MenuItem = Schema<'MenuItem'>;

const administrators = [{ id: 1, name: 'Administrator', slug: 'administrator' }];

let nextId = 1;
const entry = (
  title: string,
  patch: Partial<MenuItem> = {},
  children: MenuItem[] = [],
): MenuItem => ({
  id: nextId++,
  parent_id: 0,
  order: 1,
  title,
  icon: 'fa-circle',
  uri: children.length > 0 ? null : title.toLowerCase(),
  permission: null,
  roles: [],
  created_at: null,
  updated_at: null,
  children,
  ...patch,
});

const menu: MenuItem[] = [
  entry('Dashboard', { uri: '/' }),
  entry('Admin', { permission: 'auth.management', roles: administrators }, [
    entry('Users', { permission: 'auth.management' }),
  ]),
  entry('Organization', {}, [
    entry('Organizations', { permission: 'ext.organizations' }),
    entry('Departments', { permission: 'ext.departments' }),
    entry('DB connections', { roles: administrators }),
  ]),
  entry('Billing', {}, [
    entry('Invoices', { permission: 'cbs.invoice' }),
    entry('Accounting', { permission: 'cbs.accounting' }, [entry('Accounts')]),
  ]),
];

const titles = (items: MenuItem[], prefix = ''): string[] =>
  items.flatMap((item) => [
    `${prefix}${item.title}`,
    ...titles(item.children ?? [], `${prefix}${item.title} > `),
  ]);

const viewer = (patch: Partial<MenuViewer>): MenuViewer => ({
  administrator: false,
  roleIds: [],
  permissionSlugs: [],
  allPermissions: false,
  ...patch,
});

describe('visibleMenu (laravel-admin menu entries bound to roles and permissions)', () => {
  it('shows a Customer Care user only what their permissions open, and drops emptied groups', () => {
    const care = viewer({ roleIds: [3], permissionSlugs: ['dashboard', 'ext.departments'] });
    expect(titles(visibleMenu(menu, care))).toEqual([
      'Dashboard',
      'Organization',
      'Organization > Departments',
    ]);
  });

  it('shows the administrator role everything', () => {
    expect(titles(visibleMenu(menu, viewer({ administrator: true })))).toEqual(titles(menu));
  });

  it('needs one of the entry’s roles, and its permission, when it names them', () => {
    const admins = viewer({ roleIds: [1], permissionSlugs: ['ext.organizations'] });
    expect(titles(visibleMenu(menu, admins))).toEqual([
      'Dashboard',
      'Organization',
      'Organization > Organizations',
      'Organization > DB connections',
    ]);
  });

  it("lets 'All permission' stand for every permission, not for every role", () => {
    const all = titles(visibleMenu(menu, viewer({ allPermissions: true })));
    expect(all).toContain('Billing > Accounting > Accounts');
    expect(all).not.toContain('Admin');
    expect(all).not.toContain('Organization > DB connections');
  });

  it('keeps an emptied entry that links somewhere itself', () => {
    const linked = entry('Reports', { uri: 'ext-report-builder/query-reports' }, [
      entry('Designer', { permission: 'ext.report-builder' }),
    ]);
    expect(titles(visibleMenu([linked], viewer({})))).toEqual(['Reports']);
  });
});
