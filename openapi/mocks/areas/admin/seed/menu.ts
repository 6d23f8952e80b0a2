import type { Schema } from '../../../../schema';

/** A stored menu entry: the tree is built from parent_id and order; roles are role ids. */
export interface StoredMenuItem {
  id: number;
  parent_id: number;
  order: number;
  title: string;
  icon: string;
  uri: string | null;
  permission: string | null;
  roles: number[];
  created_at: string | null;
  updated_at: string | null;
}

/** [id, parent, title, icon, uri, permission, roles] */
type MenuSeed = [number, number, string, string, string | null, string | null, number[]];

const menuSeeds: MenuSeed[] = [
  [1, 0, 'Dashboard', 'fa-bar-chart', '/', null, []],
  [2, 0, 'Admin', 'fa-tasks', null, 'auth.management', [1]],
  [3, 2, 'Users', 'fa-users', 'auth/users', 'auth.management', [1]],
  [4, 2, 'Roles', 'fa-user', 'auth/roles', 'auth.management', [1]],
  [5, 2, 'Permissions', 'fa-ban', 'auth/permissions', 'auth.management', [1]],
  [6, 2, 'Menu', 'fa-bars', 'auth/menu', 'auth.management', [1]],
  [7, 2, 'Operation log', 'fa-history', 'auth/logs', 'auth.logs', [1, 9]],
  [8, 0, 'Organization', 'fa-building', null, null, []],
  [
    9,
    8,
    'Organizations',
    'fa-sitemap',
    'ext-dotlines-admin/organizations',
    'ext.organizations',
    [],
  ],
  [
    10,
    8,
    'Departments',
    'fa-object-group',
    'ext-dotlines-admin/departments',
    'ext.departments',
    [],
  ],
  [11, 8, 'Services', 'fa-cubes', 'ext-dotlines-admin/services', 'ext.services', []],
  [
    12,
    8,
    // Not 'Database Connections', a title the sidebar hides (admin §2.4).
    'DB connections',
    'fa-database',
    'ext-dotlines-admin/database-connections',
    'ext.database-connections',
    [1],
  ],
  [13, 0, 'Custom permissions', 'fa-shield', null, 'custom-permissions.index', [1]],
  [14, 13, 'Routes', 'fa-road', 'ext-custom-permissions/routes', 'custom-permissions.routes', [1]],
  [
    15,
    13,
    'Permissions',
    'fa-key',
    'ext-custom-permissions/index',
    'custom-permissions.index',
    [1],
  ],
  [
    16,
    13,
    'Details',
    'fa-list-alt',
    'ext-custom-permissions/details',
    'custom-permissions.index',
    [1],
  ],
  [17, 0, 'Helpers', 'fa-gears', null, null, [1]],
  [18, 17, 'Scaffold', 'fa-keyboard-o', 'helpers/scaffold', null, [1]],
  [19, 17, 'Routes', 'fa-list-alt', 'helpers/routes', null, [1]],
  [20, 0, 'Billing', 'fa-money', null, null, []],
  [21, 20, 'Invoices', 'fa-file-text-o', 'ext-cbs-invoice/invoice', 'cbs.invoice', [1, 2, 5]],
  [
    22,
    20,
    'User payment methods',
    'fa-credit-card',
    'ext-cbs-user-management/user_payment_method',
    'cbs.user-management',
    [1, 3],
  ],
  [23, 20, 'Accounting', 'fa-book', null, 'cbs.accounting', [1, 5]],
  [
    24,
    23,
    'General ledger accounts',
    'fa-columns',
    'ext-cbs-accounting/general_ledger_account',
    'cbs.accounting',
    [1, 5],
  ],
  [25, 23, 'Accounts', 'fa-bank', 'ext-cbs-accounting/account', 'cbs.accounting', [1, 5]],
  [
    26,
    23,
    'Accounting transactions',
    'fa-exchange',
    'ext-cbs-accounting/accounting_transaction',
    'cbs.accounting',
    [1, 5],
  ],
  [27, 20, 'Commission', 'fa-percent', null, 'cbs.commission', [1, 5, 10]],
  [
    28,
    27,
    'Commission plans',
    'fa-clipboard',
    'ext-cbs-commission/commission_plan',
    'cbs.commission',
    [1, 5, 10],
  ],
  [
    29,
    27,
    'Condition names',
    'fa-tags',
    'ext-cbs-commission/commission_condition_name',
    'cbs.commission',
    [1, 5],
  ],
  [
    30,
    27,
    'Commission configs',
    'fa-sliders',
    'ext-cbs-commission/commission_config',
    'cbs.commission',
    [1, 5],
  ],
  [
    31,
    27,
    'Deferred commissions',
    'fa-hourglass-half',
    'ext-cbs-commission/commission_deferred',
    'cbs.commission',
    [1, 5],
  ],
  [
    32,
    27,
    'Commission logs',
    'fa-list',
    'ext-cbs-commission/commission_log',
    'cbs.commission',
    [1, 5, 10],
  ],
  [
    33,
    27,
    'Sales logs',
    'fa-line-chart',
    'ext-cbs-commission/sales_log',
    'cbs.commission',
    [1, 5, 8],
  ],
  [34, 20, 'Payment', 'fa-cc-visa', null, 'cbs.payment', [1, 2, 5]],
  [35, 34, 'Gateways', 'fa-plug', 'ext-cbs-payment/gateway', 'cbs.payment', [1, 5]],
  [
    36,
    34,
    'Merchant gateways',
    'fa-briefcase',
    'ext-cbs-payment/merchant_gateway',
    'cbs.payment',
    [1, 5],
  ],
  [
    37,
    34,
    'Payment transactions',
    'fa-money',
    'ext-cbs-payment/payment_transaction',
    'cbs.payment',
    [1, 2, 5],
  ],
  [
    38,
    34,
    'Payment transaction events',
    'fa-bolt',
    'ext-cbs-payment/payment_transaction_event',
    'cbs.payment',
    [1, 5],
  ],
  [39, 20, 'Product', 'fa-shopping-bag', null, 'cbs.product', [1, 6]],
  [
    40,
    39,
    'Product categories',
    'fa-folder-open',
    'ext-cbs-product/product_category',
    'cbs.product',
    [1, 6],
  ],
  [41, 39, 'Products', 'fa-cube', 'ext-cbs-product/product', 'cbs.product', [1, 6]],
  [42, 20, 'Product rating', 'fa-star-half-o', null, 'cbs.product-rating', [1, 6]],
  [
    43,
    42,
    'Rating types',
    'fa-star',
    'ext-cbs-product-rating/rating_type',
    'cbs.product-rating',
    [1, 6],
  ],
  [
    44,
    42,
    'Condition names',
    'fa-tag',
    'ext-cbs-product-rating/rating_condition_name',
    'cbs.product-rating',
    [1, 6],
  ],
  [
    45,
    42,
    'Rating plans',
    'fa-calculator',
    'ext-cbs-product-rating/rating_plan',
    'cbs.product-rating',
    [1, 6],
  ],
  [
    46,
    42,
    'Rating configs',
    'fa-cog',
    'ext-cbs-product-rating/rating_config',
    'cbs.product-rating',
    [1, 6],
  ],
  [47, 20, 'Subscription', 'fa-refresh', null, 'cbs.subscription', [1, 3, 6]],
  [
    48,
    47,
    'Subscription plans',
    'fa-calendar',
    'ext-cbs-subscription/subscription_plan',
    'cbs.subscription',
    [1, 6],
  ],
  [
    49,
    47,
    'Subscriptions',
    'fa-rss',
    'ext-cbs-subscription/subscription',
    'cbs.subscription',
    [1, 3, 6],
  ],
  [
    50,
    47,
    'Usage records',
    'fa-tachometer',
    'ext-cbs-subscription/usage',
    'cbs.subscription',
    [1, 3, 6],
  ],
  [401, 0, 'Reports', 'fa-pie-chart', null, 'ext.report-builder', [1, 4, 11]],
  [
    402,
    401,
    'Query builder',
    'fa-wrench',
    'ext-report-builder/query-builder',
    'ext.report-builder',
    [1, 4],
  ],
  [
    403,
    401,
    'Query reports',
    'fa-table',
    'ext-report-builder/query-reports',
    'ext.report-viewer',
    [1, 4, 11],
  ],
  [
    404,
    401,
    'Report designer',
    'fa-th-large',
    'ext-report-builder/report-designer',
    'ext.report-builder',
    [1, 4],
  ],
  [410, 0, 'API gateway', 'fa-cloud', null, 'cbs.api-gateway', [1, 14]],
  [
    411,
    410,
    'Applications',
    'fa-mobile',
    'ext-cbs-api-gateway/gw_api_info',
    'cbs.api-gateway',
    [1, 14],
  ],
  [412, 410, 'APIs', 'fa-code', 'ext-cbs-api-gateway/gw_app_info', 'cbs.api-gateway', [1, 14]],
  [417, 0, 'Redis Manager', 'fa-database', 'redis', null, [1]],
  [418, 0, 'App Builder', 'fa-puzzle-piece', 'app-builder', null, [1]],
];

