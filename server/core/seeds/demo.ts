import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { base64url } from '../encoding';
import { newAppKey, newAppSecret } from '../resources/definitions';
import type { Services } from '../services';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';

const permissionSeeds: [string, string, Method[], string][] = [
  ['Dashboard', 'dashboard', ['GET'], '/'],
  [
    'Auth management',
    'auth.management',
    [],
    '/admin-users*\n/admin-roles*\n/admin-permissions*\n/admin-menu*\n/update-menu-order',
  ],
  ['Operation log', 'auth.logs', ['GET'], '/auth/logs\n/auth/logs/*'],
  ['Organization management', 'ext.organizations', [], '/organizations\n/organizations/*'],
  ['Department management', 'ext.departments', [], '/departments\n/departments/*'],
  ['Custom permissions', 'custom-permissions.index', [], '/custom-permissions*'],
  ['Invoice management', 'cbs.invoice', ['GET', 'POST', 'PUT', 'DELETE'], '/cbs/invoice/*'],
  ['Payment management', 'cbs.payment', ['GET', 'POST', 'PUT'], '/cbs/payment/*'],
  ['API gateway', 'cbs.api-gateway', [], '/ext-cbs-api-gateway/*'],
];

/** [name, slug, permission slugs] */
const roleSeeds: [string, string, string[]][] = [
  ['Billing Officer', 'billing-officer', ['dashboard', 'cbs.invoice', 'cbs.payment']],
  ['Customer Care', 'customer-care', ['dashboard', 'ext.departments']],
  ['Auditor', 'auditor', ['dashboard', 'auth.logs']],
];

/** [username, name, role slug, mobile number] (their e-mail is username@telco-kit.my) */
const userSeeds: [string, string, string, string][] = [
  ['nurul.aisyah', 'Nurul Aisyah', 'billing-officer', '60123456781'],
  ['ahmad.faizal', 'Ahmad Faizal', 'customer-care', '60123456782'],
  ['siti.rahman', 'Siti Rahman', 'auditor', '60123456783'],
];

const routeSeeds: [string, string, string, string, Method][] = [
  ['cbs.invoice.index', '/cbs/invoice/invoice', 'Cbs\\InvoiceController', 'Cbs\\Invoice', 'GET'],
  [
    'cbs.payment-transaction.index',
    '/cbs/payment/payment-transaction',
    'Cbs\\PaymentTransactionController',
    'Cbs\\PaymentTransaction',
    'GET',
  ],
  [
    'admin.departments.index',
    '/departments',
    'Dotlines\\DepartmentController',
    'Department',
    'GET',
  ],
  [
    'admin.departments.store',
    '/departments',
    'Dotlines\\DepartmentController',
    'Department',
    'POST',
  ],
];

/**
 * A few rows of every admin resource, so a fresh console has something to show. Demo users get
 * random passwords nobody knows: they cannot sign in until an administrator sets one.
 */
