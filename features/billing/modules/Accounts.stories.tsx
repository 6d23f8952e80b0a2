import { formatStory, resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { accounts } from './accounting';

const stories = resourceStories(accounts, {
  id: '10452',
  sample: {
    account_number: 'ACC-00090001',
    customer_id: 91001,
    account_name: 'Hafiz bin Rahman',
    account_type: 'postpaid',
    general_ledger_account_id: 3,
    msisdn: '60129876543',
    currency: 'MYR',
    credit_limit: 750,
    status: 'active',
    opened_at: '2025-06-03',
  },
});

export default {
  title: 'Billing/Accounting/Accounts',
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
export const ListFiltered = listFilteredStory(
  { status: 'active', account_type: 'postpaid' },
  'Active',
);
/** One record with its details and its related records. */
export const Show = withRelated(stories.Show, 'Ledger transactions');
/** The account number's format, told before submit and checked as the field is left. */
export const AccountNumberFormat = formatStory(accounts, {
  field: 'account_number',
  wrong: 'ACC-123',
  right: 'ACC-00090001',
});
