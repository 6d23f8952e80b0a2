import type { Kysely } from 'kysely';
import type { Database } from '../schema';

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
      {
        title: 'Database Connections',
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
    children: [
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
        title: 'Payment',
        icon: 'fa-credit-card',
        uri: null,
        permission: 'cbs.payment',
        children: [
          { title: 'Gateways', icon: 'fa-random', uri: 'ext-cbs-payment/gateway' },
          {
            title: 'Payment transactions',
            icon: 'fa-exchange',
            uri: 'ext-cbs-payment/payment_transaction',
          },
        ],
      },
      {
        title: 'Products',
        icon: 'fa-shopping-bag',
        uri: 'ext-cbs-product/product',
        permission: 'cbs.product',
      },
      {
        title: 'Subscriptions',
        icon: 'fa-refresh',
        uri: 'ext-cbs-subscription/subscription',
        permission: 'cbs.subscription',
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
