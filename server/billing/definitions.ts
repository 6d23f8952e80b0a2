import type { Kysely } from 'kysely';
import type { Contract } from '../../openapi/contract';
import type { Schema } from '../../openapi/schema';
import { attribute, type ErrorBag } from '../contract/laravelErrors';
import type { OperationHandlers } from '../contract/routes';
import type { Database } from '../db/schema';
import {
  contains,
  joinedLabel,
  resourceHandlers,
  type ResourceConfig,
  type Row,
} from '../resources/engine';

const status = 'status';
const currency = 'currency';

/** Rounds an amount to sen. */
const cents = (value: number) => Math.round(value * 100) / 100;

/** The largest amount a money column holds (numeric(14, 2)). */
export const largestAmount = 999_999_999_999.99;

/** Invoice lines with their amounts, and the subtotal, tax and total they add up to. */
function invoiceTotals(lines: readonly Schema<'InvoiceLineInput'>[]) {
  const priced: Schema<'InvoiceLine'>[] = lines.map((line) => ({
    description: line.description,
    product_id: line.product_id ?? null,
    quantity: line.quantity,
    unit_price: line.unit_price,
    amount: cents(line.quantity * line.unit_price),
    tax_rate: line.tax_rate,
  }));
  const subtotal = cents(priced.reduce((sum, line) => sum + line.amount, 0));
  const tax = cents(priced.reduce((sum, line) => sum + (line.amount * line.tax_rate) / 100, 0));
  return { lines: priced, subtotal, tax_amount: tax, total: cents(subtotal + tax) };
}

/** Checks the products the lines name and that the total fits an amount column. */
async function validateInvoice(db: Kysely<Database>, body: Row, bag: ErrorBag): Promise<void> {
  const { lines } = body as unknown as Schema<'InvoiceInput'>;
  const named = [
    ...new Set(
      lines.flatMap((line) => (typeof line.product_id === 'number' ? [line.product_id] : [])),
    ),
  ];
  const found =
    named.length === 0
      ? []
      : await db.selectFrom('cbs_products').select('id').where('id', 'in', named).execute();
  const known = new Set(found.map((row) => row.id));
  lines.forEach((line, index) => {
    if (typeof line.product_id === 'number' && !known.has(line.product_id)) {
      const field = `lines.${String(index)}.product_id`;
      bag.add(field, `The selected ${attribute(field)} is invalid.`);
    }
  });
  if (!(invoiceTotals(lines).total <= largestAmount)) {
    bag.add('lines', `The lines total must not be greater than ${String(largestAmount)}.`);
  }
}

/** Today's date, as the contract's `date` format writes it. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The name of a commission config option, as the mocks give it: plan code, condition, value and
 * what it pays (`RETAIL-RELOAD-25: sales_channel in retail,agent (4.25%)`).
 */
async function describeCommissionConfigs(db: Kysely<Database>, rows: Row[]): Promise<string[]> {
  const plans = await db.selectFrom('cbs_commission_plans').select(['id', 'code']).execute();
  const conditions = await db
    .selectFrom('cbs_commission_condition_names')
    .select(['id', 'key'])
    .execute();
  const codes = new Map(plans.map((plan) => [plan.id, plan.code]));
  const keys = new Map(conditions.map((condition) => [condition.id, condition.key]));
  return rows.map((row) => {
    const planId = Number(row.commission_plan_id);
    const rate = Number(row.rate);
    const flat = row.flat_amount === null ? null : Number(row.flat_amount);
    const amount = flat !== null && rate === 0 ? `RM ${flat.toFixed(2)}` : `${String(rate)}%`;
    const plan = codes.get(planId) ?? `Plan ${String(planId)}`;
    const key = keys.get(Number(row.commission_condition_name_id)) ?? 'condition';
    const condition = `${key} ${String(row.condition_operator)} ${String(row.condition_value)}`;
    return `${plan}: ${condition} (${amount})`;
  });
}

/** The editable columns of a condition name (commission and rating ones share the shape). */
const conditionNameColumns = ['name', 'key', 'data_type', 'description', status] as const;

