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
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListForbidden = stories.ListForbidden;
export const ListServerError = stories.ListServerError;
export const ListNetworkError = stories.ListNetworkError;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const CreateFailed = stories.CreateFailed;
export const Edit = stories.Edit;
export const EditNotFound = stories.EditNotFound;
export const Show = stories.Show;
export const ShowNotFound = stories.ShowNotFound;
