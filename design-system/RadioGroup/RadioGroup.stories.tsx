import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RadioGroup, type RadioOption } from './RadioGroup';

const queryTypes: RadioOption[] = [
  { value: 'query_builder', label: 'Query Builder' },
  { value: 'raw_query', label: 'Raw Query' },
  { value: 'dynamic_query', label: 'Dynamic Query', disabled: true },
];

const orderTypes: RadioOption[] = [
  { value: 'ASC', label: 'ASC' },
  { value: 'DESC', label: 'DESC' },
];

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Query Type', options: queryTypes, value: 'query_builder', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report builder's query type, one per line; Dynamic Query is shown but disabled. */
export const Vertical: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Query Type' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Raw Query' }));
    await expect(args.onChange).toHaveBeenCalledWith('raw_query');
    await expect(canvas.getByRole('radio', { name: 'Dynamic Query' })).toBeDisabled();
  },
};

/** Choices in a row; the arrow keys move the choice. */
export const Horizontal: Story = {
  args: { label: 'Order Type', options: orderTypes, value: 'ASC', orientation: 'horizontal' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'ASC' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'DESC' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('DESC');
  },
};

/** Nothing picked yet. */
export const NothingPicked: Story = { args: { value: null } };

/** A missing or wrong choice, marked on the group. */
export const Invalid: Story = {
  args: { value: null, invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Not available now. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
