import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  args: {
    items: [{ label: 'Home', href: '/admin' }, { label: 'Report' }],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home > Report, as on the report builder. */
export const TwoSteps: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByText('Report')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin');
  },
};

/** A deeper trail; only the last step is the current page. */
export const Deep: Story = {
  args: {
    items: [
      { label: 'Home', href: '/admin' },
      { label: 'Users', href: '/admin/auth/users' },
      { label: 'Edit' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText('Edit')).toHaveAttribute('aria-current', 'page');
  },
};

/** A single step: just the current page. */
export const Single: Story = { args: { items: [{ label: 'Dashboard' }] } };
