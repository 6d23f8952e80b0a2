import type { Kysely } from 'kysely';
import { tableWithId } from './schemaBuilders';

/** A column: its SQL type, whether it may be null, and its default. */
interface Column {
  type: 'text' | 'integer' | 'varchar(32)' | 'numeric(14, 2)' | 'numeric(5, 2)' | 'numeric(14, 4)';
  nullable?: true;
  default?: number;
}

// Text is `text` throughout: the contract leaves many strings unbounded (URLs, timestamps with
// any number of fractional digits), and no valid request may overflow a column on PostgreSQL.
const text: Column = { type: 'text' };
const optionalText: Column = { type: 'text', nullable: true };
const integer: Column = { type: 'integer' };
const optionalInteger: Column = { type: 'integer', nullable: true };
/** Money: the largest amount a numeric(14, 2) holds is 999,999,999,999.99. */
const money: Column = { type: 'numeric(14, 2)' };
const optionalMoney: Column = { type: 'numeric(14, 2)', nullable: true };
/** A percentage from 0 to 99 with 2 decimals (commission, tax and fee rates). */
const rate: Column = { type: 'numeric(5, 2)' };
/** A 0/1 flag. */
const flag: Column = { type: 'integer' };
const stamp: Column = { type: 'varchar(32)' };
const stamps = { created_at: stamp, updated_at: stamp };
const conditionName = {
  name: text,
  key: text,
  data_type: text,
  description: optionalText,
  status: text,
  ...stamps,
};

