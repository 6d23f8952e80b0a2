import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: { open: true, onConfirm: fn(), onCancel: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'primary'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delete confirmation with the spec's texts; Cancel has focus so Enter does not destroy. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** Own texts and a non-destructive confirm. */
export const CustomTexts: Story = {
  args: {
    title: 'Publish report?',
    text: 'Every administrator with access will see it.',
    confirmLabel: 'Publish',
    tone: 'primary',
  },
};

/** While the action's promise is pending: the confirm button spins and the dialog cannot be dismissed. */
export const Confirming: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, userEvent }) => {
    const confirm = await screen.findByRole('button', { name: 'Yes, delete it!' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** When the action fails the loading ends so the user can try again or cancel. */
export const ActionFailed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Failed to delete.'))) },
  play: async ({ args, userEvent }) => {
    const confirm = await screen.findByRole('button', { name: 'Yes, delete it!' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
