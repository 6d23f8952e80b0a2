import { scenario } from '@api/mocks';
import { ResourceForm } from '@features/platform/resource';
import { resourceStories } from '@features/platform/resource/stories';
import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
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

export default {
  title: 'Admin/Extensions/Custom permission details',
  tags: ['page'],
  ...stories.meta,
};

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;

type Story = StoryObj<typeof stories.meta>;

const createForm: Story['render'] = () => (
  <ResourceForm resource={customPermissionDetails} onSaved={fn()} onCancel={fn()} />
);

/** The custom permission choices come from the spec's lookup, /custom-permission-list (§7.4). */
export const CustomPermissionChoices: Story = {
  tags: ['no-visual'],
  parameters: {
    // The §6 list of every custom permission is not what the form offers.
    msw: { handlers: { state: [scenario('listAllCustomPermissions', 'serverError')] } },
  },
  render: createForm,
  play: async ({ canvas, userEvent }) => {
    const choice = await canvas.findByRole('combobox', { name: 'Custom permission' });
    await waitFor(() => expect(choice).not.toHaveAttribute('placeholder', 'Loading…'));
    await userEvent.click(choice);
    await userEvent.click(await screen.findByRole('option', { name: 'Invoice maker-checker' }));
    await expect(choice).toHaveValue('Invoice maker-checker');
  },
};

/** The choices could not be loaded: the form says so under the field and offers a retry. */
export const ChoicesFailed: Story = {
  parameters: {
    msw: { handlers: { state: [scenario('getCustomPermissionList', 'serverError')] } },
  },
  render: createForm,
  play: async ({ canvas, userEvent }) => {
    const note = await canvas.findByText('Could not load the custom permission options.');
    await expect(
      await canvas.findByRole('combobox', { name: 'Custom permission' }),
    ).toHaveAccessibleDescription('Could not load the custom permission options. Try again');
    await expect(note).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};