/** Every billing table and its columns besides the id. */
const tables: Record<string, Record<string, Column>> = {
  cbs_general_ledger_accounts: {
    code: text,
    name: text,
    account_type: text,
    normal_balance: text,
    parent_id: optionalInteger,
    currency: text,
    description: optionalText,
    is_active: flag,
    ...stamps,
  },
  cbs_accounts: {
    account_number: text,
    customer_id: integer,
    account_name: text,
    account_type: text,
    general_ledger_account_id: integer,
    msisdn: optionalText,
    currency: text,
    balance: { ...money, default: 0 },
    credit_limit: money,
    status: text,
    opened_at: text,
    closed_at: optionalText,
    ...stamps,
  },
  cbs_accounting_transactions: {
    transaction_ref: text,
    account_id: integer,
    general_ledger_account_id: integer,
    entry_type: text,
    amount: money,
    currency: text,
    balance_after: money,
    description: optionalText,
    source_type: text,
    source_id: optionalInteger,
    transaction_date: text,
    created_at: stamp,
  },
  cbs_commission_plans: {
    name: text,
    code: text,
    description: optionalText,
    commission_type: text,
    rate,
    flat_amount: optionalMoney,
    currency: text,
    settlement_cycle: text,
    deferral_days: integer,
    effective_from: text,
    effective_to: optionalText,
    status: text,
    ...stamps,
  },
  cbs_commission_condition_names: conditionName,
  cbs_commission_configs: {
    commission_plan_id: integer,
    commission_condition_name_id: integer,
    condition_operator: text,
    condition_value: text,
    rate,
    flat_amount: optionalMoney,
    priority: integer,
    status: text,
    ...stamps,
  },
  cbs_commission_deferreds: {
    commission_plan_id: integer,
    beneficiary_id: integer,
    sales_log_id: integer,
    amount: money,
    currency: text,
    release_date: text,
    status: text,
    released_at: optionalText,
    remarks: optionalText,
    ...stamps,
  },
  cbs_commission_logs: {
    commission_plan_id: integer,
    commission_config_id: optionalInteger,
    beneficiary_id: integer,
    sales_log_id: integer,
    base_amount: money,
    rate,
    commission_amount: money,
    currency: text,
    status: text,
    calculated_at: text,
    created_at: stamp,
  },
  cbs_sales_logs: {
    sale_reference: text,
    product_id: integer,
    customer_id: integer,
    agent_id: optionalInteger,
    msisdn: optionalText,
    operator_id: integer,
    quantity: integer,
    unit_price: money,
    total_amount: money,
    currency: text,
    channel: text,
    sold_at: text,
    created_at: stamp,
  },
  cbs_product_categories: {
    name: text,
    code: text,
    parent_id: optionalInteger,
    description: optionalText,
    sort_order: integer,
    status: text,
    ...stamps,
  },
  cbs_products: {
    product_category_id: integer,
    sku: text,
    name: text,
    description: optionalText,
    product_type: text,
    operator_id: integer,
    price: money,
    currency: text,
    tax_rate: rate,
    validity_days: integer,
    data_allowance_mb: optionalInteger,
    voice_minutes: optionalInteger,
    sms_count: optionalInteger,
    status: text,
    ...stamps,
  },
  cbs_rating_types: {
    name: text,
    code: text,
    unit: text,
    description: optionalText,
    status: text,
    ...stamps,
  },
  cbs_rating_condition_names: conditionName,
  cbs_rating_plans: {
    name: text,
    code: text,
    product_id: integer,
    rating_type_id: integer,
    currency: text,
    // Priced to the ten-thousandth (0.0025 per second).
    unit_price: { type: 'numeric(14, 4)' },
    billing_increment: integer,
    minimum_charge: money,
    effective_from: text,
    effective_to: optionalText,
    status: text,
    ...stamps,
  },
  cbs_rating_configs: {
    rating_plan_id: integer,
    rating_condition_name_id: integer,
    condition_operator: text,
    condition_value: text,
    adjustment_type: text,
    rate,
    priority: integer,
    status: text,
    ...stamps,
  },
  cbs_gateways: {
    name: text,
    code: text,
    provider: text,
    api_base_url: optionalText,
    supported_currencies: text,
    supported_methods: text,
    is_sandbox: flag,
    status: text,
    ...stamps,
  },
  cbs_merchant_gateways: {
    gateway_id: integer,
    merchant_name: text,
    merchant_code: text,
    merchant_key: optionalText,
    callback_url: optionalText,
    return_url: optionalText,
    currency: text,
    fee_rate: rate,
    operator_id: optionalInteger,
    status: text,
    ...stamps,
  },
  cbs_payment_transactions: {
    transaction_ref: text,
    merchant_gateway_id: integer,
    gateway_id: integer,
    customer_id: integer,
    invoice_id: optionalInteger,
    msisdn: optionalText,
    amount: money,
    currency: text,
    payment_method: text,
    gateway_reference: optionalText,
    status: text,
    failure_reason: optionalText,
    initiated_at: text,
    completed_at: optionalText,
    ...stamps,
  },
  cbs_payment_transaction_events: {
    payment_transaction_id: integer,
    event_type: text,
    status_from: optionalText,
    status_to: text,
    payload: optionalText,
    remarks: optionalText,
    occurred_at: text,
    ...stamps,
  },
  cbs_subscription_plans: {
    name: text,
    code: text,
    product_id: integer,
    operator_id: integer,
    billing_cycle: text,
    price: money,
    currency: text,
    trial_days: integer,
    auto_renew: flag,
    commission_plan_id: optionalInteger,
    status: text,
    ...stamps,
  },
  cbs_subscriptions: {
    subscription_number: text,
    customer_id: integer,
    subscription_plan_id: integer,
    msisdn: text,
    status: text,
    start_date: text,
    end_date: optionalText,
    next_billing_at: optionalText,
    auto_renew: flag,
    cancelled_at: optionalText,
    cancel_reason: optionalText,
    ...stamps,
  },
  cbs_usage_records: {
    subscription_id: integer,
    rating_type_id: integer,
    rating_plan_id: optionalInteger,
    msisdn: text,
    usage_type: text,
    quantity: { type: 'numeric(14, 4)' },
    unit: text,
    destination: optionalText,
    rated_amount: money,
    currency: text,
    recorded_at: text,
    created_at: stamp,
  },
  cbs_user_payment_methods: {
    customer_id: integer,
    msisdn: optionalText,
    method_type: text,
    provider: text,
    masked_number: text,
    holder_name: optionalText,
    expiry_month: optionalInteger,
    expiry_year: optionalInteger,
    token: optionalText,
    is_default: flag,
    status: text,
    ...stamps,
  },
  cbs_invoices: {
    // Made from the id, so written right after the insert (in the same transaction).
    invoice_number: optionalText,
    customer_id: integer,
    subscription_id: optionalInteger,
    lines: text,
    subtotal: money,
    tax_amount: money,
    total: money,
    currency: text,
    status: text,
    issued_at: optionalText,
    due_at: optionalText,
    paid_at: optionalText,
    notes: optionalText,
    ...stamps,
  },
};

/** The columns the billing screens filter by most: a customer's or a parent record's rows. */
const indexes: [table: string, column: string][] = [
  ['cbs_accounts', 'customer_id'],
  ['cbs_accounting_transactions', 'account_id'],
  ['cbs_commission_configs', 'commission_plan_id'],
  ['cbs_commission_logs', 'sales_log_id'],
  ['cbs_payment_transactions', 'customer_id'],
  ['cbs_payment_transaction_events', 'payment_transaction_id'],
  ['cbs_subscriptions', 'customer_id'],
  ['cbs_usage_records', 'subscription_id'],
  ['cbs_user_payment_methods', 'customer_id'],
  ['cbs_invoices', 'customer_id'],
];

/**
 * Creates the tables of the billing modules (admin §7.5). References between them are checked
 * by the server (422 'The selected … is invalid.') rather than by foreign keys: products,
 * plans, subscriptions and invoices can be deleted while older records still name them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(tables)) {
    let builder = tableWithId(db, name);
    for (const [column, spec] of Object.entries(columns)) {
      builder = builder.addColumn(column, spec.type, (c) => {
        const typed = spec.default === undefined ? c : c.defaultTo(spec.default);
        return spec.nullable === true ? typed : typed.notNull();
      });
    }
    await builder.execute();
  }
  for (const [table, column] of indexes) {
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
  }
}

/** Drops the billing tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(tables).reverse()) {
    await db.schema.dropTable(name).execute();
  }
}
