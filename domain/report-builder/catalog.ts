/** Schema metadata of the databases reports run against: table name to column names. */
export type Catalog = Record<string, string[]>;

/** The billing databases (cbs_core, cbs_reporting and their replicas). */
export const billingCatalog = {
  cbs_topups: [
    'id',
    'msisdn',
    'operator_id',
    'amount',
    'channel',
    'status',
    'transaction_id',
    'created_at',
  ],
  operators: ['id', 'name', 'short_code', 'country_code'],
  cbs_subscribers: [
    'id',
    'msisdn',
    'operator_id',
    'name',
    'language',
    'status',
    'registered_at',
    'created_at',
  ],
  cbs_subscriptions: [
    'id',
    'subscriber_id',
    'msisdn',
    'service_id',
    'plan_id',
    'status',
    'price',
    'started_at',
    'next_renewal_at',
    'cancelled_at',
    'created_at',
  ],
  services: ['id', 'name', 'display_name', 'organization_id', 'service_type', 'price', 'status'],
  cbs_invoices: [
    'id',
    'invoice_no',
    'customer_id',
    'msisdn',
    'operator_id',
    'currency',
    'subtotal',
    'tax',
    'total',
    'status',
    'issued_at',
    'due_at',
    'paid_at',
  ],
  cbs_payment_transactions: [
    'id',
    'reference',
    'msisdn',
    'gateway_id',
    'amount',
    'currency',
    'status',
    'paid_at',
    'created_at',
  ],
  cbs_gateways: ['id', 'name', 'code', 'status'],
  cbs_commission_logs: [
    'id',
    'partner_id',
    'plan_id',
    'sales_amount',
    'commission_amount',
    'period',
    'status',
    'created_at',
  ],
  cbs_usage_records: [
    'id',
    'subscription_id',
    'msisdn',
    'usage_type',
    'quantity',
    'unit',
    'recorded_at',
  ],
  organizations: ['id', 'name', 'short_code', 'status'],
} satisfies Catalog;

/** The console's own database (the 'default' connection). */
export const consoleCatalog = {
  admin_users: ['id', 'username', 'name', 'avatar', 'created_at', 'updated_at'],
  admin_roles: ['id', 'name', 'slug', 'created_at', 'updated_at'],
  admin_operation_log: ['id', 'user_id', 'path', 'method', 'ip', 'input', 'created_at'],
  organizations: ['id', 'name', 'short_code', 'mobile_no', 'email', 'status', 'created_at'],
  departments: ['id', 'name', 'organization_id', 'status', 'created_at'],
  services: [
    'id',
    'name',
    'display_name',
    'organization_id',
    'department_id',
    'service_type',
    'price',
    'status',
  ],
  cbs_subscriptions: [
    'id',
    'msisdn',
    'service_id',
    'status',
    'price',
    'started_at',
    'cancelled_at',
    'created_at',
  ],
  notifications: ['id', 'user_id', 'title', 'is_seen', 'created_at'],
} satisfies Catalog;

/** The self-care portal database. */
export const portalCatalog = {
  portal_users: ['id', 'msisdn', 'operator_id', 'language_id', 'last_login_at', 'created_at'],
  portal_user_histories: [
    'id',
    'msisdn',
    'type',
    'service',
    'amount',
    'currency',
    'status',
    'created_at',
  ],
  favourite_numbers: [
    'id',
    'msisdn',
    'name',
    'mobile_number',
    'country_name',
    'operator_id',
    'created_at',
  ],
  support_tickets: [
    'id',
    'ticket_number',
    'msisdn',
    'service',
    'status',
    'request_time',
    'resolve_date',
  ],
  languages: ['id', 'name', 'code'],
} satisfies Catalog;

/** The catalog of a connection: 'default' is the console database; portal databases by name. */
export function catalogOf(connection: string, database: string | undefined): Catalog {
  if (connection === 'default') return consoleCatalog;
  return database?.includes('portal') === true ? portalCatalog : billingCatalog;
}
