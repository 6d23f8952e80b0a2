import { billingResource } from './billingResource';
import { RelatedRecords } from './RelatedRecords';

/** What usage is rated by (seconds, megabytes, messages, …). */
export const ratingTypes = billingResource({
  path: '/cbs/product-rating/rating-type',
  title: 'Rating types',
  singular: 'Rating type',
  label: 'name',
  columns: ['code', 'name', 'unit', 'status'],
});

/** What a rating config's condition can test (time of day, destination, …). */
export const ratingConditionNames = billingResource({
  path: '/cbs/product-rating/rating-condition-name',
  title: 'Rating condition names',
  singular: 'Rating condition name',
  label: 'name',
  columns: ['name', 'key', 'data_type', 'status'],
});

/** A rating plan's discount or surcharge when its condition matches. */
export const ratingConfigs = billingResource({
  path: '/cbs/product-rating/rating-config',
  title: 'Rating configs',
  singular: 'Rating config',
  label: 'id',
  columns: [
    'rating_plan_id',
    'rating_condition_name_id',
    'condition_operator',
    'condition_value',
    'adjustment_type',
    'rate',
    'priority',
    'status',
  ],
});

/** The configs of one rating plan (shown on the plan's and its product's page). */
export function RatingConfigsOf({
  planId,
  title,
}: {
  /** The plan. */ planId: number;
  /** The card's heading. */ title: string;
}) {
  return (
    <RelatedRecords
      title={title}
      resource={ratingConfigs}
      filter={{ rating_plan_id: planId }}
      columns={[
        'rating_condition_name_id',
        'condition_operator',
        'condition_value',
        'adjustment_type',
        'rate',
        'status',
      ]}
      addable
    />
  );
}

/** How a product's usage is priced, with the plan's configs. */
export const ratingPlans = billingResource({
  path: '/cbs/product-rating/rating-plan',
  title: 'Rating plans',
  singular: 'Rating plan',
  label: 'name',
  columns: [
    'code',
    'name',
    'product_id',
    'rating_type_id',
    'unit_price',
    'billing_increment',
    'effective_from',
    'status',
  ],
  related: (plan) => <RatingConfigsOf planId={plan.id} title="Rating configs" />,
});
