import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { userPaymentMethods } from './userManagement';

const stories = resourceStories(userPaymentMethods, {
  id: '5510',
  sample: {
    customer_id: 88109,
    method_type: 'card',
    provider: 'Visa',
    masked_number: '**** **** **** 4417',
    holder_name: 'AHMAD FAIZAL BIN HASSAN',
    expiry_month: 9,
    expiry_year: 2028,
    token: 'tok_visa_4417',
    is_default: true,
    status: 'active',
  },
});

export default {
  title: 'Billing/User payment methods',
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
export const ListFiltered = listFilteredStory({ method_type: 'card' }, 'Card');
/** One record with its details. */
export const Show = stories.Show;
