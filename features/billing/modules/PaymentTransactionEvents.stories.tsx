import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { paymentTransactionEvents } from './payment';

const stories = resourceStories(paymentTransactionEvents, {
  id: '210300',
  sample: {
    payment_transaction_id: 70020,
    event_type: 'captured',
    status_from: 'pending',
    status_to: 'success',
    remarks: 'Captured by the gateway.',
    occurred_at: '2025-06-01T05:01:02Z',
  },
});

export default {
  title: 'Billing/Payment/Payment transaction events',
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
  { event_type: 'callback_received' },
  'Callback received',
);
/** One record with its details. */
export const Show = stories.Show;
