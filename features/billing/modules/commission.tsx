import { billingResource } from './billingResource';
import { RelatedRecords } from './RelatedRecords';

/** What a commission config's condition can test (sales channel, product type, …). */
export const commissionConditionNames = billingResource({
  path: '/cbs/commission/commission-condition-name',
  title: 'Commission condition names',
  singular: 'Commission condition name',
  label: 'name',
  columns: ['name', 'key', 'data_type', 'status'],
});

/** A plan's rule: a condition and the rate (or flat amount) it pays. */
export const commissionConfigs = billingResource({
  path: '/cbs/commission/commission-config',
  title: 'Commission configs',
  singular: 'Commission config',
  label: 'id',
  columns: [
    'commission_plan_id',
    'commission_condition_name_id',
    'condition_operator',
    'condition_value',
    'rate',
    'flat_amount',
    'priority',
    'status',
  ],
});

/** Commission plans, with their configs. */
export const commissionPlans = billingResource({
  path: '/cbs/commission/commission-plan',
  title: 'Commission plans',
  singular: 'Commission plan',
  label: 'name',
  columns: [
    'code',
    'name',
    'commission_type',
    'rate',
    'flat_amount',
    'settlement_cycle',
    'effective_from',
    'status',
  ],
  related: (plan) => (
    <RelatedRecords
      title="Configs"
      resource={commissionConfigs}
      filter={{ commission_plan_id: plan.id }}
      columns={[
        'commission_condition_name_id',
        'condition_operator',
        'condition_value',
        'rate',
        'flat_amount',
        'status',
      ]}
      addable
    />
  ),
});

/** Commissions held back until their release date. */
export const commissionDeferreds = billingResource({
  path: '/cbs/commission/commission-deferred',
  title: 'Deferred commissions',
  singular: 'Deferred commission',
  label: 'id',
  date: 'release_date',
  columns: [
    'commission_plan_id',
    'beneficiary_id',
    'sales_log_id',
    'amount',
    'release_date',
    'status',
  ],
});

/** Calculated commissions (read-only). */
export const commissionLogs = billingResource({
  path: '/cbs/commission/commission-log',
  title: 'Commission logs',
  singular: 'Commission log',
  label: 'id',
  date: 'calculated_at',
  columns: [
    'commission_plan_id',
    'beneficiary_id',
    'sales_log_id',
    'base_amount',
    'rate',
    'commission_amount',
    'status',
    'calculated_at',
  ],
});

/** Sales recorded by the selling channels (read-only). */
export const salesLogs = billingResource({
  path: '/cbs/commission/sales-log',
  title: 'Sales logs',
  singular: 'Sales log',
  label: 'sale_reference',
  date: 'sold_at',
  columns: [
    'sale_reference',
    'product_id',
    'customer_id',
    'agent_id',
    'channel',
    'total_amount',
    'sold_at',
  ],
});
