import { resourceStories } from '@features/platform/resource/stories';
import { adminPermissions } from './resources';

const stories = resourceStories(adminPermissions, {
  id: '1',
  sample: {
    slug: 'cbs.refund',
    name: 'Refunds',
    http_method: ['GET', 'POST'],
    http_path: '/cbs/payment/refund*',
  },
});

export default { title: 'Admin/Access/Permissions', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
