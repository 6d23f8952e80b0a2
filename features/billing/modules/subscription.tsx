import { billingResource } from './billingResource';
import { invoices } from './invoice';
import { RelatedRecords } from './RelatedRecords';

/** Rated usage of subscriptions: rated from the network's records, added or corrected by hand. */
export const usageRecords = billingResource({
  path: '/cbs/subscription/usage',
  title: 'Usage records',
  singular: 'Usage record',
  label: 'id',
  date: 'recorded_at',
  columns: [
    'subscription_id',
    'msisdn',
    'usage_type',
    'quantity',
    'unit',
    'destination',
    'rated_amount',
    'recorded_at',
  ],
  // The rules the server checks against the rating type and the clock, told before submit.
  fields: {
    rating_plan_id: { hint: "One of the rating type's plans, if it was rated by one." },
    quantity: {
      decimals: 4,
      hint: "How much was used, in the rating type's unit; SMS and events are counted whole.",
    },
    unit: { hint: "The rating type's unit." },
    recorded_at: { hint: 'When the usage happened, in UTC; never later than now.' },
  },
});

/** Customers' subscriptions, with their usage and invoices. */
export const subscriptions = billingResource({
  path: '/cbs/subscription/subscription',
  title: 'Subscriptions',
  singular: 'Subscription',
  label: 'subscription_number',
  date: 'start_date',
  columns: [
    'subscription_number',
    'customer_id',
    'subscription_plan_id',
    'msisdn',
    'status',
    'start_date',
    'next_billing_at',
  ],
  related: (subscription) => (
    <>
      <RelatedRecords
        title="Usage records"
        resource={usageRecords}
        filter={{ subscription_id: subscription.id }}
        columns={['recorded_at', 'usage_type', 'quantity', 'unit', 'destination', 'rated_amount']}
      />
      <RelatedRecords
        title="Invoices"
        resource={invoices}
        filter={{ subscription_id: subscription.id }}
        columns={['invoice_number', 'status', 'total', 'issued_at', 'due_at']}
      />
    </>
  ),
});

/** The plans customers subscribe to, with their subscriptions. */
export const subscriptionPlans = billingResource({
  path: '/cbs/subscription/subscription-plan',
  title: 'Subscription plans',
  singular: 'Subscription plan',
  label: 'name',
  columns: [
    'code',
    'name',
    'product_id',
    'operator_id',
    'billing_cycle',
    'price',
    'trial_days',
    'status',
  ],
  related: (plan) => (
    <RelatedRecords
      title="Subscriptions"
      resource={subscriptions}
      filter={{ subscription_plan_id: plan.id }}
      columns={['subscription_number', 'customer_id', 'msisdn', 'status', 'start_date']}
    />
  ),
});
