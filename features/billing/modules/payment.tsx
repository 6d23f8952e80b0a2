import { billingResource } from './billingResource';
import { PaymentTimeline } from './PaymentTimeline';
import { RelatedRecords } from './RelatedRecords';

/** Payment attempts (read-only: the payment flow creates them, their events move them). */
export const paymentTransactions = billingResource({
  path: '/cbs/payment/payment-transaction',
  title: 'Payment transactions',
  singular: 'Payment transaction',
  label: 'transaction_ref',
  date: 'initiated_at',
  columns: [
    'transaction_ref',
    'customer_id',
    'invoice_id',
    'gateway_id',
    'payment_method',
    'amount',
    'status',
    'initiated_at',
  ],
  related: (transaction) => <PaymentTimeline transactionId={transaction.id} />,
});

/** What happened to a payment transaction (callbacks, captures, refunds). */
export const paymentTransactionEvents = billingResource({
  path: '/cbs/payment/payment-transaction-event',
  title: 'Payment transaction events',
  singular: 'Payment transaction event',
  label: 'id',
  date: 'occurred_at',
  columns: ['payment_transaction_id', 'event_type', 'status_from', 'status_to', 'occurred_at'],
});

/** The operator's merchant accounts at a gateway; the merchant key is never shown. */
export const merchantGateways = billingResource({
  path: '/cbs/payment/merchant-gateway',
  title: 'Merchant gateways',
  singular: 'Merchant gateway',
  label: 'merchant_name',
  columns: [
    'merchant_name',
    'merchant_code',
    'gateway_id',
    'currency',
    'fee_rate',
    'operator_id',
    'status',
  ],
  related: (merchant) => (
    <RelatedRecords
      title="Payment transactions"
      resource={paymentTransactions}
      filter={{ merchant_gateway_id: merchant.id }}
      columns={['transaction_ref', 'payment_method', 'amount', 'status', 'initiated_at']}
    />
  ),
});

/** Payment gateways, with the merchant accounts at each. */
export const gateways = billingResource({
  path: '/cbs/payment/gateway',
  title: 'Payment gateways',
  singular: 'Payment gateway',
  label: 'name',
  columns: ['code', 'name', 'provider', 'supported_methods', 'is_sandbox', 'status'],
  related: (gateway) => (
    <RelatedRecords
      title="Merchant gateways"
      resource={merchantGateways}
      filter={{ gateway_id: gateway.id }}
      columns={['merchant_name', 'merchant_code', 'fee_rate', 'status']}
      addable
    />
  ),
});
