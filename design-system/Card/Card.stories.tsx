import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const onEdit = fn();

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Subscription plan',
    children: 'Unlimited calls and 20 GB of data each month.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card: a region named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Subscription plan' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Subscription plan' }),
    ).toBeVisible();
  },
};

/** With header actions and a footer. */
export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary" onClick={onEdit}>
        Edit
      </Button>
    ),
    footer: 'Last changed on 3 March 2026',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalled();
    await expect(canvas.getByText('Last changed on 3 March 2026')).toBeVisible();
  },
};

/** Without a header: just a surface. */
export const BodyOnly: Story = { args: { title: undefined } };

/** A lower heading level inside a page section. */
export const SubsectionHeading: Story = {
  args: { headingLevel: 3, title: 'Billing address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Billing address');
  },
};
