import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { PhoneInput } from './PhoneInput';

const Field = styled.div`
  display: grid;
  gap: var(--tck-space-1);
  padding: var(--tck-space-4);
`;

const meta = {
  title: 'Portal/PhoneInput',
  component: PhoneInput,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: { id: 'msisdn', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Field>
        <label htmlFor={args.id}>Mobile number</label>
        <PhoneInput
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
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the +6 prefix; letters and signs are dropped while typing. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '11');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect(input).toHaveAccessibleDescription('+6');
    await userEvent.type(input, '01a2-3');
    await expect(input).toHaveValue('0123');
    await expect(args.onChange).toHaveBeenLastCalledWith('0123');
  },
};

/** A valid 10-digit number. */
export const Filled: Story = { args: { value: '0123456789' } };

/** Too short: the length error shows after leaving the field. */
export const TooShort: Story = {
  args: { value: '01234' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await expect(canvas.queryByText(/must be 9 to 11/)).toBeNull();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      '+6 The mobile number must be 9 to 11 characters.',
    );
  },
};

/** The length error in the page's language (here Malay). */
export const TooShortTranslated: Story = {
  args: { value: '01234', lengthError: 'Nombor telefon mesti 9 hingga 11 digit.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.tab();
    await expect(canvas.getByText('Nombor telefon mesti 9 hingga 11 digit.')).toBeVisible();
  },
};

/** The operator check failed: its message, from the spec, replaces the length error. */
export const OperatorError: Story = {
  args: { value: '0123456789', error: 'Please Give Vaild Digi Number !' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please Give Vaild Digi Number !')).toBeVisible();
  },
};

/** The verified number on the support form cannot be changed. */
export const ReadOnly: Story = { args: { value: '0123456789', readOnly: true } };

/** Not available now. */
export const Disabled: Story = {
  args: { value: '0123456789', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
