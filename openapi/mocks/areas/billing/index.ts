import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import { resourceHandlers, type ResourceDefinition, type Row } from '../../engine';
import type { MockStore } from '../../store';
import { assign, lookupHandler } from './crud';
import { invoiceTotals } from '@domain/billing';

type Fields<Input> = readonly (keyof Input & string)[];

/** The starting row of a commission or rating condition name (the two share one shape). */
function blankConditionName(id: number, now: string) {
  return {
    id,
    name: '',
    key: '',
    data_type: 'string',
    description: null,
    status: 'active',
    created_at: now,
    updated_at: now,
  } as const;
}

/**
 * The rows, create and update of a resource whose editable fields are exactly its input
 * schema's fields (anything else in a body is ignored).
 */
function editable<Item extends Row & { readonly updated_at: string }>(
  rows: Item[],
  fields: readonly (keyof Item & string)[],
  blank: (id: number, now: string) => Item,
): Pick<ResourceDefinition<Item>, 'rows' | 'create' | 'update'> {
  return {
    rows,
    create: (input, id, now) => assign(blank(id, now), input, fields),
    update: (row, input, now) => ({ ...assign(row, input, fields), updated_at: now }),
  };
}

const ledgerFields = [
  'code',
  'name',
  'account_type',
  'normal_balance',
  'parent_id',
  'currency',
  'description',
  'is_active',
] as const satisfies Fields<Schema<'GeneralLedgerAccountInput'>>;
const accountFields = [
  'account_number',
  'customer_id',
  'account_name',
  'account_type',
  'general_ledger_account_id',
  'msisdn',
  'currency',
  'credit_limit',
  'status',
  'opened_at',
  'closed_at',
] as const satisfies Fields<Schema<'AccountInput'>>;
const commissionPlanFields = [
  'name',
  'code',
  'description',
  'commission_type',
  'rate',
  'flat_amount',
  'currency',
  'settlement_cycle',
  'deferral_days',
  'effective_from',
  'effective_to',
  'status',
] as const satisfies Fields<Schema<'CommissionPlanInput'>>;
const conditionNameFields = ['name', 'key', 'data_type', 'description', 'status'] as const;
const commissionConfigFields = [
  'commission_plan_id',
  'commission_condition_name_id',
  'condition_operator',
  'condition_value',
  'rate',
  'flat_amount',
  'priority',
  'status',
] as const satisfies Fields<Schema<'CommissionConfigInput'>>;
const deferredFields = [
  'commission_plan_id',
  'beneficiary_id',
  'sales_log_id',
  'amount',
  'currency',
  'release_date',
  'status',
  'released_at',
  'remarks',
] as const satisfies Fields<Schema<'CommissionDeferredInput'>>;
const categoryFields = [
  'name',
  'code',
  'parent_id',
  'description',
  'sort_order',
  'status',
] as const satisfies Fields<Schema<'ProductCategoryInput'>>;
const productFields = [
  'product_category_id',
  'sku',
  'name',
  'description',
  'product_type',
  'operator_id',
  'price',
  'currency',
  'tax_rate',
  'validity_days',
  'data_allowance_mb',
  'voice_minutes',
  'sms_count',
  'status',
] as const satisfies Fields<Schema<'ProductInput'>>;
const ratingTypeFields = [
  'name',
  'code',
  'unit',
  'description',
  'status',
] as const satisfies Fields<Schema<'RatingTypeInput'>>;
const ratingPlanFields = [
  'name',
  'code',
  'product_id',
  'rating_type_id',
  'currency',
  'unit_price',
  'billing_increment',
  'minimum_charge',
  'effective_from',
  'effective_to',
  'status',
] as const satisfies Fields<Schema<'RatingPlanInput'>>;
const ratingConfigFields = [
  'rating_plan_id',
  'rating_condition_name_id',
  'condition_operator',
  'condition_value',
  'adjustment_type',
  'rate',
  'priority',
  'status',
] as const satisfies Fields<Schema<'RatingConfigInput'>>;
const gatewayFields = [
  'name',
  'code',
  'provider',
  'api_base_url',
  'supported_currencies',
  'supported_methods',
  'is_sandbox',
  'status',
] as const satisfies Fields<Schema<'GatewayInput'>>;
/** merchant_key is write-only: accepted, never stored or answered. */
const merchantFields = [
  'gateway_id',
  'merchant_name',
  'merchant_code',
  'callback_url',
  'return_url',
  'currency',
  'fee_rate',
  'operator_id',
  'status',
] as const satisfies Fields<Schema<'MerchantGatewayInput'>>;
const eventFields = [
  'payment_transaction_id',
  'event_type',
  'status_from',
  'status_to',
  'payload',
  'remarks',
  'occurred_at',
] as const satisfies Fields<Schema<'PaymentTransactionEventInput'>>;
const subscriptionPlanFields = [
  'name',
  'code',
  'product_id',
  'operator_id',
  'billing_cycle',
  'price',
  'currency',
  'trial_days',
  'auto_renew',
  'commission_plan_id',
  'status',
] as const satisfies Fields<Schema<'SubscriptionPlanInput'>>;
const subscriptionFields = [
  'subscription_number',
  'customer_id',
  'subscription_plan_id',
  'msisdn',
  'status',
  'start_date',
  'end_date',
  'next_billing_at',
  'auto_renew',
  'cancelled_at',
  'cancel_reason',
] as const satisfies Fields<Schema<'SubscriptionInput'>>;
/** token is write-only: accepted, never stored or answered. */
const paymentMethodFields = [
  'customer_id',
  'msisdn',
  'method_type',
  'provider',
  'masked_number',
  'holder_name',
  'expiry_month',
  'expiry_year',
  'is_default',
  'status',
] as const satisfies Fields<Schema<'UserPaymentMethodInput'>>;
const invoiceFields = [
  'customer_id',
  'subscription_id',
  'currency',
  'status',
  'issued_at',
  'due_at',
  'paid_at',
  'notes',
] as const satisfies Fields<Schema<'InvoiceInput'>>;

