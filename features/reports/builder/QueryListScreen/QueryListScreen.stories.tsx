import { scenario, validationScenario } from '@api/mocks';
import { asReadOnlyUser } from '@features/platform/resource/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { QueryListScreen } from './QueryListScreen';

const at = (search = '') => ({
  router: { initialEntries: [`/admin/ext-report-builder/query-reports${search}`] },
});

const meta = {
  title: 'Admin/Report builder/QueryListScreen',
  component: QueryListScreen,
  tags: ['autodocs', 'page'],
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' }, ...at() },
  args: { onCreate: fn(), onOpen: fn(), onNavigate: fn() },
} satisfies Meta<typeof QueryListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved reports, newest first: ID, Report Name and the view, edit and delete actions. */
export const Rows: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Query Reports');
    await expect(await canvas.findByText('Showing 1 to 10 of 18 entries')).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['ID', 'Report Name', 'Action']);
    const first = within(canvas.getAllByRole('row')[1] ?? document.body);
    await expect(first.getByText('Portal sign-ins by language')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: /Edit/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(18);
    await userEvent.click(first.getByRole('button', { name: /View/ }));
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'New' }));
    await expect(args.onCreate).toHaveBeenCalled();
    await expect(canvas.getByRole('navigation', { name: 'Report pages' })).toBeVisible();
  },
};

/** A user whose permissions only read reports: View on each row, and no New, Edit or Delete. */
export const ReadOnlyUser: Story = {
  tags: ['no-visual'],
  parameters: asReadOnlyUser,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 1 to 10 of 18 entries')).toBeVisible();
    // The rows show once the permissions have decided their actions.
    await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getAllByRole('button', { name: /^View / })).toHaveLength(10);
    await expect(canvas.queryByRole('button', { name: 'New' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(Edit|Delete) / })).toHaveLength(0);
  },
};

/** Search puts the Report Id into the URL query, and the list shows that report only. */
export const FilteredById: Story = {
  parameters: at('?id=12'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Daily top-up revenue by operator')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Report Id' })).toHaveValue('12');
    // One page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Report pages' })).toBeNull();
  },
};

/** A created_at range in the URL query fills the panel and lists the reports created in it; Reset clears it. */
export const FilteredByCreatedAt: Story = {
  parameters: at('?created_at[start]=2025-05-01 00:00:00&created_at[end]=2025-05-31 23:59:59'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Showing 1 to 3 of 3 entries')).toBeVisible();
    // In the spec's format, whatever the browser's language.
    await expect(canvas.getByLabelText('From')).toHaveValue('2025-05-01 00:00:00');
    await expect(canvas.getByLabelText('To')).toHaveValue('2025-05-31 23:59:59');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await canvas.findByText('Showing 1 to 10 of 18 entries')).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('');
  },
};

/** A Report Id that is no number is refused on its field, and the URL query is kept. */
export const InvalidReportId: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Showing 1 to 10 of 18 entries');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Report Id' }), '12a');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('The report id must be a number.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Report Id' })).toHaveValue('12a');
    await expect(canvas.getByText('Showing 1 to 10 of 18 entries')).toBeVisible();
  },
};

/** No report matches: 'No data found!' and no pager. */
export const Empty: Story = {
  parameters: { msw: { handlers: { list: [scenario('listQueryReports', 'empty')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data found!')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Report pages' })).toBeNull();
  },
};

/** The list answers 403: the 'Permission denied!' panel. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { list: [scenario('listQueryReports', 'forbidden')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Permission denied!' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Delete asks first ('Are you sure?'), then removes the row and shows the server's message. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = (await canvas.findByText('Portal sign-ins by language')).closest('tr');
    await userEvent.click(within(row ?? document.body).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveTextContent("You won't be able to revert this!");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    await expect(await screen.findByText('Report deleted successfully.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Portal sign-ins by language')).toBeNull());
  },
};

/** A report other reports use as a table is kept: 'Failed!' with the server's reason. */
export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        destroy: [
          validationScenario('destroyQueryReport', {
            id: [
              'The report is used as a table by: Daily top-up revenue by operator (#12). Remove it from them first.',
            ],
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const row = (await canvas.findByText('Portal sign-ins by language')).closest('tr');
    await userEvent.click(within(row ?? document.body).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    const toast = await screen.findByText(/Failed to delete\./);
    await expect(toast).toHaveTextContent('used as a table by: Daily top-up revenue by operator');
    await expect(screen.getByText('Failed!')).toBeVisible();
    await expect(canvas.getByText('Portal sign-ins by language')).toBeVisible();
  },
};
