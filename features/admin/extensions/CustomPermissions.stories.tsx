import { resourceStories } from '@features/platform/resource/stories';
import { customPermissions } from './resources';

const stories = resourceStories(customPermissions, {
  id: '1',
  sample: { name: 'Refund maker-checker', route_list_id: 1, table_name: 'cbs_refunds', status: 1 },
});

export default { title: 'Admin/Extensions/Custom permissions', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
