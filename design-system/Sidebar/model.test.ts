import { describe, expect, it } from 'vitest';
import {
  activeTrail,
  DEFAULT_HIDDEN_TITLES,
  hrefFor,
  visibleTree,
  type SidebarMenuItem,
} from './model';

const tree: SidebarMenuItem[] = [
  { id: 1, title: 'Dashboard', icon: 'fa-bar-chart', uri: '/' },
  {
    id: 2,
    title: 'Admin',
    icon: 'fa-tasks',
    uri: '',
    children: [
      { id: 3, title: 'Users', icon: 'fa-users', uri: 'auth/users' },
      { id: 4, title: 'Roles', icon: 'fa-user', uri: 'auth/roles' },
      { id: 5, title: 'Helpers', icon: 'fa-gears', uri: 'helpers' },
      {
        id: 6,
        title: 'Billing',
        uri: '',
        children: [
          {
            id: 7,
            title: 'Invoices',
            uri: 'ext-cbs-invoice/invoice',
            children: [{ id: 8, title: 'Too deep', uri: 'deep' }],
          },
        ],
      },
    ],
  },
  { id: 9, title: 'Database Connections', uri: 'ext-dotlines-admin/database-connections' },
  { id: 10, title: 'Docs', uri: 'https://example.com/docs' },
];

describe('visibleTree', () => {
  it('hides the spec titles by default, with their children', () => {
    const titles = JSON.stringify(visibleTree(tree));
    expect(titles).not.toContain('Helpers');
    expect(titles).not.toContain('Database Connections');
    expect(titles).toContain('Users');
    expect(DEFAULT_HIDDEN_TITLES).toHaveLength(13);
  });

  it('matches titles case-insensitively and takes a custom list', () => {
    const result = visibleTree(tree, [' users ']);
    const admin = result.find((item) => item.id === 2);
    expect(admin?.children?.map((item) => item.title)).toEqual(['Roles', 'Helpers', 'Billing']);
    expect(result.map((item) => item.title)).toContain('Database Connections');
  });

  it('drops levels below the third; an emptied entry with a uri of its own stays as a link', () => {
    const invoices = visibleTree(tree)[1]?.children?.[2]?.children?.[0];
    expect(invoices?.title).toBe('Invoices');
    expect(invoices?.children).toBeUndefined();
  });

  it('leaves out a group whose children are all hidden, instead of linking it to the home page', () => {
    expect(visibleTree([{ id: 1, title: 'G', children: [{ id: 2, title: 'Helpers' }] }])).toEqual(
      [],
    );
    const level3 = visibleTree([
      {
        id: 1,
        title: 'Billing',
        uri: '',
        children: [
          {
            id: 2,
            title: 'Reports',
            uri: '',
            children: [
              {
                id: 3,
                title: 'Accounting',
                uri: null,
                children: [{ id: 4, title: 'Ledgers', uri: 'ext-cbs-accounting/ledger' }],
              },
            ],
          },
        ],
      },
    ]);
    expect(level3).toEqual([]);
    expect(JSON.stringify(level3)).not.toContain('Accounting');
  });

  it('does not change its input', () => {
    const copy = structuredClone(tree);
    visibleTree(tree);
    expect(tree).toEqual(copy);
  });
});

describe('hrefFor', () => {
  it('puts relative uris under /admin/', () => {
    expect(hrefFor('auth/users')).toBe('/admin/auth/users');
    expect(hrefFor(' auth/roles ')).toBe('/admin/auth/roles');
  });
  it('maps an empty uri or / to the admin home', () => {
    expect(hrefFor('')).toBe('/admin');
    expect(hrefFor('/')).toBe('/admin');
    expect(hrefFor(null)).toBe('/admin');
    expect(hrefFor(undefined)).toBe('/admin');
  });
  it('keeps absolute paths and external addresses', () => {
    expect(hrefFor('/admin/auth/logs')).toBe('/admin/auth/logs');
    expect(hrefFor('https://example.com/x')).toBe('https://example.com/x');
    expect(hrefFor('mailto:ops@example.com')).toBe('mailto:ops@example.com');
    expect(hrefFor('//cdn.example.com/a')).toBe('//cdn.example.com/a');
  });
  it('takes another base, with or without a trailing slash', () => {
    expect(hrefFor('users', '/console/')).toBe('/console/users');
  });
});

describe('activeTrail', () => {
  it('finds the ids down to the exact entry', () => {
    expect(activeTrail(tree, '/admin/auth/users')).toEqual([2, 3]);
    expect(activeTrail(visibleTree(tree), '/admin/ext-cbs-invoice/invoice')).toEqual([2, 6, 7]);
  });
  it('keeps the entry active on its sub-pages, ignoring query and hash', () => {
    expect(activeTrail(tree, '/admin/auth/users/edit/3?tab=1')).toEqual([2, 3]);
    expect(activeTrail(tree, '/admin/auth/roles/#top')).toEqual([2, 4]);
  });
  it('matches the home entry only exactly', () => {
    expect(activeTrail(tree, '/admin')).toEqual([1]);
    expect(activeTrail(tree, '/admin/unknown')).toEqual([]);
  });
  it('does not match a sibling that only shares a prefix', () => {
    expect(activeTrail(tree, '/admin/auth/users-archive')).toEqual([]);
  });
  it('treats an entry with children as a group, not a target', () => {
    expect(activeTrail(tree, '/admin/ext-cbs-invoice/invoice')).toEqual([]);
  });
  it('is empty without a path', () => {
    expect(activeTrail(tree, undefined)).toEqual([]);
  });
});
