import { readOnlyResourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { commissionLogs } from './commission';

const stories = readOnlyResourceStories(commissionLogs, { id: '77100' });

export default {
  title: 'Billing/Commission/Commission logs',
  tags: ['page'],
  ...stories.meta,
  decorators: billingDecorators,
};

export const List = stories.List;
/** The list with filters applied from its URL query. */
export const ListFiltered = listFilteredStory({ status: 'paid' }, 'Paid');
/** One record with its details. */
export const Show = stories.Show;
