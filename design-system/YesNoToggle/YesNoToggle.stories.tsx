import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { YesNoToggle } from './YesNoToggle';

const meta = {
  title: 'Inputs/YesNoToggle',
  component: YesNoToggle,
  tags: ['autodocs'],
  args: { label: 'Add Graph', value: 'no', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <YesNoToggle
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof YesNoToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'No' picked; a click on Yes answers yes. */
export const No: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Add Graph' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(args.onChange).toHaveBeenCalledWith('yes');
  },
};

/** 'Yes' picked; the arrow keys switch the answer. */
export const Yes: Story = {
  args: { label: 'Have Aggregate Function', value: 'yes' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('no');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

/** Segment texts in another language; the values stay 'yes' and 'no'. */
export const CustomLabels: Story = {
  args: { label: 'Tambah Graf', yesLabel: 'Ya', noLabel: 'Tidak' },
};

/** Not available now. */
export const Disabled: Story = {
  args: { value: 'yes', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeDisabled();
  },
};
