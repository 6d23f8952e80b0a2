import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fireEvent, fn } from 'storybook/test';
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

/** Both ends open; a picked date-time is reported as 'YYYY-MM-DD hh:mm:ss'. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Created At' })).toBeVisible();
    await fireEvent.change(canvas.getByLabelText('From'), {
      target: { value: '2024-05-01T00:00' },
    });
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2024-05-01 00:00:00', to: '' });
    await fireEvent.change(canvas.getByLabelText('To'), {
      target: { value: '2024-05-31T23:59:59' },
    });
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: '2024-05-01 00:00:00',
      to: '2024-05-31 23:59:59',
    });
  },
};

/** A whole month, to the second. */
export const Filled: Story = {
  args: { value: { from: '2024-05-01 00:00:00', to: '2024-05-31 23:59:59' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('To')).toHaveValue('2024-05-31T23:59:59');
    await expect(canvas.getByLabelText('To')).toHaveAttribute('min', '2024-05-01T00:00:00');
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
