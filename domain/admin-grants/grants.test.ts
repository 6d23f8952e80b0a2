import { describe, expect, it } from 'vitest';
import type { Schema } from '../schema';
import { grantedActions, grantsAllow, grantsOf, profileGrants, type Grant } from './grants';

describe('grantsAllow (laravel-admin permission paths)', () => {
  const departments: Grant = { methods: [], paths: '/departments\n/departments/*' };
  const readInvoices: Grant = { methods: ['GET'], paths: '/cbs/invoice/*' };
  const mixed: Grant = { methods: [], paths: 'GET,PUT:/organizations*\n  \n/services' };

  it.each([
    [[departments], 'GET', '/departments', true],
    [[departments], 'DELETE', '/departments/12', true],
    [[departments], 'GET', '/departments-archive', false],
    [[departments], 'GET', '/organizations', false],
    [[readInvoices], 'GET', '/cbs/invoice/invoice', true],
    [[readInvoices], 'POST', '/cbs/invoice/invoice', false],
    [[readInvoices], 'get', '/cbs/invoice/invoice/4', true],
    [[readInvoices], 'GET', '/cbs/invoice', false],
    [[mixed], 'GET', '/organizations/3', true],
    [[mixed], 'PUT', '/organizations/3', true],
    [[mixed], 'DELETE', '/organizations/3', false],
    [[mixed], 'DELETE', '/services', true],
    [[mixed], 'GET', '/services/', true],
    [[{ methods: [], paths: '*' }], 'PUT', '/anything/at/all', true],
    [[{ methods: [], paths: '' }], 'GET', '/departments', false],
    [[{ methods: [], paths: '/a.b' }], 'GET', '/axb', false],
    [[{ methods: [], paths: 'cbs/product/*' }], 'GET', '/cbs/product/products', true],
    [[], 'GET', '/departments', false],
    [[readInvoices, departments], 'POST', '/departments', true],
  ])('%j %s %s → %s', (grants, method, path, expected) => {
    expect(grantsAllow(grants, method, path)).toBe(expected);
  });
});

const profile = (fields: Partial<Schema<'Profile'>>): Schema<'Profile'> => ({
  id: 9,
  name: 'Siti Rahman',
  username: 'siti.rahman',
  avatar: null,
  created_at: '2024-05-02T08:00:00Z',
  roles: [{ id: 4, name: 'Auditor', slug: 'auditor' }],
  permission_flag: '0',
  ...fields,
});

describe('profileGrants', () => {
  it('lets an administrator (flag 1) call everything, whatever the profile lists', () => {
    expect(profileGrants(profile({ permission_flag: '1', grants: [] }))).toBe('all');
  });

  it("reads the profile's permission lines; a null path allows nothing", () => {
    const grants = profileGrants(
      profile({
        grants: [
          { http_method: ['GET'], http_path: '/cbs/*' },
          { http_method: [], http_path: null },
        ],
      }),
    );
    expect(grants).toEqual([
      { methods: ['GET'], paths: '/cbs/*' },
      { methods: [], paths: '' },
    ]);
  });

  it('is unknown when the profile does not list them (the server still decides)', () => {
    expect(profileGrants(profile({}))).toBeUndefined();
  });
});

describe('grantedActions', () => {
  const products = '/cbs/product/products';
  const product = { id: 12, sku: 'DIGI-UNL-30' };

  it('offers a read-only user the list and the records, and nothing that writes', () => {
    const actions = grantedActions(
      grantsOf([{ http_method: ['GET'], http_path: '/cbs/*' }]),
      products,
    );
    expect(actions.canList).toBe(true);
    expect(actions.canView(product)).toBe(true);
    expect(actions.canCreate()).toBe(false);
    expect(actions.canEdit(product)).toBe(false);
    expect(actions.canDelete(product)).toBe(false);
  });

  it('matches each action as the server routes its call: POST on the list, PUT and DELETE on the item', () => {
    const actions = grantedActions(
      grantsOf([
        { http_method: [], http_path: `GET:${products}*\nPOST:${products}\nPUT:${products}/12` },
      ]),
      products,
    );
    expect(actions.canCreate()).toBe(true);
    expect(actions.canEdit(product)).toBe(true);
    expect(actions.canEdit({ id: 13 })).toBe(false);
    expect(actions.canDelete(product)).toBe(false);
  });

  it('allows nothing on a collection the permissions do not name', () => {
    const actions = grantedActions(
      grantsOf([{ http_method: [], http_path: '/departments*' }]),
      products,
    );
    expect(actions.canList).toBe(false);
    expect(actions.canView(product)).toBe(false);
  });

  it('allows everything to an administrator', () => {
    const actions = grantedActions('all', products);
    expect([actions.canList, actions.canCreate(), actions.canDelete(product)]).toEqual([
      true,
      true,
      true,
    ]);
  });
});
