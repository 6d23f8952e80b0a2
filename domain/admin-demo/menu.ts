/** A sidebar entry: its id, title, icon, uri under /admin/ (null for a group), binding, children. */
export interface MenuSeed {
  id: number;
  title: string;
  icon: string;
  uri: string | null;
  /** The permission slug a viewer must hold (none: no permission needed). */
  permission?: string;
  /** Role slugs the entry is shown to (none: every role). */
  roles?: string[];
  children?: MenuSeed[];
}

const administrators = ['administrator'];

/**
 * The sidebar of a fresh install (admin §2.2, §2.3), three levels. Entries of later-installed
 * extensions (reports, API gateway, Redis Manager, App Builder) have ids in the 400s. Helpers,
 * Redis Manager and App Builder are laravel-admin's own entries, hidden by the sidebar by title
 * (admin §2.4), as the menu editor still lists them.
 */
export const menuSeeds: readonly MenuSeed[] = [
  { id: 1, title: 'Dashboard', icon: 'fa-bar-chart', uri: '/' },
  {
    id: 2,
    title: 'Admin',
    icon: 'fa-tasks',
    uri: null,
    // The group shows what its entries show: an auditor's operation log without the rest.
    children: [
      ...(
        [
          [3, 'Users', 'fa-users', 'auth/users'],
          [4, 'Roles', 'fa-user', 'auth/roles'],
          [5, 'Permissions', 'fa-ban', 'auth/permissions'],
          [6, 'Menu', 'fa-bars', 'auth/menu'],
        ] as const
      ).map(([id, title, icon, uri]) => ({
        id,
        title,
        icon,
        uri,
        permission: 'auth.management',
        roles: administrators,
      })),
      {
        id: 7,
        title: 'Operation log',
        icon: 'fa-history',
        uri: 'auth/logs',
        permission: 'auth.logs',
      },
    ],
  },
  {
    id: 8,
    title: 'Organization',
    icon: 'fa-building',
    uri: null,
    children: [
      {
        id: 9,
        title: 'Organizations',
        icon: 'fa-sitemap',
        uri: 'ext-dotlines-admin/organizations',
        permission: 'ext.organizations',
      },
      {
        id: 10,
        title: 'Departments',
        icon: 'fa-object-group',
        uri: 'ext-dotlines-admin/departments',
        permission: 'ext.departments',
      },
      {
        id: 11,
        title: 'Services',
        icon: 'fa-cubes',
        uri: 'ext-dotlines-admin/services',
        permission: 'ext.services',
      },
      // 'Database Connections' is on the spec's hidden list (admin §2.4): a title of its own
      // keeps the screen reachable.
      {
        id: 12,
        title: 'DB connections',
        icon: 'fa-database',
        uri: 'ext-dotlines-admin/database-connections',
        permission: 'ext.database-connections',
        roles: administrators,
      },
    ],
  },
  {
    id: 13,
    title: 'Custom permissions',
    icon: 'fa-shield',
    uri: null,
    permission: 'custom-permissions.index',
    roles: administrators,
    children: [
      {
        id: 14,
        title: 'Routes',
        icon: 'fa-road',
        uri: 'ext-custom-permissions/routes',
        permission: 'custom-permissions.routes',
      },
      {
        id: 15,
        title: 'Permissions',
        icon: 'fa-key',
        uri: 'ext-custom-permissions/index',
        permission: 'custom-permissions.index',
      },
      {
        id: 16,
        title: 'Details',
        icon: 'fa-list-alt',
        uri: 'ext-custom-permissions/details',
        permission: 'custom-permissions.index',
      },
    ],
  },
  {
    id: 17,
    title: 'Helpers',
    icon: 'fa-gears',
    uri: null,
    roles: administrators,
    children: [
      { id: 18, title: 'Scaffold', icon: 'fa-keyboard-o', uri: 'helpers/scaffold' },
      { id: 19, title: 'Routes', icon: 'fa-list-alt', uri: 'helpers/routes' },
    ],
  },
  {
    id: 20,
    title: 'Billing',
    icon: 'fa-money',
    uri: null,
    children: [
      {
        id: 21,
        title: 'Invoices',
        icon: 'fa-file-text-o',
        uri: 'ext-cbs-invoice/invoice',
        permission: 'cbs.invoice',
      },
      {
        id: 22,
        title: 'User payment methods',
        icon: 'fa-credit-card',
        uri: 'ext-cbs-user-management/user_payment_method',
        permission: 'cbs.user-management',
      },
      {
        id: 23,
        title: 'Accounting',
        icon: 'fa-book',
        uri: null,
        permission: 'cbs.accounting',
        children: [
          {
            id: 24,
            title: 'General ledger accounts',
            icon: 'fa-columns',
            uri: 'ext-cbs-accounting/general_ledger_account',
          },
          { id: 25, title: 'Accounts', icon: 'fa-bank', uri: 'ext-cbs-accounting/account' },
          {
            id: 26,
            title: 'Accounting transactions',
            icon: 'fa-exchange',
            uri: 'ext-cbs-accounting/accounting_transaction',
          },
        ],
      },
      {
        id: 27,
        title: 'Commission',
        icon: 'fa-percent',
        uri: null,
        permission: 'cbs.commission',
        children: [
          {
            id: 28,
            title: 'Commission plans',
            icon: 'fa-clipboard',
            uri: 'ext-cbs-commission/commission_plan',
          },
          {
            id: 29,
            title: 'Condition names',
            icon: 'fa-tags',
            uri: 'ext-cbs-commission/commission_condition_name',
          },
          {
            id: 30,
            title: 'Commission configs',
            icon: 'fa-sliders',
            uri: 'ext-cbs-commission/commission_config',
          },
          {
            id: 31,
            title: 'Deferred commissions',
            icon: 'fa-hourglass-half',
            uri: 'ext-cbs-commission/commission_deferred',
          },
          {
            id: 32,
            title: 'Commission logs',
            icon: 'fa-list',
            uri: 'ext-cbs-commission/commission_log',
          },
          {
            id: 33,
            title: 'Sales logs',
            icon: 'fa-line-chart',
            uri: 'ext-cbs-commission/sales_log',
          },
        ],
      },
      {
        id: 34,
        title: 'Payment',
        icon: 'fa-cc-visa',
        uri: null,
        permission: 'cbs.payment',
        children: [
          { id: 35, title: 'Gateways', icon: 'fa-plug', uri: 'ext-cbs-payment/gateway' },
          {
            id: 36,
            title: 'Merchant gateways',
            icon: 'fa-briefcase',
            uri: 'ext-cbs-payment/merchant_gateway',
          },
          {
            id: 37,
            title: 'Payment transactions',
            icon: 'fa-money',
            uri: 'ext-cbs-payment/payment_transaction',
          },
          {
            id: 38,
            title: 'Payment transaction events',
            icon: 'fa-bolt',
            uri: 'ext-cbs-payment/payment_transaction_event',
          },
        ],
      },
      {
        id: 39,
        title: 'Product',
        icon: 'fa-shopping-bag',
        uri: null,
        permission: 'cbs.product',
        children: [
          {
            id: 40,
            title: 'Product categories',
            icon: 'fa-folder-open',
            uri: 'ext-cbs-product/product_category',
          },
          { id: 41, title: 'Products', icon: 'fa-cube', uri: 'ext-cbs-product/product' },
        ],
      },
      {
        id: 42,
        title: 'Product rating',
        icon: 'fa-star-half-o',
        uri: null,
        permission: 'cbs.product-rating',
        children: [
          {
            id: 43,
            title: 'Rating types',
            icon: 'fa-star',
            uri: 'ext-cbs-product-rating/rating_type',
          },
          {
            id: 44,
            title: 'Condition names',
            icon: 'fa-tag',
            uri: 'ext-cbs-product-rating/rating_condition_name',
          },
          {
            id: 45,
            title: 'Rating plans',
            icon: 'fa-calculator',
            uri: 'ext-cbs-product-rating/rating_plan',
          },
          {
            id: 46,
            title: 'Rating configs',
            icon: 'fa-cog',
            uri: 'ext-cbs-product-rating/rating_config',
          },
        ],
      },
      {
        id: 47,
        title: 'Subscription',
        icon: 'fa-refresh',
        uri: null,
        permission: 'cbs.subscription',
        children: [
          {
            id: 48,
            title: 'Subscription plans',
            icon: 'fa-calendar',
            uri: 'ext-cbs-subscription/subscription_plan',
          },
          {
            id: 49,
            title: 'Subscriptions',
            icon: 'fa-rss',
            uri: 'ext-cbs-subscription/subscription',
          },
          {
            id: 50,
            title: 'Usage records',
            icon: 'fa-tachometer',
            uri: 'ext-cbs-subscription/usage',
          },
        ],
      },
    ],
  },
  {
    id: 401,
    title: 'Reports',
    icon: 'fa-pie-chart',
    uri: null,
    // No seeded role's permission grants the report builder's calls: its menu is the
    // administrators'.
    roles: administrators,
    children: [
      {
        id: 402,
        title: 'Query builder',
        icon: 'fa-wrench',
        uri: 'ext-report-builder/query-builder',
      },
      {
        id: 403,
        title: 'Query reports',
        icon: 'fa-table',
        uri: 'ext-report-builder/query-reports',
      },
      {
        id: 404,
        title: 'Report designer',
        icon: 'fa-th-large',
        uri: 'ext-report-builder/report-designer',
      },
    ],
  },
  {
    id: 410,
    title: 'API gateway',
    icon: 'fa-cloud',
    uri: null,
    permission: 'cbs.api-gateway',
    children: [
      // The spec names the routes the other way round: gw_api_info lists applications.
      {
        id: 411,
        title: 'Applications',
        icon: 'fa-mobile',
        uri: 'ext-cbs-api-gateway/gw_api_info',
        permission: 'cbs.api-gateway',
      },
      {
        id: 412,
        title: 'APIs',
        icon: 'fa-code',
        uri: 'ext-cbs-api-gateway/gw_app_info',
        permission: 'cbs.api-gateway',
      },
    ],
  },
  { id: 417, title: 'Redis Manager', icon: 'fa-database', uri: 'redis', roles: administrators },
  {
    id: 418,
    title: 'App Builder',
    icon: 'fa-puzzle-piece',
    uri: 'app-builder',
    roles: administrators,
  },
];

