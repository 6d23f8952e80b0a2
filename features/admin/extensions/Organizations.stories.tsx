import { resourceStories } from '@features/platform/resource/stories';
import { organizations } from './resources';

const stories = resourceStories(organizations, {
  id: '1',
  sample: {
    name: 'Celcom Axiata Berhad',
    short_code: 'CELCOM',
    mobile_no: '60193456789',
    status: 1,
  },
});

export default { title: 'Admin/Extensions/Organizations', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
