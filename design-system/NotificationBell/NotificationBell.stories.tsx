import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent as user, waitFor } from 'storybook/test';
import { NotificationBell, type BellNotification } from './NotificationBell';

const sample: BellNotification[] = [
  {
    id: 31,
    title: 'Invoice INV-2024-0031 paid',
    description: 'RM 1,240.00 received from Acme Telco.',
    time: '5 minutes ago',
    is_seen: 0,
  },
  {
    id: 30,
    title: 'New role assigned',
    description: 'You are now a Billing manager.',
    time: '2 hours ago',
    is_seen: 0,
  },
  {
    id: 29,
    title: 'Report ready',
    description: 'Monthly revenue.',
    time: 'approximately 3 days ago',
    is_seen: 0,
  },
  { id: 28, title: 'Password changed', time: '2 months ago', is_seen: 1 },
];

const many: BellNotification[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: `Payment transaction #${1000 + index} settled`,
  time: `${index + 1} hours ago`,
  is_seen: 0,
}));

const meta = {
  title: 'Navigation/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: { items: sample, onOpen: fn(), onItemClick: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unseen notifications: the badge shows 3 and the live region says so. */
export const Unread: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications 3' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 unread notifications');
  },
};

/** Open: the list with unseen markers, `onOpen` called, an item chosen, 'See all messages'. */
export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications 3' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const panel = canvas.getByRole('region', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Unread: Invoice INV-2024-0031 paid/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Password changed/ }));
    await expect(args.onItemClick).toHaveBeenCalledWith(sample[3]);
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications 3' }));
    const seeAll = canvas.getByRole('link', { name: 'See all messages' });
    await expect(seeAll).toHaveAttribute('href', '/admin/auth/notifications');
    await userEvent.click(seeAll);
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/auth/notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications 3' }));
  },
};

/** Escape and a click outside close the dropdown; focus returns to the bell. */
export const Dismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications 3' });
    await userEvent.click(bell);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(bell).toHaveFocus();
    await userEvent.click(bell);
    await user.click(document.body);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Nothing unread: no badge. */
export const NoneUnread: Story = {
  args: { items: sample.map((item) => ({ ...item, is_seen: 1 as const })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No unread notifications');
  },
};

/** More than 99 unread: the badge says 99+; only the first 10 (the limit given) are listed. */
export const Overflow: Story = {
  args: { items: many, count: 120, limit: 10 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications 99+' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
  },
};

/** No notifications yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(canvas.getByText('No notifications')).toBeVisible();
  },
};

/** The list call answered 403. */
export const PermissionDenied: Story = {
  args: { items: [], permissionDenied: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Permission denied!');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The list is loading. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(canvas.getByRole('status', { name: 'Loading notifications' })).toBeVisible();
  },
};

/** A live push adds a message at the top after a moment: the badge goes from 3 to 4. */
export const LivePush: Story = {
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    useEffect(() => {
      // One push only, so the picture settles.
      const timer = setTimeout(() => {
        setItems((current) => [
          { id: 32, title: 'New ticket assigned', time: '0 minutes ago', is_seen: 0 },
          ...current,
        ]);
      }, 400);
      return () => clearTimeout(timer);
    }, []);
    return <NotificationBell {...args} items={items} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications 3' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications 4' })).toBeVisible(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('4 unread notifications');
  },
};
