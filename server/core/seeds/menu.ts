import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A seeded menu entry: title, icon, uri under /admin/ (null for a group), permission, children. */
interface MenuSeed {
  title: string;
  icon: string;
  uri: string | null;
  permission?: string;
  /** Role slugs the entry is shown to (none: everyone). */
  roles?: string[];
  children?: MenuSeed[];
}

const administrators = ['administrator'];

/** The sidebar of a fresh install: the spec's core and extension routes (admin §2.2, §2.3). */
export const menuSeeds: readonly MenuSeed[] = [
  { title: 'Dashboard', icon: 'fa-bar-chart', uri: '/' },
  {
    title: 'Admin',
    icon: 'fa-tasks',
    uri: null,
    permission: 'auth.management',
    roles: administrators,
    children: [
      { title: 'Users', icon: 'fa-users', uri: 'auth/users', permission: 'auth.management' },
      { title: 'Roles', icon: 'fa-user', uri: 'auth/roles', permission: 'auth.management' },
      {
        title: 'Permissions',
        icon: 'fa-ban',
        uri: 'auth/permissions',
        permission: 'auth.management',
      },
      { title: 'Menu', icon: 'fa-bars', uri: 'auth/menu', permission: 'auth.management' },
      { title: 'Operation log', icon: 'fa-history', uri: 'auth/logs', permission: 'auth.logs' },
    ],
  },
  {
    title: 'Organization',
    icon: 'fa-building',
    uri: null,
    children: [
      {
        title: 'Organizations',
        icon: 'fa-sitemap',
        uri: 'ext-dotlines-admin/organizations',
        permission: 'ext.organizations',
      },
      {
        title: 'Departments',
        icon: 'fa-object-group',
        uri: 'ext-dotlines-admin/departments',
        permission: 'ext.departments',
      },
      {
        title: 'Services',
        icon: 'fa-cubes',
        uri: 'ext-dotlines-admin/services',
        permission: 'ext.services',
      },
      // 'Database Connections' is on the spec's hidden list (admin §2.4): a title of its own
      // keeps the screen reachable.
      {
        title: 'DB connections',
        icon: 'fa-database',
        uri: 'ext-dotlines-admin/database-connections',
        permission: 'ext.database-connections',
        roles: administrators,
      },
    ],
  },
  {
    title: 'Custom permissions',
    icon: 'fa-shield',
    uri: null,
    permission: 'custom-permissions.index',
    roles: administrators,
    children: [
      {
        title: 'Routes',
        icon: 'fa-road',
        uri: 'ext-custom-permissions/routes',
        permission: 'custom-permissions.routes',
      },
      {
        title: 'Permissions',
        icon: 'fa-key',
        uri: 'ext-custom-permissions/index',
        permission: 'custom-permissions.index',
      },
      {
        title: 'Details',
        icon: 'fa-list-alt',
        uri: 'ext-custom-permissions/details',
        permission: 'custom-permissions.index',
      },
    ],
  },
  {
    title: 'API gateway',
    icon: 'fa-plug',
    uri: null,
    permission: 'cbs.api-gateway',
    children: [
      // The spec names the routes the other way round: gw_api_info lists applications.
      {
        title: 'Applications',
        icon: 'fa-mobile',
        uri: 'ext-cbs-api-gateway/gw_api_info',
        permission: 'cbs.api-gateway',
      },
      {
        title: 'APIs',
        icon: 'fa-code',
        uri: 'ext-cbs-api-gateway/gw_app_info',
        permission: 'cbs.api-gateway',
      },
    ],
  },
  {
    title: 'Reports',
    icon: 'fa-pie-chart',
    uri: null,
    // No seeded permission grants the report builder's calls: its menu is the administrators'.
    roles: administrators,
    children: [
      { title: 'Query reports', icon: 'fa-table', uri: 'ext-report-builder/query-reports' },
      { title: 'Report designer', icon: 'fa-th-large', uri: 'ext-report-builder/report-designer' },
    ],
  },
  {
    title: 'Billing',
    icon: 'fa-money',
    uri: null,
    children: [
      {
        title: 'Invoices',
        icon: 'fa-file-text-o',
        uri: 'ext-cbs-invoice/invoice',
        permission: 'cbs.invoice',
      },
      {
        title: 'User payment methods',
        icon: 'fa-credit-card',
        uri: 'ext-cbs-user-management/user_payment_method',
        permission: 'cbs.user-management',
      },
      {
        title: 'Accounting',
        icon: 'fa-book',
        uri: null,
        permission: 'cbs.accounting',
        children: [
          {
            title: 'General ledger accounts',
            icon: 'fa-columns',
            uri: 'ext-cbs-accounting/general_ledger_account',
          },
          { title: 'Accounts', icon: 'fa-bank', uri: 'ext-cbs-accounting/account' },
          {
            title: 'Accounting transactions',
            icon: 'fa-exchange',
            uri: 'ext-cbs-accounting/accounting_transaction',
          },
        ],
      },
      {
        title: 'Commission',
        icon: 'fa-percent',
        uri: null,
        permission: 'cbs.commission',
        children: [
          {
            title: 'Commission plans',
            icon: 'fa-clipboard',
            uri: 'ext-cbs-commission/commission_plan',
          },
          {
            title: 'Condition names',
            icon: 'fa-tags',
            uri: 'ext-cbs-commission/commission_condition_name',
          },
          {
            title: 'Commission configs',
            icon: 'fa-sliders',
            uri: 'ext-cbs-commission/commission_config',
          },
          {
            title: 'Deferred commissions',
            icon: 'fa-hourglass-half',
            uri: 'ext-cbs-commission/commission_deferred',
          },
          { title: 'Commission logs', icon: 'fa-list', uri: 'ext-cbs-commission/commission_log' },
          { title: 'Sales logs', icon: 'fa-line-chart', uri: 'ext-cbs-commission/sales_log' },
        ],
      },
      {
        title: 'Payment',
        icon: 'fa-cc-visa',
        uri: null,
        permission: 'cbs.payment',
        children: [
          { title: 'Gateways', icon: 'fa-plug', uri: 'ext-cbs-payment/gateway' },
          {
            title: 'Merchant gateways',
            icon: 'fa-briefcase',
            uri: 'ext-cbs-payment/merchant_gateway',
          },
          {
            title: 'Payment transactions',
            icon: 'fa-money',
            uri: 'ext-cbs-payment/payment_transaction',
          },
          {
            title: 'Payment transaction events',
            icon: 'fa-bolt',
            uri: 'ext-cbs-payment/payment_transaction_event',
          },
        ],
      },
      {
        title: 'Product',
        icon: 'fa-shopping-bag',
        uri: null,
        permission: 'cbs.product',
        children: [
          {
            title: 'Product categories',
            icon: 'fa-folder-open',
            uri: 'ext-cbs-product/product_category',
          },
          { title: 'Products', icon: 'fa-cube', uri: 'ext-cbs-product/product' },
        ],
      },
      {
        title: 'Product rating',
        icon: 'fa-star-half-o',
        uri: null,
        permission: 'cbs.product-rating',
        children: [
          { title: 'Rating types', icon: 'fa-star', uri: 'ext-cbs-product-rating/rating_type' },
          {
            title: 'Condition names',
            icon: 'fa-tag',
            uri: 'ext-cbs-product-rating/rating_condition_name',
          },
          {
            title: 'Rating plans',
            icon: 'fa-calculator',
            uri: 'ext-cbs-product-rating/rating_plan',
          },
          { title: 'Rating configs', icon: 'fa-cog', uri: 'ext-cbs-product-rating/rating_config' },
        ],
      },
      {
        title: 'Subscription',
        icon: 'fa-refresh',
        uri: null,
        permission: 'cbs.subscription',
        children: [
          {
            title: 'Subscription plans',
            icon: 'fa-calendar',
            uri: 'ext-cbs-subscription/subscription_plan',
          },
          { title: 'Subscriptions', icon: 'fa-rss', uri: 'ext-cbs-subscription/subscription' },
          { title: 'Usage records', icon: 'fa-tachometer', uri: 'ext-cbs-subscription/usage' },
        ],
      },
    ],
  },
];

/** Writes the seeded menu into an empty menu table (an existing menu is never touched). */
export async function seedMenu(db: Kysely<Database>, now: string): Promise<void> {
  const existing = await db.selectFrom('admin_menu').select('id').executeTakeFirst();
  if (existing !== undefined) return;
  const roles = await db.selectFrom('admin_roles').select(['id', 'slug']).execute();
  const roleIds = new Map(roles.map((role) => [role.slug, role.id]));

  const insert = async (entries: readonly MenuSeed[], parentId: number) => {
    for (const [index, entry] of entries.entries()) {
      const row = await db
        .insertInto('admin_menu')
        .values({
          parent_id: parentId,
          order: index + 1,
          title: entry.title,
          icon: entry.icon,
          uri: entry.uri,
          permission: entry.permission ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const grants = (entry.roles ?? []).flatMap((slug) => {
        const roleId = roleIds.get(slug);
        return roleId === undefined ? [] : [{ role_id: roleId, menu_id: row.id }];
      });
      if (grants.length > 0) await db.insertInto('admin_role_menu').values(grants).execute();
      await insert(entry.children ?? [], row.id);
    }
  };
  await insert(menuSeeds, 0);
}
