import type { Generated } from 'kysely';

// The billing (CBS) tables. As elsewhere: timestamps and dates are ISO text, flags are 0/1
// integers (answered as booleans here, as the contract says), JSON values are text, and money,
// rates and quantities are numeric columns (PostgreSQL answers them as text).

/** Money, rate or quantity: a number on SQLite, text on PostgreSQL. */
type Decimal = number | string;

/** Created and last changed, ISO text. */
interface Stamps {
  created_at: string;
  updated_at: string;
}

/** A chart-of-accounts entry of the general ledger. */
export interface GeneralLedgerAccountsTable extends Stamps {
  id: Generated<number>;
  code: string;
  name: string;
  account_type: string;
  normal_balance: string;
  parent_id: number | null;
  currency: string;
  description: string | null;
  is_active: number;
}

/** A customer billing account posted to a ledger account; `balance` follows its transactions. */
export interface AccountsTable extends Stamps {
  id: Generated<number>;
  account_number: string;
  customer_id: number;
  account_name: string;
  account_type: string;
  general_ledger_account_id: number;
  msisdn: string | null;
  currency: string;
  balance: Generated<Decimal>;
  credit_limit: Decimal;
  status: string;
  opened_at: string;
  closed_at: string | null;
}

/** A posted ledger entry (read-only: written by billing runs and the seed). */
export interface AccountingTransactionsTable {
  id: Generated<number>;
  transaction_ref: string;
  account_id: number;
  general_ledger_account_id: number;
  entry_type: string;
  amount: Decimal;
  currency: string;
  balance_after: Decimal;
  description: string | null;
  source_type: string;
  source_id: number | null;
  transaction_date: string;
  created_at: string;
}

/** How resellers and agents are paid for sales. */
export interface CommissionPlansTable extends Stamps {
  id: Generated<number>;
  name: string;
  code: string;
  description: string | null;
  commission_type: string;
  rate: Decimal;
  flat_amount: Decimal | null;
  currency: string;
  settlement_cycle: string;
  deferral_days: number;
  effective_from: string;
  effective_to: string | null;
  status: string;
}

/** An attribute of a sale (commission) or of usage (rating) that configs can test. */
export interface ConditionNamesTable extends Stamps {
  id: Generated<number>;
  name: string;
  key: string;
  data_type: string;
  description: string | null;
  status: string;
}

/** A condition of a commission plan and the rate paid when it matches. */
export interface CommissionConfigsTable extends Stamps {
  id: Generated<number>;
  commission_plan_id: number;
  commission_condition_name_id: number;
  condition_operator: string;
  condition_value: string;
  rate: Decimal;
  flat_amount: Decimal | null;
  priority: number;
  status: string;
}

/** A commission held until its release date. */
export interface CommissionDeferredsTable extends Stamps {
  id: Generated<number>;
  commission_plan_id: number;
  beneficiary_id: number;
  sales_log_id: number;
  amount: Decimal;
  currency: string;
  release_date: string;
  status: string;
  released_at: string | null;
  remarks: string | null;
}

/** A calculated commission (read-only audit record). */
export interface CommissionLogsTable {
  id: Generated<number>;
  commission_plan_id: number;
  commission_config_id: number | null;
  beneficiary_id: number;
  sales_log_id: number;
  base_amount: Decimal;
  rate: Decimal;
  commission_amount: Decimal;
  currency: string;
  status: string;
  calculated_at: string;
  created_at: string;
}

/** A recorded sale that commissions are computed from (read-only). */
export interface SalesLogsTable {
  id: Generated<number>;
  sale_reference: string;
  product_id: number;
  customer_id: number;
  agent_id: number | null;
  msisdn: string | null;
  operator_id: number;
  quantity: number;
  unit_price: Decimal;
  total_amount: Decimal;
  currency: string;
  channel: string;
  sold_at: string;
  created_at: string;
}

/** A category of products, optionally under another. */
export interface ProductCategoriesTable extends Stamps {
  id: Generated<number>;
  name: string;
  code: string;
  parent_id: number | null;
  description: string | null;
  sort_order: number;
  status: string;
}

/** A sellable plan, pack or value-added service. */
export interface ProductsTable extends Stamps {
  id: Generated<number>;
  product_category_id: number;
  sku: string;
  name: string;
  description: string | null;
  product_type: string;
  operator_id: number;
  price: Decimal;
  currency: string;
  tax_rate: Decimal;
  validity_days: number;
  data_allowance_mb: number | null;
  voice_minutes: number | null;
  sms_count: number | null;
  status: string;
}

/** A kind of chargeable usage and its unit. */
export interface RatingTypesTable extends Stamps {
  id: Generated<number>;
  name: string;
  code: string;
  unit: string;
  description: string | null;
  status: string;
}

/** Prices usage of one rating type for a product. */
export interface RatingPlansTable extends Stamps {
  id: Generated<number>;
  name: string;
  code: string;
  product_id: number;
  rating_type_id: number;
  currency: string;
  unit_price: Decimal;
  billing_increment: number;
  minimum_charge: Decimal;
  effective_from: string;
  effective_to: string | null;
  status: string;
}

