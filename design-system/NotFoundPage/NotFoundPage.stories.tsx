import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Feedback/NotFoundPage',
  component: NotFoundPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain link to '/': without a router it navigates like any link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

/** With the app's router: the click goes to `onNavigate` instead of reloading the page. */
export const WithRouter: Story = {
  args: { href: '/admin', onNavigate: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Back to Home' });
    await expect(link).toHaveAttribute('href', '/admin');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin');
  },
};

/** On the portal's phone screen. */
export const Portal: Story = {
  tags: ['mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
};
