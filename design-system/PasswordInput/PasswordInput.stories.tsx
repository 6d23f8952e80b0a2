import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

const Field = styled.div`
  display: grid;
  gap: var(--tck-space-1);
  max-width: 22rem;
  font-size: var(--tck-font-size-sm);
`;

const meta = {
  title: 'Inputs/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: { id: 'password', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Field>
        <label htmlFor={args.id}>Password</label>
        <PasswordInput
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
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the toggle shows the password and hides it again. */
export const Hidden: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'secret1');
    await expect(args.onChange).toHaveBeenLastCalledWith('secret1');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** A new password: the browser may offer to generate one. */
export const NewPassword: Story = {
  args: { value: 'n3w-Secret', autoComplete: 'new-password' },
};

/** A wrong password: red frame and aria-invalid. */
export const Invalid: Story = {
  args: { value: 'short', invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Not available now; the toggle is disabled too. */
export const Disabled: Story = {
  args: { value: 'secret', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