/** A discount or surcharge of a rating plan when a usage condition matches. */
export interface RatingConfigsTable extends Stamps {
  id: Generated<number>;
  rating_plan_id: number;
  rating_condition_name_id: number;
  condition_operator: string;
  condition_value: string;
  adjustment_type: string;
  rate: Decimal;
  priority: number;
  status: string;
}

/** A payment gateway; the currency and method lists are JSON text. */
export interface GatewaysTable extends Stamps {
  id: Generated<number>;
  name: string;
  code: string;
  provider: string;
  api_base_url: string | null;
  supported_currencies: string;
  supported_methods: string;
  is_sandbox: number;
  status: string;
}

/** A merchant account on a gateway; the merchant key is never answered. */
export interface MerchantGatewaysTable extends Stamps {
  id: Generated<number>;
  gateway_id: number;
  merchant_name: string;
  merchant_code: string;
  merchant_key: string | null;
  callback_url: string | null;
  return_url: string | null;
  currency: string;
  fee_rate: Decimal;
  operator_id: number | null;
  status: string;
}

/** A payment attempt through a merchant gateway (read-only; its events move its status). */
export interface PaymentTransactionsTable extends Stamps {
  id: Generated<number>;
  transaction_ref: string;
  merchant_gateway_id: number;
  gateway_id: number;
  customer_id: number;
  invoice_id: number | null;
  msisdn: string | null;
  amount: Decimal;
  currency: string;
  payment_method: string;
  gateway_reference: string | null;
  status: string;
  failure_reason: string | null;
  initiated_at: string;
  completed_at: string | null;
}

/** A step of a payment transaction; `payload` is JSON text. */
export interface PaymentTransactionEventsTable extends Stamps {
  id: Generated<number>;
  payment_transaction_id: number;
  event_type: string;
  status_from: string | null;
  status_to: string;
  payload: string | null;
  remarks: string | null;
  occurred_at: string;
}

/** A recurring plan customers subscribe to. */
export interface SubscriptionPlansTable extends Stamps {
  id: Generated<number>;
  name: string;
  code: string;
  product_id: number;
  operator_id: number;
  billing_cycle: string;
  price: Decimal;
  currency: string;
  trial_days: number;
  auto_renew: number;
  commission_plan_id: number | null;
  status: string;
}

/** A customer's subscription to a plan. */
export interface SubscriptionsTable extends Stamps {
  id: Generated<number>;
  subscription_number: string;
  customer_id: number;
  subscription_plan_id: number;
  msisdn: string;
  status: string;
  start_date: string;
  end_date: string | null;
  next_billing_at: string | null;
  auto_renew: number;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

/** A rated usage event of a subscription (read-only). */
export interface UsageRecordsTable {
  id: Generated<number>;
  subscription_id: number;
  rating_type_id: number;
  rating_plan_id: number | null;
  msisdn: string;
  usage_type: string;
  quantity: Decimal;
  unit: string;
  destination: string | null;
  rated_amount: Decimal;
  currency: string;
  recorded_at: string;
  created_at: string;
}

/** A stored payment method of a customer; the vault token is never answered. */
export interface UserPaymentMethodsTable extends Stamps {
  id: Generated<number>;
  customer_id: number;
  msisdn: string | null;
  method_type: string;
  provider: string;
  masked_number: string;
  holder_name: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  token: string | null;
  is_default: number;
  status: string;
}

/**
 * A customer invoice; `lines` is JSON text and the totals are computed from it. The number is
 * made from the id, so it is written right after the insert, in the same transaction.
 */
export interface InvoicesTable extends Stamps {
  id: Generated<number>;
  invoice_number: string | null;
  customer_id: number;
  subscription_id: number | null;
  lines: string;
  subtotal: Decimal;
  tax_amount: Decimal;
  total: Decimal;
  currency: string;
  status: string;
  issued_at: string | null;
  due_at: string | null;
  paid_at: string | null;
  notes: string | null;
}

/** The tables of the billing modules (admin §7.5). */
export interface BillingTables {
  cbs_general_ledger_accounts: GeneralLedgerAccountsTable;
  cbs_accounts: AccountsTable;
  cbs_accounting_transactions: AccountingTransactionsTable;
  cbs_commission_plans: CommissionPlansTable;
  cbs_commission_condition_names: ConditionNamesTable;
  cbs_commission_configs: CommissionConfigsTable;
  cbs_commission_deferreds: CommissionDeferredsTable;
  cbs_commission_logs: CommissionLogsTable;
  cbs_sales_logs: SalesLogsTable;
  cbs_product_categories: ProductCategoriesTable;
  cbs_products: ProductsTable;
  cbs_rating_types: RatingTypesTable;
  cbs_rating_condition_names: ConditionNamesTable;
  cbs_rating_plans: RatingPlansTable;
  cbs_rating_configs: RatingConfigsTable;
  cbs_gateways: GatewaysTable;
  cbs_merchant_gateways: MerchantGatewaysTable;
  cbs_payment_transactions: PaymentTransactionsTable;
  cbs_payment_transaction_events: PaymentTransactionEventsTable;
  cbs_subscription_plans: SubscriptionPlansTable;
  cbs_subscriptions: SubscriptionsTable;
  cbs_usage_records: UsageRecordsTable;
  cbs_user_payment_methods: UserPaymentMethodsTable;
  cbs_invoices: InvoicesTable;
}
