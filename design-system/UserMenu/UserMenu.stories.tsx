import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UserMenu } from './UserMenu';

// A tiny inline picture so the story needs no network.
const avatar =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0f6a8a"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="12" rx="6" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  args: {
    name: 'Nadia Rahman',
    memberSince: new Date('2023-11-05T00:00:00Z'),
    onSettings: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials stand in for a missing picture. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Nadia Rahman' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveTextContent('NR');
  },
};

/** With the administrator's picture. */
export const WithAvatar: Story = { args: { avatarUrl: avatar } };

/** Open: the card with the member-since date, Settings and Logout. */
export const Open: Story = {
  args: { avatarUrl: avatar },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nadia Rahman' }));
    await expect(canvas.getByText('Member since 5 November 2023')).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

/** Settings and Logout run their callbacks; arrows move and Escape closes. */
export const Actions: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Nadia Rahman' });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** A long name is cut with an ellipsis in the top bar. */
export const LongName: Story = {
  args: { name: 'Muhammad Hafiz bin Abdul Rahman Al-Habsyi', memberSince: 'Jan. 2019' },
};
