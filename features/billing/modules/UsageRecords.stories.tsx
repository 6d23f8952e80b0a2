import {
  formatStory,
  readOnlyUserStories,
  resourceStories,
} from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { usageRecords } from './subscription';

const stories = resourceStories(usageRecords, {
  id: '9120020',
  // An IDD call the network's records missed: 4 minutes, by the voice plan's seconds.
  sample: {
    subscription_id: 120553,
    msisdn: '60123456789',
    usage_type: 'voice',
    rating_type_id: 1,
    rating_plan_id: 6,
    quantity: 240,
    unit: 'second',
    destination: '8801711223344',
    rated_amount: 0.48,
    currency: 'MYR',
    recorded_at: '2025-05-31T18:05:00Z',
  },
});

// A read-only role's user on usage records: nothing offered that the server would refuse.
const readOnly = readOnlyUserStories(usageRecords, { id: '9120020' });

export default {
  title: 'Billing/Subscription/Usage records',
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
export const ListFiltered = listFilteredStory({ usage_type: 'voice' }, 'Voice');
/** One record with its details. */
export const Show = stories.Show;
/** The called number's format, told before submit and checked as the field is left. */
export const DestinationFormat = {
  ...formatStory(usageRecords, {
    field: 'destination',
    wrong: 'internet digi',
    right: 'internet.digi',
  }),
  tags: ['no-visual'],
};
/** A read-only user: View only, and no form to fill that the server would refuse. */
export const ListReadOnlyUser = { ...readOnly.ListReadOnlyUser, tags: ['no-visual'] };
export const CreateDenied = { ...readOnly.CreateDenied, tags: ['no-visual'] };
export const EditDenied = readOnly.EditDenied;
