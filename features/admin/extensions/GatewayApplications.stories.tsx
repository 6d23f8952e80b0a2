import { resourceStories } from '@features/platform/resource/stories';
import { gatewayApplications } from './resources';

const stories = resourceStories(gatewayApplications, {
  id: '1',
  sample: {
    app_name: 'Merchant Portal',
    organization_id: 1,
    rate_limit_per_minute: 600,
    status: 'active',
  },
});

export default {
  title: 'Admin/Extensions/API gateway applications',
  tags: ['page'],
  ...stories.meta,
};

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
