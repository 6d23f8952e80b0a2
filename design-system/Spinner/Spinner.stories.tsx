import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spinner that announces what is loading. */
export const Labelled: Story = {
  args: { label: 'Loading notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading notifications' })).toBeVisible();
  },
};

/** A decorative spinner inside a control that is itself marked busy. */
export const Decorative: Story = {
  args: {},
};
