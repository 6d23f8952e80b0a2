import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormActions } from './FormActions';

const meta = {
  title: 'Forms/FormActions',
  component: FormActions,
  tags: ['autodocs'],
  args: { onReset: fn(), onList: fn() },
  decorators: [
    (Story) => (
      // Submit needs a form to submit; this one only stops the page from reloading.
      <form aria-label="Example" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit, Reset and the List action of an admin form. */
export const All: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await expect(args.onList).toHaveBeenCalledTimes(1);
  },
};

/** While saving: Submit loading, Reset disabled. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
  },
};

/** Only a submit, e.g. a sign-in form. */
export const SubmitOnly: Story = {
  args: { onReset: undefined, onList: undefined, submitLabel: 'Sign in' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
