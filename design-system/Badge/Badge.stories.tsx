import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge';

const tones: BadgeTone[] = ['default', 'primary', 'success', 'info', 'warning', 'danger'];

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 7, tone: 'danger' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell's unseen count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7')).toBeInTheDocument();
  },
};

/** Every tone (each meets AA contrast). */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} />
      ))}
    </div>
  ),
};

/** Large counts are capped: '99+'. */
export const Capped: Story = {
  args: { count: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeInTheDocument();
  },
};

/** Zero is shown by default. */
export const Zero: Story = { args: { count: 0, tone: 'default' } };

/** Zero hidden with `hideZero`: nothing is rendered. */
export const ZeroHidden: Story = {
  args: { count: 0, hideZero: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="Badge"]')).toBeNull();
  },
};

/** With a label, screen readers hear what is counted rather than a bare number. */
export const WithLabel: Story = {
  args: { count: 3, label: '3 unread notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 unread notifications')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};
