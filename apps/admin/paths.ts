/** The routes of one resource: its list, create form, edit form and (when it has one) show page. */
export interface ResourcePaths {
  /** The list. */
  list: string;
  /** The create form, unless the resource is read-only. */
  create?: string;
  /** The edit form of a record, unless the resource is read-only. */
  edit?: (id: string | number) => string;
  /** The show page of a record, when the spec routes one. */
  show?: (id: string | number) => string;
}

/** laravel-admin style routes: /add, /edit/{id}, /view/{id} (admin §2.2). */
function authResource(list: string): ResourcePaths {
  return {
    list,
    create: `${list}/add`,
    edit: (id) => `${list}/edit/${String(id)}`,
    show: (id) => `${list}/view/${String(id)}`,
  };
}

/** Extension routes: /create, /{id}/show, /{id}/edit (admin §2.3). */
function extensionResource(list: string): ResourcePaths {
  return {
    list,
    create: `${list}/create`,
    edit: (id) => `${list}/${String(id)}/edit`,
    show: (id) => `${list}/${String(id)}/show`,
  };
}

/** The API gateway's routes: /create and /edit/{id}, no show page (admin §2.3). */
function gatewayResource(list: string): ResourcePaths {
  return { list, create: `${list}/create`, edit: (id) => `${list}/edit/${String(id)}` };
}

/**
 * Billing routes (admin §2.3): /add (or /create), /:id/edit and /:id/show; a read-only ledger
 * has its list and show pages only.
 */
function billingResource(list: string, create: 'add' | 'create' = 'add'): ResourcePaths {
  return {
    list,
    create: `${list}/${create}`,
    edit: (id) => `${list}/${String(id)}/edit`,
    show: (id) => `${list}/${String(id)}/show`,
  };
}

function billingLedger(list: string): ResourcePaths {
  return { list, show: (id) => `${list}/${String(id)}/show` };
}

const accounting = '/admin/ext-cbs-accounting';
const commission = '/admin/ext-cbs-commission';
const payment = '/admin/ext-cbs-payment';
const product = '/admin/ext-cbs-product';
const productRating = '/admin/ext-cbs-product-rating';
const subscription = '/admin/ext-cbs-subscription';

/** The routes of the 22 billing modules (24 resources), by resource. */
export const billingPaths = {
  generalLedgerAccounts: billingResource(`${accounting}/general_ledger_account`),
  accounts: billingResource(`${accounting}/account`, 'create'),
  accountingTransactions: billingLedger(`${accounting}/accounting_transaction`),
  commissionPlans: billingResource(`${commission}/commission_plan`),
  commissionConditionNames: billingResource(`${commission}/commission_condition_name`),
  commissionConfigs: billingResource(`${commission}/commission_config`),
  commissionDeferreds: billingResource(`${commission}/commission_deferred`),
  commissionLogs: billingLedger(`${commission}/commission_log`),
  salesLogs: billingLedger(`${commission}/sales_log`),
  gateways: billingResource(`${payment}/gateway`),
  merchantGateways: billingResource(`${payment}/merchant_gateway`),
  paymentTransactions: billingLedger(`${payment}/payment_transaction`),
  paymentTransactionEvents: billingResource(`${payment}/payment_transaction_event`),
  productCategories: billingResource(`${product}/product_category`),
  products: billingResource(`${product}/product`),
  ratingTypes: billingResource(`${productRating}/rating_type`),
  ratingConditionNames: billingResource(`${productRating}/rating_condition_name`),
  ratingPlans: billingResource(`${productRating}/rating_plan`),
  ratingConfigs: billingResource(`${productRating}/rating_config`),
  userPaymentMethods: billingResource('/admin/ext-cbs-user-management/user_payment_method'),
  subscriptionPlans: billingResource(`${subscription}/subscription_plan`),
  subscriptions: billingResource(`${subscription}/subscription`),
  usageRecords: billingResource(`${subscription}/usage`),
  invoices: billingResource('/admin/ext-cbs-invoice/invoice'),
} as const;

