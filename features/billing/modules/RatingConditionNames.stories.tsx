import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { ratingConditionNames } from './productRating';

const stories = resourceStories(ratingConditionNames, {
  id: '1',
  sample: { name: 'Handset tier', key: 'handset_tier', data_type: 'string', status: 'active' },
});

export default {
  title: 'Billing/Product rating/Rating condition names',
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
