import { useRecordPage } from '@features/platform/resource';
import { billingResource, type BillingRow } from './billingResource';
import { RatingConfigsOf, ratingPlans } from './productRating';
import { RelatedRecords, relatedPageSize } from './RelatedRecords';

type RatingPlan = BillingRow<'/cbs/product-rating/rating-plan'>;

/** A product's rating plans, and the configs of each. */
function ProductRating({ productId }: { /** The product. */ productId: number }) {
  const filter = { product_id: productId };
  // The same call as the plans' card, so it is made once.
  const plans = useRecordPage<RatingPlan>(ratingPlans.path, {
    ...filter,
    per_page: relatedPageSize,
  });
  return (
    <>
      <RelatedRecords
        title="Rating plans"
        resource={ratingPlans}
        filter={filter}
        columns={['code', 'name', 'rating_type_id', 'unit_price', 'billing_increment', 'status']}
        addable
      />
      {plans.data?.rows.map((plan) => (
        <RatingConfigsOf key={plan.id} planId={plan.id} title={`Rating configs of ${plan.name}`} />
      ))}
    </>
  );
}

/** What the operator sells. */
export const products = billingResource({
  path: '/cbs/product/products',
  title: 'Products',
  singular: 'Product',
  label: 'name',
  columns: [
    'sku',
    'name',
    'product_category_id',
    'product_type',
    'operator_id',
    'price',
    'tax_rate',
    'status',
  ],
  related: (product) => <ProductRating productId={product.id} />,
});

/** How products are grouped, with the products of each. */
export const productCategories = billingResource({
  path: '/cbs/product/product-category',
  title: 'Product categories',
  singular: 'Product category',
  label: 'name',
  columns: ['code', 'name', 'parent_id', 'sort_order', 'status'],
  related: (category) => (
    <RelatedRecords
      title="Products"
      resource={products}
      filter={{ product_category_id: category.id }}
      columns={['sku', 'name', 'product_type', 'price', 'status']}
      addable
    />
  ),
});