export async function seedDemoData({ db, ports }: Services, now: string): Promise<void> {
  const stamps = { created_at: now, updated_at: now };
  // Rows are checked per table by `Insertable`; the insert goes through an untyped view, since
  // Kysely cannot type a builder over a table chosen by a type parameter.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  /** Inserts rows one by one (so ids come back in order) and returns their ids. */
  const ids = async <Table extends keyof Database>(
    table: Table,
    rows: Insertable<Database[Table]>[],
  ): Promise<number[]> => {
    const inserted: number[] = [];
    for (const row of rows) {
      const { id } = await loose
        .insertInto(table)
        .values(row as Record<string, unknown>)
        .returning('id')
        .executeTakeFirstOrThrow();
      inserted.push(Number(id));
    }
    return inserted;
  };

  const [digi = 0, umobile = 0] = await ids('organizations', [
    {
      name: 'Digi Telecommunications Sdn Bhd',
      short_code: 'DIGI',
      mobile_no: '60163880016',
      email: 'partners@digi.com.my',
      address: 'Lot 10, Jalan Delima 1/1, Subang Hi-Tech Industrial Park, Shah Alam',
      status: 1,
      ...stamps,
    },
    {
      name: 'U Mobile Sdn Bhd',
      short_code: 'UMOBILE',
      mobile_no: '60183881888',
      email: 'enterprise@u.com.my',
      address: 'Menara UOA Bangsar, Kuala Lumpur',
      status: 1,
      ...stamps,
    },
    {
      name: 'Bangla Barta Media',
      short_code: 'BBM',
      mobile_no: '60123456789',
      email: null,
      address: null,
      status: 1,
      ...stamps,
    },
  ]);
  const [revenue = 0] = await ids('departments', [
    {
      name: 'Revenue Assurance',
      organization_id: digi,
      description: 'Billing reconciliation and fraud checks',
      status: 1,
      ...stamps,
    },
    { name: 'Customer Care', organization_id: umobile, description: null, status: 1, ...stamps },
    {
      name: 'Network Operations',
      organization_id: digi,
      description: '24x7 network operations centre',
      status: 1,
      ...stamps,
    },
  ]);
  await ids('services', [
    {
      name: 'bangla_barta',
      display_name: 'Bangla Barta Daily News',
      organization_id: digi,
      department_id: revenue,
      service_type: 'subscription',
      price: 3,
      description: 'Daily Bangla news headlines by SMS and web, RM 3.00 per week.',
      status: 1,
      ...stamps,
    },
    {
      name: 'cricket_alerts',
      display_name: 'Cricket Score Alerts',
      organization_id: umobile,
      department_id: null,
      service_type: 'on_demand',
      price: 0.5,
      description: null,
      status: 1,
      ...stamps,
    },
  ]);

  // Seeding also runs on databases an earlier version created: never clash with existing slugs.
  const existingPermissions = await db.selectFrom('admin_permissions').select('slug').execute();
  const takenPermissions = new Set(existingPermissions.map((row) => row.slug));
  await ids(
    'admin_permissions',
    permissionSeeds
      .filter(([, slug]) => !takenPermissions.has(slug))
      .map(([name, slug, methods, path]) => ({
        name,
        slug,
        http_method: JSON.stringify(methods),
        http_path: path,
        ...stamps,
      })),
  );
  const permissions = await db.selectFrom('admin_permissions').select(['id', 'slug']).execute();
  const permissionId = new Map(permissions.map((row) => [row.slug, row.id]));

  const existingRoles = await db.selectFrom('admin_roles').select('slug').execute();
  const takenRoles = new Set(existingRoles.map((row) => row.slug));
  for (const [name, slug, granted] of roleSeeds) {
    if (takenRoles.has(slug)) continue;
    const [roleId = 0] = await ids('admin_roles', [{ name, slug, ...stamps }]);
    const grants = granted.flatMap((permission) => {
      const id = permissionId.get(permission);
      return id === undefined ? [] : [{ role_id: roleId, permission_id: id }];
    });
    if (grants.length > 0) await db.insertInto('admin_role_permissions').values(grants).execute();
  }
  const roles = await db.selectFrom('admin_roles').select(['id', 'slug']).execute();
  const roleId = new Map(roles.map((row) => [row.slug, row.id]));

  for (const [username, name, role, mobile] of userSeeds) {
    const taken = await db
      .selectFrom('admin_users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (taken !== undefined) continue;
    const [userId = 0] = await ids('admin_users', [
      {
        username,
        name,
        // Unknown to anyone: a demo user signs in after a password reset by SMS or e-mail.
        password_hash: await ports.passwords.hash(base64url(ports.random.bytes(24))),
        avatar: null,
        email: `${username}@telco-kit.my`,
        mobile,
        ...stamps,
      },
    ]);
    const id = roleId.get(role);
    if (id !== undefined) {
      await db.insertInto('admin_role_users').values({ role_id: id, user_id: userId }).execute();
    }
  }

  const [invoiceRoute = 0, refundRoute = 0] = await ids(
    'route_lists',
    routeSeeds.map(([name, path, controller, model, method]) => ({
      route_name: name,
      path_url: path,
      route_controller: `App\\Admin\\Controllers\\${controller}`,
      route_model: `App\\Models\\${model}`,
      http_method: method,
      status: 1,
      ...stamps,
    })),
  );
  const [makerChecker = 0, refundApproval = 0] = await ids('custom_permissions', [
    {
      name: 'Invoice maker-checker',
      route_list_id: invoiceRoute,
      table_name: 'cbs_invoices',
      status: 1,
      ...stamps,
    },
    {
      name: 'Refund approval',
      route_list_id: refundRoute,
      table_name: 'cbs_payment_transactions',
      status: 1,
      ...stamps,
    },
  ]);
  const billingOfficer = roleId.get('billing-officer');
  const auditor = roleId.get('auditor');
  if (billingOfficer !== undefined && auditor !== undefined) {
    await ids('custom_permission_details', [
      {
        custom_permission_id: makerChecker,
        role_id: billingOfficer,
        permission_names: JSON.stringify(['List', 'View', 'Create', 'Edit']),
        conditions: JSON.stringify([
          {
            condition_field: 'organization_id',
            condition_op: '=',
            condition_value: String(digi),
            joining_rules: 'NA',
            edit_custom_condition_field: 'created_by',
            delete_custom_condition_field: null,
            edit_condition_table_field: 'organization_id',
            delete_condition_table_field: null,
          },
          {
            condition_field: 'status',
            condition_op: 'in',
            condition_value: 'draft,issued',
            joining_rules: 'AND',
            edit_custom_condition_field: null,
            delete_custom_condition_field: null,
            edit_condition_table_field: 'status',
            delete_condition_table_field: null,
          },
        ]),
        list_refid: '&&',
        edit_id: '&&',
        edit_refid: '||',
        delete_id: '&&',
        delete_refid: '&&',
        ...stamps,
      },
      {
        custom_permission_id: refundApproval,
        role_id: auditor,
        permission_names: JSON.stringify(['List', 'View']),
        conditions: JSON.stringify([
          {
            condition_field: 'role_id',
            condition_op: '=',
            condition_value: String(auditor),
            joining_rules: 'NA',
          },
        ]),
        list_refid: '&&',
        edit_id: '&&',
        edit_refid: '&&',
        delete_id: '&&',
        delete_refid: '&&',
        ...stamps,
      },
    ]);
  }

  const [reloadApp = 0, kioskApp = 0] = await ids('api_gateway_applications', [
    {
      app_name: 'Digi Reload Partner App',
      app_key: newAppKey(ports.random),
      app_secret: newAppSecret(ports.random),
      organization_id: digi,
      callback_url: 'https://partner.reloadhub.my/callbacks/cbs',
      allowed_ips: JSON.stringify(['203.106.88.14', '175.139.12.0/24']),
      rate_limit_per_minute: 600,
      status: 'active',
      ...stamps,
    },
    {
      app_name: 'U Mobile Kiosk',
      app_key: newAppKey(ports.random),
      app_secret: newAppSecret(ports.random),
      organization_id: umobile,
      callback_url: null,
      allowed_ips: JSON.stringify(['110.159.40.22']),
      rate_limit_per_minute: 300,
      status: 'suspended',
      ...stamps,
    },
  ]);
  await ids('api_gateway_apis', [
    {
      application_id: reloadApp,
      api_name: 'Prepaid reload',
      http_method: 'POST',
      endpoint_path: '/v1/reload',
      upstream_url: 'http://10.20.4.31:8080/cbs/topup',
      timeout_ms: 8000,
      rate_limit_per_minute: 300,
      status: 'active',
      ...stamps,
    },
    {
      application_id: reloadApp,
      api_name: 'Reload status',
      http_method: 'GET',
      endpoint_path: '/v1/reload/status',
      upstream_url: 'http://10.20.4.31:8080/cbs/topup/status',
      timeout_ms: 5000,
      rate_limit_per_minute: 600,
      status: 'active',
      ...stamps,
    },
    {
      application_id: kioskApp,
      api_name: 'Balance inquiry',
      http_method: 'GET',
      endpoint_path: '/v1/balance',
      upstream_url: 'http://10.20.4.32:8080/cbs/balance',
      timeout_ms: 3000,
      rate_limit_per_minute: 120,
      status: 'inactive',
      ...stamps,
    },
  ]);
}
