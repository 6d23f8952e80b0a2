import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleMenu, storyIcon } from './stories';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    items: sampleMenu,
    renderIcon: storyIcon,
    header: 'Telco Console',
    onNavigate: fn(),
    onExpandRequest: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tree with the spec's hidden entries removed; groups start closed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/admin/ext-report-builder/query-reports',
    );
    await expect(canvas.queryByText('Helpers')).toBeNull();
    await expect(canvas.queryByText('Redis Manager')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Admin' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Groups open and close as disclosures; links call `onNavigate`, external ones are followed. */
export const Groups: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const admin = canvas.getByRole('button', { name: 'Admin' });
    await userEvent.click(admin);
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    const users = canvas.getByRole('link', { name: 'Users' });
    await expect(users).toHaveAttribute('href', '/admin/auth/users');
    await userEvent.click(users);
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/auth/users');
    await userEvent.click(admin);
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Users' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'API docs' })).toHaveAttribute(
      'href',
      'https://docs.example.com/api',
    );
  },
};

/** Three levels, with the active page marked and its groups opened. */
export const ActiveThirdLevel: Story = {
  args: { activePath: '/admin/ext-cbs-accounting/account/12/edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Billing' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Accounting' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Accounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByText('Transaction Logs')).toBeNull();
  },
};

/** A custom hidden list replaces the default one. */
export const CustomHiddenTitles: Story = {
  args: { hiddenTitles: ['Reports'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Helpers' })).toBeVisible();
    await expect(canvas.queryByText('Reports')).toBeNull();
  },
};

/** Icon-only: titles stay the accessible names; opening a group asks the layout to widen. */
export const Collapsed: Story = {
  args: { collapsed: true, activePath: '/admin/auth/users' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const admin = canvas.getByRole('button', { name: 'Admin' });
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(admin);
    await expect(args.onExpandRequest).toHaveBeenCalledTimes(1);
  },
};

/** While the menu loads: no entries yet, and the navigation says it is busy until they come. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(navigation).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Without `renderIcon` no icons are drawn. */
export const NoIcons: Story = { args: { renderIcon: undefined, activePath: '/admin' } };

/** A long title is cut with an ellipsis, and shows in full while hovered or focused. */
export const LongTitle: Story = {
  args: {
    items: [
      { id: 1, title: 'Dashboard', icon: 'fa-bar-chart', uri: '/' },
      {
        id: 2,
        title: 'Payment transaction events and reconciliation',
        icon: 'fa-exchange',
        uri: 'ext-cbs-payment/payment_transaction_event',
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', {
      name: 'Payment transaction events and reconciliation',
    });
    await expect(link).toHaveAttribute('title', 'Payment transaction events and reconciliation');
    const label = link.querySelector('[data-label]');
    await expect(label).not.toBeNull();
    const cut = () => (label === null ? false : label.scrollWidth > label.clientWidth);
    await expect(cut()).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(cut()).toBe(false);
  },
};
