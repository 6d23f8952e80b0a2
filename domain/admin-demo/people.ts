import type { Schema } from '../schema';
import type { Seeded } from './seeded';

type Method = Schema<'Permission'>['http_method'][number];

/**
 * [name, slug, methods, paths], ids in order from 1. The paths are the server's API paths; the
 * billing areas' slugs read them only (writing is invoices' and payments').
 */
const permissionSeeds: [string, string, Method[], string][] = [
  ['All permission', 'all', [], '*'],
  ['Dashboard', 'dashboard', ['GET'], '/'],
  ['Login', 'auth.login', [], '/auth/login\n/auth/logout'],
  ['User setting', 'auth.setting', ['GET', 'PUT'], '/auth/setting\n/auth/change-password'],
  [
    'Auth management',
    'auth.management',
    [],
    '/admin-users*\n/admin-roles*\n/admin-permissions*\n/admin-menu*\n/update-menu-order',
  ],
  ['Operation log', 'auth.logs', ['GET'], '/auth/logs\n/auth/logs/*'],
  ['Notifications', 'auth.notifications', [], '/auth/notifications\n/auth/notifications/*'],
  ['Organization management', 'ext.organizations', [], '/organizations\n/organizations/*'],
  ['Department management', 'ext.departments', [], '/departments\n/departments/*'],
  ['Service management', 'ext.services', [], '/services\n/services/*'],
  ['Database connections', 'ext.database-connections', [], '/database-connections*'],
  ['Route lists', 'custom-permissions.routes', [], '/route-lists*\n/all-route-lists'],
  ['Custom permissions', 'custom-permissions.index', [], '/custom-permissions*'],
  ['Invoice management', 'cbs.invoice', ['GET', 'POST', 'PUT', 'DELETE'], '/cbs/invoice/*'],
  ['Payment management', 'cbs.payment', ['GET', 'POST', 'PUT'], '/cbs/payment/*'],
  // Reading a billing area: the slugs its menu entries are bound to (menu.ts).
  ['Accounting (view)', 'cbs.accounting', ['GET'], '/cbs/accounting/*'],
  ['Commission (view)', 'cbs.commission', ['GET'], '/cbs/commission/*'],
  ['Products (view)', 'cbs.product', ['GET'], '/cbs/product/*'],
  ['Product rating (view)', 'cbs.product-rating', ['GET'], '/cbs/product-rating/*'],
  ['Subscriptions (view)', 'cbs.subscription', ['GET'], '/cbs/subscription/*'],
  ['User payment methods (view)', 'cbs.user-management', ['GET'], '/cbs/user-management/*'],
  ['Report builder', 'ext.report-builder', [], '/ext-report-builder/*'],
  ['Report viewer', 'ext.report-viewer', ['GET'], '/ext-report-builder/query-reports*'],
  ['API gateway', 'cbs.api-gateway', [], '/ext-cbs-api-gateway/*'],
  // Reading invoices and payments, which the other areas' records name.
  ['Invoices (view)', 'cbs.invoice.view', ['GET'], '/cbs/invoice/*'],
  ['Payment refunds', 'cbs.payment.refund', ['POST'], '/cbs/payment/payment-transaction/*/refund'],
  ['Payments (view)', 'cbs.payment.view', ['GET'], '/cbs/payment/*'],
];

/** The admin permissions (laravel-admin's). */
export const seedPermissions = (): Seeded<Schema<'Permission'>>[] =>
  permissionSeeds.map(([name, slug, methods, path], index) => {
    const stamp = `2024-01-${String(10 + Math.floor(index / 4)).padStart(2, '0')}T0${index % 8}:00:00Z`;
    return {
      id: index + 1,
      name,
      slug,
      http_method: methods,
      http_path: path,
      created_at: stamp,
      updated_at: stamp,
    };
  });

/** A permission's reference as embedded in roles and users. */
export function permissionSummary(permission: Schema<'Permission'>): Schema<'PermissionSummary'> {
  return { id: permission.id, name: permission.name, slug: permission.slug };
}

