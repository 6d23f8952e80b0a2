import { resourceStories } from '@features/platform/resource/stories';
import { routeLists } from './resources';

const stories = resourceStories(routeLists, {
  id: '1',
  sample: {
    route_name: 'cbs.refund.index',
    path_url: '/cbs/payment/refund',
    route_controller: 'App\\\\Admin\\\\Controllers\\\\Cbs\\\\RefundController',
    route_model: 'App\\\\Models\\\\Cbs\\\\Refund',
    http_method: 'GET',
    status: 1,
  },
});

export default { title: 'Admin/Extensions/Route list', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
