import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Label, type LabelTone } from './Label';

const tones: LabelTone[] = ['default', 'primary', 'success', 'info', 'warning', 'danger'];

const meta = {
  title: 'Data display/Label',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Active', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status in a table cell. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toHaveAttribute('data-tone', 'success');
  },
};

/** Every tone (each meets AA contrast). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Label key={tone} tone={tone}>
          {tone}
        </Label>
      ))}
    </div>
  ),
};

/** The neutral tone, e.g. 'Draft'. */
export const Neutral: Story = { args: { children: 'Draft', tone: 'default' } };

/** A failure, e.g. a payment transaction. */
export const Danger: Story = { args: { children: 'Failed', tone: 'danger' } };
