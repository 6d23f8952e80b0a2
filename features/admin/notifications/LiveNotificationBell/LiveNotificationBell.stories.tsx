import { createApiClient } from '@api';
import { mockAdminToken, mockNow, scenario } from '@api/mocks';
import { LiveChannelProvider } from '@features/platform/live-channel';
import {
  createFakeLiveChannel,
  type FakeLiveChannel,
} from '@features/platform/live-channel/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { LiveNotificationBell } from './LiveNotificationBell';

/** The API as the server side sees it: stories store a message there before pushing it. */
const server = createApiClient({ baseUrl: '/api', getToken: () => mockAdminToken });

/** Stores a notification for the signed-in administrator (user 1), then pushes it live. */
async function pushFromServer(channel: FakeLiveChannel, title: string, description: string) {
  const { data } = await server.fetch.POST('/auth/notifications', {
    body: { user_id: 1, title, description, link: '/admin/ext-cbs-invoice/invoice/421/show' },
  });
  if (data === undefined) throw new Error('The mock API did not store the notification.');
  channel.push(data.data);
}

/** The story's fake channel, made fresh by the loader below. */
const channelOf = (loaded: Record<string, unknown>) => loaded.channel as FakeLiveChannel;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Admin/Notifications/LiveNotificationBell',
  component: LiveNotificationBell,
  tags: ['autodocs', 'page'],
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' } },
  args: {
    seeAllHref: '/admin/auth/notifications',
    onNavigate: fn(),
    onOpenNotification: fn(),
    // Five minutes after the mock clock starts: stored and pushed messages read as past.
    now: new Date(Date.parse(mockNow) + 5 * 60_000),
  },
  loaders: [() => ({ channel: createFakeLiveChannel() })],
  decorators: [
    (Story, { loaded }) => (
      <LiveChannelProvider channel={channelOf(loaded)}>
        {/* A top bar: the bell sits at its right end, the dropdown opens below it. */}
        <div
          style={{
            display: 'flex',
            justifyContent: 'flex-end',
            minHeight: 560,
            padding: 'var(--tck-space-2) var(--tck-space-4)',
            background: 'var(--tck-color-background)',
          }}
        >
          <Story />
        </div>
      </LiveChannelProvider>
    ),
  ],
} satisfies Meta<typeof LiveNotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest 10 notifications are loaded: 5 of them unseen, so the badge says 5. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications 5' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 unread notifications');
  },
};

/** Opening marks the loaded ones seen: badge 0, the list reloads without unseen markers. */
export const OpenMarksSeen: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications 5' }));
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    // Reloaded from the server, where they are now seen.
    await waitFor(() =>
      expect(canvas.queryAllByRole('button', { name: /^Unread:/ })).toHaveLength(0),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('No unread notifications');
    await userEvent.click(
      canvas.getByRole('button', { name: /Invoice INV-2025-000418 is overdue/ }),
    );
    await expect(args.onOpenNotification).toHaveBeenCalledWith(
      expect.objectContaining({ id: 5048, link: '/admin/ext-cbs-invoice/invoice/418/show' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const seeAll = canvas.getByRole('link', { name: 'See all messages' });
    await expect(seeAll).toHaveAttribute('href', '/admin/auth/notifications');
    await userEvent.click(seeAll);
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/auth/notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
  },
};

/** A live message arrives a moment after the load: the badge goes from 5 to 6, it is on top. */
export const LivePush: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await canvas.findByRole('button', { name: 'Notifications 5' });
    await pause(300);
    await pushFromServer(
      channelOf(loaded),
      'Invoice approval needed',
      'INV-2025-000421 (RM 245.00) awaits your approval.',
    );
    const bell = await canvas.findByRole('button', { name: 'Notifications 6' });
    await expect(canvas.getByRole('status')).toHaveTextContent('6 unread notifications');
    await userEvent.click(bell);
    const [first] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Invoice approval needed');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    // Once marked seen and reloaded, the stored message is still on top.
    await waitFor(() =>
      expect(canvas.queryAllByRole('button', { name: /^Unread:/ })).toHaveLength(0),
    );
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Invoice approval needed');
  },
};

/** A message arrives while the dropdown is open: badge 0 → 1, unseen at the top of the list. */
export const LivePushWhileOpen: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications 5' }));
    await waitFor(() =>
      expect(canvas.queryAllByRole('button', { name: /^Unread:/ })).toHaveLength(0),
    );
    await pushFromServer(
      channelOf(loaded),
      'Refund rejected',
      'Refund for PT-20250528-00311 was rejected by Finance.',
    );
    await expect(await canvas.findByRole('button', { name: 'Notifications 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Refund rejected');
    await expect(canvas.getByRole('button', { name: /^Unread:/ })).toHaveAccessibleName(
      /^Unread: Refund rejected/,
    );
  },
};

/**
 * Two messages stored while the connection was down are never pushed: when the channel connects
 * again, the bell reloads the latest 10 (both new ones on top, one older unseen one gone below
 * them), so the badge goes from 5 to 6 and the dropdown lists them.
 */
export const MissedWhileDisconnected: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await canvas.findByRole('button', { name: 'Notifications 5' });
    for (const title of ['Bill run failed', 'Bill run restarted']) {
      const { response } = await server.fetch.POST('/auth/notifications', {
        body: { user_id: 1, title, description: 'June postpaid bill run.' },
      });
      await expect(response.status).toBe(201);
    }
    await pause(100);
    await expect(canvas.getByRole('button', { name: 'Notifications 5' })).toBeVisible();
    channelOf(loaded).reconnect();
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications 6' }));
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Bill run restarted');
    await expect(second).toHaveTextContent('Bill run failed');
  },
};

/** The same message twice (or one already listed) counts once. */
export const DuplicatePush: Story = {
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('button', { name: 'Notifications 5' });
    const channel = channelOf(loaded);
    await pushFromServer(channel, 'Ticket escalated', 'Care ticket TCK-88120 was escalated.');
    await canvas.findByRole('button', { name: 'Notifications 6' });
    const { data } = await server.fetch.GET('/auth/notifications', {
      params: { query: { limit: 1 } },
    });
    for (const notification of data?.data ?? []) channel.push(notification);
    await pause(100);
    await expect(canvas.getByRole('button', { name: 'Notifications 6' })).toBeVisible();
  },
};

/** Marking seen answers 500: an error toast with the server's message. */
export const MarkSeenFails: Story = {
  parameters: {
    msw: { handlers: { statusUpdate: [scenario('updateNotificationStatus', 'serverError')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications 5' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** The list answers 403: the dropdown says 'Permission denied!' and offers no link. */
export const Forbidden: Story = {
  parameters: {
    msw: { handlers: { list: [scenario('listNotifications', 'forbidden')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Permission denied!');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** While the list loads, the open dropdown shows a spinner and there is no badge. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { list: [scenario('listNotifications', 'loading')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(canvas.getByRole('status', { name: 'Loading notifications' })).toBeVisible();
  },
};

/** No notifications yet: no badge, 'No notifications'. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { list: [scenario('listNotifications', 'empty')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await canvas.findByText('No notifications')).toBeVisible();
  },
};

/** The list answers 500: the dropdown says it could not load them. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { list: [scenario('listNotifications', 'serverError')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await canvas.findByText('We could not load the notifications.')).toBeVisible();
  },
};

/** The network is down: the dropdown says it could not load them. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { list: [scenario('listNotifications', 'networkError')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await canvas.findByText('We could not load the notifications.')).toBeVisible();
  },
};
