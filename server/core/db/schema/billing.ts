import type { Generated } from 'kysely';
import type { components } from '../../../../openapi/generated/schema';
import type { resources } from '../../../../openapi/generated/resources';

// The billing (CBS) tables hold the contract's records as they are answered, with the storage
// rules of every table: timestamps and dates are ISO text, flags are 0/1 integers, JSON values
// are text, and money, rates and quantities are numeric columns (PostgreSQL answers them as
// text). `schemaConformance.test.ts` holds the migrations to the same fields.

/** Money, rate or quantity: a number on SQLite, text on PostgreSQL. */
type Decimal = number | string;

type Records = components['schemas'];
type Index = typeof resources;

/** A value as its column holds it (an enum's text column takes any text). */
type Column<Value, IsDecimal extends boolean> = Value extends boolean
  ? number
  : Value extends string
    ? string
    : Value extends readonly unknown[] | Record<string, unknown>
      ? string
      : IsDecimal extends true
        ? Value extends number
          ? Decimal
          : Value
        : Value;

/**
 * The table of a collection: its record's fields as stored (a field the record may leave out is
 * nullable), a generated id, and the columns only the server reads (`Hidden`).
 */
type TableOf<Name extends keyof Records, Path extends keyof Index, Hidden = object> = {
  id: Generated<number>;
} & {
  [Field in Exclude<keyof Records[Name], 'id'>]-?:
    | Column<
        Exclude<Records[Name][Field], undefined>,
        Field extends Index[Path]['numbers'][number] ? true : false
      >
    | (undefined extends Records[Name][Field] ? null : never);
} & Hidden;

/** The tables of the billing modules (admin §7.5). */
export interface BillingTables {
  cbs_general_ledger_accounts: TableOf<
    'GeneralLedgerAccount',
    '/cbs/accounting/general-ledger-account'
  >;
  cbs_accounts: TableOf<'Account', '/cbs/accounting/account'>;
  cbs_accounting_transactions: TableOf<
    'AccountingTransaction',
    '/cbs/accounting/accounting-transaction'
  >;
  cbs_commission_plans: TableOf<'CommissionPlan', '/cbs/commission/commission-plan'>;
  cbs_commission_condition_names: TableOf<
    'CommissionConditionName',
    '/cbs/commission/commission-condition-name'
  >;
  cbs_commission_configs: TableOf<'CommissionConfig', '/cbs/commission/commission-config'>;
  cbs_commission_deferreds: TableOf<'CommissionDeferred', '/cbs/commission/commission-deferred'>;
  cbs_commission_logs: TableOf<'CommissionLog', '/cbs/commission/commission-log'>;
  cbs_sales_logs: TableOf<'SalesLog', '/cbs/commission/sales-log'>;
  cbs_product_categories: TableOf<'ProductCategory', '/cbs/product/product-category'>;
  cbs_products: TableOf<'Product', '/cbs/product/products'>;
  cbs_rating_types: TableOf<'RatingType', '/cbs/product-rating/rating-type'>;
  cbs_rating_condition_names: TableOf<
    'RatingConditionName',
    '/cbs/product-rating/rating-condition-name'
  >;
  cbs_rating_plans: TableOf<'RatingPlan', '/cbs/product-rating/rating-plan'>;
  cbs_rating_configs: TableOf<'RatingConfig', '/cbs/product-rating/rating-config'>;
  cbs_gateways: TableOf<'Gateway', '/cbs/payment/gateway'>;
  cbs_merchant_gateways: TableOf<
    'MerchantGateway',
    '/cbs/payment/merchant-gateway',
    { merchant_key: string | null }
  >;
  cbs_payment_transactions: TableOf<'PaymentTransaction', '/cbs/payment/payment-transaction'>;
  cbs_payment_transaction_events: TableOf<
    'PaymentTransactionEvent',
    '/cbs/payment/payment-transaction-event'
  >;
  cbs_subscription_plans: TableOf<'SubscriptionPlan', '/cbs/subscription/subscription-plan'>;
  cbs_subscriptions: TableOf<'Subscription', '/cbs/subscription/subscription'>;
  cbs_usage_records: TableOf<'UsageRecord', '/cbs/subscription/usage'>;
  cbs_user_payment_methods: TableOf<
    'UserPaymentMethod',
    '/cbs/user-management/user-payment',
    { token: string | null }
  >;
  cbs_invoices: TableOf<'Invoice', '/cbs/invoice/invoice'>;
}