/** Every billing area, read only. */
const billingReader = [
  'dashboard',
  'cbs.invoice.view',
  'cbs.payment.view',
  'cbs.accounting',
  'cbs.commission',
  'cbs.product',
  'cbs.product-rating',
  'cbs.subscription',
  'cbs.user-management',
];

/**
 * [name, slug, permission slugs], ids in order from 1: each role can do what its name says, and
 * no more (the sidebar and the server's tests walk them). The administrator stands above every
 * rule; its 'All permission' only names that.
 */
const roleSeeds: [string, string, string[]][] = [
  ['Administrator', 'administrator', ['all']],
  // Invoices and payments, reading the accounts (customers) and subscriptions they name.
  [
    'Billing Officer',
    'billing-officer',
    ['dashboard', 'cbs.invoice', 'cbs.payment', 'cbs.accounting', 'cbs.subscription'],
  ],
  ['Customer Care', 'customer-care', ['dashboard', 'ext.departments']],
  // Reconciles what was billed, charged and booked: reads only.
  [
    'Revenue Assurance',
    'revenue-assurance',
    ['dashboard', 'cbs.invoice.view', 'cbs.payment.view', 'cbs.accounting', 'cbs.subscription'],
  ],
  [
    'Finance Manager',
    'finance-manager',
    ['dashboard', 'cbs.invoice', 'cbs.payment', 'cbs.accounting', 'cbs.commission'],
  ],
  // Roles whose screens name customer accounts (subscriptions, commissions) read them too.
  [
    'Product Manager',
    'product-manager',
    [
      'dashboard',
      'ext.services',
      'cbs.product',
      'cbs.product-rating',
      'cbs.subscription',
      'cbs.accounting',
    ],
  ],
  ['Network Operations', 'network-operations', ['dashboard', 'cbs.api-gateway']],
  [
    'Sales Executive',
    'sales-executive',
    ['dashboard', 'cbs.commission', 'cbs.subscription', 'cbs.accounting'],
  ],
  ['Auditor', 'auditor', ['dashboard', 'auth.logs']],
  [
    'Partner Manager',
    'partner-manager',
    ['dashboard', 'ext.organizations', 'cbs.commission', 'cbs.api-gateway', 'cbs.accounting'],
  ],
  ['Billing Viewer', 'billing-viewer', billingReader],
  ['Content Manager', 'content-manager', ['dashboard', 'ext.services', 'cbs.product']],
  [
    'Marketing Executive',
    'marketing-executive',
    ['dashboard', 'cbs.product', 'cbs.subscription', 'cbs.accounting'],
  ],
  ['API Integrator', 'api-integrator', ['dashboard', 'cbs.api-gateway']],
];

/** The admin roles with their permissions. */
export function seedRoles(permissions: Schema<'Permission'>[]): Schema<'Role'>[] {
  return roleSeeds.map(([name, slug, granted], index) => ({
    id: index + 1,
    name,
    slug,
    permissions: permissions
      .filter((permission) => granted.includes(permission.slug))
      .map(permissionSummary),
    created_at: `2024-01-10T0${index % 10}:00:00Z`,
    updated_at: `2024-06-${String(1 + index).padStart(2, '0')}T05:12:00Z`,
  }));
}

/** A role's reference as embedded in users, profiles and menu entries. */
export function roleSummary(role: Schema<'Role'>): Schema<'RoleSummary'> {
  return { id: role.id, name: role.name, slug: role.slug };
}

/** A seeded user's e-mail address (the administrator's is named after its owner). */
const emailOf = (username: string) =>
  `${username === 'admin' ? 'aisyah.rahman' : username}@telco-kit.my`;

/**
 * [username, name, role id, mobile], ids in order from 1. User 1 is the administrator every
 * install has (`admin`, password `admin123`); the others have no password anyone knows on the
 * server (a password reset by SMS or e-mail gives them one).
 */
