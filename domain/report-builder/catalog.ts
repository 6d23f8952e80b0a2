// The demo reporting database described once: its SQLite DDL and the catalogue the report
// builder offers (tables, columns, types) are both read from `reportingTables`, so they cannot
// disagree.

/** Schema metadata of the databases reports run against: table name to column names. */
export type Catalog = Record<string, string[]>;

/** A column's storage type; a trailing '?' marks a column that may be null. */
export type ReportingColumnType = 'integer' | 'real' | 'text' | 'integer?' | 'real?' | 'text?';

/** The demo reporting database's tables: column name to type, in column order (`id` first). */
export const reportingTables = {
  operators: { id: 'integer', name: 'text', short_code: 'text', country_code: 'text' },
  organizations: { id: 'integer', name: 'text', short_code: 'text', status: 'text' },
  services: {
    id: 'integer',
    name: 'text',
    display_name: 'text',
    organization_id: 'integer',
    service_type: 'text',
    price: 'real',
    status: 'text',
  },
  cbs_subscribers: {
    id: 'integer',
    msisdn: 'text',
    operator_id: 'integer',
    name: 'text',
    language: 'text',
    status: 'text',
    registered_at: 'text',
    created_at: 'text',
  },
  cbs_subscriptions: {
    id: 'integer',
    subscriber_id: 'integer',
    msisdn: 'text',
    service_id: 'integer',
    plan_id: 'integer?',
    status: 'text',
    price: 'real',
    started_at: 'text',
    next_renewal_at: 'text?',
    cancelled_at: 'text?',
    created_at: 'text',
  },
  cbs_topups: {
    id: 'integer',
    msisdn: 'text',
    operator_id: 'integer',
    amount: 'real',
    channel: 'text',
    status: 'text',
    transaction_id: 'text',
    created_at: 'text',
  },
  cbs_gateways: { id: 'integer', name: 'text', code: 'text', status: 'text' },
  cbs_payment_transactions: {
    id: 'integer',
    reference: 'text',
    msisdn: 'text',
    gateway_id: 'integer',
    amount: 'real',
    currency: 'text',
    status: 'text',
    paid_at: 'text?',
    created_at: 'text',
  },
  cbs_invoices: {
    id: 'integer',
    invoice_no: 'text',
    customer_id: 'integer',
    msisdn: 'text',
    operator_id: 'integer',
    currency: 'text',
    subtotal: 'real',
    tax: 'real',
    total: 'real',
    status: 'text',
    issued_at: 'text',
    due_at: 'text',
    paid_at: 'text?',
  },
  cbs_commission_logs: {
    id: 'integer',
    partner_id: 'integer',
    plan_id: 'integer',
    sales_amount: 'real',
    commission_amount: 'real',
    period: 'text',
    status: 'text',
    created_at: 'text',
  },
  cbs_usage_records: {
    id: 'integer',
    subscription_id: 'integer',
    msisdn: 'text',
    usage_type: 'text',
    quantity: 'integer',
    unit: 'text',
    recorded_at: 'text',
  },
  languages: { id: 'integer', name: 'text', code: 'text' },
  portal_users: {
    id: 'integer',
    msisdn: 'text',
    operator_id: 'integer',
    language_id: 'integer',
    last_login_at: 'text?',
    created_at: 'text',
  },
} as const satisfies Record<string, Record<string, ReportingColumnType>>;

/** A table of the demo reporting database. */
export type ReportingTable = keyof typeof reportingTables;

/** The catalogue of the demo reporting database: its tables' column names, in column order. */
export const reportingCatalog = Object.fromEntries(
  Object.entries(reportingTables).map(([name, columns]) => [name, Object.keys(columns)]),
) as Record<ReportingTable, string[]>;

/** The demo reporting database's tables as SQLite DDL (`id` is the integer primary key). */
export const reportingDdl = Object.entries(reportingTables)
  .map(([name, columns]) => {
    const definitions = Object.entries(columns).map(([column, type]: [string, string]) => {
      if (column === 'id') return 'id INTEGER PRIMARY KEY';
      const nullable = type.endsWith('?');
      return `${column} ${type.replace('?', '').toUpperCase()}${nullable ? '' : ' NOT NULL'}`;
    });
    return `CREATE TABLE ${name} (${definitions.join(', ')});`;
  })
  .join('\n');

/** The console's own database (the mock API's 'default' connection; the server refuses it). */
export const consoleCatalog = {
  admin_users: ['id', 'username', 'name', 'avatar', 'created_at', 'updated_at'],
  admin_roles: ['id', 'name', 'slug', 'created_at', 'updated_at'],
  admin_operation_log: ['id', 'user_id', 'path', 'method', 'ip', 'input', 'created_at'],
  organizations: ['id', 'name', 'short_code', 'mobile_no', 'email', 'status', 'created_at'],
  departments: ['id', 'name', 'organization_id', 'status', 'created_at'],
  notifications: ['id', 'user_id', 'title', 'is_seen', 'created_at'],
} satisfies Catalog;

/** The catalog of a connection: 'default' is the console database; any other, the reporting one. */
export function catalogOf(connection: string): Catalog {
  return connection === 'default' ? consoleCatalog : reportingCatalog;
}
