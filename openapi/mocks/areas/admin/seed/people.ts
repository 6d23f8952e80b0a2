import type { Schema } from '../../../../schema';

type Method = Schema<'Permission'>['http_method'][number];

const permissionSeeds: [string, string, Method[], string][] = [
  ['All permission', 'all', [], '*'],
  ['Dashboard', 'dashboard', ['GET'], '/'],
  ['Login', 'auth.login', [], '/auth/login\n/auth/logout'],
  ['User setting', 'auth.setting', ['GET', 'PUT'], '/auth/setting\n/auth/change-password'],
  ['Auth management', 'auth.management', [], '/auth/roles\n/auth/permissions\n/auth/menu'],
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
  ['Accounting', 'cbs.accounting', ['GET', 'POST', 'PUT'], '/cbs/accounting/*'],
  ['Commission', 'cbs.commission', ['GET', 'POST', 'PUT'], '/cbs/commission/*'],
  ['Product catalogue', 'cbs.product', [], '/cbs/product/*'],
  ['Product rating', 'cbs.product-rating', ['GET', 'POST', 'PUT'], '/cbs/product-rating/*'],
  ['Subscription management', 'cbs.subscription', ['GET', 'POST', 'PUT'], '/cbs/subscription/*'],
  ['User payment methods', 'cbs.user-management', [], '/cbs/user-management/*'],
  ['Report builder', 'ext.report-builder', [], '/ext-report-builder/*'],
  ['Report viewer', 'ext.report-viewer', ['GET'], '/ext-report-builder/query-reports*'],
  ['API gateway', 'cbs.api-gateway', [], '/ext-cbs-api-gateway/*'],
  [
    'Invoice read-only',
    'cbs.invoice.view',
    ['GET'],
    '/cbs/invoice/invoice\n/cbs/invoice/invoice/*',
  ],
  ['Payment refunds', 'cbs.payment.refund', ['POST'], '/cbs/payment/payment-transaction/*/refund'],
];

/** laravel-admin permissions. */
export const seedPermissions = (): Schema<'Permission'>[] =>
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

const roleSeeds: [string, string, number[]][] = [
  ['Administrator', 'administrator', [1]],
  ['Billing Officer', 'billing-officer', [2, 3, 4, 7, 14, 15, 20]],
  ['Customer Care', 'customer-care', [2, 3, 4, 7, 25, 20]],
  ['Revenue Assurance', 'revenue-assurance', [2, 3, 4, 14, 15, 16, 22, 23]],
  ['Finance Manager', 'finance-manager', [2, 3, 4, 14, 15, 16, 17, 26]],
  ['Product Manager', 'product-manager', [2, 3, 4, 10, 18, 19, 20]],
  ['Network Operations', 'network-operations', [2, 3, 4, 11, 24]],
  ['Sales Executive', 'sales-executive', [2, 3, 4, 17, 20]],
  ['Internal Auditor', 'internal-auditor', [2, 3, 4, 6, 23, 25]],
  ['Partner Manager', 'partner-manager', [2, 3, 4, 8, 17, 24]],
  ['Report Viewer', 'report-viewer', [2, 3, 4, 23]],
  ['Content Manager', 'content-manager', [2, 3, 4, 10, 18]],
  ['Marketing Executive', 'marketing-executive', [2, 3, 4, 18, 23]],
  ['API Integrator', 'api-integrator', [2, 3, 4, 24]],
];

/** laravel-admin roles with their permissions. */
export function seedRoles(permissions: Schema<'Permission'>[]): Schema<'Role'>[] {
  return roleSeeds.map(([name, slug, permissionIds], index) => ({
    id: index + 1,
    name,
    slug,
    permissions: permissions
      .filter((permission) => permissionIds.includes(permission.id))
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

/** laravel-admin users; user 1 is the signed-in administrator of the seed profile. */
export function seedAdminUsers(
  roles: Schema<'Role'>[],
  permissions: Schema<'Permission'>[],
): Schema<'AdminUser'>[] {
  return userSeeds.map(([username, name, roleId, mobile], index) => {
    const role = roles.find((candidate) => candidate.id === roleId);
    const extra = index % 6 === 4 ? permissions.filter((permission) => permission.id === 23) : [];
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

/** What the mock knows about a user's sign-in: never part of an answer. */
export interface Credential {
  userId: number;
  /** Passwords that sign the user in. */
  passwords: string[];
  mobile: string;
  email: string;
}

/**
 * Sign-in credentials: 'admin' signs in with 'admin123', every other seeded user with
 * 'secret123'. The contract's example password ('S3cure!Pass2025') also signs 'admin' in,
 * so that the documented example request succeeds.
 */
export function seedCredentials(): Credential[] {
  return userSeeds.map(([username, , , mobile], index) => ({
    userId: index + 1,
    passwords: index === 0 ? ['admin123', 'S3cure!Pass2025'] : ['secret123'],
    mobile,
    email: emailOf(username),
  }));
}