/** The billing resources (admin §7.5) and their lookups (§7.4), served by the resource engine. */
export const billingResources: readonly ResourceConfig[] = [
  {
    table: 'cbs_general_ledger_accounts',
    noun: 'General ledger account',
    operations: {
      list: 'listGeneralLedgerAccounts',
      store: 'storeGeneralLedgerAccount',
      show: 'showGeneralLedgerAccount',
      update: 'updateGeneralLedgerAccount',
    },
    lookup: { operationId: 'getAllGeneralLedgerAccounts', describe: joinedLabel('code', 'name') },
    columns: [
      'code',
      'name',
      'account_type',
      'normal_balance',
      'parent_id',
      currency,
      'description',
      'is_active',
    ],
    booleans: ['is_active'],
    unique: ['code'],
    references: { parent_id: 'cbs_general_ledger_accounts' },
  },
  {
    table: 'cbs_accounts',
    noun: 'Account',
    operations: {
      list: 'listAccounts',
      store: 'storeAccount',
      show: 'showAccount',
      update: 'updateAccount',
    },
    lookup: {
      operationId: 'getAllAccounts',
      describe: joinedLabel('account_number', 'account_name'),
    },
    columns: [
      'account_number',
      'customer_id',
      'account_name',
      'account_type',
      'general_ledger_account_id',
      'msisdn',
      currency,
      'credit_limit',
      status,
      'opened_at',
      'closed_at',
    ],
    numeric: ['balance', 'credit_limit'],
    defaults: { credit_limit: 0 },
    unique: ['account_number'],
    references: { general_ledger_account_id: 'cbs_general_ledger_accounts' },
    derive(body, action) {
      // An account opened without a date opens today.
      const opened = action === 'store' && body.opened_at === undefined;
      return Promise.resolve(opened ? { opened_at: today() } : {});
    },
  },
  {
    table: 'cbs_accounting_transactions',
    noun: 'Accounting transaction',
    // Read-only: the ledger is posted by billing runs, never edited through the API.
    operations: { list: 'listAccountingTransactions', show: 'showAccountingTransaction' },
    columns: ['account_id', 'general_ledger_account_id', 'entry_type', 'source_type'],
    numeric: ['amount', 'balance_after'],
    dateColumn: 'transaction_date',
  },
  {
    table: 'cbs_commission_plans',
    noun: 'Commission plan',
    operations: {
      list: 'listCommissionPlans',
      store: 'storeCommissionPlan',
      show: 'showCommissionPlan',
      update: 'updateCommissionPlan',
    },
    lookup: { operationId: 'getAllCommissionPlans' },
    columns: [
      'name',
      'code',
      'description',
      'commission_type',
      'rate',
      'flat_amount',
      currency,
      'settlement_cycle',
      'deferral_days',
      'effective_from',
      'effective_to',
      status,
    ],
    numeric: ['rate', 'flat_amount'],
    // The contract's defaults; a flat plan sent without a rate pays no percentage.
    defaults: { rate: 0, settlement_cycle: 'monthly', deferral_days: 0 },
    unique: ['code'],
  },
  {
    table: 'cbs_commission_condition_names',
    noun: 'Commission condition name',
    operations: {
      list: 'listCommissionConditionNames',
      store: 'storeCommissionConditionName',
      show: 'showCommissionConditionName',
      update: 'updateCommissionConditionName',
    },
    lookup: { operationId: 'getAllCommissionConditionNames' },
    columns: conditionNameColumns,
    unique: ['key'],
  },
  {
    table: 'cbs_commission_configs',
    noun: 'Commission config',
    operations: {
      list: 'listCommissionConfigs',
      store: 'storeCommissionConfig',
      show: 'showCommissionConfig',
      update: 'updateCommissionConfig',
    },
    lookup: { operationId: 'getAllCommissionConfigs', describe: describeCommissionConfigs },
    columns: [
      'commission_plan_id',
      'commission_condition_name_id',
      'condition_operator',
      'condition_value',
      'rate',
      'flat_amount',
      'priority',
      status,
    ],
    numeric: ['rate', 'flat_amount'],
    references: {
      commission_plan_id: 'cbs_commission_plans',
      commission_condition_name_id: 'cbs_commission_condition_names',
    },
  },
  {
    table: 'cbs_commission_deferreds',
    noun: 'Deferred commission',
    operations: {
      list: 'listCommissionDeferreds',
      store: 'storeCommissionDeferred',
      show: 'showCommissionDeferred',
      update: 'updateCommissionDeferred',
    },
    columns: [
      'commission_plan_id',
      'beneficiary_id',
      'sales_log_id',
      'amount',
      currency,
      'release_date',
      status,
      'released_at',
      'remarks',
    ],
    numeric: ['amount'],
    dateColumn: 'release_date',
    references: { commission_plan_id: 'cbs_commission_plans', sales_log_id: 'cbs_sales_logs' },
  },
  {
    table: 'cbs_commission_logs',
    noun: 'Commission log',
    // Read-only audit records of calculated commissions.
    operations: { list: 'listCommissionLogs', show: 'showCommissionLog' },
    columns: ['commission_plan_id', 'beneficiary_id', status],
    numeric: ['base_amount', 'rate', 'commission_amount'],
    dateColumn: 'calculated_at',
  },
  {
    table: 'cbs_sales_logs',
    noun: 'Sales log',
    // Read-only: sales are recorded by the selling channels.
    operations: { list: 'listSalesLogs', show: 'showSalesLog' },
    columns: ['product_id', 'customer_id', 'agent_id', 'msisdn', 'operator_id', 'channel'],
    numeric: ['unit_price', 'total_amount'],
    dateColumn: 'sold_at',
  },
  {
    table: 'cbs_product_categories',
    noun: 'Product category',
    operations: {
      list: 'listProductCategories',
      store: 'storeProductCategory',
      show: 'showProductCategory',
      update: 'updateProductCategory',
    },
    lookup: { operationId: 'getAllProductCategories' },
    columns: ['name', 'code', 'parent_id', 'description', 'sort_order', status],
    defaults: { sort_order: 0 },
    unique: ['code'],
    references: { parent_id: 'cbs_product_categories' },
  },
  {
    table: 'cbs_products',
    noun: 'Product',
    operations: {
      list: 'listProducts',
      store: 'storeProduct',
      show: 'showProduct',
      update: 'updateProduct',
      destroy: 'destroyProduct',
    },
    lookup: { operationId: 'getAllProducts' },
    columns: [
      'product_category_id',
      'sku',
      'name',
      'description',
      'product_type',
      'operator_id',
      'price',
      currency,
      'tax_rate',
      'validity_days',
      'data_allowance_mb',
      'voice_minutes',
      'sms_count',
      status,
    ],
    numeric: ['price', 'tax_rate'],
    unique: ['sku'],
    references: { product_category_id: 'cbs_product_categories' },
  },
  {
    table: 'cbs_rating_types',
    noun: 'Rating type',
    operations: {
      list: 'listRatingTypes',
      store: 'storeRatingType',
      show: 'showRatingType',
      update: 'updateRatingType',
    },
    lookup: { operationId: 'getAllRatingTypes' },
    columns: ['name', 'code', 'unit', 'description', status],
    unique: ['code'],
  },
  {
    table: 'cbs_rating_condition_names',
    noun: 'Rating condition name',
    operations: {
      list: 'listRatingConditionNames',
      store: 'storeRatingConditionName',
      show: 'showRatingConditionName',
      update: 'updateRatingConditionName',
    },
    lookup: { operationId: 'getAllRatingConditionNames' },
    columns: conditionNameColumns,
    unique: ['key'],
  },
  {
    table: 'cbs_rating_plans',
    noun: 'Rating plan',
    operations: {
      list: 'listRatingPlans',
      store: 'storeRatingPlan',
      show: 'showRatingPlan',
      update: 'updateRatingPlan',
    },
    lookup: { operationId: 'getAllRatingPlans' },
    columns: [
      'name',
      'code',
      'product_id',
      'rating_type_id',
      currency,
      'unit_price',
      'billing_increment',
      'minimum_charge',
      'effective_from',
      'effective_to',
      status,
    ],
    numeric: ['unit_price', 'minimum_charge'],
    defaults: { minimum_charge: 0 },
    unique: ['code'],
    references: { product_id: 'cbs_products', rating_type_id: 'cbs_rating_types' },
  },
  {
    table: 'cbs_rating_configs',
    noun: 'Rating config',
    operations: {
      list: 'listRatingConfigs',
      store: 'storeRatingConfig',
      show: 'showRatingConfig',
      update: 'updateRatingConfig',
    },
    columns: [
      'rating_plan_id',
      'rating_condition_name_id',
      'condition_operator',
      'condition_value',
      'adjustment_type',
      'rate',
      'priority',
      status,
    ],
    numeric: ['rate'],
    references: {
      rating_plan_id: 'cbs_rating_plans',
      rating_condition_name_id: 'cbs_rating_condition_names',
    },
  },
  {
    table: 'cbs_gateways',
    noun: 'Gateway',
    operations: {
      list: 'listGateways',
      store: 'storeGateway',
      show: 'showGateway',
      update: 'updateGateway',
    },
    lookup: { operationId: 'getAllGateways' },
    columns: [
      'name',
      'code',
      'provider',
      'api_base_url',
      'supported_currencies',
      'supported_methods',
      'is_sandbox',
      status,
    ],
    json: ['supported_currencies', 'supported_methods'],
    booleans: ['is_sandbox'],
    // The contract answers a URL or nothing, never null.
    optional: ['api_base_url'],
    unique: ['code'],
  },
  {
    table: 'cbs_merchant_gateways',
    noun: 'Merchant gateway',
    operations: {
      list: 'listMerchantGateways',
      store: 'storeMerchantGateway',
      show: 'showMerchantGateway',
      update: 'updateMerchantGateway',
    },
    columns: [
      'gateway_id',
      'merchant_name',
      'merchant_code',
      'merchant_key',
      'callback_url',
      'return_url',
      currency,
      'fee_rate',
      'operator_id',
      status,
    ],
    // Write-only in the contract: an update without it keeps the stored key.
    hidden: ['merchant_key'],
    numeric: ['fee_rate'],
    references: { gateway_id: 'cbs_gateways' },
  },
  {
    table: 'cbs_payment_transactions',
    noun: 'Payment transaction',
    // Read-only: created by the payment flow; their events move their status.
    operations: { list: 'listPaymentTransactions' },
    columns: [
      'transaction_ref',
      status,
      'payment_method',
      'gateway_id',
      'merchant_gateway_id',
      'customer_id',
      'invoice_id',
      'msisdn',
    ],
    numeric: ['amount'],
    dateColumn: 'initiated_at',
  },
  {
    table: 'cbs_payment_transaction_events',
    noun: 'Payment transaction event',
    operations: {
      list: 'listPaymentTransactionEvents',
      store: 'storePaymentTransactionEvent',
      show: 'showPaymentTransactionEvent',
      update: 'updatePaymentTransactionEvent',
    },
    columns: [
      'payment_transaction_id',
      'event_type',
      'status_from',
      'status_to',
      'payload',
      'remarks',
      'occurred_at',
    ],
    json: ['payload'],
    dateColumn: 'occurred_at',
    references: { payment_transaction_id: 'cbs_payment_transactions' },
    async afterWrite(db, _id, body, { action }) {
      if (action !== 'store') return;
      // A new event moves its transaction to the event's status; a final one completes it.
      const event = body as unknown as Schema<'PaymentTransactionEventInput'>;
      const final = event.status_to !== 'initiated' && event.status_to !== 'pending';
      await db
        .updateTable('cbs_payment_transactions')
        .set((eb) => ({
          status: event.status_to,
          updated_at: new Date().toISOString(),
          ...(final
            ? { completed_at: eb.fn.coalesce('completed_at', eb.val(event.occurred_at)) }
            : {}),
        }))
        .where('id', '=', event.payment_transaction_id)
        .execute();
    },
  },
  {
    table: 'cbs_subscription_plans',
    noun: 'Subscription plan',
    operations: {
      list: 'listSubscriptionPlans',
      store: 'storeSubscriptionPlan',
      show: 'showSubscriptionPlan',
      update: 'updateSubscriptionPlan',
      destroy: 'destroySubscriptionPlan',
    },
    columns: [
      'name',
      'code',
      'product_id',
      'operator_id',
      'billing_cycle',
      'price',
      currency,
      'trial_days',
      'auto_renew',
      'commission_plan_id',
      status,
    ],
    numeric: ['price'],
    booleans: ['auto_renew'],
    unique: ['code'],
    references: { product_id: 'cbs_products', commission_plan_id: 'cbs_commission_plans' },
  },
  {
    table: 'cbs_subscriptions',
    noun: 'Subscription',
    operations: {
      list: 'listSubscriptions',
      store: 'storeSubscription',
      show: 'showSubscription',
      update: 'updateSubscription',
      destroy: 'destroySubscription',
    },
    columns: [
      'subscription_number',
      'customer_id',
      'subscription_plan_id',
      'msisdn',
      status,
      'start_date',
      'end_date',
      'next_billing_at',
      'auto_renew',
      'cancelled_at',
      'cancel_reason',
    ],
    booleans: ['auto_renew'],
    dateColumn: 'start_date',
    unique: ['subscription_number'],
    references: { subscription_plan_id: 'cbs_subscription_plans' },
  },
  {
    table: 'cbs_usage_records',
    noun: 'Usage record',
    // Read-only: rated usage comes from the network's records.
    operations: { list: 'listUsageRecords', show: 'showUsageRecord' },
    columns: ['subscription_id', 'msisdn', 'usage_type', 'rating_type_id'],
    numeric: ['quantity', 'rated_amount'],
    dateColumn: 'recorded_at',
  },
  {
    table: 'cbs_user_payment_methods',
    noun: 'User payment method',
    operations: {
      list: 'listUserPaymentMethods',
      store: 'storeUserPaymentMethod',
      show: 'showUserPaymentMethod',
      update: 'updateUserPaymentMethod',
      destroy: 'destroyUserPaymentMethod',
    },
    columns: [
      'customer_id',
      'msisdn',
      'method_type',
      'provider',
      'masked_number',
      'holder_name',
      'expiry_month',
      'expiry_year',
      'token',
      'is_default',
      status,
    ],
    // The gateway's vault token is write-only: an update without it keeps the stored one.
    hidden: ['token'],
    booleans: ['is_default'],
    async afterWrite(db, id, body) {
      const method = body as unknown as Schema<'UserPaymentMethodInput'>;
      if (!method.is_default) return;
      // A customer has one default payment method: this one replaces the others.
      await db
        .updateTable('cbs_user_payment_methods')
        .set({ is_default: 0, updated_at: new Date().toISOString() })
        .where('customer_id', '=', method.customer_id)
        .where('id', '!=', id)
        .where('is_default', '=', 1)
        .execute();
    },
  },
  {
    table: 'cbs_invoices',
    noun: 'Invoice',
    operations: {
      list: 'listInvoices',
      store: 'storeInvoice',
      show: 'showInvoice',
      update: 'updateInvoice',
      destroy: 'destroyInvoice',
    },
    // `lines` and the totals are derived from the body's lines, the number from the id.
    columns: [
      'customer_id',
      'subscription_id',
      currency,
      status,
      'issued_at',
      'due_at',
      'paid_at',
      'notes',
    ],
    json: ['lines'],
    numeric: ['subtotal', 'tax_amount', 'total'],
    dateColumn: 'issued_at',
    // Not a column the body writes, but the list filters by it.
    filters: { invoice_number: (value) => contains('invoice_number', String(value)) },
    references: { subscription_id: 'cbs_subscriptions' },
    validate: validateInvoice,
    derive(body) {
      const totals = invoiceTotals((body as unknown as Schema<'InvoiceInput'>).lines);
      return Promise.resolve({ ...totals, lines: JSON.stringify(totals.lines) });
    },
    async afterWrite(db, id, _body, { action }) {
      if (action !== 'store') return;
      const year = new Date().toISOString().slice(0, 4);
      await db
        .updateTable('cbs_invoices')
        .set({ invoice_number: `INV-${year}-${String(id).padStart(6, '0')}` })
        .where('id', '=', id)
        .execute();
    },
  },
];

/** The handlers of every billing resource and lookup. */
export function billingHandlers(db: Kysely<Database>, contract: Contract): OperationHandlers {
  return billingResources.reduce<OperationHandlers>(
    (all, config) => ({ ...all, ...resourceHandlers(db, contract, config) }),
    {},
  );
}
