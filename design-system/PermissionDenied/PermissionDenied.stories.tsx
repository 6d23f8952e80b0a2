import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PermissionDenied } from './PermissionDenied';

const meta = {
  title: 'Feedback/PermissionDenied',
  component: PermissionDenied,
  tags: ['autodocs'],
} satisfies Meta<typeof PermissionDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel a 403 on a list shows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Permission denied!' })).toBeVisible();
    await expect(canvas.getByText(/do not have permission/)).toBeVisible();
  },
};

/** With an own explanation and a way back. */
export const WithAction: Story = {
  args: {
    description: 'Only report administrators can see saved reports.',
    action: <a href="/admin">Go to the dashboard</a>,
  },
};
