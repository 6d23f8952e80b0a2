import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { NumberInput } from './NumberInput';

const Field = styled.div`
  display: grid;
  gap: var(--tck-space-1);
  max-width: 12rem;
  font-size: var(--tck-font-size-sm);
`;

const meta = {
  title: 'Inputs/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  args: { id: 'limit-value', value: 10, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Field>
        <label htmlFor={args.id}>Limit Value</label>
        <NumberInput
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
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report builder's Limit Value (default 10): typing reports numbers, emptying reports null. */
export const Integer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Limit Value' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '25');
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
    await expect(input).toHaveValue(25);
  },
};

/** A rate from 0 to 99 with at most 2 decimals: a decimal keyboard and a 0.01 step. */
export const Rate: Story = {
  args: { id: 'rate', value: 12.5, min: 0, max: 99, step: 0.01 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Limit Value' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAttribute('max', '99');
  },
};

/** An empty field. */
export const Empty: Story = { args: { value: null, placeholder: '10' } };

/** A wrong value: red frame and aria-invalid. */
export const Invalid: Story = {
  args: { value: 120, max: 99, invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A value that cannot be changed. */
export const ReadOnly: Story = { args: { readOnly: true } };

/** A field that is not available now. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};
