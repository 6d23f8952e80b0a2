import { resourceStories } from '@features/resource/stories';
import { customPermissionDetails } from './resources';

const stories = resourceStories(customPermissionDetails, {
  id: '1',
  sample: {
    custom_permission_id: 1,
    role_id: 2,
    permission_names: ['List', 'View', 'Edit'],
    conditions: [
      {
        condition_field: 'organization_id',
        condition_op: '=',
        condition_value: '1',
        joining_rules: 'NA',
        edit_custom_condition_field: 'created_by',
        delete_custom_condition_field: null,
        edit_condition_table_field: 'organization_id',
        delete_condition_table_field: null,
      },
    ],
    list_refid: '&&',
    edit_id: '&&',
    edit_refid: '||',
    delete_id: '&&',
    delete_refid: '&&',
  },
});

export default { title: 'Admin/Extensions/Custom permission details', ...stories.meta };

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
