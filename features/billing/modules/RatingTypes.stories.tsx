import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { ratingTypes } from './productRating';

const stories = resourceStories(ratingTypes, {
  id: '1',
  sample: { name: 'Video call', code: 'VIDEO', unit: 'second', status: 'active' },
});

export default {
  title: 'Billing/Product rating/Rating types',
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
export const ListFiltered = listFilteredStory({ unit: 'second' }, 'Second');
/** One record with its details. */
export const Show = stories.Show;
