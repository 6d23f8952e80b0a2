import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { commissionDeferreds } from './commission';

const stories = resourceStories(commissionDeferreds, {
  id: '3295',
  sample: {
    commission_plan_id: 6,
    beneficiary_id: 410,
    sales_log_id: 998114,
    amount: 0.3,
    currency: 'MYR',
    release_date: '2025-06-17',
    status: 'pending',
  },
});

export default {
  title: 'Billing/Commission/Deferred commissions',
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
export const ListFiltered = listFilteredStory({ status: 'pending' }, 'Pending');
/** One record with its details. */
export const Show = stories.Show;
