import { mockAdminToken, mockNow, scenario } from '@api/mocks';
import { useToast } from '@ds';
import { adminUsers } from '@features/admin/access';
import { LiveNotificationBell } from '@features/admin/notifications';
import { LiveChannelProvider } from '@features/platform/live-channel';
import { createFakeLiveChannel } from '@features/platform/live-channel/stories';
import { ResourceList } from '@features/platform/resource';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AdminShell } from './AdminShell';

const now = new Date(mockNow);

const meta = {
  title: 'Admin/Shell/AdminShell',
  component: AdminShell,
  tags: ['autodocs', 'page'],
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
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' } },
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
    await expect(within(sidebar).queryByText('Helpers')).toBeNull();
    // The database connections screen has an entry whose title the sidebar does not hide.
    await expect(within(sidebar).getByRole('link', { name: 'DB connections' })).toHaveAttribute(
      'href',
      '/admin/ext-dotlines-admin/database-connections',
    );
    await expect(await canvas.findByText('Aisyah Rahman')).toBeVisible();
    await expect(canvas.getByText(/2025.*All rights reserved/)).toBeVisible();
  },
};

/** The user menu: the profile's name and member-since date, Settings opens the profile. */
export const UserMenu: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Aisyah Rahman/ }));
    await expect(await screen.findByText(/Member since/)).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onSettings).toHaveBeenCalledOnce();
    // Open again: the picture shows the menu.
    await userEvent.click(canvas.getByRole('button', { name: /Aisyah Rahman/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

/**
 * Logout ends the session on the server and tells the app, which leaves the console; not
 * pictured: the shell left behind without a session is a page nobody sees.
 */
export const SignOut: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Aisyah Rahman/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(async () => {
      await expect(args.onSignedOut).toHaveBeenCalledOnce();
    });
    // The session is gone on the server too.
    const profile = await fetch('/api/auth/get-user', {
      headers: { authorization: `Bearer ${mockAdminToken}` },
    });
    await expect(profile.status).toBe(401);
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

/** The users list in the console, as every list screen sits in it. */
const usersPage = (
  <ResourceList resource={adminUsers} onCreate={fn()} onEdit={fn()} onShow={fn()} />
);

/** Nothing of the console reaches past the right edge of the screen. */
async function expectNoSidewaysScroll() {
  await waitFor(async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  });
}

/** A row's actions in sight, whatever the table scrolls sideways. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function expectRowActionsInView(canvas: Canvas) {
  const row = (await canvas.findAllByRole('row'))[1];
  await expect(row).toBeDefined();
  // A row's actions come with the permissions, which may answer after the rows.
  const edit = await within(row as HTMLElement).findByRole('button', { name: /^Edit / });
  const box = edit.getBoundingClientRect();
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(box.left).toBeGreaterThanOrEqual(0);
}

/** The users list on a phone (390 px): the sidebar is a drawer, the row actions stay in sight. */
export const UsersOnPhone: Story = {
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile' } },
  args: { activePath: '/admin/auth/users', children: usersPage },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(1));
    await expectRowActionsInView(canvas);
    await expectNoSidewaysScroll();
    const toggle = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, the drawer is off the screen and out of reach.
    const drawer = canvasElement.querySelector('nav[aria-label="Main"]')?.parentElement;
    await expect(drawer).toHaveAttribute('inert');
    await expect(drawer?.getBoundingClientRect().right).toBeLessThanOrEqual(0);
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** The users list on a tablet (768 px): the drawer sidebar, the whole table and its actions. */
export const UsersOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { activePath: '/admin/auth/users', children: usersPage },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(1));
    await expectRowActionsInView(canvas);
    await expectNoSidewaysScroll();
  },
};

/** Opening the drawer on a narrow screen: its menu takes the focus; a link closes it. */
export const DrawerOpen: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { activePath: '/admin/auth/users', children: usersPage },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    // The menu has loaded, as it has by the time someone reaches for it.
    await waitFor(() =>
      expect(canvasElement.querySelector('a[href="/admin/auth/users"]')).not.toBeNull(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    const sidebar = canvas.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveFocus(),
    );
    await expect(within(sidebar).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin');
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Says something when the page opens, as a saved form does. */
function SavedToast() {
  const toast = useToast();
  useEffect(() => {
    toast.show({ tone: 'success', message: 'Department updated successfully.' });
  }, [toast]);
  return <p>Page content</p>;
}

/**
 * A toast shows at the bottom of the window, below the top bar: never over the bell, the user
 * menu or a page's Export and New buttons.
 */
export const ToastAtBottom: Story = {
  args: { children: <SavedToast /> },
  play: async ({ canvas }) => {
    const toast = await screen.findByText('Department updated successfully.');
    const banner = canvas.getByRole('banner').getBoundingClientRect();
    await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.bottom);
  },
};
