import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Query Builder', onNavigate: fn() },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just the title. */
export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Query Builder' })).toBeVisible();
  },
};

/** Breadcrumb, title, description and actions, as on the report builder. */
export const Full: Story = {
  args: {
    breadcrumb: [{ label: 'Home', href: '/admin' }, { label: 'Report' }],
    description: 'Build a saved report from a database connection.',
    actions: (
      <>
        <Button variant="secondary">List</Button>
        <Button>New report</Button>
      </>
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin');
    await expect(canvas.getByRole('button', { name: 'New report' })).toBeVisible();
  },
};

/** A long title wraps and the actions move below it on narrow screens. */
export const LongTitle: Story = {
  args: {
    title: 'Commission deferred payments for the northern region partners',
    actions: <Button>Export</Button>,
  },
};
