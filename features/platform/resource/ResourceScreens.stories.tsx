import { readOnlyUserStories, resourceStories } from './stories';
import { defineResource } from './types';

/**
 * Every state of a resource's list, form and show screens, on departments. The generic states
 * (loading, empty, 403, 500, network, 404, failed save) are pictured here only; each resource's
 * own stories test them without a picture.
 */
const departments = defineResource({
  path: '/departments',
  title: 'Departments',
  singular: 'Department',
  columns: [{ key: 'name', header: 'Name' }],
  fields: [
    { name: 'name', label: 'Department', required: true },
    {
      name: 'organization_id',
      label: 'Organization',
      type: 'select',
      required: true,
      lookup: { path: '/all-organizations' },
    },
    { name: 'status', label: 'Status', type: 'status', required: true, defaultValue: 1 },
  ],
});

const stories = resourceStories(departments, {
  id: '1',
  sample: { name: 'Network Planning', organization_id: 1, status: 1 },
  pictureGenericStates: true,
});

const readOnly = readOnlyUserStories(departments, { id: '1' });

export default { title: 'Admin/Resource/Screens', tags: ['page'], ...stories.meta };

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
export const ListReadOnlyUser = readOnly.ListReadOnlyUser;
export const CreateDenied = readOnly.CreateDenied;
export const EditDenied = readOnly.EditDenied;
