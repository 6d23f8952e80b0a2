import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OfferCard } from './OfferCard';

const meta = {
  title: 'Portal/OfferCard',
  component: OfferCard,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    title: 'Weekly Internet',
    packLimit: '10GB',
    validity: 7,
    price: 10,
    body: 'High-speed data for 7 days.',
    onSelect: fn(),
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A capped pack with its price and validity; the button picks it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('article', { name: 'Weekly Internet' })).toBeVisible();
    await expect(canvas.getByText('RM 10.00')).toBeVisible();
    await expect(canvas.getByText('7 days')).toBeVisible();
    await expect(canvas.queryByText('Unlimited')).toBeNull();
    const buy = canvas.getByRole('button', { name: 'Buy' });
    await expect(buy.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(buy);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** An unlimited offer shows the badge. */
export const Unlimited: Story = {
  args: {
    title: 'Unlimited Monthly',
    packLimit: 'Unlimited data',
    validity: 30,
    price: 35,
    unlimited: true,
    body: 'No data cap for 30 days.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unlimited')).toBeVisible();
  },
};

/** Values as text from the server, with a custom button. */
export const TextValues: Story = {
  args: { validity: '1 Day', price: '1.50', body: undefined, buttonLabel: 'Subscribe' },
};
