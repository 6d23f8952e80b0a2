import { genericStateStories, readOnlyUserStories, resourceStories } from './stories';
import { defineResource } from './types';

/**
 * Every state of a resource's list, form and show screens, on departments. The generic states
 * (loading, empty, 403, 500, network, 404, failed save) are pictured here only; a unit test
 * (apps/admin/resourceStates.test.tsx) puts every resource of the console into each.
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

const sample = { name: 'Network Planning', organization_id: 1, status: 1 };
const stories = resourceStories(departments, { id: '1', sample });
const generic = genericStateStories(departments, { sample });

const readOnly = readOnlyUserStories(departments, { id: '1' });

export default { title: 'Admin/Resource/Screens', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const ListLoading = generic.ListLoading;
export const ListEmpty = generic.ListEmpty;
export const ListForbidden = generic.ListForbidden;
export const ListServerError = generic.ListServerError;
export const ListNetworkError = generic.ListNetworkError;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const CreateFailed = generic.CreateFailed;
export const Edit = stories.Edit;
export const EditNotFound = generic.EditNotFound;
export const Show = stories.Show;
export const ShowNotFound = generic.ShowNotFound;
export const ListReadOnlyUser = readOnly.ListReadOnlyUser;
export const CreateDenied = readOnly.CreateDenied;
export const EditDenied = readOnly.EditDenied;
