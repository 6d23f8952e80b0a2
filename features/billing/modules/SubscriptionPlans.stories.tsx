import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { subscriptionPlans } from './subscription';

const stories = resourceStories(subscriptionPlans, {
  id: '1',
  sample: {
    name: 'Postpaid 128 monthly',
    code: 'DG-POSTPAID-128-M',
    product_id: 12,
    operator_id: 1,
    billing_cycle: 'monthly',
    price: 128,
    currency: 'MYR',
    trial_days: 0,
    auto_renew: true,
    status: 'active',
  },
});

export default {
  title: 'Billing/Subscription/Subscription plans',
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
export const ListFiltered = listFilteredStory({ billing_cycle: 'monthly' }, 'Monthly');
/** One record with its details and its related records. */
export const Show = withRelated(stories.Show, 'Subscriptions');
