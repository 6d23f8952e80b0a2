import { readOnlyResourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { salesLogs } from './commission';

const stories = readOnlyResourceStories(salesLogs, { id: '998100' });

export default {
  title: 'Billing/Commission/Sales logs',
  tags: ['page'],
  ...stories.meta,
  decorators: billingDecorators,
};

export const List = stories.List;
/** The list with filters applied from its URL query. */
export const ListFiltered = listFilteredStory({ channel: 'retail' }, 'Retail');
/** One record with its details. */
export const Show = stories.Show;
