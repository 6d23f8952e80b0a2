import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { OtpInput } from './OtpInput';

const Page = styled.div`
  padding: var(--tck-space-4);
`;

const meta = {
  title: 'Portal/OtpInput',
  component: OtpInput,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: { onChange: fn(), onComplete: fn() },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four empty boxes; typing moves on, letters are ignored, the fourth digit completes the code. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 4' });
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(first).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(first);
    await userEvent.keyboard('1x2');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 4' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('34');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

/** Backspace clears a box, then on an empty box goes back and clears that one; arrows move. */
export const Editing: Story = {
  args: { defaultValue: '123' },
  play: async ({ args, canvas, userEvent }) => {
    const box = (position: number) =>
      canvas.getByRole('textbox', { name: `Digit ${position} of 4` });
    await userEvent.click(box(4));
    await userEvent.keyboard('{Backspace}');
    await expect(box(3)).toHaveFocus();
    await expect(box(3)).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(box(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(box(2)).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(box(2)).toHaveValue('9');
    await expect(box(3)).toHaveFocus();
  },
};

/** A pasted code fills every box, whichever box has the focus. */
export const Paste: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 2 of 4' }));
    await userEvent.paste('48-21');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('4');
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue('1');
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
  },
};

/** The server said the code is wrong: red boxes and its message, announced. */
export const WrongCode: Story = {
  args: { defaultValue: '4821', error: 'Wrong OTP code. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong OTP code. Please try again.');
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 4' });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Wrong OTP code. Please try again.');
  },
};

/** The code page's one task: the first box has the focus, so the code can be typed at once. */
export const AutoFocus: Story = {
  args: { autoFocus: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
    await userEvent.keyboard('4821');
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
  },
};

/** While the code is being checked. */
export const Disabled: Story = {
  args: { defaultValue: '4821', disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeDisabled();
  },
};
