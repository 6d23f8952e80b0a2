import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { commissionPlans } from './commission';

const stories = resourceStories(commissionPlans, {
  id: '1',
  sample: {
    name: 'Online subscriptions 2026',
    code: 'ONLINE-SUBS-26',
    commission_type: 'percentage',
    rate: 4.25,
    currency: 'MYR',
    settlement_cycle: 'monthly',
    deferral_days: 30,
    effective_from: '2026-01-01',
    status: 'active',
  },
});

export default {
  title: 'Billing/Commission/Commission plans',
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
export const Show = withRelated(stories.Show, 'Configs');
