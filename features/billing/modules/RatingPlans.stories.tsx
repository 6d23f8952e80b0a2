import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { ratingPlans } from './productRating';

const stories = resourceStories(ratingPlans, {
  id: '1',
  sample: {
    name: 'Roaming data per KB',
    code: 'ROAM-DATA-KB',
    product_id: 10,
    rating_type_id: 2,
    currency: 'MYR',
    unit_price: 0.05,
    billing_increment: 1,
    minimum_charge: 0,
    effective_from: '2026-01-01',
    status: 'active',
  },
});

export default {
  title: 'Billing/Product rating/Rating plans',
  tags: ['page'],
  ...stories.meta,
  decorators: billingDecorators,
};

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
/** The list with filters applied from its URL query. */
export const ListFiltered = listFilteredStory({ status: 'active' }, 'Active');
/** One record with its details and its related records. */
export const Show = withRelated(stories.Show, 'Rating configs');
