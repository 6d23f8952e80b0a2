import { formatStory, resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { gateways } from './payment';

const stories = resourceStories(gateways, {
  id: '1',
  sample: {
    name: 'ShopeePay Malaysia',
    code: 'shopeepay',
    provider: 'ShopeePay Malaysia Sdn Bhd',
    supported_currencies: ['MYR'],
    supported_methods: ['ewallet'],
    is_sandbox: false,
    status: 'active',
  },
});

export default {
  title: 'Billing/Payment/Gateways',
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
export const Show = withRelated(stories.Show, 'Merchant gateways');
/** Gateway codes are lower-case: told before submit and checked as the field is left. */
export const CodeFormat = {
  ...formatStory(gateways, {
    field: 'code',
    wrong: 'IPAY88',
    right: 'ipay88',
  }),
  tags: ['no-visual'],
};
