import type { Schema } from '../schema';
import type { Seeded } from './seeded';

const routeSeeds: [string, string, string, string][] = [
  ['cbs.invoice', '/cbs/invoice/invoice', 'Cbs\\InvoiceController', 'Cbs\\Invoice'],
  [
    'cbs.payment-transaction',
    '/cbs/payment/payment-transaction',
    'Cbs\\PaymentTransactionController',
    'Cbs\\PaymentTransaction',
  ],
  ['cbs.gateway', '/cbs/payment/gateway', 'Cbs\\GatewayController', 'Cbs\\Gateway'],
  [
    'cbs.merchant-gateway',
    '/cbs/payment/merchant-gateway',
    'Cbs\\MerchantGatewayController',
    'Cbs\\MerchantGateway',
  ],
  ['cbs.product', '/cbs/product/products', 'Cbs\\ProductController', 'Cbs\\Product'],
  [
    'cbs.product-category',
    '/cbs/product/product-category',
    'Cbs\\ProductCategoryController',
    'Cbs\\ProductCategory',
  ],
  [
    'cbs.subscription',
    '/cbs/subscription/subscription',
    'Cbs\\SubscriptionController',
    'Cbs\\Subscription',
  ],
  [
    'cbs.subscription-plan',
    '/cbs/subscription/subscription-plan',
    'Cbs\\SubscriptionPlanController',
    'Cbs\\SubscriptionPlan',
  ],
  [
    'cbs.commission-plan',
    '/cbs/commission/commission-plan',
    'Cbs\\CommissionPlanController',
    'Cbs\\CommissionPlan',
  ],
  [
    'cbs.commission-config',
    '/cbs/commission/commission-config',
    'Cbs\\CommissionConfigController',
    'Cbs\\CommissionConfig',
  ],
  ['cbs.account', '/cbs/accounting/account', 'Cbs\\AccountController', 'Cbs\\Account'],
  [
    'cbs.general-ledger-account',
    '/cbs/accounting/general-ledger-account',
    'Cbs\\GeneralLedgerAccountController',
    'Cbs\\GeneralLedgerAccount',
  ],
  [
    'cbs.rating-plan',
    '/cbs/product-rating/rating-plan',
    'Cbs\\RatingPlanController',
    'Cbs\\RatingPlan',
  ],
  [
    'cbs.user-payment',
    '/cbs/user-management/user-payment',
    'Cbs\\UserPaymentMethodController',
    'Cbs\\UserPaymentMethod',
  ],
  ['admin.departments', '/departments', 'Dotlines\\DepartmentController', 'Department'],
  ['admin.organizations', '/organizations', 'Dotlines\\OrganizationController', 'Organization'],
  ['admin.services', '/services', 'Dotlines\\ServiceController', 'Service'],
  [
    'admin.database-connections',
    '/database-connections',
    'Dotlines\\DatabaseConnectionController',
    'DatabaseConnection',
  ],
  [
    'report-builder.query-reports',
    '/ext-report-builder/query-reports',
    'ReportBuilder\\QueryReportController',
    'ReportBuilder\\Report',
  ],
  [
    'api-gateway.applications',
    '/ext-cbs-api-gateway/applications',
    'ApiGateway\\ApplicationController',
    'ApiGateway\\Application',
  ],
  ['api-gateway.apis', '/ext-cbs-api-gateway/apis', 'ApiGateway\\ApiController', 'ApiGateway\\Api'],
];

/** Registered routes that custom permissions can guard: index and store of each resource. */
export function seedRouteLists(): Seeded<Schema<'RouteList'>>[] {
  const rows: Seeded<Schema<'RouteList'>>[] = [];
  routeSeeds.forEach(([name, path, controller, model], index) => {
    for (const [suffix, method] of [
      ['index', 'GET'],
      ['store', 'POST'],
    ] as const) {
      if (suffix === 'store' && index % 3 !== 0) continue;
      const stamp = `2024-03-05T${String(2 + (rows.length % 20)).padStart(2, '0')}:00:00Z`;
      rows.push({
        id: rows.length + 1,
        route_name: `${name}.${suffix}`,
        path_url: path,
        route_controller: `App\\Admin\\Controllers\\${controller}`,
        route_model: `App\\Models\\${model}`,
        http_method: method,
        status: rows.length % 13 === 12 ? 0 : 1,
        created_at: stamp,
        updated_at: stamp,
      });
    }
  });
  return rows;
}

/** A route's reference as embedded in custom permissions. */
export function routeOption(
  routes: Schema<'RouteList'>[],
  id: number,
): Schema<'LookupOption'> | undefined {
  const route = routes.find((candidate) => candidate.id === id);
  return route === undefined ? undefined : { id: route.id, name: route.route_name };
}

const customPermissionSeeds: [string, string, string][] = [
  ['Invoice maker-checker', 'cbs.invoice.index', 'cbs_invoices'],
  ['Refund approval', 'cbs.payment-transaction.index', 'cbs_payment_transactions'],
  ['Gateway configuration', 'cbs.gateway.index', 'cbs_gateways'],
  ['Own organization products', 'cbs.product.index', 'cbs_products'],
  ['Product category editors', 'cbs.product-category.index', 'cbs_product_categories'],
  ['Subscription care actions', 'cbs.subscription.index', 'cbs_subscriptions'],
  ['Plan pricing approval', 'cbs.subscription-plan.index', 'cbs_subscription_plans'],
  ['Commission plan owners', 'cbs.commission-plan.index', 'cbs_commission_plans'],
  ['Ledger account controls', 'cbs.general-ledger-account.index', 'cbs_general_ledger_accounts'],
  ['Rating plan editors', 'cbs.rating-plan.index', 'cbs_rating_plans'],
  ['Payment method removal', 'cbs.user-payment.index', 'cbs_user_payment_methods'],
  ['Department self-service', 'admin.departments.index', 'departments'],
  ['Service owners', 'admin.services.index', 'services'],
  ['Report ownership', 'report-builder.query-reports.index', 'report_builder_reports'],
];

