import { formatStory, resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { generalLedgerAccounts } from './accounting';

const stories = resourceStories(generalLedgerAccounts, {
  id: '3',
  sample: {
    code: '4200-07',
    name: 'Roaming revenue',
    account_type: 'revenue',
    normal_balance: 'credit',
    parent_id: 7,
    currency: 'MYR',
    description: 'Roaming passes and pay-per-use roaming.',
    is_active: true,
  },
});

export default {
  title: 'Billing/Accounting/General ledger accounts',
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
export const ListFiltered = listFilteredStory({ account_type: 'revenue' }, 'Revenue');
/** One record with its details and its related records. */
export const Show = withRelated(stories.Show, 'Accounts');
/** The ledger code's format, told before submit and checked as the field is left. */
export const CodeFormat = {
  ...formatStory(generalLedgerAccounts, {
    field: 'code',
    wrong: '41000',
    right: '4100-01',
  }),
  tags: ['no-visual'],
};
