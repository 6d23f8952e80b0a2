import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { Textarea } from './Textarea';

const Field = styled.div`
  display: grid;
  gap: var(--tck-space-1);
  max-width: 36rem;
  font-size: var(--tck-font-size-sm);
`;

const meta = {
  title: 'Inputs/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { id: 'message', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Field>
        <label htmlFor={args.id}>{args.monospace ? 'Write Query' : 'Message'}</label>
        <Textarea
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
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty 3-row field, e.g. a support ticket's message; typing reports each value. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'No data{Enter}since Monday');
    await expect(args.onChange).toHaveBeenLastCalledWith('No data\nsince Monday');
  },
};

/** The report builder's raw query: 5 rows, monospace. */
export const WriteQuery: Story = {
  args: {
    id: 'raw-query',
    rows: 5,
    monospace: true,
    value: 'SELECT id, report_name\nFROM reports\nWHERE created_at >= :from\nORDER BY id DESC',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Write Query' })).toHaveAttribute('rows', '5');
  },
};

/** A wrong value: red frame and aria-invalid. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Text that cannot be changed. */
export const ReadOnly: Story = { args: { value: 'Ticket closed by support.', readOnly: true } };

/** A field that is not available now. */
export const Disabled: Story = {
  args: { value: 'Ticket closed by support.', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
