import { resourceStories } from '@features/platform/resource/stories';
import { adminRoles } from './resources';

const stories = resourceStories(adminRoles, {
  id: '1',
  sample: { slug: 'care-supervisor', name: 'Care Supervisor', permissions: [1] },
});

export default { title: 'Admin/Access/Roles', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
