import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutPage, BlankPage } from './AboutPage';

const meta = {
  title: 'Admin/Home/AboutPage',
  component: AboutPage,
  tags: ['autodocs', 'page'],
  args: { version: '1.0.0' },
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' } },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product, its version and its areas. */
export const About: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(canvas.getByText('1.0.0')).toBeVisible();
  },
};

/** The blank page. */
export const Blank: Story = {
  render: () => <BlankPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blank page' })).toBeVisible();
  },
};
