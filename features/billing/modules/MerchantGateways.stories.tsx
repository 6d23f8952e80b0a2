import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { merchantGateways } from './payment';

const stories = resourceStories(merchantGateways, {
  id: '2',
  sample: {
    gateway_id: 1,
    merchant_name: 'Telco Console Kit - ShopeePay',
    merchant_code: 'SPP-TCK-01',
    merchant_key: 'mk_live_4f1c9a2e7b',
    currency: 'MYR',
    fee_rate: 1.25,
    status: 'active',
  },
});

export default {
  title: 'Billing/Payment/Merchant gateways',
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
export const Show = withRelated(stories.Show, 'Payment transactions');
