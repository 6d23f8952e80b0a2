import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { TextInput } from './TextInput';

const Field = styled.div`
  display: grid;
  gap: var(--tck-space-1);
  max-width: 22rem;
  font-size: var(--tck-font-size-sm);
`;

const meta = {
  title: 'Inputs/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { id: 'report-name', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Field>
        <label htmlFor={args.id}>Report Name</label>
        <TextInput
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
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty field; typing reports each new value. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Report Name' });
    await userEvent.type(input, 'Sales');
    await expect(input).toHaveValue('Sales');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sales');
  },
};

/** A field with a value and a placeholder hint. */
export const Filled: Story = { args: { value: 'Monthly revenue', placeholder: 'e.g. Sales' } };

/** A placeholder shows while the field is empty. */
export const WithPlaceholder: Story = { args: { placeholder: 'e.g. Monthly revenue' } };

/** A wrong value: red frame and aria-invalid. */
export const Invalid: Story = {
  args: { value: 'x', invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Report Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A value that cannot be changed but can be selected and copied. */
export const ReadOnly: Story = {
  args: { value: '60123456789', readOnly: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Report Name' });
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('60123456789');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A field that is not available now. */
export const Disabled: Story = {
  args: { value: 'Monthly revenue', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Report Name' })).toBeDisabled();
  },
};

/** Text before and after the input, inside its frame. */
export const WithPrefixAndSuffix: Story = {
  args: { value: '25.00', prefix: 'RM', suffix: 'per month' },
};
