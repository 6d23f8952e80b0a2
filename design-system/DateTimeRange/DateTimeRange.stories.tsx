import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { DateTimeRange } from './DateTimeRange';

const Box = styled.div`
  max-width: 36rem;
`;

const meta = {
  title: 'Inputs/DateTimeRange',
  component: DateTimeRange,
  tags: ['autodocs'],
  args: { label: 'Created At', value: { from: '', to: '' }, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Box>
        <DateTimeRange
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </Box>
    );
  },
} satisfies Meta<typeof DateTimeRange>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Both ends open; typed as 'YYYY-MM-DD hh:mm:ss' whatever the browser's language (a time without
 * seconds counts from zero), and reported in that format once the text is a real date.
 */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Created At' })).toBeVisible();
    const from = canvas.getByLabelText('From');
    await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD hh:mm:ss');
    await userEvent.type(from, '2024-05-01 00:00');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2024-05-01 00:00:00', to: '' });
    await userEvent.type(canvas.getByLabelText('To'), '2024-05-31 23:59:59');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: '2024-05-01 00:00:00',
      to: '2024-05-31 23:59:59',
    });
    // A field left shows the value it became, seconds included.
    await expect(from).toHaveValue('2024-05-01 00:00:00');
  },
};

/** Text that is no date keeps what was typed, is marked on leaving, and changes nothing. */
export const NotADate: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const from = canvas.getByLabelText('From');
    await userEvent.type(from, '05/01/2024');
    await userEvent.tab();
    await expect(from).toHaveValue('05/01/2024');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A whole month, to the second, in the specs' format. */
export const Filled: Story = {
  args: { value: { from: '2024-05-01 00:00:00', to: '2024-05-31 23:59:59' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('From')).toHaveValue('2024-05-01 00:00:00');
    await expect(canvas.getByLabelText('To')).toHaveValue('2024-05-31 23:59:59');
    await expect(canvas.getByRole('button', { name: 'Choose To from a calendar' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The end before the start: an error linked to the To field. */
export const Reversed: Story = {
  args: { value: { from: '2024-05-31 23:59:59', to: '2024-05-01 00:00:00' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("'To' must not be before 'From'.");
    const to = canvas.getByLabelText('To');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription("'To' must not be before 'From'.");
  },
};

/** An error from the server shows on both fields. */
export const ServerError: Story = {
  args: {
    value: { from: '2024-05-01 00:00:00', to: '' },
    error: 'The created at field must be a valid date range.',
  },
};

/** Not available now. */
export const Disabled: Story = {
  args: { value: { from: '2024-05-01 00:00:00', to: '2024-05-31 23:59:59' }, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('From')).toBeDisabled();
  },
};
