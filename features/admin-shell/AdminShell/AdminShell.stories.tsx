import { scenario } from '@api/mocks';
import {
  createFakeLiveChannel,
  LiveChannelProvider,
  LiveNotificationBell,
} from '@features/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AdminShell } from './AdminShell';

const now = new Date('2025-06-01T09:00:00Z');

const meta = {
  title: 'Admin/Shell/AdminShell',
  component: AdminShell,
  tags: ['autodocs'],
  args: {
    activePath: '/admin/ext-dotlines-admin/departments',
    onNavigate: fn(),
    onSettings: fn(),
    onSignedOut: fn(),
    now,
    children: <p style={{ padding: '1.5rem' }}>Page content</p>,
    notifications: (
      <LiveChannelProvider channel={createFakeLiveChannel()}>
        <LiveNotificationBell
          seeAllHref="/admin/auth/notifications"
          onOpenNotification={fn()}
          now={now}
        />
      </LiveChannelProvider>
    ),
  },
  parameters: { layout: 'fullscreen', theme: 'admin' },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The console: sidebar from the saved menu (hidden titles left out), bell, user menu, footer. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('navigation', { name: 'Main' });
    await expect(await within(sidebar).findByRole('link', { name: 'Departments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sidebar).queryByText('Database Connections')).toBeNull();
    await expect(await canvas.findByText('Aisyah Rahman')).toBeVisible();
    await expect(canvas.getByText(/2025.*All rights reserved/)).toBeVisible();
  },
};

/** The user menu: Settings opens the profile, Logout signs out and tells the app. */
export const UserMenu: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Aisyah Rahman/ }));
    await expect(await screen.findByText(/Member since/)).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onSettings).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /Aisyah Rahman/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(async () => {
      await expect(args.onSignedOut).toHaveBeenCalledOnce();
    });
  },
};

/** Notifications disabled by configuration: no bell. */
export const WithoutNotifications: Story = {
  args: { notifications: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aisyah Rahman')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /notifications/i })).toBeNull();
  },
};

/** The menu failed to load: the console stays usable with an empty sidebar. */
export const MenuFailed: Story = {
  parameters: { msw: { handlers: { menu: [scenario('listMenu', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aisyah Rahman')).toBeVisible();
    await expect(canvas.getByText('Page content')).toBeVisible();
  },
};
