import { readOnlyResourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { usageRecords } from './subscription';

const stories = readOnlyResourceStories(usageRecords, { id: '9120020' });

export default {
  title: 'Billing/Subscription/Usage records',
  tags: ['page'],
  ...stories.meta,
  decorators: billingDecorators,
};

export const List = stories.List;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListForbidden = stories.ListForbidden;
export const ListServerError = stories.ListServerError;
export const ListNetworkError = stories.ListNetworkError;
export const ShowNotFound = stories.ShowNotFound;
/** The list with filters applied from its URL query. */
export const ListFiltered = listFilteredStory({ usage_type: 'voice' }, 'Voice');
/** One record with its details. */
export const Show = stories.Show;