/** The invoice lines of a body, priced (amounts, subtotal, tax and total add up). */
function pricedLines(input: Record<string, unknown>) {
  const lines: unknown[] = Array.isArray(input.lines) ? input.lines : [];
  return invoiceTotals(
    lines.map((item) => {
      const line = (typeof item === 'object' && item !== null ? item : {}) as Record<
        string,
        unknown
      >;
      return {
        description: typeof line.description === 'string' ? line.description : '',
        product_id: typeof line.product_id === 'number' ? line.product_id : null,
        quantity: Number(line.quantity),
        unit_price: Number(line.unit_price),
        tax_rate: Number(line.tax_rate),
      };
    }),
  );
}

const option = (...parts: (string | number)[]) => parts.join(' ');

/** Handlers of the billing API (the CBS modules under /cbs). */
export function billingHandlers(store: MockStore): HttpHandler[] {
  const billing = store.billing;
  const clock = store.clock;
  const admin = 'admin' as const;

  const resources: HttpHandler[][] = [
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/accounting/general-ledger-account',
        operations: {
          list: 'listGeneralLedgerAccounts',
          store: 'storeGeneralLedgerAccount',
          show: 'showGeneralLedgerAccount',
          update: 'updateGeneralLedgerAccount',
        },
        noun: 'General ledger account',
        filters: { contains: ['code'] },
        ...editable<Schema<'GeneralLedgerAccount'>>(
          billing.generalLedgerAccounts,
          ledgerFields,
          (id, now) => ({
            id,
            code: '',
            name: '',
            account_type: 'asset',
            normal_balance: 'debit',
            parent_id: null,
            currency: 'MYR',
            description: null,
            is_active: true,
            created_at: now,
            updated_at: now,
          }),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/accounting/account',
        operations: {
          list: 'listAccounts',
          store: 'storeAccount',
          show: 'showAccount',
          update: 'updateAccount',
        },
        noun: 'Account',
        filters: { contains: ['account_number', 'msisdn'] },
        ...editable<Schema<'Account'>>(billing.accounts, accountFields, (id, now) => ({
          id,
          account_number: `ACC-${String(id).padStart(8, '0')}`,
          customer_id: 1,
          account_name: '',
          account_type: 'prepaid',
          general_ledger_account_id: 6,
          msisdn: null,
          currency: 'MYR',
          balance: 0,
          credit_limit: 0,
          status: 'active',
          opened_at: now.slice(0, 10),
          closed_at: null,
          created_at: now,
          updated_at: now,
        })),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/accounting/accounting-transaction',
        operations: {
          list: 'listAccountingTransactions',
          show: 'showAccountingTransaction',
        },
        noun: 'Accounting transaction',
        rows: billing.accountingTransactions,
        filters: { date: 'transaction_date' },
        create: () => {
          throw new Error('accounting transactions are read-only');
        },
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/commission/commission-plan',
        operations: {
          list: 'listCommissionPlans',
          store: 'storeCommissionPlan',
          show: 'showCommissionPlan',
          update: 'updateCommissionPlan',
        },
        noun: 'Commission plan',
        filters: { contains: ['code'] },
        ...editable<Schema<'CommissionPlan'>>(
          billing.commissionPlans,
          commissionPlanFields,
          (id, now) => ({
            id,
            name: '',
            code: '',
            description: null,
            commission_type: 'percentage',
            rate: 0,
            flat_amount: null,
            currency: 'MYR',
            settlement_cycle: 'monthly',
            deferral_days: 0,
            effective_from: now.slice(0, 10),
            effective_to: null,
            status: 'active',
            created_at: now,
            updated_at: now,
          }),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/commission/commission-condition-name',
        operations: {
          list: 'listCommissionConditionNames',
          store: 'storeCommissionConditionName',
          show: 'showCommissionConditionName',
          update: 'updateCommissionConditionName',
        },
        noun: 'Commission condition name',
        ...editable<Schema<'CommissionConditionName'>>(
          billing.commissionConditionNames,
          conditionNameFields,
          blankConditionName,
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/commission/commission-config',
        operations: {
          list: 'listCommissionConfigs',
          store: 'storeCommissionConfig',
          show: 'showCommissionConfig',
          update: 'updateCommissionConfig',
        },
        noun: 'Commission config',
        ...editable<Schema<'CommissionConfig'>>(
          billing.commissionConfigs,
          commissionConfigFields,
          (id, now) => ({
            id,
            commission_plan_id: 1,
            commission_condition_name_id: 1,
            condition_operator: '=',
            condition_value: '',
            rate: 0,
            flat_amount: null,
            priority: 1,
            status: 'active',
            created_at: now,
            updated_at: now,
          }),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/commission/commission-deferred',
        operations: {
          list: 'listCommissionDeferreds',
          store: 'storeCommissionDeferred',
          show: 'showCommissionDeferred',
          update: 'updateCommissionDeferred',
        },
        noun: 'Deferred commission',
        filters: { date: 'release_date' },
        ...editable<Schema<'CommissionDeferred'>>(
          billing.commissionDeferreds,
          deferredFields,
          (id, now) => ({
            id,
            commission_plan_id: 1,
            beneficiary_id: 1,
            sales_log_id: 1,
            amount: 0,
            currency: 'MYR',
            release_date: now.slice(0, 10),
            status: 'pending',
            released_at: null,
            remarks: null,
            created_at: now,
            updated_at: now,
          }),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/commission/commission-log',
        operations: { list: 'listCommissionLogs', show: 'showCommissionLog' },
        noun: 'Commission log',
        rows: billing.commissionLogs,
        filters: { date: 'calculated_at' },
        create: () => {
          throw new Error('commission logs are read-only');
        },
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/commission/sales-log',
        operations: { list: 'listSalesLogs', show: 'showSalesLog' },
        noun: 'Sales log',
        rows: billing.salesLogs,
        filters: { contains: ['msisdn'], date: 'sold_at' },
        create: () => {
          throw new Error('sales logs are read-only');
        },
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/product/product-category',
        operations: {
          list: 'listProductCategories',
          store: 'storeProductCategory',
          show: 'showProductCategory',
          update: 'updateProductCategory',
        },
        noun: 'Product category',
        ...editable<Schema<'ProductCategory'>>(
          billing.productCategories,
          categoryFields,
          (id, now) => ({
            id,
            name: '',
            code: '',
            parent_id: null,
            description: null,
            sort_order: 0,
            status: 'active',
            created_at: now,
            updated_at: now,
          }),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/product/products',
        operations: {
          list: 'listProducts',
          store: 'storeProduct',
          show: 'showProduct',
          update: 'updateProduct',
          destroy: 'destroyProduct',
        },
        noun: 'Product',
        filters: { contains: ['sku'] },
        ...editable<Schema<'Product'>>(billing.products, productFields, (id, now) => ({
          id,
          product_category_id: 1,
          sku: '',
          name: '',
          description: null,
          product_type: 'data_pack',
          operator_id: 1,
          price: 0,
          currency: 'MYR',
          tax_rate: 8,
          validity_days: 30,
          data_allowance_mb: null,
          voice_minutes: null,
          sms_count: null,
          status: 'active',
          created_at: now,
          updated_at: now,
        })),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/product-rating/rating-type',
        operations: {
          list: 'listRatingTypes',
          store: 'storeRatingType',
          show: 'showRatingType',
          update: 'updateRatingType',
        },
        noun: 'Rating type',
        ...editable<Schema<'RatingType'>>(billing.ratingTypes, ratingTypeFields, (id, now) => ({
          id,
          name: '',
          code: '',
          unit: 'event',
          description: null,
          status: 'active',
          created_at: now,
          updated_at: now,
        })),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/product-rating/rating-condition-name',
        operations: {
          list: 'listRatingConditionNames',
          store: 'storeRatingConditionName',
          show: 'showRatingConditionName',
          update: 'updateRatingConditionName',
        },
        noun: 'Rating condition name',
        ...editable<Schema<'RatingConditionName'>>(
          billing.ratingConditionNames,
          conditionNameFields,
          blankConditionName,
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/product-rating/rating-plan',
        operations: {
          list: 'listRatingPlans',
          store: 'storeRatingPlan',
          show: 'showRatingPlan',
          update: 'updateRatingPlan',
        },
        noun: 'Rating plan',
        ...editable<Schema<'RatingPlan'>>(billing.ratingPlans, ratingPlanFields, (id, now) => ({
          id,
          name: '',
          code: '',
          product_id: 1,
          rating_type_id: 1,
          currency: 'MYR',
          unit_price: 0,
          billing_increment: 1,
          minimum_charge: 0,
          effective_from: now.slice(0, 10),
          effective_to: null,
          status: 'active',
          created_at: now,
          updated_at: now,
        })),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/product-rating/rating-config',
        operations: {
          list: 'listRatingConfigs',
          store: 'storeRatingConfig',
          show: 'showRatingConfig',
          update: 'updateRatingConfig',
        },
        noun: 'Rating config',
        ...editable<Schema<'RatingConfig'>>(
          billing.ratingConfigs,
          ratingConfigFields,
          (id, now) => ({
            id,
            rating_plan_id: 1,
            rating_condition_name_id: 1,
            condition_operator: '=',
            condition_value: '',
            adjustment_type: 'discount',
            rate: 0,
            priority: 1,
            status: 'active',
            created_at: now,
            updated_at: now,
          }),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/payment/gateway',
        operations: {
          list: 'listGateways',
          store: 'storeGateway',
          show: 'showGateway',
          update: 'updateGateway',
        },
        noun: 'Gateway',
        filters: { contains: ['code'] },
        ...editable<Schema<'Gateway'>>(billing.gateways, gatewayFields, (id, now) => ({
          id,
          name: '',
          code: '',
          provider: '',
          supported_currencies: ['MYR'],
          supported_methods: ['card'],
          is_sandbox: false,
          status: 'active',
          created_at: now,
          updated_at: now,
        })),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/payment/merchant-gateway',
        operations: {
          list: 'listMerchantGateways',
          store: 'storeMerchantGateway',
          show: 'showMerchantGateway',
          update: 'updateMerchantGateway',
        },
        noun: 'Merchant gateway',
        ...editable<Schema<'MerchantGateway'>>(
          billing.merchantGateways,
          merchantFields,
          (id, now) => ({
            id,
            gateway_id: 1,
            merchant_name: '',
            merchant_code: '',
            callback_url: null,
            return_url: null,
            currency: 'MYR',
            fee_rate: 0,
            operator_id: null,
            status: 'active',
            created_at: now,
            updated_at: now,
          }),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/payment/payment-transaction',
        operations: { list: 'listPaymentTransactions' },
        noun: 'Payment transaction',
        rows: billing.paymentTransactions,
        filters: { contains: ['transaction_ref', 'msisdn'], date: 'initiated_at' },
        create: () => {
          throw new Error('payment transactions are read-only');
        },
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/payment/payment-transaction-event',
        operations: {
          list: 'listPaymentTransactionEvents',
          store: 'storePaymentTransactionEvent',
          show: 'showPaymentTransactionEvent',
          update: 'updatePaymentTransactionEvent',
        },
        noun: 'Payment transaction event',
        filters: { date: 'occurred_at' },
        ...movesTransaction(
          billing.paymentTransactions,
          editable<Schema<'PaymentTransactionEvent'>>(
            billing.paymentTransactionEvents,
            eventFields,
            (id, now) => ({
              id,
              payment_transaction_id: 1,
              event_type: 'initiated',
              status_from: null,
              status_to: 'initiated',
              payload: null,
              remarks: null,
              occurred_at: now,
              created_at: now,
              updated_at: now,
            }),
          ),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/subscription/subscription-plan',
        operations: {
          list: 'listSubscriptionPlans',
          store: 'storeSubscriptionPlan',
          show: 'showSubscriptionPlan',
          update: 'updateSubscriptionPlan',
          destroy: 'destroySubscriptionPlan',
        },
        noun: 'Subscription plan',
        ...editable<Schema<'SubscriptionPlan'>>(
          billing.subscriptionPlans,
          subscriptionPlanFields,
          (id, now) => ({
            id,
            name: '',
            code: '',
            product_id: 1,
            operator_id: 1,
            billing_cycle: 'monthly',
            price: 0,
            currency: 'MYR',
            trial_days: 0,
            auto_renew: true,
            commission_plan_id: null,
            status: 'active',
            created_at: now,
            updated_at: now,
          }),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/subscription/subscription',
        operations: {
          list: 'listSubscriptions',
          store: 'storeSubscription',
          show: 'showSubscription',
          update: 'updateSubscription',
          destroy: 'destroySubscription',
        },
        noun: 'Subscription',
        filters: { contains: ['subscription_number', 'msisdn'], date: 'start_date' },
        ...editable<Schema<'Subscription'>>(
          billing.subscriptions,
          subscriptionFields,
          (id, now) => ({
            id,
            subscription_number: `SUB-${String(id).padStart(8, '0')}`,
            customer_id: 1,
            subscription_plan_id: 1,
            msisdn: '',
            status: 'pending',
            start_date: now.slice(0, 10),
            end_date: null,
            next_billing_at: null,
            auto_renew: true,
            cancelled_at: null,
            cancel_reason: null,
            created_at: now,
            updated_at: now,
          }),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/subscription/usage',
        operations: { list: 'listUsageRecords', show: 'showUsageRecord' },
        noun: 'Usage record',
        rows: billing.usageRecords,
        filters: { contains: ['msisdn'], date: 'recorded_at' },
        create: () => {
          throw new Error('usage records are read-only');
        },
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/user-management/user-payment',
        operations: {
          list: 'listUserPaymentMethods',
          store: 'storeUserPaymentMethod',
          show: 'showUserPaymentMethod',
          update: 'updateUserPaymentMethod',
          destroy: 'destroyUserPaymentMethod',
        },
        noun: 'User payment method',
        filters: { contains: ['msisdn'] },
        ...defaultPaymentMethod(
          editable<Schema<'UserPaymentMethod'>>(
            billing.userPaymentMethods,
            paymentMethodFields,
            (id, now) => ({
              id,
              customer_id: 1,
              msisdn: null,
              method_type: 'card',
              provider: '',
              masked_number: '',
              holder_name: null,
              expiry_month: null,
              expiry_year: null,
              is_default: false,
              status: 'active',
              created_at: now,
              updated_at: now,
            }),
          ),
        ),
      },
      clock,
    ),
    resourceHandlers(
      {
        api: admin,
        path: '/cbs/invoice/invoice',
        operations: {
          list: 'listInvoices',
          store: 'storeInvoice',
          show: 'showInvoice',
          update: 'updateInvoice',
          destroy: 'destroyInvoice',
        },
        noun: 'Invoice',
        rows: billing.invoices,
        filters: { contains: ['invoice_number'], date: 'issued_at' },
        create: (input, id, now) => ({
          ...assign<Schema<'Invoice'>>(
            {
              id,
              invoice_number: `INV-${now.slice(0, 4)}-${String(id).padStart(6, '0')}`,
              customer_id: 1,
              subscription_id: null,
              lines: [],
              subtotal: 0,
              tax_amount: 0,
              total: 0,
              currency: 'MYR',
              status: 'draft',
              issued_at: null,
              due_at: null,
              paid_at: null,
              notes: null,
              created_at: now,
              updated_at: now,
            },
            input,
            invoiceFields,
          ),
          ...pricedLines(input),
        }),
        update: (row, input, now) => ({
          ...assign(row, input, invoiceFields),
          ...(Array.isArray(input.lines) ? pricedLines(input) : {}),
          updated_at: now,
        }),
      },
      clock,
    ),
  ];

  const lookups = [
    lookupHandler('/cbs/accounting/all-account', billing.accounts, (row) =>
      option(row.account_number, row.account_name),
    ),
    lookupHandler(
      '/cbs/accounting/all-general-ledger-account',
      billing.generalLedgerAccounts,
      (row) => option(row.code, row.name),
    ),
    lookupHandler(
      '/cbs/commission/all-commission-plan',
      billing.commissionPlans,
      (row) => row.name,
    ),
    lookupHandler(
      '/cbs/commission/all-condition-name',
      billing.commissionConditionNames,
      (row) => row.name,
    ),
    lookupHandler('/cbs/commission/all-commission-config', billing.commissionConfigs, (row) => {
      const plan = billing.commissionPlans.find(
        (candidate) => candidate.id === row.commission_plan_id,
      );
      const condition = billing.commissionConditionNames.find(
        (candidate) => candidate.id === row.commission_condition_name_id,
      );
      const flat = row.flat_amount ?? null;
      const amount =
        flat !== null && row.rate === 0 ? `RM ${flat.toFixed(2)}` : `${String(row.rate)}%`;
      return `${plan?.code ?? `Plan ${String(row.commission_plan_id)}`}: ${condition?.key ?? 'condition'} ${row.condition_operator} ${row.condition_value} (${amount})`;
    }),
    lookupHandler(
      '/cbs/product/all-product-category',
      billing.productCategories,
      (row) => row.name,
    ),
    lookupHandler('/cbs/product/all-product', billing.products, (row) => row.name),
    lookupHandler('/cbs/product-rating/all-rating-plan', billing.ratingPlans, (row) => row.name),
    lookupHandler('/cbs/product-rating/all-rating-type', billing.ratingTypes, (row) => row.name),
    lookupHandler(
      '/cbs/product-rating/all-rating-condition-name',
      billing.ratingConditionNames,
      (row) => row.name,
    ),
    lookupHandler('/cbs/payment/all-gateway', billing.gateways, (row) => row.name),
  ];

  return [...resources.flat(), ...lookups];
}

/** A new payment transaction event moves its transaction to the event's status. */
function movesTransaction(
  payments: Schema<'PaymentTransaction'>[],
  base: Pick<ResourceDefinition<Schema<'PaymentTransactionEvent'>>, 'rows' | 'create' | 'update'>,
): Pick<ResourceDefinition<Schema<'PaymentTransactionEvent'>>, 'rows' | 'create' | 'update'> {
  return {
    ...base,
    create: (input, id, now) => {
      const event = base.create(input, id, now);
      const index = payments.findIndex((payment) => payment.id === event.payment_transaction_id);
      const payment = payments[index];
      if (payment !== undefined) {
        const final = event.status_to !== 'initiated' && event.status_to !== 'pending';
        payments[index] = {
          ...payment,
          status: event.status_to,
          completed_at: final ? (payment.completed_at ?? event.occurred_at) : payment.completed_at,
          updated_at: now,
        };
      }
      return event;
    },
  };
}

/** A customer has one default payment method: making one the default clears the others. */
function defaultPaymentMethod(
  base: Pick<ResourceDefinition<Schema<'UserPaymentMethod'>>, 'rows' | 'create' | 'update'>,
): Pick<ResourceDefinition<Schema<'UserPaymentMethod'>>, 'rows' | 'create' | 'update'> {
  const { rows } = base;
  const clearOthers = (method: Schema<'UserPaymentMethod'>) => {
    if (!method.is_default) return;
    rows.forEach((other, index) => {
      if (other.customer_id === method.customer_id && other.id !== method.id && other.is_default) {
        rows[index] = { ...other, is_default: false };
      }
    });
  };
  return {
    rows,
    create: (input, id, now) => {
      const method = base.create(input, id, now);
      clearOthers(method);
      return method;
    },
    update: (row, input, now) => {
      const method = base.update?.(row, input, now) ?? row;
      clearOthers(method);
      return method;
    },
  };
}
