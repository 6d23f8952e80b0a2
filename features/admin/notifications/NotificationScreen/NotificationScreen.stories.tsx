import { answerWith, mockNow, scenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { NotificationScreen } from './NotificationScreen';

/** A notification with the given link, answered instead of the stored one. */
const withLink = (link: string) =>
  answerWith('showNotification', {
    data: {
      id: 5048,
      title: 'Incident resolved',
      description: 'The payment gateway incident is resolved; see the status page.',
      link,
      created_at: '2025-06-01T01:00:00Z',
      is_seen: 1,
      time_diffrence: '2 hours ago',
    },
  });

const meta = {
  title: 'Admin/Notifications/NotificationScreen',
  component: NotificationScreen,
  tags: ['autodocs', 'page'],
  parameters: {
    layout: 'fullscreen',
    initialGlobals: { theme: 'admin' },
    router: { initialEntries: ['/admin/auth/notifications/5048/show'] },
  },
  // The mock clock's start: the seeded notifications read as they were written.
  args: { id: 5048, onDeleted: fn(), onNavigate: fn(), now: mockNow },
} satisfies Meta<typeof NotificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notification: title, description, time, status and its console link (via the router). */
export const Loaded: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Notification');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Invoice INV-2025-000418 is overdue' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Invoice INV-2025-000418 for RM 128.50 passed its due date on 30 May 2025.'),
    ).toBeVisible();
    await expect(canvas.getByText('6 minutes ago')).toBeVisible();
    await expect(canvas.getByText('Unseen')).toBeVisible();
    const link = canvas.getByRole('link', { name: '/admin/ext-cbs-invoice/invoice/418/show' });
    await expect(link).toHaveAttribute('href', '/admin/ext-cbs-invoice/invoice/418/show');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/ext-cbs-invoice/invoice/418/show');
  },
};

/** A notification without a link shows '—'. */
export const WithoutLink: Story = {
  args: { id: 5013 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Account migrated' })).toBeVisible();
    await expect(canvas.getByText('Seen')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A web address is an ordinary link, not routed through the app. */
export const ExternalLink: Story = {
  parameters: { msw: { handlers: { show: [withLink('https://status.example.com/incidents/7')] } } },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', {
      name: 'https://status.example.com/incidents/7',
    });
    await expect(link).toHaveAttribute('href', 'https://status.example.com/incidents/7');
  },
};

/** A link that is neither a console path nor a web address is shown as text, never linked. */
export const UnsafeLink: Story = {
  parameters: { msw: { handlers: { show: [withLink('javascript:alert(1)')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('javascript:alert(1)')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Delete: Cancel keeps it; confirming deletes it, shows a success toast and calls onDeleted. */
export const Delete: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );
    await expect(await screen.findByText('Notification deleted successfully.')).toBeVisible();
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

/** Deleting answers 500: an error toast with the server's message; the screen stays. */
export const DeleteFails: Story = {
  parameters: {
    msw: { handlers: { destroy: [scenario('destroyNotification', 'serverError')] } },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** While it loads: a spinner, no Delete button. */
export const Loading: Story = {
  parameters: { msw: { handlers: { show: [scenario('showNotification', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the notification' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** An unknown id answers 404: 'Not Found' with the server's message. */
export const NotFound: Story = {
  args: { id: 999999 },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not Found');
    await expect(alert).toHaveTextContent('Record not found.');
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** The call answers 403: 'Permission denied!'. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { show: [scenario('showNotification', 'forbidden')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Permission denied!' })).toBeVisible();
  },
};

/** The call answers 500: the server's message and a retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { show: [scenario('showNotification', 'serverError')] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the notification.');
    await expect(alert).toHaveTextContent('Server Error');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The network is down: 'Oops..' and a retry. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { show: [scenario('showNotification', 'networkError')] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Oops..');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
