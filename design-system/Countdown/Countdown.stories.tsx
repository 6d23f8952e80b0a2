import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown } from './Countdown';

const meta = {
  title: 'Portal/Countdown',
  component: Countdown,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: { onDone: fn(), running: false },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 59-second default, paused at its start so the picture is stable. */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Time remaining' })).toHaveTextContent('00:59');
  },
};

/** Pinned at 7 seconds left. */
export const Pinned: Story = {
  args: { seconds: 7, label: 'Resend code in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Resend code in' })).toHaveTextContent('00:07');
  },
};

/** Running: it ticks down to 00:00 and calls `onDone` once. */
export const Running: Story = {
  args: { seconds: 2, running: true },
  play: async ({ args, canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('00:02');
    await waitFor(() => expect(timer).toHaveTextContent('00:00'), { timeout: 4000 });
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

/** Done: the clock reads 00:00; paused, it does not report again. */
export const Done: Story = {
  args: { seconds: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
