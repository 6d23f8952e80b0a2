import { defineResource } from '../types';
import { resourceStories } from '../resourceStories';

/** Departments, the resource the form's own stories use. */
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
});

export default { title: 'Admin/Resource/ResourceForm', ...stories.meta };

export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const CreateFailed = stories.CreateFailed;
export const Edit = stories.Edit;
export const EditNotFound = stories.EditNotFound;
export const Show = stories.Show;
export const ShowNotFound = stories.ShowNotFound;
