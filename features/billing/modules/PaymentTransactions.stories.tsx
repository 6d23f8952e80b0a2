import { readOnlyResourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { paymentTransactions } from './payment';

const stories = readOnlyResourceStories(paymentTransactions, { id: '70042' });

export default {
  title: 'Billing/Payment/Payment transactions',
  tags: ['page'],
  ...stories.meta,
  decorators: billingDecorators,
};

export const List = stories.List;
/** The list with filters applied from its URL query. */
export const ListFiltered = listFilteredStory(
  { status: 'success', date_from: '2025-05-01', date_to: '2025-05-31' },
  'Success',
);
/** One record with its details and its related records. */
export const Show = withRelated(stories.Show, 'Events');
