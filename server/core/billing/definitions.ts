import type { Kysely } from 'kysely';
import type { Schema } from '../../../domain/schema';
import {
  commissionConfigLabel,
  invoiceNumber,
  invoiceTotals,
  largestAmount,
  replacedDefaults,
  transactionAfterEvent,
} from '../../../domain/billing';
import { attribute } from '../../../domain/laravel';
import type { ErrorBag } from '../api/laravelErrors';
import type { OperationHandlers } from '../api/operation';
import type { Database } from '../db/schema';
import type { Clock, Ports } from '../ports';
import type { Services } from '../services';
import {
  joinedLabel,
  resourceHandlers,
  type EngineOptions,
  type ResourceConfig,
  type Row,
  type WriteAction,
} from '../resources/engine';

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

/** Units counted whole: a message or an event is never split. */
const countedUnits: ReadonlySet<string> = new Set(['sms', 'event']);

/**
 * Checks a usage record against what it names and the clock: its unit is its rating type's, its
 * rating plan one of that type's, a count of messages or events whole, and it has happened.
 * Rows that do not exist are reported by the reference check, not again here.
 */
async function validateUsageRecord(
  db: Kysely<Database>,
  body: Row,
  bag: ErrorBag,
  _action: WriteAction,
  { clock }: Ports,
): Promise<void> {
  const usage = body as unknown as Schema<'UsageRecordInput'>;
  const type = await db
    .selectFrom('cbs_rating_types')
    .select('unit')
    .where('id', '=', usage.rating_type_id)
    .executeTakeFirst();
  if (type !== undefined && type.unit !== usage.unit) {
    bag.add('unit', `The unit must be ${type.unit}, the unit of the rating type.`);
  }
  if (typeof usage.rating_plan_id === 'number') {
    const plan = await db
      .selectFrom('cbs_rating_plans')
      .select('rating_type_id')
      .where('id', '=', usage.rating_plan_id)
      .executeTakeFirst();
    if (plan !== undefined && plan.rating_type_id !== usage.rating_type_id) {
      bag.add('rating_plan_id', "The rating plan must be one of the rating type's plans.");
    }
  }
  if (countedUnits.has(usage.unit) && !Number.isInteger(usage.quantity)) {
    bag.add('quantity', 'The quantity must be an integer.');
  }
  if (Date.parse(usage.recorded_at) > clock.now().getTime()) {
    bag.add('recorded_at', 'The recorded at must be a date before or equal to now.');
  }
}

/** Today's date, as the contract's `date` format writes it. */
const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);

/** The option names of commission configs (`commissionConfigLabel`). */
async function describeCommissionConfigs(db: Kysely<Database>, rows: Row[]): Promise<string[]> {
  const plans = await db.selectFrom('cbs_commission_plans').select(['id', 'code']).execute();
  const conditions = await db
    .selectFrom('cbs_commission_condition_names')
    .select(['id', 'key'])
    .execute();
  const codes = new Map(plans.map((plan) => [plan.id, plan.code]));
  const keys = new Map(conditions.map((condition) => [condition.id, condition.key]));
  return rows.map((row) =>
    commissionConfigLabel({
      planCode: codes.get(Number(row.commission_plan_id)),
      conditionKey: keys.get(Number(row.commission_condition_name_id)),
      config: {
        commission_plan_id: Number(row.commission_plan_id),
        condition_operator:
          row.condition_operator as Schema<'CommissionConfig'>['condition_operator'],
        condition_value: String(row.condition_value),
        rate: Number(row.rate),
        flat_amount: row.flat_amount === null ? null : Number(row.flat_amount),
      },
    }),
  );
}

