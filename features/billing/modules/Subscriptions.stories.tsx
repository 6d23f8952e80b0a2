import { formatStory, resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { subscriptions } from './subscription';

const stories = resourceStories(subscriptions, {
  id: '120530',
  sample: {
    subscription_number: 'SUB-00130001',
    customer_id: 88109,
    subscription_plan_id: 1,
    msisdn: '60102345671',
    status: 'active',
    start_date: '2025-06-01',
    auto_renew: true,
  },
});

export default {
  title: 'Billing/Subscription/Subscriptions',
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
export const Show = withRelated(stories.Show, 'Usage records');
/** The subscription number's format, told before submit and checked as the field is left. */
export const SubscriptionNumberFormat = {
  ...formatStory(subscriptions, {
    field: 'subscription_number',
    wrong: 'SUB-42',
    right: 'SUB-00000042',
  }),
  tags: ['no-visual'],
};
