import { readOnlyUserStories, resourceStories } from '@features/platform/resource/stories';
import {
  billingDecorators,
  listFilteredStory,
  listOnLaptopStory,
  withRelated,
} from './billingStories';
import { products } from './product';

const stories = resourceStories(products, {
  id: '12',
  sample: {
    product_category_id: 1,
    sku: 'DG-ROAM-ASEAN-7',
    name: 'ASEAN roaming 7 days',
    product_type: 'data_pack',
    operator_id: 1,
    price: 25,
    currency: 'MYR',
    tax_rate: 8,
    validity_days: 7,
    status: 'active',
  },
});

// A read-only role's user on products: nothing offered that the server would refuse.
const readOnly = readOnlyUserStories(products, { id: '12' });

export default {
  title: 'Billing/Product/Products',
  tags: ['page'],
  ...stories.meta,
  decorators: billingDecorators,
};

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
/** On a 1366 px laptop beside the sidebar: the Status column in view, not under the actions. */
export const ListOnLaptop = listOnLaptopStory;
/** The list with filters applied from its URL query. */
export const ListFiltered = listFilteredStory({ product_type: 'postpaid_plan' }, 'Postpaid plan');
/** One record with its details and its related records. */
export const Show = withRelated(stories.Show, 'Rating plans');
/** A read-only user: View only, and no form to fill that the server would refuse. */
export const ListReadOnlyUser = { ...readOnly.ListReadOnlyUser, tags: ['no-visual'] };
export const CreateDenied = { ...readOnly.CreateDenied, tags: ['no-visual'] };
