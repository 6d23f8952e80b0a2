import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { ColorListInput } from './ColorListInput';

const Field = styled.div`
  display: grid;
  gap: var(--tck-space-1);
  max-width: 28rem;
  font-size: var(--tck-font-size-sm);
`;

const meta = {
  title: 'Inputs/ColorListInput',
  component: ColorListInput,
  tags: ['autodocs'],
  args: { id: 'color-scheme', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Field>
        <label htmlFor={args.id}>Color Scheme</label>
        <ColorListInput
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </Field>
    );
  },
} satisfies Meta<typeof ColorListInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; each valid code typed gets a swatch. */
export const Empty: Story = {
  args: { placeholder: '#3366cc,#dc3912,#ff9900' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Color Scheme' }), '#3366cc,#dc3912');
    await expect(args.onChange).toHaveBeenLastCalledWith('#3366cc,#dc3912');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A graph's colour scheme with a swatch per colour. */
export const Valid: Story = {
  args: { value: '#3366cc,#dc3912,#ff9900,#109618,#990099' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Colours' })).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  },
};

/** Invalid entries are named once the user leaves the field; valid ones keep their swatch. */
export const Invalid: Story = {
  args: { value: '#3366cc,red,#12' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Not colour codes: red, #12. Use #rgb or #rrggbb.',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Not available now. */
export const Disabled: Story = {
  args: { value: '#3366cc,#dc3912', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
