import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChunkLoadError } from './ChunkLoadError';

const meta = {
  title: 'Feedback/ChunkLoadError',
  component: ChunkLoadError,
  tags: ['autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof ChunkLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The failure is announced; Retry loads the part again. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Loading chunk failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While the part reloads: Retry is busy and ignores clicks. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** On the portal's phone screen. */
export const Portal: Story = {
  tags: ['mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
};
