import { resourceStories } from '@features/platform/resource/stories';
import { gatewayApis } from './resources';

const stories = resourceStories(gatewayApis, {
  id: '1',
  sample: {
    application_id: 1,
    api_name: 'Balance enquiry',
    http_method: 'GET',
    endpoint_path: '/v1/balance',
    upstream_url: 'https://bss.telco-kit.my/balance',
    timeout_ms: 3000,
    status: 'active',
  },
});

export default { title: 'Admin/Extensions/API gateway APIs', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
