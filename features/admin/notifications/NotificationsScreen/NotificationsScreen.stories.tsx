import { mockNow, scenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { withCurrentUrl } from '../shared/stories';
import { NotificationsScreen } from './NotificationsScreen';

const at = (search = '') => ({
  router: { initialEntries: [`/admin/auth/notifications${search}`] },
});

const meta = {
  title: 'Admin/Notifications/NotificationsScreen',
  component: NotificationsScreen,
  tags: ['autodocs', 'page'],
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' }, ...at() },
  // The mock clock's start: the seeded notifications read as they were written.
  args: { onOpen: fn(), now: mockNow },
  decorators: [withCurrentUrl],
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: 10 of 36 notifications, newest first, with time and seen/unseen status. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('All notifications');
    await expect(await canvas.findByText('Showing 1 to 10 of 36 entries')).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    const first = within(rows[0] ?? document.body);
    await expect(first.getByText('Invoice INV-2025-000418 is overdue')).toBeVisible();
    await expect(first.getByText('6 minutes ago')).toBeVisible();
    await expect(first.getByText('Unseen')).toBeVisible();
    await expect(canvas.getAllByText('Unseen')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** Paging puts the page into the URL (?page=2, then Next: ?page=3). */
export const Paging: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Showing 1 to 10 of 36 entries');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    // A route change is a transition: it may land after the click returns.
    await waitFor(() =>
      expect(canvas.getByTestId('current-url')).toHaveTextContent(
        '/admin/auth/notifications?page=2',
      ),
    );
    await expect(await canvas.findByText('Showing 11 to 20 of 36 entries')).toBeVisible();
    await expect(canvas.getByText('Database connection failed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getByTestId('current-url')).toHaveTextContent('?page=3'));
    await expect(await canvas.findByText('Showing 21 to 30 of 36 entries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Opened at ?page=4: the last page, 6 rows, Next disabled. */
export const LastPageFromUrl: Story = {
  parameters: at('?page=4'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 31 to 36 of 36 entries')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** A page past the end (?page=9) moves to the last page. */
export const PastTheEnd: Story = {
  parameters: at('?page=9'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 31 to 36 of 36 entries')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('current-url')).toHaveTextContent('?page=4'));
  },
};

/** While the page loads: placeholder rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: { list: [scenario('listNotifications', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** No notifications: 'No data found!' and no pager. */
export const Empty: Story = {
  parameters: { msw: { handlers: { list: [scenario('listNotifications', 'empty')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data found!')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};

/** The list answers 403: 'Permission denied!'. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { list: [scenario('listNotifications', 'forbidden')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Permission denied!' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The list answers 500: the server's message and a retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { list: [scenario('listNotifications', 'serverError')] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the notifications.');
    await expect(alert).toHaveTextContent('Server Error');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The network is down: 'Oops..' and a retry. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { list: [scenario('listNotifications', 'networkError')] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Oops..');
    await expect(alert).toHaveTextContent('There is some problem in your network!');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Select two rows, 'Delete selected', confirm: a success toast and the rows are gone. */
export const DeleteSelected: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Select Invoice INV-2025-000418 is overdue' }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Select Payment gateway callback failed' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveTextContent('2 selected notifications will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    await expect(await screen.findByText('2 notifications deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Showing 1 to 10 of 34 entries')).toBeVisible();
    await expect(canvas.queryByText('Invoice INV-2025-000418 is overdue')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Select an unseen row, 'Mark as seen': a success toast and its status becomes Seen. */
export const MarkSelectedSeen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Select Invoice INV-2025-000418 is overdue' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as seen' }));
    await expect(await screen.findByText('Notifications marked as seen.')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Unseen')).toHaveLength(4));
    const row = canvas.getByRole('row', { name: /Invoice INV-2025-000418 is overdue/ });
    await expect(within(row).getByText('Seen')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Marking seen answers 500: an error toast with the server's message; the selection stays. */
export const MarkSeenFails: Story = {
  parameters: {
    msw: { handlers: { statusUpdate: [scenario('updateNotificationStatus', 'serverError')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Select Invoice INV-2025-000418 is overdue' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as seen' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 selected');
  },
};

/** Delete one row: Cancel keeps it; confirming deletes it with a success toast. */
export const DeleteOne: Story = {
  play: async ({ canvas, userEvent }) => {
    const remove = await canvas.findByRole('button', {
      name: 'Delete Invoice INV-2025-000418 is overdue',
    });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveTextContent("You won't be able to revert this!");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Invoice INV-2025-000418 is overdue')).toBeVisible();
    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );
    await expect(await screen.findByText('Notification deleted successfully.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByText('Invoice INV-2025-000418 is overdue')).toBeNull(),
    );
    await expect(canvas.getByText('Showing 1 to 10 of 35 entries')).toBeVisible();
  },
};

/** Deleting selected rows answers 403: an error toast with the server's message. */
export const DeleteSelectedFails: Story = {
  parameters: {
    msw: { handlers: { destroy: [scenario('destroySelectedNotifications', 'forbidden')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Showing 1 to 10 of 36 entries');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('10 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'This action is unauthorized.',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  },
};

/** The View button of a row opens that notification. */
export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'View Invoice INV-2025-000418 is overdue' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(5048);
  },
};