/** Custom permissions attached to routes. */
export function seedCustomPermissions(routes: Schema<'RouteList'>[]): Schema<'CustomPermission'>[] {
  return customPermissionSeeds.map(([name, routeName, table], index) => {
    const route = routes.find((candidate) => candidate.route_name === routeName) ?? routes[0];
    const routeId = route?.id ?? 1;
    return {
      id: index + 1,
      name,
      route_list_id: routeId,
      route: routeOption(routes, routeId),
      table_name: table,
      status: index === 12 ? 0 : 1,
      created_at: `2024-03-06T0${index % 10}:00:00Z`,
      updated_at: `2024-0${3 + (index % 6)}-06T02:00:00Z`,
    };
  });
}

type Rule = Schema<'PermissionConditionRule'>;
type Name = Schema<'CustomPermissionDetail'>['permission_names'][number];

const rule = (
  field: string,
  op: Rule['condition_op'],
  value: string,
  joining: Rule['joining_rules'],
  edit: { custom?: string; table?: string } = {},
): Rule => ({
  condition_field: field,
  condition_op: op,
  condition_value: value,
  joining_rules: joining,
  edit_custom_condition_field: edit.custom ?? null,
  delete_custom_condition_field: null,
  edit_condition_table_field: edit.table ?? null,
  delete_condition_table_field: null,
});

const detailSeeds: [number, number, Name[], Rule[]][] = [
  // Fields an invoice has: every invoice but a void one is made, opened and changed.
  [1, 2, ['List', 'View', 'Create', 'Edit'], [rule('status', '!=', 'void', 'NA')]],
  // Finance sees every invoice and payment the billing screens link to: a rule that hid some
  // would refuse the links other screens show.
  [1, 5, ['List', 'View', 'Edit', 'Delete'], []],
  [1, 3, ['List', 'View'], [rule('role_id', '=', '3', 'NA')]],
  [2, 5, ['List', 'View', 'Create', 'Edit'], []],
  [2, 4, ['List', 'View'], [rule('status', 'in', 'success,refunded', 'NA')]],
  [3, 1, ['List', 'View', 'Create', 'Edit', 'Delete'], [rule('role_id', '=', '1', 'NA')]],
  [
    4,
    6,
    ['List', 'View', 'Create', 'Edit'],
    [
      rule('organization_id', '=', '1', 'NA', { table: 'organization_id' }),
      rule('organization_id', '=', '2', 'OR', { table: 'organization_id' }),
    ],
  ],
  [5, 6, ['List', 'View', 'Create'], [rule('name', 'like', 'Prepaid', 'NA')]],
  [
    6,
    3,
    ['List', 'View', 'Edit'],
    [rule('status', '!=', 'cancelled', 'NA', { custom: 'updated_by' })],
  ],
  [
    7,
    5,
    ['List', 'View', 'Edit'],
    [rule('price', '>=', '0', 'NA'), rule('role_id', 'in', '1,5', 'AND')],
  ],
  [
    8,
    10,
    ['List', 'View', 'Create', 'Edit'],
    [rule('organization_id', 'in', '4,5,8', 'NA', { table: 'organization_id' })],
  ],
  [
    9,
    5,
    ['List', 'View', 'Create', 'Edit', 'Delete'],
    [rule('account_type', 'in', 'asset,liability', 'NA')],
  ],
  [10, 6, ['List', 'View', 'Edit'], [rule('status', '=', 'active', 'NA')]],
  [11, 3, ['List', 'View', 'Delete'], [rule('is_default', '=', '0', 'NA')]],
  [
    12,
    2,
    ['List', 'View', 'Edit'],
    [rule('organization_id', '=', '1', 'NA', { custom: 'created_by', table: 'organization_id' })],
  ],
  [14, 11, ['List', 'View'], [rule('created_by', '=', 'auto_user_id', 'NA')]],
  // Customer Care manages departments (its role's permission): the active ones.
  [12, 3, ['List', 'View', 'Create', 'Edit'], [rule('status', '=', '1', 'NA')]],
];

/**
 * The rules of each custom permission per role. A guarded route lets a role without rules list
 * and view only: every role that writes on a guarded route (its permissions say so) has rules
 * here, on fields the records have.
 */
export function seedCustomPermissionDetails(
  customPermissions: Schema<'CustomPermission'>[],
  roles: Schema<'Role'>[],
): Schema<'CustomPermissionDetail'>[] {
  return detailSeeds.map(([customPermissionId, roleId, names, conditions], index) => {
    const customPermission = customPermissions.find((row) => row.id === customPermissionId);
    const role = roles.find((row) => row.id === roleId);
    return {
      id: index + 1,
      custom_permission_id: customPermissionId,
      custom_permission:
        customPermission === undefined
          ? undefined
          : { id: customPermission.id, name: customPermission.name },
      role_id: roleId,
      role: role === undefined ? undefined : { id: role.id, name: role.name },
      permission_names: names,
      conditions,
      list_refid: '&&',
      edit_id: '&&',
      edit_refid: index % 4 === 0 ? '||' : '&&',
      delete_id: '&&',
      delete_refid: '&&',
      created_at: `2024-03-06T02:${String(10 + index).padStart(2, '0')}:00Z`,
      updated_at: `2024-08-${String(1 + index).padStart(2, '0')}T09:40:00Z`,
    };
  });
}
