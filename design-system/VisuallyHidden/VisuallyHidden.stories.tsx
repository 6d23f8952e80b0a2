import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page heading for screen readers only: in the outline, out of sight. */
export const PageHeading: Story = {
  render: () => (
    <div>
      <VisuallyHidden as="h1">Home</VisuallyHidden>
      <p>The page shows no title; screen readers find its heading.</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Home' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
