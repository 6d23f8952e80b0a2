import { resourceStories } from '@features/platform/resource/stories';
import { services } from './resources';

const stories = resourceStories(services, {
  id: '1',
  sample: {
    name: 'daily_data_1gb',
    display_name: 'Daily 1GB Internet',
    organization_id: 1,
    service_type: 'internet',
    price: 3.0,
    status: 1,
  },
});

export default { title: 'Admin/Extensions/Services', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
