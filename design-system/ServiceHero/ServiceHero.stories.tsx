import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { tileArt } from '../ServiceTile/stories';
import { ServiceHero } from './ServiceHero';

const meta = {
  title: 'Portal/ServiceHero',
  component: ServiceHero,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    image: tileArt('News', '#1f56c9'),
    title: 'Bangla Barta',
    overlay: 'Daily news',
    description: 'Get the latest Bangladesh news every day. RM 3.00 per week.',
    actions: (
      <Button size="lg" fullWidth>
        Subscribe
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not subscribed: the title is the page's heading, the overlay sits on the picture. */
export const NotSubscribed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bangla Barta' })).toBeVisible();
    await expect(canvas.getByText('Daily news')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

/** Subscribed: a status line, then visit and unsubscribe. */
export const Subscribed: Story = {
  args: {
    status: 'You are subscribed to this service.',
    actions: (
      <>
        <Button size="lg" fullWidth>
          Visit
        </Button>
        <Button size="lg" variant="secondary" fullWidth>
          Unsubscribe
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are subscribed');
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** Without an overlay line. */
export const NoOverlay: Story = {
  args: { overlay: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Daily news')).toBeNull();
  },
};
