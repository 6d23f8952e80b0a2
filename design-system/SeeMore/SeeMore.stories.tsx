import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SeeMore } from './SeeMore';

const notice =
  'From 1 April, all prepaid plans include free weekend calls to any local number. ' +
  'The offer is added automatically to your line; there is nothing to subscribe to. ' +
  'Calls beyond 300 minutes per weekend are charged at the standard rate of your plan. ' +
  'Roaming calls, premium numbers and video calls are not included in the offer. ' +
  'The offer ends on 30 June unless extended; we will send an SMS before any change.';

const meta = {
  title: 'Portal/SeeMore',
  component: SeeMore,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: { children: notice, lines: 3 },
} satisfies Meta<typeof SeeMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clamped to three lines with 'See more'; it toggles to 'See less'. */
export const Clamped: Story = {
  play: async ({ canvas, userEvent }) => {
    const more = await canvas.findByRole('button', { name: 'See more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'See less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'See more' })).toBeVisible();
  },
};

/** Expanded: the whole text with 'See less'. */
export const Expanded: Story = { args: { defaultExpanded: true } };

/** Short text needs no toggle. */
export const Short: Story = {
  args: { children: 'Weekend calls are free from 1 April.' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/Weekend calls/)).toBeVisible());
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** One line only, e.g. in a feed card. */
export const OneLine: Story = { args: { lines: 1 } };
