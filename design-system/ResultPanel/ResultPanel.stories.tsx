import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { tileArt } from '../ServiceTile/stories';
import { ResultPanel } from './ResultPanel';

const meta = {
  title: 'Portal/ResultPanel',
  component: ResultPanel,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    image: tileArt('✓', '#1d7a3d'),
    message: 'Your subscription request for Bangla Barta has been received.',
    details: [
      { label: 'Price', value: 'RM 3.00' },
      { label: 'Transaction ID', value: 'TID-20250602-558201' },
    ],
    note: 'Resend available in 00:59',
    actions: (
      <>
        <Button size="lg" fullWidth>
          Home
        </Button>
        <Button size="lg" variant="secondary" fullWidth disabled>
          Resend
        </Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A registration: the message, the price and tid, the wait before a resend, the actions. */
export const Registration: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('has been received');
    await expect(canvas.getByText('RM 3.00')).toBeVisible();
    await expect(canvas.getByText('TID-20250602-558201')).toBeVisible();
  },
};

/** A message with no details (an unsubscription). */
export const MessageOnly: Story = {
  args: {
    image: tileArt('–', '#55627a'),
    message: 'You have been unsubscribed from Bangla Barta.',
    details: [],
    note: undefined,
    actions: (
      <Button size="lg" fullWidth>
        Home
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};
