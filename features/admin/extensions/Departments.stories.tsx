import { resourceStories } from '@features/platform/resource/stories';
import { departments } from './resources';

const stories = resourceStories(departments, {
  id: '1',
  sample: { name: 'Network Planning', organization_id: 1, status: 1 },
});

export default { title: 'Admin/Extensions/Departments', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