const userSeeds: [string, string, number, string][] = [
  ['admin', 'Aisyah Rahman', 1, '60123456789'],
  ['hafiz.ismail', 'Muhammad Hafiz bin Ismail', 1, '60132214587'],
  ['tan.weiming', 'Tan Wei Ming', 2, '60163320981'],
  ['priya.subra', 'Priya a/p Subramaniam', 3, '60174412093'],
  ['lim.meiling', 'Lim Mei Ling', 4, '60125583140'],
  ['siti.nurhaliza', 'Siti Nurhaliza binti Ahmad', 3, '60196671254'],
  ['nurul.aisyah', 'Nurul Aisyah', 2, '60182217786'],
  ['raj.ganesan', 'Raj Kumar a/l Ganesan', 7, '60113398265'],
  ['wong.kahwai', 'Wong Kah Wai', 5, '60147729301'],
  ['farah.nadia', 'Farah Nadia binti Zainal', 6, '60128846512'],
  ['ahmad.faizal', 'Ahmad Faizal bin Hassan', 4, '60169953120'],
  ['nurul.huda', 'Nurul Huda Rahman', 3, '60172208841'],
  ['chong.jiahui', 'Chong Jia Hui', 8, '60133317462'],
  ['kavitha.raman', 'Kavitha a/p Raman', 9, '60194426613'],
  ['amirul.hakim', 'Amirul Hakim bin Rosli', 10, '60115535740'],
  ['lee.cheekeong', 'Lee Chee Keong', 11, '60126644871'],
  ['azlan.yusof', 'Azlan Shah bin Yusof', 2, '60137753902'],
  ['rizal.hamzah', 'Mohd Rizal bin Hamzah', 7, '60148862033'],
  ['ng.siewlan', 'Ng Siew Lan', 12, '60159971164'],
  ['zulkifli.osman', 'Zulkifli bin Osman', 5, '60161180295'],
  ['deepa.krishnan', 'Deepa a/p Krishnan', 13, '60172291326'],
  ['hafizah.karim', 'Hafizah binti Karim', 3, '60183302457'],
  ['goh.boonhuat', 'Goh Boon Huat', 14, '60194413588'],
  ['syafiq.danial', 'Syafiq Danial bin Roslan', 2, '60115524619'],
  ['jessica.tan', 'Jessica Tan Hui Min', 6, '60126635740'],
  ['iskandar.z', 'Iskandar Zulkarnain', 11, '60137746871'],
  ['rahimah.said', 'Rahimah binti Said', 9, '60148857902'],
];

/** Where the administrator (user 1) works: the organization and department of its profile. */
export const demoAdministratorPlacement = { organization_id: 1, department_id: 1 };

/** The demo users who also hold a permission of their own, beside their role's. */
const ownPermission = { slug: 'ext.report-viewer', everyNth: 6, from: 4 };

/** The admin users with their roles; user 1 is the administrator. */
export function seedAdminUsers(
  roles: Schema<'Role'>[],
  permissions: Schema<'Permission'>[],
): Seeded<Omit<Schema<'AdminUser'>, 'organization_id' | 'department_id' | 'locked_until'>>[] {
  return userSeeds.map(([username, name, roleId, mobile], index) => {
    const role = roles.find((candidate) => candidate.id === roleId);
    const extra =
      index % ownPermission.everyNth === ownPermission.from
        ? permissions.filter((permission) => permission.slug === ownPermission.slug)
        : [];
    return {
      id: index + 1,
      username,
      name,
      avatar:
        index % 3 === 1 ? `https://console.telco-kit.my/storage/avatars/${username}.png` : null,
      email: emailOf(username),
      mobile,
      roles: role === undefined ? [] : [roleSummary(role)],
      permissions: extra.map(permissionSummary),
      created_at:
        index === 0
          ? '2024-03-01T09:00:00Z'
          : `2024-${String(3 + Math.floor(index / 3)).padStart(2, '0')}-${String(2 + ((index * 7) % 26)).padStart(2, '0')}T01:30:00Z`,
      updated_at: `2025-0${1 + (index % 5)}-${String(3 + ((index * 5) % 25)).padStart(2, '0')}T10:05:00Z`,
    };
  });
}
