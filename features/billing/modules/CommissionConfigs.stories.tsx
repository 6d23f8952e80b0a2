import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { commissionConfigs } from './commission';

const stories = resourceStories(commissionConfigs, {
  id: '2',
  sample: {
    commission_plan_id: 1,
    commission_condition_name_id: 2,
    condition_operator: 'in',
    condition_value: 'retail,agent',
    rate: 3.5,
    priority: 1,
    status: 'active',
  },
});

export default {
  title: 'Billing/Commission/Commission configs',
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
/** One record with its details. */
export const Show = stories.Show;