/** The billing resources (admin §7.5) and their lookups (§7.4), served by the resource engine. */
export const billingResources: readonly ResourceConfig[] = [
  {
    table: 'cbs_general_ledger_accounts',
    path: '/cbs/accounting/general-ledger-account',
    lookup: { describe: joinedLabel('code', 'name') },
    unique: ['code'],
    references: { parent_id: 'cbs_general_ledger_accounts' },
  },
  {
    table: 'cbs_accounts',
    path: '/cbs/accounting/account',
    lookup: {
      describe: joinedLabel('account_number', 'account_name'),
    },
    defaults: { credit_limit: 0 },
    unique: ['account_number'],
    references: { general_ledger_account_id: 'cbs_general_ledger_accounts' },
    derive(body, action, { clock }) {
      // An account opened without a date opens today.
      const opened = action === 'store' && body.opened_at === undefined;
      return Promise.resolve(opened ? { opened_at: today(clock) } : {});
    },
  },
  {
    table: 'cbs_accounting_transactions',
    // Read-only: the ledger is posted by billing runs, never edited through the API.
    path: '/cbs/accounting/accounting-transaction',
    dateColumn: 'transaction_date',
  },
  {
    table: 'cbs_commission_plans',
    path: '/cbs/commission/commission-plan',
    // The contract's defaults; a flat plan sent without a rate pays no percentage.
    defaults: { rate: 0, settlement_cycle: 'monthly', deferral_days: 0 },
    unique: ['code'],
  },
  {
    table: 'cbs_commission_condition_names',
    path: '/cbs/commission/commission-condition-name',
    unique: ['key'],
  },
  {
    table: 'cbs_commission_configs',
    path: '/cbs/commission/commission-config',
    lookup: { describe: describeCommissionConfigs },
    references: {
      commission_plan_id: 'cbs_commission_plans',
      commission_condition_name_id: 'cbs_commission_condition_names',
    },
  },
  {
    table: 'cbs_commission_deferreds',
    path: '/cbs/commission/commission-deferred',
    dateColumn: 'release_date',
    references: { commission_plan_id: 'cbs_commission_plans', sales_log_id: 'cbs_sales_logs' },
  },
  {
    table: 'cbs_commission_logs',
    // Read-only audit records of calculated commissions.
    path: '/cbs/commission/commission-log',
    dateColumn: 'calculated_at',
  },
  {
    table: 'cbs_sales_logs',
    // Read-only: sales are recorded by the selling channels.
    path: '/cbs/commission/sales-log',
    dateColumn: 'sold_at',
  },
  {
    table: 'cbs_product_categories',
    path: '/cbs/product/product-category',
    defaults: { sort_order: 0 },
    unique: ['code'],
    references: { parent_id: 'cbs_product_categories' },
  },
  {
    table: 'cbs_products',
    path: '/cbs/product/products',
    unique: ['sku'],
    references: { product_category_id: 'cbs_product_categories' },
  },
  {
    table: 'cbs_rating_types',
    path: '/cbs/product-rating/rating-type',
    unique: ['code'],
  },
  {
    table: 'cbs_rating_condition_names',
    path: '/cbs/product-rating/rating-condition-name',
    unique: ['key'],
  },
  {
    table: 'cbs_rating_plans',
    path: '/cbs/product-rating/rating-plan',
    defaults: { minimum_charge: 0 },
    unique: ['code'],
    references: { product_id: 'cbs_products', rating_type_id: 'cbs_rating_types' },
  },
  {
    table: 'cbs_rating_configs',
    path: '/cbs/product-rating/rating-config',
    references: {
      rating_plan_id: 'cbs_rating_plans',
      rating_condition_name_id: 'cbs_rating_condition_names',
    },
  },
  {
    table: 'cbs_gateways',
    path: '/cbs/payment/gateway',
    // The contract answers a URL or nothing, never null.
    optional: ['api_base_url'],
    unique: ['code'],
  },
  {
    table: 'cbs_merchant_gateways',
    path: '/cbs/payment/merchant-gateway',
    // Write-only in the contract: an update without it keeps the stored key.
    references: { gateway_id: 'cbs_gateways' },
  },
  {
    table: 'cbs_payment_transactions',
    // Read-only: created by the payment flow; their events move their status.
    path: '/cbs/payment/payment-transaction',
    dateColumn: 'initiated_at',
  },
  {
    table: 'cbs_payment_transaction_events',
    path: '/cbs/payment/payment-transaction-event',
    dateColumn: 'occurred_at',
    references: { payment_transaction_id: 'cbs_payment_transactions' },
    async afterWrite({ db, ports }, _id, body, { action }) {
      if (action !== 'store') return;
      const event = body as unknown as Schema<'PaymentTransactionEventInput'>;
      const transaction = await db
        .selectFrom('cbs_payment_transactions')
        .select('completed_at')
        .where('id', '=', event.payment_transaction_id)
        .executeTakeFirst();
      if (transaction === undefined) return;
      await db
        .updateTable('cbs_payment_transactions')
        .set({
          ...transactionAfterEvent(transaction, event),
          updated_at: ports.clock.now().toISOString(),
        })
        .where('id', '=', event.payment_transaction_id)
        .execute();
    },
  },
  {
    table: 'cbs_subscription_plans',
    path: '/cbs/subscription/subscription-plan',
    unique: ['code'],
    references: { product_id: 'cbs_products', commission_plan_id: 'cbs_commission_plans' },
  },
  {
    table: 'cbs_subscriptions',
    path: '/cbs/subscription/subscription',
    dateColumn: 'start_date',
    unique: ['subscription_number'],
    references: { subscription_plan_id: 'cbs_subscription_plans' },
  },
  {
    table: 'cbs_usage_records',
    // Rated from the network's records; an administrator adds one they missed or corrects one.
    path: '/cbs/subscription/usage',
    dateColumn: 'recorded_at',
    references: {
      subscription_id: 'cbs_subscriptions',
      rating_type_id: 'cbs_rating_types',
      rating_plan_id: 'cbs_rating_plans',
    },
    validate: validateUsageRecord,
  },
  {
    table: 'cbs_user_payment_methods',
    path: '/cbs/user-management/user-payment',
    // The gateway's vault token is write-only: an update without it keeps the stored one.
    async afterWrite({ db, ports }, id, body) {
      const method = body as unknown as Schema<'UserPaymentMethodInput'>;
      const defaults = await db
        .selectFrom('cbs_user_payment_methods')
        .select(['id', 'customer_id'])
        .where('customer_id', '=', method.customer_id)
        .where('is_default', '=', 1)
        .execute();
      const replaced = replacedDefaults(
        { id, customer_id: method.customer_id, is_default: method.is_default },
        defaults.map((row) => ({ ...row, is_default: true })),
      );
      if (replaced.length === 0) return;
      await db
        .updateTable('cbs_user_payment_methods')
        .set({ is_default: 0, updated_at: ports.clock.now().toISOString() })
        .where(
          'id',
          'in',
          replaced.map((row) => row.id),
        )
        .execute();
    },
  },
  {
    table: 'cbs_invoices',
    path: '/cbs/invoice/invoice',
    // `lines` and the totals are derived from the body's lines, the number from the id.
    dateColumn: 'issued_at',
    references: { subscription_id: 'cbs_subscriptions' },
    validate: validateInvoice,
    derive(body) {
      const totals = invoiceTotals((body as unknown as Schema<'InvoiceInput'>).lines);
      return Promise.resolve({ ...totals, lines: JSON.stringify(totals.lines) });
    },
    async afterWrite({ db, ports }, id, _body, { action }) {
      if (action !== 'store') return;
      await db
        .updateTable('cbs_invoices')
        .set({ invoice_number: invoiceNumber(id, ports.clock.now()) })
        .where('id', '=', id)
        .execute();
    },
  },
];

/** The handlers of every billing resource and lookup. */
export function billingHandlers(
  services: Services,
  options: EngineOptions = {},
): OperationHandlers {
  return billingResources.reduce<OperationHandlers>(
    (all, config) => ({ ...all, ...resourceHandlers(services, config, options) }),
    {},
  );
}