/** Every admin URL the app links to; features receive callbacks, never URLs. */
export const paths = {
  login: '/login',
  forgotPassword: '/admin/forgot-pass',
  resetPassword: '/admin/reset-pass',
  home: '/admin',
  /** Where the 404 page's 'Back to Home' goes (admin §2.2): the site's root. */
  siteHome: '/',
  about: '/admin/about',
  blank: '/admin/blank',
  menu: '/admin/auth/menu',
  profile: '/admin/auth/profile',
  updatePassword: '/admin/auth/update-password',
  changePassword: '/admin/auth/ext/change-password',
  logs: '/admin/auth/logs',
  notifications: '/admin/auth/notifications',
  notification: (id: string | number) => `/admin/auth/notifications/${String(id)}/show`,
  users: authResource('/admin/auth/users'),
  roles: authResource('/admin/auth/roles'),
  permissions: authResource('/admin/auth/permissions'),
  organizations: extensionResource('/admin/ext-dotlines-admin/organizations'),
  departments: extensionResource('/admin/ext-dotlines-admin/departments'),
  services: extensionResource('/admin/ext-dotlines-admin/services'),
  databaseConnections: extensionResource('/admin/ext-dotlines-admin/database-connections'),
  routeLists: extensionResource('/admin/ext-custom-permissions/routes'),
  customPermissions: extensionResource('/admin/ext-custom-permissions/index'),
  customPermissionDetails: extensionResource('/admin/ext-custom-permissions/details'),
  // The spec names the API list gw_app_info and the application list gw_api_info.
  gatewayApis: gatewayResource('/admin/ext-cbs-api-gateway/gw_app_info'),
  gatewayApplications: gatewayResource('/admin/ext-cbs-api-gateway/gw_api_info'),
  ...billingPaths,
  queryReports: '/admin/ext-report-builder/query-reports',
  /** The query form: a new report, or the report with this id. */
  queryBuilder: (id?: string | number) =>
    `/admin/ext-report-builder/query-builder${id === undefined ? '' : `/${String(id)}`}`,
  reportDesigner: '/admin/ext-report-builder/report-designer',
} as const;

/**
 * The screens of each resource by its collection path in the API, so that a record named on one
 * screen links to its own page (a product's category, a transaction's invoice).
 */
export const screensByApiPath: Readonly<Record<string, ResourcePaths>> = {
  '/admin-users': paths.users,
  '/admin-roles': paths.roles,
  '/admin-permissions': paths.permissions,
  '/organizations': paths.organizations,
  '/departments': paths.departments,
  '/services': paths.services,
  '/database-connections': paths.databaseConnections,
  '/route-lists': paths.routeLists,
  '/custom-permissions': paths.customPermissions,
  '/custom-permission-details': paths.customPermissionDetails,
  '/cbs/accounting/general-ledger-account': paths.generalLedgerAccounts,
  '/cbs/accounting/account': paths.accounts,
  '/cbs/accounting/accounting-transaction': paths.accountingTransactions,
  '/cbs/commission/commission-plan': paths.commissionPlans,
  '/cbs/commission/commission-condition-name': paths.commissionConditionNames,
  '/cbs/commission/commission-config': paths.commissionConfigs,
  '/cbs/commission/commission-deferred': paths.commissionDeferreds,
  '/cbs/commission/commission-log': paths.commissionLogs,
  '/cbs/commission/sales-log': paths.salesLogs,
  '/cbs/payment/gateway': paths.gateways,
  '/cbs/payment/merchant-gateway': paths.merchantGateways,
  '/cbs/payment/payment-transaction': paths.paymentTransactions,
  '/cbs/payment/payment-transaction-event': paths.paymentTransactionEvents,
  '/cbs/product/product-category': paths.productCategories,
  '/cbs/product/products': paths.products,
  '/cbs/product-rating/rating-type': paths.ratingTypes,
  '/cbs/product-rating/rating-condition-name': paths.ratingConditionNames,
  '/cbs/product-rating/rating-plan': paths.ratingPlans,
  '/cbs/product-rating/rating-config': paths.ratingConfigs,
  '/cbs/user-management/user-payment': paths.userPaymentMethods,
  '/cbs/subscription/subscription-plan': paths.subscriptionPlans,
  '/cbs/subscription/subscription': paths.subscriptions,
  '/cbs/subscription/usage': paths.usageRecords,
  '/cbs/invoice/invoice': paths.invoices,
};

/** A URL with query values (a list's filters, a new record's starting values). */
function withQuery(url: string, values: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(
    Object.entries(values).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query === '' ? url : `${url}?${query}`;
}

/** The app's links to resource screens, as the features ask for them. */
export const recordLinks = {
  show: (apiPath: string, id: string | number) => screensByApiPath[apiPath]?.show?.(id),
  list: (apiPath: string, filters?: Record<string, string | number>) => {
    const screens = screensByApiPath[apiPath];
    return screens === undefined ? undefined : withQuery(screens.list, filters);
  },
  create: (apiPath: string, values?: Record<string, string | number>) => {
    const create = screensByApiPath[apiPath]?.create;
    return create === undefined ? undefined : withQuery(create, values);
  },
};

/**
 * What Login is given when a session ends on a console page: the page, and whose it was
 * (`undefined` for a guest), for `returnPathOf`.
 */
export function returnStateOf(
  { pathname, search }: { pathname: string; search: string },
  user: number | undefined,
) {
  return { from: `${pathname}${search}`, user };
}

/**
 * Where user `userId` goes after sign-in: back to the console page the session ended on, when
 * that page was a guest's (a link opened before signing in) or their own; anyone else starts at
 * home, not on the last user's page (a desk shared by a shift).
 */
export function returnPathOf(state: unknown, userId: number): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return paths.home;
  const { from } = state;
  const owner = 'user' in state ? state.user : undefined;
  if (owner !== undefined && owner !== userId) return paths.home;
  return typeof from === 'string' && from.startsWith('/admin') ? from : paths.home;
}
