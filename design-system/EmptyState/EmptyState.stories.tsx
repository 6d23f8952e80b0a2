import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const onCreate = fn();

const SearchIcon = () => (
  <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" fill="none">
    <circle cx="21" cy="21" r="13" stroke="currentColor" strokeWidth="3" />
    <path d="M31 31l10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No data found!' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just the spec's empty-list text with the default icon. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No data found!' })).toBeVisible();
  },
};

/** With an explanation and an action. */
export const WithAction: Story = {
  args: {
    title: 'No reports yet',
    description: 'Reports you build with the query builder appear here.',
    action: <Button onClick={onCreate}>Create report</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create report' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

/** Its own icon, e.g. for a search without results. */
export const CustomIcon: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'No users match “ab”',
    description: 'Try another name, email or mobile number.',
  },
};

/** Without an icon, e.g. inside a small card. */
export const NoIcon: Story = { args: { icon: null, title: 'No notifications' } };