/** A menu entry as stored: the tree is parent_id and order; roles are role slugs. */
export interface MenuRow {
  id: number;
  parent_id: number;
  order: number;
  title: string;
  icon: string;
  uri: string | null;
  permission: string | null;
  roles: string[];
  created_at: string | null;
  updated_at: string | null;
}

/** When an entry was added: laravel-admin's own at install, billing's, then the extensions'. */
const stampOf = (id: number) =>
  id < 20 ? null : id < 400 ? '2024-01-10T02:00:00Z' : '2024-08-14T06:30:00Z';

/** The menu as stored rows, parents before their children; order is 1, 2, 3... per parent. */
export function menuRows(entries: readonly MenuSeed[] = menuSeeds, parentId = 0): MenuRow[] {
  return entries.flatMap((entry, index) => [
    {
      id: entry.id,
      parent_id: parentId,
      order: index + 1,
      title: entry.title,
      icon: entry.icon,
      uri: entry.uri,
      permission: entry.permission ?? null,
      roles: entry.roles ?? [],
      created_at: stampOf(entry.id),
      // The billing group was regrouped by module after install.
      updated_at: entry.id === 20 ? '2024-05-18T07:45:00Z' : stampOf(entry.id),
    },
    ...menuRows(entry.children ?? [], entry.id),
  ]);
}
