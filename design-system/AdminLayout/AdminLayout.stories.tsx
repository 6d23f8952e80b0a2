import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { NotificationBell } from '../NotificationBell';
import { PageHeader } from '../PageHeader';
import { sampleMenu, storyIcon } from '../Sidebar/stories';
import { AdminLayout } from './AdminLayout';

const meta = {
  title: 'Layout/AdminLayout',
  component: AdminLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Telco Console',
    menu: sampleMenu,
    renderIcon: storyIcon,
    activePath: '/admin/auth/users',
    onNavigate: fn(),
    onSidebarOpenChange: fn(),
    now: new Date('2025-06-15T12:00:00Z'),
    copyrightHolder: 'Telco Console Kit',
    user: {
      name: 'Nadia Rahman',
      memberSince: new Date('2023-11-05T00:00:00Z'),
      onSettings: fn(),
      onLogout: fn(),
    },
    notifications: (
      <NotificationBell
        items={[
          { id: 2, title: 'Invoice INV-0031 paid', time: '5 minutes ago', is_seen: 0 },
          { id: 1, title: 'Report ready', time: '2 hours ago', is_seen: 0 },
        ]}
      />
    ),
    children: (
      <PageHeader
        title="Users"
        breadcrumb={[{ label: 'Home', href: '/admin' }, { label: 'Users' }]}
        actions={<Button>New user</Button>}
      />
    ),
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full frame with the sidebar expanded and the current page marked. */
export const Expanded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      '© 2025 Telco Console Kit. All rights reserved.',
    );
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The toggle collapses the sidebar to icons and back; aria-expanded follows. */
export const ToggleSidebar: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Toggle sidebar' });
    const sidebar = canvas.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(toggle);
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  },
};

/** Collapsed from the start: icon-only sidebar. */
export const Collapsed: Story = { args: { defaultSidebarOpen: false } };

/** The user menu in the top bar opens with Settings and Logout. */
export const UserMenuOpen: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nadia Rahman' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.user.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Without notifications (disabled by configuration) and with a fixed footer year. */
export const WithoutNotifications: Story = {
  args: { notifications: undefined, year: 2024, copyrightHolder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Notifications/ })).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2024. All rights reserved.');
  },
};

const openNotification = fn();

/**
 * On a phone the bell's panel spans the screen under the bell (the user menu, not the bell, is
 * at the edge): every notification is on screen, and choosing one opens it.
 */
export const PhoneBellOpen: Story = {
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    notifications: (
      <NotificationBell
        onItemClick={openNotification}
        items={[
          { id: 2, title: 'Invoice INV-0031 paid', time: '5 minutes ago', is_seen: 0 },
          { id: 1, title: 'Report ready', time: '2 hours ago', is_seen: 0 },
        ]}
      />
    ),
  },
  beforeEach: () => {
    openNotification.mockClear();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Notifications/ }));
    const item = canvas.getByRole('button', { name: /Invoice INV-0031 paid/ });
    const box = item.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    item.focus();
    await userEvent.keyboard('{Enter}');
    await expect(openNotification).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    // Open again for the picture: the panel under the bell, every item on screen.
    await userEvent.click(canvas.getByRole('button', { name: /^Notifications/ }));
    await expect(await canvas.findByRole('button', { name: /Report ready/ })).toBeVisible();
  },
};
