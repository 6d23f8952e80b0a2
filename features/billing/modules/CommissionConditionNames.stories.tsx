import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { commissionConditionNames } from './commission';

const stories = resourceStories(commissionConditionNames, {
  id: '1',
  sample: {
    name: 'Reload denomination',
    key: 'reload_denomination',
    data_type: 'decimal',
    status: 'active',
  },
});

export default {
  title: 'Billing/Commission/Commission condition names',
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
export const ListFiltered = listFilteredStory({ data_type: 'string' }, 'String');
/** One record with its details. */
export const Show = stories.Show;
