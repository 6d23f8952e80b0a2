import { readOnlyResourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { accountingTransactions } from './accounting';

const stories = readOnlyResourceStories(accountingTransactions, { id: '5520900' });

export default {
  title: 'Billing/Accounting/Accounting transactions',
  tags: ['page'],
  ...stories.meta,
  decorators: billingDecorators,
};

export const List = stories.List;
/** The list with filters applied from its URL query. */
export const ListFiltered = listFilteredStory(
  { entry_type: 'debit', date_from: '2025-05-01' },
  'Debit',
);
/** One record with its details. */
export const Show = stories.Show;
