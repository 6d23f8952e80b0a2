import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusLabel } from './columns';

const meta = {
  title: 'Admin/Resource/StatusLabel',
  component: StatusLabel,
  tags: ['autodocs'],
  args: { value: 1 },
  parameters: { initialGlobals: { theme: 'admin' } },
} satisfies Meta<typeof StatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 1 flag. */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};

/** The 0 flag. */
export const Inactive: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
  },
};

/** A status word, e.g. a revoked gateway application. */
export const Word: Story = {
  args: { value: 'revoked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Revoked')).toBeVisible();
  },
};
