import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import type { MockStore } from '../../store';
import { assign, resourceHandlers, storedFields } from '../../engine';
import { invoiceTotals } from '@domain/billing';

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

/** A gateway as the server keeps it: an API base URL given as null is none at all. */
function storedGateway(gateway: Schema<'Gateway'>): Schema<'Gateway'> {
  // A body's null is copied as sent: the record's type does not know it.
  const url: unknown = gateway.api_base_url;
  if (typeof url === 'string') return gateway;
  const stored = { ...gateway };
  delete stored.api_base_url;
  return stored;
}

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

  const resources: HttpHandler[][] = [
    resourceHandlers<Schema<'GeneralLedgerAccount'>>(
      {
        path: '/cbs/accounting/general-ledger-account',
        option: (row) => option(row.code, row.name),
        rows: billing.generalLedgerAccounts,
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers<Schema<'Account'>>(
      {
        path: '/cbs/accounting/account',
        option: (row) => option(row.account_number, row.account_name),
        rows: billing.accounts,
        blank: (id, now) => ({
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
        }),
      },
      clock,
    ),
    resourceHandlers(
      {
        path: '/cbs/accounting/accounting-transaction',
        rows: billing.accountingTransactions,
        dateField: 'transaction_date',
      },
      clock,
    ),
    resourceHandlers<Schema<'CommissionPlan'>>(
      {
        path: '/cbs/commission/commission-plan',
        rows: billing.commissionPlans,
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers<Schema<'CommissionConditionName'>>(
      {
        path: '/cbs/commission/commission-condition-name',
        rows: billing.commissionConditionNames,
        blank: blankConditionName,
      },
      clock,
    ),
    resourceHandlers<Schema<'CommissionConfig'>>(
      {
        path: '/cbs/commission/commission-config',
        option: (row) => {
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
        },
        rows: billing.commissionConfigs,
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers<Schema<'CommissionDeferred'>>(
      {
        path: '/cbs/commission/commission-deferred',
        dateField: 'release_date',
        rows: billing.commissionDeferreds,
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers(
      {
        path: '/cbs/commission/commission-log',
        rows: billing.commissionLogs,
        dateField: 'calculated_at',
      },
      clock,
    ),
    resourceHandlers(
      {
        path: '/cbs/commission/sales-log',
        rows: billing.salesLogs,
        dateField: 'sold_at',
      },
      clock,
    ),
    resourceHandlers<Schema<'ProductCategory'>>(
      {
        path: '/cbs/product/product-category',
        rows: billing.productCategories,
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers<Schema<'Product'>>(
      {
        path: '/cbs/product/products',
        rows: billing.products,
        blank: (id, now) => ({
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
        }),
      },
      clock,
    ),
    resourceHandlers<Schema<'RatingType'>>(
      {
        path: '/cbs/product-rating/rating-type',
        rows: billing.ratingTypes,
        blank: (id, now) => ({
          id,
          name: '',
          code: '',
          unit: 'event',
          description: null,
          status: 'active',
          created_at: now,
          updated_at: now,
        }),
      },
      clock,
    ),
    resourceHandlers<Schema<'RatingConditionName'>>(
      {
        path: '/cbs/product-rating/rating-condition-name',
        rows: billing.ratingConditionNames,
        blank: blankConditionName,
      },
      clock,
    ),
    resourceHandlers<Schema<'RatingPlan'>>(
      {
        path: '/cbs/product-rating/rating-plan',
        rows: billing.ratingPlans,
        blank: (id, now) => ({
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
        }),
      },
      clock,
    ),
    resourceHandlers<Schema<'RatingConfig'>>(
      {
        path: '/cbs/product-rating/rating-config',
        rows: billing.ratingConfigs,
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers<Schema<'Gateway'>>(
      {
        path: '/cbs/payment/gateway',
        rows: billing.gateways,
        create: (input, id, now) =>
          storedGateway(
            assign(
              {
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
              },
              input,
              storedFields('/cbs/payment/gateway'),
            ),
          ),
        update: (row, input, now) =>
          storedGateway({
            ...assign(row, input, storedFields('/cbs/payment/gateway')),
            updated_at: now,
          }),
      },
      clock,
    ),
    resourceHandlers<Schema<'MerchantGateway'>>(
      {
        path: '/cbs/payment/merchant-gateway',
        rows: billing.merchantGateways,
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers(
      {
        path: '/cbs/payment/payment-transaction',
        rows: billing.paymentTransactions,
        dateField: 'initiated_at',
      },
      clock,
    ),
    resourceHandlers<Schema<'PaymentTransactionEvent'>>(
      {
        path: '/cbs/payment/payment-transaction-event',
        dateField: 'occurred_at',
        rows: billing.paymentTransactionEvents,
        afterWrite: movesTransaction(billing.paymentTransactions),
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers<Schema<'SubscriptionPlan'>>(
      {
        path: '/cbs/subscription/subscription-plan',
        rows: billing.subscriptionPlans,
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers<Schema<'Subscription'>>(
      {
        path: '/cbs/subscription/subscription',
        dateField: 'start_date',
        rows: billing.subscriptions,
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers(
      {
        path: '/cbs/subscription/usage',
        rows: billing.usageRecords,
        dateField: 'recorded_at',
      },
      clock,
    ),
    resourceHandlers<Schema<'UserPaymentMethod'>>(
      {
        path: '/cbs/user-management/user-payment',
        rows: billing.userPaymentMethods,
        afterWrite: defaultPaymentMethod(billing.userPaymentMethods),
        blank: (id, now) => ({
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
      },
      clock,
    ),
    resourceHandlers(
      {
        path: '/cbs/invoice/invoice',
        rows: billing.invoices,
        dateField: 'issued_at',
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
            storedFields('/cbs/invoice/invoice'),
          ),
          ...pricedLines(input),
        }),
        update: (row, input, now) => ({
          ...assign(row, input, storedFields('/cbs/invoice/invoice')),
          ...(Array.isArray(input.lines) ? pricedLines(input) : {}),
          updated_at: now,
        }),
      },
      clock,
    ),
  ];

  return resources.flat();
}

/** A new payment transaction event moves its transaction to the event's status. */
function movesTransaction(payments: Schema<'PaymentTransaction'>[]) {
  return (event: Schema<'PaymentTransactionEvent'>, now: string) => {
    const index = payments.findIndex((payment) => payment.id === event.payment_transaction_id);
    const payment = payments[index];
    if (payment === undefined) return;
    const final = event.status_to !== 'initiated' && event.status_to !== 'pending';
    payments[index] = {
      ...payment,
      status: event.status_to,
      completed_at: final ? (payment.completed_at ?? event.occurred_at) : payment.completed_at,
      updated_at: now,
    };
  };
}

/** A customer has one default payment method: making one the default clears the others. */
function defaultPaymentMethod(rows: Schema<'UserPaymentMethod'>[]) {
  return (method: Schema<'UserPaymentMethod'>) => {
    if (!method.is_default) return;
    rows.forEach((other, index) => {
      if (other.customer_id === method.customer_id && other.id !== method.id && other.is_default) {
        rows[index] = { ...other, is_default: false };
      }
    });
  };
}