/**
 * The admin menu (three levels). Entries of later-installed extensions (reports, API gateway,
 * Redis Manager, App Builder) have ids in the 400s. Helpers, Database Connections, Redis
 * Manager and App Builder are hidden by the sidebar by title.
 */
export function seedMenu(): StoredMenuItem[] {
  const orderWithin = new Map<number, number>();
  return menuSeeds.map(([id, parent, title, icon, uri, permission, roles]) => {
    const order = (orderWithin.get(parent) ?? 0) + 1;
    orderWithin.set(parent, order);
    const stamp = id < 20 ? null : id < 400 ? '2024-01-10T02:00:00Z' : '2024-08-14T06:30:00Z';
    return {
      id,
      parent_id: parent,
      order,
      title,
      icon,
      uri,
      permission,
      roles,
      created_at: stamp,
      updated_at: id === 20 ? '2024-05-18T07:45:00Z' : stamp,
    };
  });
}

/** The menu entries as a tree (children ordered), with role references resolved. */
export function menuTree(
  items: StoredMenuItem[],
  roles: Schema<'Role'>[],
  parentId = 0,
): Schema<'MenuItem'>[] {
  return items
    .filter((item) => item.parent_id === parentId)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((item) => menuItem(items, roles, item));
}

/** One menu entry with its subtree. */
export function menuItem(
  items: StoredMenuItem[],
  roles: Schema<'Role'>[],
  item: StoredMenuItem,
): Schema<'MenuItem'> {
  return {
    ...item,
    roles: roles
      .filter((role) => item.roles.includes(role.id))
      .map((role) => ({ id: role.id, name: role.name, slug: role.slug })),
    children: menuTree(items, roles, item.id),
  };
}
