import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { productCategories } from './product';

const stories = resourceStories(productCategories, {
  id: '1',
  sample: { name: 'Roaming passes', code: 'ROAMING_PASS', sort_order: 9, status: 'active' },
});

export default {
  title: 'Billing/Product/Product categories',
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
export const Show = withRelated(stories.Show, 'Products');
